// A save refused because someone else saved first (CONFLICT): the three-way comparison, and the
// forms that offer it (the provider page, the resource and FAQ sheets, the ad spot dialog) keeping
// what the admin typed, saving their choice naming the new version, or loading the saved record.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminUser, fakeGraphql, renderAdmin, type Handlers } from '../../../../tests/support/renderAdmin';
import { AuthProvider } from '../auth/AuthContext';
import { AdSpotsPage } from '../adspots/AdSpotsPage';
import { STALE_DELETE_TEXT } from '../data/useConfirmedDelete';
import { formatInstant } from '../components/dates';
import { FaqsPage } from '../faqs/FaqsPage';
import { ProviderFormPage } from '../providers/ProviderFormPage';
import { PROVIDER_FIELD_TEXTS } from '../providers/providerFieldTexts';
import { FACT_TEXTS } from '../providers/ProviderFactFields';
import { EMPTY_PROVIDER } from '../providers/providerSchema';
import { ResourcesPage } from '../resources/ResourcesPage';
import { RouteEditorPage } from '../route/RouteEditorPage';
import { SAVE_CONFLICT_TEXTS as T } from './ConflictDialog';
import { fieldDifferences, mergeValues, defaultChoices } from './conflict';

// The provider page and the data grid are slow to draw in jsdom.
jest.setTimeout(90_000);

const CHANGED_AT = '2026-11-29T14:02:11.204Z';

/** The server's answer to a stale save: nothing stored, the record as it is now. */
const conflictAnswer = (noun: string, current: Record<string, unknown>) => ({
  errors: [
    {
      message: `This ${noun} was changed by dana since you opened it. Nothing was saved: compare the changes and choose which to keep.`,
      extensions: { code: 'CONFLICT', current, version: current.version, changedBy: 'dana', changedAt: CHANGED_AT },
    },
  ],
});

const type = (input: HTMLElement, value: string) => act(async () => void fireEvent.change(input, { target: { value } }));
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const textbox = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const conflictDialog = (noun: string) => screen.findByRole('dialog', { name: T.title(noun) });
/** The comparison has closed (after its fade). */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: /was changed since you opened it$/ })).toBeNull(), { timeout: 10_000 });
const row = (dialog: HTMLElement, label: string) => within(dialog).getByRole('row', { name: new RegExp(`^${label}`) });

