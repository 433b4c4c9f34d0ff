import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RULE_MESSAGES } from '../../../../api/domain/inputs';
import { MESSAGES } from '../../../../api/domain/rules';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { SERVED_PLACES_LABEL } from './ProviderFields';
import { ProviderFormPage } from './ProviderFormPage';
import { providerSchemaToday, toProviderInput, EMPTY_PROVIDER } from './providerSchema';

const stored = {
  __typename: 'Provider',
  id: 3,
  name: 'Bull City Cab Co.',
  slug: 'bullcitycab',
  shortDescription: 'Metered taxis, 24/7',
  imageUrl: '/demo/providers/bullcitycab.svg',
  description: 'Taxis between RDU and Durham.',
  type: 'Taxi Service',
  priceRange: '$35.00 - $70.00',
  serviceArea: 'Durham, RTP',
  rating: 4.6,
  badge: 'Local Favorite',
  bookingUrl: 'https://book.example.com/bullcitycab',
  features: ['Metered fares', 'Card payments'],
};

// Formik validates after each change; let it settle inside act().
const type = (input: HTMLElement, value: string) => act(async () => void fireEvent.change(input, { target: { value } }));
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

describe('provider form: slug', () => {
  it('generates the slug from the name while adding (lowercase letters and digits only)', async () => {
    const api = fakeGraphql({});
    renderAdmin(<ProviderFormPage />, { link: api.link, route: '/admin/providers/add', path: '/admin/providers/add' });
    const user = userEvent.setup();
    await user.type(field('Name'), 'Tri #1');
    expect(field('Slug').value).toBe('tri1');
    await type(field('Name'), 'Triangle Express #1');
    expect(field('Slug').value).toBe('triangleexpress1');
    await type(field('Name'), 'Café Olé - RDU 24/7');
    expect(field('Slug').value).toBe('cafeolerdu247');
    expect(screen.getByRole('button', { name: 'Create Provider' })).toBeInTheDocument();
  });

  it('stops following the name once the admin types a slug of their own', async () => {
    const api = fakeGraphql({});
    renderAdmin(<ProviderFormPage />, { link: api.link, route: '/admin/providers/add', path: '/admin/providers/add' });
    await type(field('Name'), 'Oak');
    expect(field('Slug').value).toBe('oak');
    await type(field('Slug'), 'oakcity');
    await type(field('Name'), 'Oak Ride');
    expect(field('Slug').value).toBe('oakcity');
  });

  it('does not regenerate the slug when the name changes on edit', async () => {
    const api = fakeGraphql({ AdminProvider: () => ({ data: { providerById: stored } }) });
    renderAdmin(<ProviderFormPage />, { link: api.link, route: '/admin/providers/edit/3', path: '/admin/providers/edit/:id' });
    await waitFor(() => expect(field('Name').value).toBe('Bull City Cab Co.'));
    expect(api.callsOf('AdminProvider')[0].variables).toEqual({ id: 3 });
    const user = userEvent.setup();
    await user.type(field('Name'), ' X');
    await type(field('Name'), 'Bull City Taxi');
    expect(field('Slug').value).toBe('bullcitycab');
    expect(screen.getByRole('button', { name: 'Update Provider' })).toBeInTheDocument();
  });

  it('shows Provider Not Found with a way back when the id does not exist', async () => {
    const api = fakeGraphql({
      AdminProvider: () => ({ data: { providerById: null }, errors: [{ message: 'Provider not found', extensions: { code: 'NOT_FOUND' } }] }),
    });
    renderAdmin(<ProviderFormPage />, { link: api.link, route: '/admin/providers/edit/99', path: '/admin/providers/edit/:id' });
    expect(await screen.findByText('Provider Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Providers/ })).toHaveAttribute('href', '/admin/providers');
  });
});

describe('provider form: features', () => {
  it('always keeps at least one entry; entries can be added and removed', async () => {
    const api = fakeGraphql({});
    renderAdmin(<ProviderFormPage />, { link: api.link, route: '/admin/providers/add', path: '/admin/providers/add' });
    const group = screen.getByRole('group', { name: 'Features' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeDisabled();

    await click(screen.getByRole('button', { name: 'Add Feature' }));
    expect(within(group).getAllByRole('textbox')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeEnabled();

    await type(screen.getByLabelText('Feature 2'), 'Flight tracking');
    await click(screen.getByRole('button', { name: 'Remove feature 1' }));
    expect(within(group).getAllByRole('textbox')).toHaveLength(1);
    expect((screen.getByLabelText('Feature 1') as HTMLInputElement).value).toBe('Flight tracking');
    expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeDisabled();
  });

  it('refuses to save without a non-empty feature, with the spec message, and sends nothing', async () => {
    const api = fakeGraphql({});
    renderAdmin(<ProviderFormPage />, { link: api.link, route: '/admin/providers/add', path: '/admin/providers/add' });
    await click(screen.getByRole('button', { name: 'Create Provider' }));
    expect(await screen.findByText(MESSAGES.provider.features)).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Booking URL is required')).toBeInTheDocument();
    expect(api.callsOf('AdminCreateProvider')).toHaveLength(0);
  });

  it('the schema accepts a list with one real feature and the input drops blank entries', async () => {
    const values = {
      ...EMPTY_PROVIDER,
      servedPlaces: ['RDU Airport', 'Cary'],
      name: 'Oak City Ride',
      slug: 'oakcityride',
      shortDescription: 'Shared vans',
      imageUrl: '/uploads/abc.webp',
      description: 'Shared vans to Raleigh.',
      type: 'Shared Shuttle',
      priceRange: '$19.99 - $29.99',
      serviceArea: 'Raleigh',
      rating: '4.5',
      bookingUrl: 'https://book.example.com/oak',
      features: ['  ', 'Wi-Fi', ''],
    };
    await expect(providerSchemaToday().validate(values)).resolves.toBeTruthy();
    expect(toProviderInput(values).features).toEqual(['Wi-Fi']);
    await expect(providerSchemaToday().validate({ ...values, features: [' ', ''] })).rejects.toThrow(MESSAGES.provider.features);
    await expect(providerSchemaToday().validate({ ...values, slug: 'Oak-City' })).rejects.toThrow(MESSAGES.provider.slug);
    await expect(providerSchemaToday().validate({ ...values, rating: '5.5' })).rejects.toThrow(MESSAGES.provider.rating);
  });
});

describe('provider form: places served and largest party', () => {
  it('shows the stored places as chips and the party, and refuses no place or a party out of range', async () => {
    const api = fakeGraphql({ AdminProvider: () => ({ data: { providerById: { ...stored, servedPlaces: ['RDU Airport', 'Durham'], maxPassengers: 4 } } }) });
    renderAdmin(<ProviderFormPage />, { link: api.link, route: '/admin/providers/edit/3', path: '/admin/providers/edit/:id' });
    await waitFor(() => expect(field('Name').value).toBe('Bull City Cab Co.'));
    const places = screen.getByRole('combobox', { name: new RegExp(SERVED_PLACES_LABEL) });
    const chips = () => Array.from(places.closest('.MuiAutocomplete-root')!.querySelectorAll('.MuiChip-label')).map((c) => c.textContent);
    expect(chips()).toEqual(['RDU Airport', 'Durham']);
    expect(screen.getByRole('spinbutton', { name: /Largest party/ })).toHaveValue(4);

    // Chosen in any order, kept in the list's order.
    await act(async () => void fireEvent.keyDown(places, { key: 'ArrowDown' }));
    await click(screen.getByRole('option', { name: 'Chapel Hill' }));
    expect(chips()).toEqual(['RDU Airport', 'Chapel Hill', 'Durham']);

    for (const chip of Array.from(places.closest('.MuiAutocomplete-root')!.querySelectorAll('.MuiChip-deleteIcon'))) await click(chip as HTMLElement);
    await type(screen.getByRole('spinbutton', { name: /Largest party/ }), '0');
    await click(screen.getByRole('button', { name: 'Update Provider' }));
    expect(await screen.findByText(RULE_MESSAGES.servedPlaces)).toBeInTheDocument();
    expect(screen.getByText(RULE_MESSAGES.maxPassengers)).toBeInTheDocument();
    expect(api.callsOf('AdminUpdateProvider')).toHaveLength(0);
  });

  it('a new provider starts with no place served (the form asks) and a party of 4, and the input carries them as the API takes them', async () => {
    expect(EMPTY_PROVIDER.servedPlaces).toEqual([]);
    await expect(providerSchemaToday().validateAt('servedPlaces', EMPTY_PROVIDER)).rejects.toThrow(RULE_MESSAGES.servedPlaces);
    expect(toProviderInput({ ...EMPTY_PROVIDER, servedPlaces: ['Cary'], maxPassengers: '12' })).toMatchObject({ servedPlaces: ['Cary'], maxPassengers: 12 });
  });
});
