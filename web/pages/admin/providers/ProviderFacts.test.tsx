// The provider form's facts: shown from the stored provider in their sections, edited (lists added
// to and removed from, hours per day, around the clock as its own choice), refused with the domain's messages on
// the entry that breaks them, the server's messages put on the same entries, and sent as the API
// takes them.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RULE_MESSAGES } from '../../../../api/domain/inputs';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { FACT_TEXTS } from './ProviderFactFields';
import { ProviderFormPage } from './ProviderFormPage';
import { EMPTY_PROVIDER, providerSchemaToday, toProviderInput, toProviderValues } from './providerSchema';

// The whole provider form re-renders in jsdom on every change: a long test on a busy 2-core machine
// (one took over 120 s at a load of 20). The limit only stops a hang.
jest.setTimeout(300_000);

const stored = {
  __typename: 'Provider',
  id: 2,
  name: 'Oak City Shared Ride',
  slug: 'oakcitysharedride',
  shortDescription: 'Shared rides every 30 min',
  imageUrl: '/demo/providers/oakcitysharedride.svg',
  description: 'Shared rides from RDU every 30 minutes from 5am to midnight.',
  type: 'Shared Shuttle',
  priceRange: '$18.50 - $39.00',
  serviceArea: 'Raleigh, Garner, Cary',
  rating: 4.5,
  badge: 'Best Value',
  bookingUrl: 'https://book.example.com/oak',
  discountPercent: 10,
  discountCode: null,
  discountUrl: 'https://book.example.com/oak-offer?to={to}',
  features: ['Free Wi-Fi'],
  servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Cary', 'Garner'],
  maxPassengers: 6,
  fareBasis: 'PER_PERSON',
  fares: [
    { __typename: 'Fare', place: 'Downtown Raleigh', amount: 18.5 },
    { __typename: 'Fare', place: 'Garner', amount: 39 },
  ],
  fees: [{ __typename: 'Fee', label: 'Airport fee', amount: 2, per: 'PERSON' }],
  maxBags: 6,
  priceKind: 'FIXED',
  tipIncluded: false,
  bagsPerTraveller: 2,
  extraBagFeeCents: 1550,
  minPassengers: null,
  hours: [
    { __typename: 'OpeningHours', day: 1, opens: '05:00', closes: '00:00' },
    { __typename: 'OpeningHours', day: 5, opens: '18:00', closes: '02:00' },
  ],
  minNoticeHours: 0,
  phone: null,
  email: 'rides@example.com',
  freeWaitMinutes: null,
  flightTracking: false,
  cancellationPolicy: 'Change to a later departure at no charge.',
  accessibility: { __typename: 'Accessibility', wheelchairVehicle: false, foldingWheelchair: true, serviceAnimals: true, notes: null },
  pickupPoints: [{ __typename: 'PickupPoint', terminal: 'Terminal 1', instructions: 'Outside baggage claim.' }],
  ratingCount: 642,
  ratingSource: 'Google reviews',
  factsCheckedOn: '2026-11-20',
  aroundTheClock: false,
  operating: true,
};

const type = (input: HTMLElement, value: string) => act(async () => void fireEvent.change(input, { target: { value } }));
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const section = (name: string) => screen.getByRole('region', { name });
const valueOf = (container: HTMLElement, label: string | RegExp) => (within(container).getByLabelText(label) as HTMLInputElement).value;