describe('the three-way comparison', () => {
  const opened = { ...EMPTY_PROVIDER, name: 'Bull City Cab Co.', phone: '', shortDescription: 'Metered taxis', rating: '4.6', features: ['Metered fares'] };

  it('lists only the fields that differ, says who changed each, and merges: theirs where only they changed, mine otherwise', () => {
    const mine = { ...opened, shortDescription: 'Metered taxis, 24/7', rating: '4.8' };
    const theirs = { ...opened, phone: '919-555-0142', rating: '4.7', features: ['Metered fares', 'Card payments'] };
    const differences = fieldDifferences(PROVIDER_FIELD_TEXTS, opened, mine, theirs);
    expect(differences.map((d) => [d.label, d.changedBy, d.keep])).toEqual([
      ['Short description', 'you', 'mine'],
      ['Rating', 'both', 'mine'],
      ['Features', 'them', 'theirs'],
      ['Phone', 'them', 'theirs'],
    ]);
    // Lists read one entry a line; an empty field says so.
    expect(differences.find((d) => d.field === 'features')).toMatchObject({ mine: 'Metered fares', theirs: 'Metered fares\nCard payments' });
    expect(differences.find((d) => d.field === 'phone')).toMatchObject({ opened: 'Not entered', mine: 'Not entered', theirs: '919-555-0142' });

    const merged = mergeValues(mine, theirs, defaultChoices(differences));
    expect(merged).toMatchObject({ shortDescription: 'Metered taxis, 24/7', rating: '4.8', phone: '919-555-0142', features: ['Metered fares', 'Card payments'] });
    expect(mergeValues(mine, theirs, { ...defaultChoices(differences), rating: 'theirs' }).rating).toBe('4.7');
  });

  it('reads fares, hours and accessibility in words, and treats values that read the same as the same', () => {
    const mine = {
      ...opened,
      fares: [{ place: 'Durham', amount: '45' }],
      hours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '05:00', closes: '23:00' })),
      accessibility: { wheelchairVehicle: 'yes' as const, foldingWheelchair: 'no' as const, serviceAnimals: '' as const, notes: '' },
    };
    const [fares, hours, access] = fieldDifferences(PROVIDER_FIELD_TEXTS, opened, mine, opened);
    expect(fares).toMatchObject({ label: 'Fares from RDU Airport', mine: 'Durham: $45.00', theirs: 'None' });
    expect(hours).toMatchObject({ label: 'Hours', mine: 'Mon\u2013Fri 5am\u201311pm\nSat\u2013Sun Closed', theirs: FACT_TEXTS.noOpenings });
    // Each fact stated, yes or no; one not stated is left out (never read as no).
    expect(access.mine).toMatch(/^Wheelchair-accessible vehicle.*: Yes\nTakes a folding wheelchair with the luggage: No$/);
    // Fares are kept in the order of the places: another order alone is no change.
    const twoFares = [{ place: 'Durham', amount: '45' }, { place: 'Cary', amount: '38.5' }];
    expect(fieldDifferences(PROVIDER_FIELD_TEXTS, opened, { ...opened, fares: twoFares }, { ...opened, fares: [...twoFares].reverse() })).toEqual([]);
    // Blank feature entries are not features: the lists read the same.
    expect(fieldDifferences(PROVIDER_FIELD_TEXTS, opened, { ...opened, features: ['Metered fares', ' '] }, opened)).toEqual([]);
  });
});

