import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bookingLink, linkTripOf } from '../../../api/domain/bookingLink';
import { CONTACT_WORDS } from '../../../api/domain/factTexts';
import { providerTripQuery, readTripSearch } from '../../../api/domain/tripSearch';
import { CLICK_ATTRIBUTES } from '../../pwa/bookingClicks';
import { FACT_SECTIONS, NOT_OPERATING_TEXTS } from './ProviderDetailPage';
import { NO_FARE_TEXT, defaultFacts } from '../../../api/domain/facts';
import { usd } from '../../../api/domain/money';
import { answerTrip } from '../../../api/domain/trip';
import { ProviderDocument } from '../../data/generated';
import { provider } from '../../../tests/support/providerCards';
import ProviderDetailPage from './ProviderDetailPage';

jest.mock('../../components/ads/AdSlot', () => ({ __esModule: true, default: ({ location }: { location: string }) => <div data-testid={`ad-${location}`} /> }));
// The Leaflet map itself is covered in the browser suite; here it is a stand-in that shows its props.
jest.mock('../../components/map/RouteMap', () => ({
  __esModule: true,
  default: (props: { points: unknown[]; color: string; zoom: number }) => (
    <div data-testid="route-map" data-points={props.points.length} data-color={props.color} data-zoom={props.zoom} />
  ),
}));

const detail = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Provider',
  ...provider({ badge: 'Local Favorite' }),
  description: 'A fleet of vans around the clock.',
  priceTo: 65.99,
  mapCenter: { __typename: 'LatLng', lat: 35.83, lng: -78.71 },
  defaultZoom: 11,
  routeColor: '#FF6B6B',
  routePoints: [
    { __typename: 'RoutePoint', name: 'RDU Terminal 2', type: 'pickup', coordinates: { __typename: 'LatLng', lat: 35.8765, lng: -78.7869 } },
    { __typename: 'RoutePoint', name: 'Downtown Raleigh', type: 'dropoff', coordinates: { __typename: 'LatLng', lat: 35.7775, lng: -78.639 } },
  ],
  // The facts as a provider has them when none were entered.
  ...defaultFacts('Shuttle Van'),
  operating: true,
  ...overrides,
  aroundTheClock: overrides.aroundTheClock ?? !(overrides.hours as unknown[] | undefined)?.length,
});

/** Every fact entered, as an admin would: hours with a late Friday, a phone and an e-mail of its own. */
const withFacts = (overrides: Record<string, unknown> = {}) =>
  detail({
    maxBags: 28,
    ratingCount: 1284,
    ratingSource: 'Google reviews',
    servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Cary', 'Wake Forest'],
    hours: [
      ...[0, 1, 2, 3, 4].map((day) => ({ __typename: 'OpeningHours', day, opens: '05:00', closes: '00:00' })),
      { __typename: 'OpeningHours', day: 5, opens: '05:00', closes: '02:00' },
    ],
    fares: [
      { __typename: 'Fare', place: 'Downtown Raleigh', amount: 39.99 },
      { __typename: 'Fare', place: 'Wake Forest', amount: 65.99 },
    ],
    fees: [{ __typename: 'Fee', label: 'Airport access fee', amount: 2.5, per: 'BOOKING' }],
    minNoticeHours: 2,
    phone: '(919) 555-0142',
    email: 'rides@tae.example',
    freeWaitMinutes: 30,
    flightTracking: true,
    cancellationPolicy: 'Free cancellation up to 2 hours before pickup.',
    accessibility: { __typename: 'Accessibility', wheelchairVehicle: true, foldingWheelchair: true, serviceAnimals: true, notes: 'Ask for the lift van when you book.' },
    pickupPoints: [
      { __typename: 'PickupPoint', terminal: 'Terminal 2', instructions: 'Door 5, outside baggage claim.' },
      { __typename: 'PickupPoint', terminal: 'Terminal 1', instructions: 'Door 2, outside baggage claim.' },
    ],
    factsCheckedOn: '2026-11-20',
    ...overrides,
  });

/** The link whose text is `text` (an e-mail address breaks after its @ with <wbr>, which jsdom names with a space). */
function linkWithText(container: HTMLElement, text: string): HTMLElement {
  const link = within(container).getAllByRole('link').find((a) => a.textContent === text);
  if (!link) throw new Error(`no link reading ${text}`);
  return link;
}