function renderEdit(handlers: Parameters<typeof fakeGraphql>[0] = {}) {
  const api = fakeGraphql({ AdminProvider: () => ({ data: { providerById: stored } }), ...handlers });
  renderAdmin(<ProviderFormPage />, { link: api.link, route: '/admin/providers/edit/2', path: '/admin/providers/edit/:id' });
  return api;
}
const loaded = () => waitFor(() => expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Oak City Shared Ride'));

describe('provider form: the facts', () => {
  it('shows every stored fact in its section', async () => {
    renderEdit();
    await loaded();
    const fares = section(FACT_TEXTS.faresSection);
    expect(within(fares).getByText(FACT_TEXTS.fareBasisNames.PER_PERSON)).toBeInTheDocument();
    const fareRows = within(fares).getAllByRole('group', { name: /^Fare \d/ });
    expect(fareRows.map((row) => [within(row).getByRole('combobox').textContent, valueOf(row, FACT_TEXTS.fareAmount)])).toEqual([
      ['Downtown Raleigh', '18.5'],
      ['Garner', '39'],
    ]);
    const fee = within(fares).getByRole('group', { name: 'Fee 1' });
    expect(valueOf(fee, FACT_TEXTS.feeLabel)).toBe('Airport fee');
    expect(within(fee).getByText(FACT_TEXTS.feePerNames.PERSON)).toBeInTheDocument();

    expect(screen.getByRole('spinbutton', { name: FACT_TEXTS.maxBags })).toHaveValue(6);

    const hours = section(FACT_TEXTS.hoursSection);
    expect(within(hours).getByText(/^Now: Mon 5am–midnight; Tue–Thu Closed; Fri 6pm–2am; Sat–Sun Closed$/)).toBeInTheDocument();
    const monday = within(hours).getByRole('group', { name: 'Monday hours' });
    expect([valueOf(monday, FACT_TEXTS.opens), valueOf(monday, FACT_TEXTS.closes)]).toEqual(['05:00', '00:00']);
    expect(within(within(hours).getByRole('group', { name: 'Sunday hours' })).getByText(FACT_TEXTS.closed)).toBeInTheDocument();

    expect(screen.getByRole('spinbutton', { name: FACT_TEXTS.notice })).toHaveValue(0);
    expect(valueOf(section(FACT_TEXTS.contactSection), FACT_TEXTS.email)).toBe('rides@example.com');
    const policies = section(FACT_TEXTS.policiesSection);
    expect(within(policies).getByText(FACT_TEXTS.flightTrackingNames.no)).toBeInTheDocument();
    expect(valueOf(policies, FACT_TEXTS.cancellation)).toBe('Change to a later departure at no charge.');
    const access = section(FACT_TEXTS.accessibilitySection);
    // One answer per fact: a stated no is "No", never an unticked box.
    const answer = (fact: string, name: string) => within(within(access).getByRole('radiogroup', { name: fact })).getByRole('radio', { name });
    expect(answer(FACT_TEXTS.wheelchairVehicle, 'No')).toBeChecked();
    expect(answer(FACT_TEXTS.foldingWheelchair, 'Yes')).toBeChecked();
    expect(answer(FACT_TEXTS.serviceAnimals, 'Yes')).toBeChecked();
    expect(valueOf(within(section(FACT_TEXTS.pickupSection)).getByRole('group', { name: 'Meeting point 1' }), FACT_TEXTS.instructions)).toBe('Outside baggage claim.');
    expect(screen.getByRole('spinbutton', { name: FACT_TEXTS.ratingCount })).toHaveValue(642);
    expect(valueOf(section(FACT_TEXTS.reviewsSection), FACT_TEXTS.ratingSource)).toBe('Google reviews');
    expect(valueOf(section(FACT_TEXTS.checkedSection), FACT_TEXTS.checkedOn)).toBe('2026-11-20');
  });

  it('edits them and sends them as the API takes them', async () => {
    const api = renderEdit({ AdminUpdateProvider: ({ input }) => ({ data: { updateProvider: { ...stored, ...(input as object) } } }) });
    await loaded();
    const fares = section(FACT_TEXTS.faresSection);
    await click(within(fares).getByRole('button', { name: FACT_TEXTS.removeFare(2) }));
    await click(within(fares).getByRole('button', { name: FACT_TEXTS.addFare }));
    await type(within(within(fares).getByRole('group', { name: 'Fare 2' })).getByLabelText(FACT_TEXTS.fareAmount), '24');
    await click(within(fares).getByRole('button', { name: FACT_TEXTS.addFee }));
    const fee = within(fares).getByRole('group', { name: 'Fee 2' });
    await type(within(fee).getByLabelText(FACT_TEXTS.feeLabel), 'Booking fee');
    await type(within(fee).getByLabelText(FACT_TEXTS.feeAmount), '1.25');

    await click(screen.getByRole('button', { name: FACT_TEXTS.addHours('Sunday') }));
    await type(screen.getByRole('spinbutton', { name: FACT_TEXTS.notice }), '2');
    await type(screen.getByRole('textbox', { name: FACT_TEXTS.phone }), '(919) 555-0142');
    await type(screen.getByRole('spinbutton', { name: FACT_TEXTS.freeWait }), '15');
    await click(within(screen.getByRole('radiogroup', { name: FACT_TEXTS.wheelchairVehicle })).getByRole('radio', { name: 'Yes' }));
    await click(screen.getByRole('button', { name: FACT_TEXTS.addPickup }));
    await type(within(screen.getByRole('group', { name: 'Meeting point 2' })).getByLabelText(FACT_TEXTS.instructions), 'Door 5.');
    await click(screen.getByRole('button', { name: 'Update Provider' }));

    await waitFor(() => expect(api.callsOf('AdminUpdateProvider')).toHaveLength(1));
    expect(api.callsOf('AdminUpdateProvider')[0].variables.input).toMatchObject({
      fareBasis: 'PER_PERSON',
      fares: [
        { place: 'Downtown Raleigh', amount: 18.5 },
        { place: 'Cary', amount: 24 },
      ],
      fees: [
        { label: 'Airport fee', amount: 2, per: 'PERSON' },
        { label: 'Booking fee', amount: 1.25, per: 'BOOKING' },
      ],
      maxBags: 6,
      hours: [
        { day: 1, opens: '05:00', closes: '00:00' },
        { day: 5, opens: '18:00', closes: '02:00' },
        { day: 0, opens: '09:00', closes: '17:00' },
      ],
      minNoticeHours: 2,
      phone: '(919) 555-0142',
      email: 'rides@example.com',
      freeWaitMinutes: 15,
      flightTracking: false,
      accessibility: { hasWheelchairVehicle: true, takesFoldingWheelchair: true, welcomesServiceAnimals: true, notes: null },
      pickupPoints: [
        { terminal: 'Terminal 1', instructions: 'Outside baggage claim.' },
        { terminal: 'Terminal 2', instructions: 'Door 5.' },
      ],
      ratingCount: 642,
      ratingSource: 'Google reviews',
      factsCheckedOn: '2026-11-20',
    });
    expect(await screen.findByText('Providers list')).toBeInTheDocument();
  });

  it("refuses bad facts before sending, with the domain's messages on the entry that breaks them", async () => {
    const api = renderEdit();
    await loaded();
    const fares = section(FACT_TEXTS.faresSection);
    await type(within(within(fares).getByRole('group', { name: 'Fare 1' })).getByLabelText(FACT_TEXTS.fareAmount), '18.505');
    await type(within(within(fares).getByRole('group', { name: 'Fee 1' })).getByLabelText(FACT_TEXTS.feeLabel), ' ');
    const hours = section(FACT_TEXTS.hoursSection);
    // Friday 18:00 to 18:00: closes when it opens.
    const friday = within(hours).getByRole('group', { name: 'Friday hours' });
    await type(within(friday).getByLabelText(FACT_TEXTS.closes), '18:00');
    await type(screen.getByRole('textbox', { name: FACT_TEXTS.phone }), 'call us');
    await click(screen.getByRole('button', { name: 'Update Provider' }));

    expect(await within(within(fares).getByRole('group', { name: 'Fare 1' })).findByText(RULE_MESSAGES.amount('Fare'))).toBeInTheDocument();
    expect(within(within(fares).getByRole('group', { name: 'Fee 1' })).getByText('Fee name is required')).toBeInTheDocument();
    expect(within(friday).getByText(RULE_MESSAGES.hoursSameTime)).toBeInTheDocument();
    expect(screen.getByText(RULE_MESSAGES.phone)).toBeInTheDocument();
    expect(api.callsOf('AdminUpdateProvider')).toHaveLength(0);

    // Friday put right, a second Monday opening (9am-5pm) inside the first one (5am to midnight): at the new opening.
    await type(within(friday).getByLabelText(FACT_TEXTS.closes), '02:00');
    await click(within(hours).getByRole('button', { name: FACT_TEXTS.addHours('Monday') }));
    await click(screen.getByRole('button', { name: 'Update Provider' }));
    const monday = within(hours).getByRole('group', { name: 'Monday hours' });
    expect(await within(monday).findByText(RULE_MESSAGES.hoursOverlap('Monday', '5am–midnight'))).toBeInTheDocument();
    expect(api.callsOf('AdminUpdateProvider')).toHaveLength(0);

    // The fare's place menu offers only the places it serves.
    await act(async () => void fireEvent.mouseDown(within(within(fares).getByRole('group', { name: 'Fare 1' })).getByRole('combobox')));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Downtown Raleigh', 'Cary', 'Garner']);
  });

  it("puts the server's messages on the same entries", async () => {
    renderEdit({
      AdminUpdateProvider: () => ({
        errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT', errors: { 'fares.1.place': RULE_MESSAGES.fareTwice, 'pickupPoints.0.instructions': 'Meeting point instructions is required' } } }],
      }),
    });
    await loaded();
    await click(screen.getByRole('button', { name: 'Update Provider' }));
    const fares = section(FACT_TEXTS.faresSection);
    expect(await within(within(fares).getByRole('group', { name: 'Fare 2' })).findByText(RULE_MESSAGES.fareTwice)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Meeting point 1' })).getByText('Meeting point instructions is required')).toBeInTheDocument();
  });

  it('hours: around the clock as its own choice, per day, the same every day, and no openings is closed', async () => {
    const api = fakeGraphql({});
    renderAdmin(<ProviderFormPage />, { link: api.link, route: '/admin/providers/add', path: '/admin/providers/add' });
    const hours = section(FACT_TEXTS.hoursSection);
    expect(within(hours).getByText('Now: 24 Hours')).toBeInTheDocument();
    const always = within(hours).getByRole('switch', { name: FACT_TEXTS.aroundTheClock });
    expect(always).toBeChecked();
    expect(within(hours).queryByRole('group', { name: 'Tuesday hours' })).toBeNull();
    await click(always);
    expect(within(hours).getByText('Now: Closed every day')).toBeInTheDocument();
    expect(within(within(hours).getByRole('group', { name: 'Tuesday hours' })).getByText(FACT_TEXTS.closed)).toBeInTheDocument();

    await click(within(hours).getByRole('button', { name: FACT_TEXTS.addHours('Monday') }));
    const monday = within(hours).getByRole('group', { name: 'Monday hours' });
    await type(within(monday).getByLabelText(FACT_TEXTS.opens), '05:00');
    await type(within(monday).getByLabelText(FACT_TEXTS.closes), '00:00');
    expect(within(hours).getByText('Now: Mon 5am–midnight; Tue–Sun Closed')).toBeInTheDocument();
    expect(within(within(hours).getByRole('group', { name: 'Tuesday hours' })).getByText(FACT_TEXTS.closed)).toBeInTheDocument();

    await click(within(hours).getByRole('button', { name: FACT_TEXTS.copyMonday }));
    expect(within(hours).getByText('Now: Every day 5am–midnight')).toBeInTheDocument();
    expect(within(hours).getAllByLabelText(FACT_TEXTS.opens)).toHaveLength(7);

    await click(within(hours).getByRole('button', { name: FACT_TEXTS.removeHours('Wednesday', 1) }));
    expect(within(hours).getByText('Now: Mon–Tue 5am–midnight; Wed Closed; Thu–Sun 5am–midnight')).toBeInTheDocument();
    await click(within(hours).getByRole('button', { name: FACT_TEXTS.clearHours }));
    expect(within(hours).getByText('Now: Closed every day')).toBeInTheDocument();
    await click(within(hours).getByRole('switch', { name: FACT_TEXTS.aroundTheClock }));
    expect(within(hours).getByText('Now: 24 Hours')).toBeInTheDocument();
  });
});

describe('provider form values', () => {
  it('a new provider leaves the fare basis to the server and enters nothing it does not know', () => {
    expect(toProviderInput(EMPTY_PROVIDER)).toMatchObject({
      fareBasis: null, fares: [], fees: [], maxBags: null, hours: [], minNoticeHours: 0, phone: null, email: null,
      freeWaitMinutes: null, flightTracking: null, cancellationPolicy: null, accessibility: null, pickupPoints: [], ratingCount: null, ratingSource: null, factsCheckedOn: null,
    });
  });

  it('reads a stored provider and writes it back unchanged', () => {
    // The price range and service area are derived by the server: the form neither shows nor sends them as text.
    const { __typename: _t, id: _id, priceRange: _range, serviceArea: _area, ...rest } = stored;
    const strip = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(strip) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== '__typename').map(([k, x]) => [k, strip(x)])) : v;
    // Accessibility goes back by its three-valued names.
    const a = rest.accessibility;
    const sent = { ...rest, accessibility: { hasWheelchairVehicle: a.wheelchairVehicle, takesFoldingWheelchair: a.foldingWheelchair, welcomesServiceAnimals: a.serviceAnimals, notes: a.notes } };
    expect(toProviderInput(toProviderValues(stored as never))).toEqual(strip(sent));
  });

  it('the schema agrees with the server on the facts', async () => {
    const values = { ...toProviderValues(stored as never) };
    await expect(providerSchemaToday().validate(values)).resolves.toBeTruthy();
    await expect(providerSchemaToday().validate({ ...values, fareBasis: 'PER_SEAT' })).rejects.toThrow(RULE_MESSAGES.fareBasis);
    await expect(providerSchemaToday().validate({ ...values, minNoticeHours: '721' })).rejects.toThrow(RULE_MESSAGES.minNoticeHours);
    // What the price is: the extra-bag fee typed in dollars (checked in cents), the group minimum within the largest party.
    expect(values.extraBagFeeCents).toBe('15.50');
    await expect(providerSchemaToday().validate({ ...values, extraBagFeeCents: '15.505' })).rejects.toThrow(RULE_MESSAGES.extraBagFee);
    await expect(providerSchemaToday().validate({ ...values, extraBagFeeCents: '0' })).rejects.toThrow(RULE_MESSAGES.extraBagFee);
    await expect(providerSchemaToday().validate({ ...values, extraBagFeeCents: '1000' })).resolves.toBeTruthy();
    await expect(providerSchemaToday().validate({ ...values, minPassengers: '7' })).rejects.toThrow(RULE_MESSAGES.minPassengersAboveMax(6));
    await expect(providerSchemaToday().validate({ ...values, minPassengers: '6' })).resolves.toBeTruthy();
    await expect(providerSchemaToday().validate({ ...values, factsCheckedOn: '2026-02-30' })).rejects.toThrow(RULE_MESSAGES.factsCheckedOn);
    await expect(providerSchemaToday().validate({ ...values, servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Cary'] }, { abortEarly: false })).rejects.toMatchObject({
      inner: [expect.objectContaining({ path: 'fares.1.place', message: RULE_MESSAGES.fareNotServed('Garner') })],
    });
    await expect(providerSchemaToday().validate({ ...values, aroundTheClock: true }, { abortEarly: false })).rejects.toMatchObject({
      inner: [expect.objectContaining({ path: 'hours', message: RULE_MESSAGES.aroundTheClockHours })],
    });
    await expect(providerSchemaToday().validate({ ...values, pickupPoints: [...values.pickupPoints, { terminal: 'Terminal 1', instructions: 'Again' }] }, { abortEarly: false })).rejects.toMatchObject({
      inner: [expect.objectContaining({ path: 'pickupPoints.1.terminal', message: RULE_MESSAGES.terminalTwice })],
    });
  });
});