describe('provider page: someone else saved first', () => {
  const stored = {
    __typename: 'Provider',
    id: 3,
    version: 4,
    name: 'Bull City Cab Co.',
    slug: 'bullcitycab',
    shortDescription: 'Metered taxis, 24/7',
    imageUrl: '/demo/providers/bullcitycab.svg',
    description: 'Taxis between RDU and Durham.',
    type: 'Taxi Service',
    priceRange: '$35.00 - $70.00',
    serviceArea: 'Durham, RTP',
    aroundTheClock: true,
    operating: true,
    rating: 4.6,
    badge: 'Local Favorite',
    bookingUrl: 'https://book.example.com/bullcitycab',
    features: ['Metered fares', 'Card payments'],
    phone: null,
  };
  // Dana added the phone number in the meantime (version 5).
  const theirs = { ...stored, version: 5, phone: '919-555-0142' };
  delete (theirs as { __typename?: string }).__typename;

  function renderStaleEdit(extra: Handlers = {}) {
    const api = fakeGraphql({
      AdminProvider: () => ({ data: { providerById: stored } }),
      AdminUpdateProvider: ({ input }: Record<string, any>) =>
        input.expectedVersion === 4 ? conflictAnswer('provider', theirs) : { data: { updateProvider: { ...stored, ...input, version: 6 } } },
      ...extra,
    });
    renderAdmin(<ProviderFormPage />, { link: api.link, route: '/admin/providers/edit/3', path: '/admin/providers/edit/:id' });
    return api;
  }

  async function saveStale() {
    await waitFor(() => expect(textbox('Name').value).toBe('Bull City Cab Co.'));
    await type(textbox('Short description'), 'Metered taxis, day and night');
    await click(screen.getByRole('button', { name: 'Update Provider' }));
    return conflictDialog('provider');
  }

  it('names the version it was read at, and on a refusal shows who changed it, when, and the fields that differ (no error toast)', async () => {
    const api = renderStaleEdit();
    const dialog = await saveStale();
    expect(api.callsOf('AdminUpdateProvider')[0].variables).toMatchObject({ id: 3, input: { expectedVersion: 4, shortDescription: 'Metered taxis, day and night' } });

    expect(dialog).toHaveAccessibleDescription(new RegExp(`^Changed by dana .+ \\(\\s*${formatInstant(CHANGED_AT)}\\s*\\)$`));
    expect(within(dialog).getByText('dana')).toBeInTheDocument();
    expect(within(dialog).getByText(formatInstant(CHANGED_AT)).closest('time')).toHaveAttribute('dateTime', CHANGED_AT);
    expect(within(dialog).getAllByRole('row')).toHaveLength(3); // the header and two fields
    const area = row(dialog, 'Short description');
    expect(area).toHaveTextContent(T.changed.you);
    expect(area).toHaveTextContent('Metered taxis, day and night');
    expect(within(area).getByRole('radio', { name: T.choice.mine })).toBeChecked();
    const phone = row(dialog, 'Phone');
    expect(phone).toHaveTextContent(T.changed.them);
    expect(phone).toHaveTextContent('919-555-0142');
    expect(within(phone).getByRole('radio', { name: T.choice.theirs })).toBeChecked();
    expect(screen.queryByText(/Failed to update provider/)).toBeNull();
  });

  it('keep mine saves the merge naming the new version: my service area and their phone', async () => {
    const api = renderStaleEdit();
    const dialog = await saveStale();
    await click(within(dialog).getByRole('button', { name: T.keepMine }));
    await screen.findByRole('heading', { name: 'Providers list' });
    const resave = api.callsOf('AdminUpdateProvider')[1].variables as { input: Record<string, unknown> };
    expect(resave.input).toMatchObject({ expectedVersion: 5, shortDescription: 'Metered taxis, day and night', phone: '919-555-0142', name: 'Bull City Cab Co.' });
    expect(await screen.findByText('Provider updated')).toBeInTheDocument();
  });

  it('a field chosen "theirs" is saved as theirs', async () => {
    const api = renderStaleEdit();
    const dialog = await saveStale();
    await click(within(row(dialog, 'Short description')).getByRole('radio', { name: T.choice.theirs }));
    await click(within(dialog).getByRole('button', { name: T.keepMine }));
    await screen.findByRole('heading', { name: 'Providers list' });
    expect(api.callsOf('AdminUpdateProvider')[1].variables).toMatchObject({ input: { expectedVersion: 5, shortDescription: 'Metered taxis, 24/7', phone: '919-555-0142' } });
  });

  it('take theirs loads the saved record (now at its version) and saves nothing', async () => {
    const api = renderStaleEdit();
    const dialog = await saveStale();
    await click(within(dialog).getByRole('button', { name: T.takeTheirs }));
    await closed();
    expect(textbox('Short description').value).toBe('Metered taxis, 24/7');
    expect(textbox('Phone').value).toBe('919-555-0142');
    expect(api.callsOf('AdminUpdateProvider')).toHaveLength(1);

    await type(textbox('Name'), 'Bull City Taxi');
    await click(screen.getByRole('button', { name: 'Update Provider' }));
    await screen.findByRole('heading', { name: 'Providers list' });
    expect(api.callsOf('AdminUpdateProvider')[1].variables).toMatchObject({ input: { expectedVersion: 5, name: 'Bull City Taxi', phone: '919-555-0142' } });
  });

  it('cancel keeps what was typed and says the provider is not saved; the comparison opens again', async () => {
    renderStaleEdit();
    const dialog = await saveStale();
    await click(within(dialog).getByRole('button', { name: T.cancel }));
    await closed();
    // Back on the button the dialog came from.
    expect(screen.getByRole('button', { name: 'Update Provider' })).toHaveFocus();
    expect(textbox('Short description').value).toBe('Metered taxis, day and night');
    expect(textbox('Phone').value).toBe('');
    expect(screen.getByText(T.notSaved('provider'))).toBeInTheDocument();
    await click(screen.getByRole('button', { name: T.review }));
    expect(row(await conflictDialog('provider'), 'Phone')).toHaveTextContent('919-555-0142');
  });

  it('a second refusal during keep mine compares again, from the version the first one showed', async () => {
    const third = { ...theirs, version: 6, rating: 4.9 };
    const api = renderStaleEdit({
      AdminUpdateProvider: ({ input }: Record<string, any>) =>
        input.expectedVersion === 4 ? conflictAnswer('provider', theirs) : input.expectedVersion === 5 ? conflictAnswer('provider', third) : { data: { updateProvider: { ...stored, ...input, version: 7 } } },
    });
    const first = await saveStale();
    await click(within(first).getByRole('button', { name: T.keepMine }));
    await waitFor(() => expect(api.callsOf('AdminUpdateProvider')).toHaveLength(2));
    const second = await conflictDialog('provider');
    await waitFor(() => expect(within(second).getAllByRole('row')).toHaveLength(3));
    // Since the version the first refusal showed: my service area, and the rating the third admin set.
    expect(row(second, 'Short description')).toHaveTextContent(T.changed.you);
    expect(row(second, 'Rating')).toHaveTextContent(T.changed.them);
    await click(within(second).getByRole('button', { name: T.keepMine }));
    await screen.findByRole('heading', { name: 'Providers list' });
    expect(api.callsOf('AdminUpdateProvider')[2].variables).toMatchObject({ input: { expectedVersion: 6, shortDescription: 'Metered taxis, day and night', phone: '919-555-0142', rating: 4.9 } });
  });
});