/** The words of a definition list's entry: the <dd> after the <dt> holding `term`. */
function definition(container: HTMLElement, term: string): string {
  const dt = within(container).getAllByText(term, { selector: 'dt' })[0];
  let dd = dt.nextElementSibling;
  while (dd && dd.tagName !== 'DD') dd = dd.nextElementSibling;
  return dd?.textContent ?? '';
}

function renderPage(slug: string, outcome: { data: unknown } | { error: Error }, query = '') {
  const mock = { request: { query: ProviderDocument, variables: { slug } }, ...('error' in outcome ? { error: outcome.error } : { result: { data: outcome.data } }), delay: 1 };
  return render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter initialEntries={[`/providers/${slug}${query}`]}>
        <Routes>
          <Route path="/providers/:slug" element={<ProviderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ProviderDetailPage', () => {
  it('a provider not operating: the page says so and offers no booking; closed every day reads as closed, not 24 hours', async () => {
    renderPage('triangleairportexpress', { data: { provider: detail({ operating: false, aroundTheClock: false, hours: [], priceRange: '', priceFrom: null, priceTo: null }) } });
    await screen.findByRole('heading', { level: 1, name: 'Triangle Airport Express' });
    const booking = screen.getByRole('complementary', { name: 'Book Triangle Airport Express' });
    expect(within(booking).getByText(NOT_OPERATING_TEXTS.title)).toBeInTheDocument();
    expect(within(booking).getByText(NOT_OPERATING_TEXTS.text('Triangle Airport Express'), { exact: false })).toBeInTheDocument();
    expect(within(booking).queryByRole('link', { name: /^Book Now/ })).toBeNull();
    expect(within(booking).getByText(NO_FARE_TEXT)).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Service Hours' });
    expect(within(hours).getAllByText('Closed')).toHaveLength(7);
    expect(within(hours).queryByText('24 Hours')).toBeNull();
  });

  it('shows the provider, its booking card, hours, contact box and ad slots', async () => {
    renderPage('triangleairportexpress', { data: { provider: detail() } });
    expect(screen.getByRole('status', { name: 'Loading provider' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Triangle Airport Express' })).toBeInTheDocument();
    expect(document.title).toBe('Triangle Airport Express - Shuttle Van | RDU Rides');
    expect(screen.getByRole('heading', { name: 'About Triangle Airport Express' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Service Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What to Expect' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Book With Us' })).toBeInTheDocument();
    const booking = screen.getByRole('complementary', { name: 'Book Triangle Airport Express' });
    // 'Local Favorite' with no offer entered: no discount is claimed.
    const book = within(booking).getByRole('link', { name: /^Book Now: / });
    expect(book).toHaveAttribute('href', 'https://book.example.com/tae?ref=rdurides');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'sponsored noopener');
    expect(within(booking).getByText('$25.99 - $65.99', { exact: false })).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Service Hours' });
    expect(within(hours).getAllByText('24 Hours')).toHaveLength(7);
    expect(screen.getByText(CONTACT_WORDS.none('Triangle Airport Express'))).toBeInTheDocument();
    for (const slot of ['in-content', 'provider-main', 'provider-bottom']) expect(screen.getByTestId(`ad-${slot}`)).toBeInTheDocument();
  });

  it("fills both Book Now links with the trip its address carries from a trip answer, as the answer's link is", async () => {
    const template = 'https://book.example.com/tae?from={from}&to={to}&date={date}&time={time}&pax={passengers}&bags={bags}&subid={clickId}';
    const { trip } = readTripSearch(new URLSearchParams('to=Durham&date=2026-12-18&time=06%3A15&passengers=5&bags=3'), { date: '2026-11-25', minute: 0 })!;
    renderPage('triangleairportexpress', { data: { provider: detail({ bookingUrl: template }) } }, `?${providerTripQuery(trip)}`);
    await screen.findByRole('heading', { level: 1, name: 'Triangle Airport Express' });
    const links = screen.getAllByRole('link', { name: /^Book Now/ });
    // The hero, the booking card and (no phone or e-mail given) the contact box.
    expect(links).toHaveLength(3);
    const expected = 'https://book.example.com/tae?from=RDU%20Airport&to=Durham&date=2026-12-18&time=06%3A15&pax=5&bags=3';
    expect(bookingLink(template, linkTripOf(trip))).toBe(expected);
    for (const link of links) {
      expect(link).toHaveAttribute('href', expected);
      expect(link).toHaveAttribute(CLICK_ATTRIBUTES.trip, 'from=RDU+Airport&to=Durham&date=2026-12-18&time=06%3A15&passengers=5&bags=3');
    }
  });

  it("opened from a trip answer: that trip's total and lines, as the answer has them, not 'Starting from'", async () => {
    const facts = { priceKind: 'METERED', tipIncluded: false, bagsPerTraveller: 1, extraBagFeeCents: 1000 };
    const p = withFacts(facts);
    const { trip } = readTripSearch(new URLSearchParams('to=Downtown+Raleigh&date=2026-12-18&passengers=2&bags=3'), { date: '2026-11-25', minute: 0 })!;
    const answer = answerTrip([p as never], { ...trip, date: '2026-12-18', time: '12:00' }, new Date('2026-11-25T15:00:00Z'));
    const option = answer.options[0];
    renderPage('triangleairportexpress', { data: { provider: p } }, `?${providerTripQuery(trip)}`);
    await screen.findByRole('heading', { level: 1, name: 'Triangle Airport Express' });
    const card = screen.getByRole('complementary', { name: 'Book Triangle Airport Express' });
    expect(within(card).queryByText('Starting from')).toBeNull();
    // $39.99 for the vehicle, the $2.50 fee, one bag over the allowance of 2 at $10.00: the answer's total to the cent.
    expect(option.totalCents).toBe(3999 + 250 + 1000);
    const totals = screen.getAllByTestId('provider-trip-total');
    for (const total of totals) expect(total).toHaveTextContent(`Estimated total${usd(option.totalCents)}for 2 passengers`);
    const rows = within(within(card).getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(option.lines.map((l) => `${l.label}${usd(l.cents)}`));
    expect(rows[2]).toBe('1 extra bag \u00d7 $10.00$10.00');
    expect(within(card).getByTestId('provider-trip-terms')).toHaveTextContent('Metered fare: the final price is what the meter shows \u00b7 Tip not included');
    // The facts themselves, as the page states them.
    expect(definition(document.body, 'Price')).toBe('Metered: totals are estimates');
    expect(definition(document.body, 'Tip')).toBe('Not included');
    expect(definition(document.body, 'Luggage allowance')).toBe('1 large bag per traveller; each extra bag $10.00');
    expect(screen.queryByText('Party size')).toBeNull();
  });

  it('without a trip, or with one it states no fare for: Starting from, as before', async () => {
    renderPage('triangleairportexpress', { data: { provider: withFacts() } }, '?from=RDU+Airport&to=Durham&date=2026-12-18');
    await screen.findByRole('heading', { level: 1, name: 'Triangle Airport Express' });
    expect(screen.queryByTestId('provider-trip-price')).toBeNull();
    expect(within(screen.getByRole('complementary', { name: 'Book Triangle Airport Express' })).getByText('Starting from')).toBeInTheDocument();
  });

  it('draws Book Now without a trip when the address carries none, or one it cannot use', async () => {
    const template = 'https://book.example.com/tae?from={from}&to={to}&date={date}&ref=rdurides';
    renderPage('triangleairportexpress', { data: { provider: detail({ bookingUrl: template }) } }, '?from=Nowhere&to=Durham&date=2026-12-18&utm_source=mail');
    await screen.findByRole('heading', { level: 1, name: 'Triangle Airport Express' });
    for (const link of screen.getAllByRole('link', { name: /^Book Now/ })) {
      expect(link).toHaveAttribute('href', 'https://book.example.com/tae?ref=rdurides');
      expect(link).not.toHaveAttribute(CLICK_ATTRIBUTES.trip);
    }
  });

  it('keeps SPEC\'s texts where no fact was entered, and claims nothing it does not know', async () => {
    renderPage('triangleairportexpress', { data: { provider: detail() } });
    await screen.findByRole('heading', { level: 1, name: 'Triangle Airport Express' });
    // 24 Hours on all days; no phone or e-mail entered: neither shown (nothing made up), the booking site instead.
    expect(within(screen.getByRole('region', { name: 'Service Hours' })).getAllByText('24 Hours')).toHaveLength(7);
    const contact = screen.getByRole('region', { name: 'Contact Triangle Airport Express' });
    expect(within(contact).queryByRole('link', { name: /555|example\.com/ })).toBeNull();
    expect(contact.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    expect(within(contact).getByText(CONTACT_WORDS.none('Triangle Airport Express'))).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: /^Book Now/ })).toHaveAttribute('href', 'https://book.example.com/tae?ref=rdurides');
    // The rating is a number, not reviews; nothing checked, no meeting points, policies or accessibility stated.
    const details = screen.getByRole('region', { name: 'Service Details' });
    expect(definition(details, 'Rating')).toBe('4.8 out of 5');
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText(/review/i)).toBeNull();
    expect(screen.queryByText(/Details checked on/)).toBeNull();
    for (const heading of Object.values(FACT_SECTIONS)) expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    // What the search reads is stated all the same: the party it carries and the places it serves.
    expect(definition(details, 'Capacity')).toBe('Up to 14 passengers per booking');
    expect(definition(details, 'To and from RDU')).toBe('Downtown Raleigh, Cary');
    expect(definition(details, 'Service hours')).toBe('24 Hours');
    expect(within(details).queryByText('Book ahead')).toBeNull();
    expect(within(details).queryByText('Fares from RDU')).toBeNull();
  });

  it('states every fact entered: capacity, places, fares, notice, hours per day, contact links, policies, accessibility, meeting points and when checked', async () => {
    renderPage('triangleairportexpress', { data: { provider: withFacts() } });
    await screen.findByRole('heading', { level: 1, name: 'Triangle Airport Express' });
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5 from 1,284 Google reviews' })).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Service Details' });
    expect(within(details).getByText('Details checked on', { exact: false })).toHaveTextContent('Details checked on November 20, 2026');
    expect(within(details).getByText('November 20, 2026').tagName).toBe('TIME');
    expect(within(details).getByText('November 20, 2026')).toHaveAttribute('datetime', '2026-11-20');
    expect(definition(details, 'Capacity')).toBe('Up to 14 passengers, 28 large bags per booking');
    expect(definition(details, 'To and from RDU')).toBe('Downtown Raleigh, Cary, Wake Forest');
    // One list of places: no second, typed "Service area" beside it that could say otherwise.
    expect(within(details).queryByText('Service area', { selector: 'dt' })).toBeNull();
    expect(screen.getByText('Service area:').parentElement).toHaveTextContent('Service area: Downtown Raleigh, Cary, Wake Forest');
    expect(definition(details, 'Fares from RDU')).toBe('Downtown Raleigh: $39.99 per rideWake Forest: $65.99 per ride');
    expect(definition(details, 'Fees')).toBe('Airport access fee: $2.50 per booking');
    expect(definition(details, 'Book ahead')).toBe('At least 2 hours before pickup');
    expect(definition(details, 'Rating')).toBe('4.8 out of 5 from 1,284 Google reviews');
    expect(definition(details, 'Service hours')).toBe('Mon\u2013Thu 5am\u2013midnight; Fri 5am\u20132am; Sat Closed; Sun 5am\u2013midnight');

    // Each day's own hours; Friday runs past midnight; Saturday has none of its own.
    const hours = screen.getByRole('region', { name: 'Service Hours' });
    expect(definition(hours, 'Monday')).toBe('5am\u2013midnight');
    expect(definition(hours, 'Friday')).toBe('5am\u20132am');
    expect(definition(hours, 'Saturday')).toBe('Closed');
    expect(within(hours).queryByText('24 Hours')).toBeNull();

    const contact = screen.getByRole('region', { name: 'Contact Triangle Airport Express' });
    expect(within(contact).getByRole('link', { name: '(919) 555-0142' })).toHaveAttribute('href', 'tel:+19195550142');
    expect(linkWithText(contact, 'rides@tae.example')).toHaveAttribute('href', 'mailto:rides@tae.example');
    expect(within(contact).queryByText(CONTACT_WORDS.none('Triangle Airport Express'))).toBeNull();

    const meet = screen.getByRole('region', { name: FACT_SECTIONS.meet });
    expect(definition(meet, 'Terminal 1')).toBe('Door 2, outside baggage claim.');
    expect(definition(meet, 'Terminal 2')).toBe('Door 5, outside baggage claim.');

    const waiting = screen.getByRole('region', { name: FACT_SECTIONS.waiting });
    expect(definition(waiting, 'Free waiting')).toBe('30 minutes at no charge');
    expect(definition(waiting, 'Flight tracking')).toMatch(/^Yes: /);
    expect(definition(waiting, 'Cancellation')).toBe('Free cancellation up to 2 hours before pickup.');

    const access = screen.getByRole('region', { name: FACT_SECTIONS.accessibility });
    expect(definition(access, 'Wheelchair-accessible vehicle')).toMatch(/^Yes: /);
    expect(definition(access, 'Service animals')).toBe('Welcome');
    expect(within(access).getByText('Ask for the lift van when you book.')).toBeInTheDocument();

    // Sections a screen reader can jump between: one h1, the sections as h2 in reading order.
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2.slice(0, 6)).toEqual(['About Triangle Airport Express', 'Service Details', FACT_SECTIONS.meet, FACT_SECTIONS.waiting, FACT_SECTIONS.accessibility, 'Route & Service Information']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says the same for both terminals once, and leaves out what was not entered', async () => {
    renderPage('triangleairportexpress', {
      data: {
        provider: withFacts({
          pickupPoints: ['Terminal 1', 'Terminal 2'].map((terminal) => ({ __typename: 'PickupPoint', terminal, instructions: 'Official taxi rank.' })),
          freeWaitMinutes: null,
          flightTracking: false,
          cancellationPolicy: null,
          accessibility: null,
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Triangle Airport Express' });
    expect(definition(screen.getByRole('region', { name: FACT_SECTIONS.meet }), 'Terminal 1 and Terminal 2')).toBe('Official taxi rank.');
    const waiting = screen.getByRole('region', { name: FACT_SECTIONS.waiting });
    expect(within(waiting).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Flight tracking']);
    expect(definition(waiting, 'Flight tracking')).toMatch(/^No: /);
    expect(screen.queryByRole('region', { name: FACT_SECTIONS.accessibility })).toBeNull();
    // What to Expect no longer promises that the pickup follows the flight.
    expect(screen.queryByText('Add your flight number so your pickup follows any delay')).toBeNull();
  });

  it('draws the route in the Route Map tab and switches to Service Info', async () => {
    renderPage('triangleairportexpress', { data: { provider: detail({ routeColor: '#1565C0' }) } });
    const map = await screen.findByTestId('route-map');
    expect(map).toHaveAttribute('data-points', '2');
    expect(map).toHaveAttribute('data-color', '#1565C0');
    expect(map).toHaveAttribute('data-zoom', '11');
    expect(screen.getByRole('tab', { name: 'Route Map' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Service Info' }));
    expect(screen.getByRole('tab', { name: 'Service Info' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('24 Hours, 7 days a week')).toBeInTheDocument();
    expect(screen.queryByTestId('route-map')).toBeNull();
  });

  it('Service Info gives the hours entered', async () => {
    renderPage('triangleairportexpress', { data: { provider: withFacts({ hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ __typename: 'OpeningHours', day, opens: '06:00', closes: '23:00' })) }) } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Service Info' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Every day 6am\u201311pm')).toBeInTheDocument();
  });

  it('says "Route map not available" without route points', async () => {
    renderPage('carolinaexecutivecar', { data: { provider: detail({ slug: 'carolinaexecutivecar', routePoints: [], mapCenter: null }) } });
    expect(await screen.findByText('Route map not available')).toBeInTheDocument();
    expect(screen.queryByTestId('route-map')).toBeNull();
  });

  it('shows Provider Not Found for an unknown slug', async () => {
    renderPage('nope', {
      error: new CombinedGraphQLErrors({ data: { provider: null }, errors: [{ message: 'Provider not found', extensions: { code: 'NOT_FOUND' } }] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The shuttle provider you are looking for could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Providers' })).toHaveAttribute('href', '/providers');
  });

  it('shows Provider Not Found when loading fails', async () => {
    renderPage('triangleairportexpress', { error: new Error('network down') });
    expect(await screen.findByRole('heading', { name: 'Provider Not Found' })).toBeInTheDocument();
  });
});