describe('route editor: someone else saved first', () => {
  it('reads the route points in words, and keep mine saves my colour with their points at the new version', async () => {
    const point = (name: string, type: string, lat: number, lng: number) => ({ __typename: 'RoutePoint', name, type, coordinates: { __typename: 'LatLng', lat, lng } });
    const route = {
      __typename: 'Provider',
      id: 3,
      version: 2,
      name: 'Triangle Airport Express',
      slug: 'triangleairportexpress',
      defaultZoom: 11,
      routeColor: '#FF6B6B',
      mapCenter: null,
      routePoints: [point('RDU Terminal 1', 'pickup', 35.878, -78.787)],
    };
    const saved = { ...route, version: 3, routePoints: [...route.routePoints, point('Downtown Raleigh', 'dropoff', 35.779, -78.638)] };
    const api = fakeGraphql({
      AdminMe: () => ({ data: { me: adminUser } }),
      AdminProviderRoute: () => ({ data: { providerById: route } }),
      AdminUpdateProviderRoute: ({ input }: Record<string, any>) =>
        input.expectedVersion === 2 ? conflictAnswer('route', saved) : { data: { updateProviderRoute: { ...saved, version: 4, routeColor: input.routeColor } } },
    });
    renderAdmin(
      <AuthProvider>
        <RouteEditorPage />
      </AuthProvider>,
      { link: api.link, route: '/admin/providers/route/3', path: '/admin/providers/route/:id' },
    );
    await click(await screen.findByRole('tab', { name: 'Map Settings' }));
    await type(textbox('Route colour'), '#1565C0');
    await click(screen.getByRole('button', { name: 'Save Route' }));

    const dialog = await conflictDialog('route');
    const points = row(dialog, 'Route points');
    expect(points).toHaveTextContent(T.changed.them);
    expect(within(points).getAllByText(/RDU Terminal 1/)[0]).toHaveTextContent('1. RDU Terminal 1 (Pickup) 35.878, -78.787');
    expect(points).toHaveTextContent('2. Downtown Raleigh (Drop-off) 35.779, -78.638');
    expect(row(dialog, 'Route colour')).toHaveTextContent(T.changed.you);
    await click(within(dialog).getByRole('button', { name: T.keepMine }));
    await screen.findByRole('heading', { name: 'Providers list' });
    expect(api.callsOf('AdminUpdateProviderRoute')[1].variables).toMatchObject({
      id: 3,
      input: { expectedVersion: 3, routeColor: '#1565C0', routePoints: [{ name: 'RDU Terminal 1' }, { name: 'Downtown Raleigh', type: 'dropoff', coordinates: { lat: 35.779, lng: -78.638 } }] },
    });
  });
});

describe('sheets and dialogs: someone else saved first', () => {
  it('resource sheet: keep mine re-sends with the new version; the list refreshes', async () => {
    const resource = {
      __typename: 'Resource',
      id: 7,
      version: 2,
      title: 'Hotels Near RDU Airport',
      description: 'Where to stay close to the terminals, with shuttle times.',
      imageUrl: '/demo/resources/hotels.svg',
      type: 'Hotels',
      linkUrl: 'https://www.example.com/hotels',
      linkText: 'See hotels',
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    const saved = { ...resource, version: 3, linkText: 'Compare hotels' };
    const api = fakeGraphql({
      AdminResources: () => ({ data: { adminResourcesPage: { __typename: 'ResourcePage', total: 1, items: [resource] } } }),
      AdminUpdateResource: ({ input }: Record<string, any>) =>
        input.expectedVersion === 2 ? conflictAnswer('resource', saved) : { data: { updateResource: { ...resource, ...input, version: 4 } } },
    });
    renderAdmin(<ResourcesPage />, { link: api.link });
    await screen.findByRole('article', { name: resource.title });
    await click(screen.getByRole('button', { name: `Edit ${resource.title}` }));
    const sheet = screen.getByRole('dialog', { name: 'Edit Resource' });
    await type(textbox('Title', sheet), 'Hotels next to RDU Airport');
    await click(within(sheet).getByRole('button', { name: 'Update Resource' }));

    const dialog = await conflictDialog('resource');
    expect(row(dialog, 'Title')).toHaveTextContent('Hotels next to RDU Airport');
    expect(row(dialog, 'Link text')).toHaveTextContent('Compare hotels');
    expect(screen.queryByText('Failed to update resource')).toBeNull();
    // The list behind the sheet is read again.
    await waitFor(() => expect(api.callsOf('AdminResources').length).toBeGreaterThan(1));

    await click(within(dialog).getByRole('button', { name: T.keepMine }));
    await screen.findByText('Resource Updated');
    expect(api.callsOf('AdminUpdateResource')[1].variables).toMatchObject({
      id: 7,
      input: { expectedVersion: 3, title: 'Hotels next to RDU Airport', linkText: 'Compare hotels' },
    });
  });

  it('FAQ sheet: take theirs resets the sheet to the saved question; nothing typed is lost before that', async () => {
    const faq = { __typename: 'Faq', id: 10, version: 1, question: 'Where do shuttles stop?', answer: 'An answer long enough.', position: 1, createdAt: '2025-01-01T00:00:00.000Z' };
    const saved = { ...faq, version: 2, question: 'Where do the shuttles stop at RDU?' };
    const api = fakeGraphql({
      AdminFaqs: () => ({ data: { adminFaqsPage: { __typename: 'FaqPage', total: 1, items: [faq] } } }),
      AdminUpdateFaq: () => conflictAnswer('FAQ', saved),
    });
    renderAdmin(<FaqsPage />, { link: api.link });
    await screen.findByRole('article', { name: faq.question });
    await click(screen.getByRole('button', { name: `Edit ${faq.question}` }));
    const sheet = screen.getByRole('dialog', { name: 'Edit FAQ' });
    await type(textbox('Answer', sheet), 'At the curb outside baggage claim, both terminals.');
    await click(within(sheet).getByRole('button', { name: 'Update FAQ' }));

    const dialog = await conflictDialog('FAQ');
    expect(api.callsOf('AdminUpdateFaq')[0].variables).toMatchObject({ id: 10, input: { expectedVersion: 1 } });
    expect(row(dialog, 'Question')).toHaveTextContent(T.changed.them);
    expect(row(dialog, 'Answer')).toHaveTextContent(T.changed.you);
    await click(within(dialog).getByRole('button', { name: T.cancel }));
    await closed();
    expect(textbox('Answer', sheet).value).toBe('At the curb outside baggage claim, both terminals.');

    await click(screen.getByRole('button', { name: T.review }));
    await click(within(await conflictDialog('FAQ')).getByRole('button', { name: T.takeTheirs }));
    await closed();
    await waitFor(() => expect(textbox('Question', sheet).value).toBe(saved.question));
    expect(textbox('Answer', sheet).value).toBe(faq.answer);
    expect(screen.queryByText(T.notSaved('FAQ'))).toBeNull();
    expect(api.callsOf('AdminUpdateFaq')).toHaveLength(1);
  });

  it('ad spot dialog: shows the fields in words and keeps mine with the new version', async () => {
    const spot = {
      __typename: 'AdSpot',
      id: 4,
      version: 7,
      name: 'Runway Park - header banner',
      location: 'header',
      adType: 'custom',
      adCode: null,
      imageUrl: 'https://cdn.example.com/runway.png',
      linkUrl: 'https://runwaypark.example.com',
      isEnabled: true,
      dimensions: '728x90',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    const saved = { ...spot, version: 8, isEnabled: false };
    const api = fakeGraphql({
      AdminAdSpots: () => ({ data: { adminAdSpotsPage: { __typename: 'AdSpotPage', total: 1, byType: { __typename: 'AdSpotTypeCounts', adsense: 0, ezoic: 0, custom: 1 }, items: [spot] } } }),
      AdminUpdateAdSpot: ({ input }: Record<string, any>) =>
        input.expectedVersion === 7 ? conflictAnswer('ad spot', saved) : { data: { updateAdSpot: { ...spot, ...input, version: 9 } } },
    });
    renderAdmin(<AdSpotsPage />, { link: api.link });
    await screen.findByRole('gridcell', { name: spot.name }, { timeout: 20_000 });
    await click(screen.getByRole('button', { name: `Edit ${spot.name}` }));
    const form = screen.getByRole('dialog', { name: 'Edit Ad Spot' });
    await type(textbox('Name', form), 'Runway Park - top banner');
    await click(within(form).getByRole('button', { name: 'Update Ad Spot' }));

    const dialog = await conflictDialog('ad spot');
    expect(row(dialog, 'Status')).toHaveTextContent(/Active.*Inactive/);
    expect(row(dialog, 'Name')).toHaveTextContent(T.changed.you);
    await click(within(dialog).getByRole('button', { name: T.keepMine }));
    await screen.findByText('Ad spot updated successfully');
    expect(api.callsOf('AdminUpdateAdSpot')[1].variables).toMatchObject({ id: 4, input: { expectedVersion: 8, name: 'Runway Park - top banner', isEnabled: false } });
  });
});

describe('one-click writes name the version too', () => {
  const resource = {
    __typename: 'Resource',
    id: 7,
    version: 2,
    title: 'Hotels Near RDU Airport',
    description: 'Where to stay close to the terminals, with shuttle times.',
    imageUrl: '/demo/resources/hotels.svg',
    type: 'Hotels',
    linkUrl: 'https://www.example.com/hotels',
    linkText: 'See hotels',
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('a delete refused because the entry changed keeps the dialog open, says who changed it, and asks again about it as saved now', async () => {
    const saved = { ...resource, version: 3, title: 'Hotels and Parking Near RDU' };
    const api = fakeGraphql({
      AdminResources: () => ({ data: { adminResourcesPage: { __typename: 'ResourcePage', total: 1, items: [resource] } } }),
      AdminDeleteResource: ({ expectedVersion }) => (expectedVersion === 2 ? conflictAnswer('resource', saved) : { data: { deleteResource: true } }),
    });
    renderAdmin(<ResourcesPage />, { link: api.link });
    await screen.findByRole('article', { name: resource.title });
    await click(screen.getByRole('button', { name: `Delete ${resource.title}` }));
    await click(within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    await within(dialog).findByText(STALE_DELETE_TEXT);
    expect(within(dialog).getByText('dana')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(saved.title);
    expect(api.callsOf('AdminDeleteResource')[0].variables).toEqual({ id: 7, expectedVersion: 2 });
    expect(screen.queryByText('Failed to delete resource')).toBeNull();

    await click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Resource Deleted');
    expect(api.callsOf('AdminDeleteResource')[1].variables).toEqual({ id: 7, expectedVersion: 3 });
  });

  it('a move refused because the FAQ changed moves nothing, says so and reads the list again', async () => {
    const faqs = ['Where do shuttles stop?', 'Is there Wi-Fi?'].map((question, i) => ({
      __typename: 'Faq',
      id: 10 + i,
      version: 1,
      question,
      answer: 'An answer long enough.',
      position: i + 1,
      createdAt: '2025-01-01T00:00:00.000Z',
    }));
    const api = fakeGraphql({
      AdminFaqs: () => ({ data: { adminFaqsPage: { __typename: 'FaqPage', total: 2, items: faqs } } }),
      AdminMoveFaq: () => conflictAnswer('FAQ', { ...faqs[0], version: 2, answer: 'At the curb, both terminals.' }),
    });
    renderAdmin(<FaqsPage />, { link: api.link });
    await screen.findByRole('article', { name: faqs[0].question });
    await click(screen.getByRole('button', { name: `Move down: ${faqs[0].question}` }));
    await screen.findByText('The FAQ was not moved');
    expect(screen.getByText(/^Changed by dana .*The list now shows it as saved: move it again if you still want to\.$/)).toBeInTheDocument();
    expect(api.callsOf('AdminMoveFaq')[0].variables).toMatchObject({ id: 10, to: 'DOWN', expectedVersion: 1 });
    await waitFor(() => expect(api.callsOf('AdminFaqs').length).toBeGreaterThan(1));
  });

  it('a toggle refused because the ad spot changed toggles nothing and reads the list again', async () => {
    const spot = {
      __typename: 'AdSpot',
      id: 4,
      version: 7,
      name: 'Runway Park - header banner',
      location: 'header',
      adType: 'custom',
      adCode: null,
      imageUrl: 'https://cdn.example.com/runway.png',
      linkUrl: 'https://runwaypark.example.com',
      isEnabled: true,
      dimensions: '728x90',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    const api = fakeGraphql({
      AdminAdSpots: () => ({ data: { adminAdSpotsPage: { __typename: 'AdSpotPage', total: 1, byType: { __typename: 'AdSpotTypeCounts', adsense: 0, ezoic: 0, custom: 1 }, items: [spot] } } }),
      AdminToggleAdSpot: () => conflictAnswer('ad spot', { ...spot, version: 8, isEnabled: false }),
    });
    renderAdmin(<AdSpotsPage />, { link: api.link });
    await screen.findByRole('gridcell', { name: spot.name }, { timeout: 20_000 });
    await click(screen.getByRole('button', { name: `Disable ${spot.name}` }));
    await screen.findByText(`${spot.name} was not changed`);
    expect(api.callsOf('AdminToggleAdSpot')[0].variables).toEqual({ id: 4, expectedVersion: 7 });
    expect(screen.queryByText(/Failed to toggle ad spot status/)).toBeNull();
    await waitFor(() => expect(api.callsOf('AdminAdSpots').length).toBeGreaterThan(1));
  });
});
