// The answer as the trip rule makes it: the trip in words, each option's total for the party and its
// lines, the orders as links keeping the address, every excluded provider with every reason, what a
// link held that could not be used, and the booking links counted as home page clicks.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { siteClock } from '../../../api/domain/hours';
import { RULE_MESSAGES } from '../../../api/domain/inputs';
import { TRIP_TEXTS, answerTrip } from '../../../api/domain/trip';
import { TRIP_SEARCH_TEXTS as T, readTripSearch } from '../../../api/domain/tripSearch';
import { CLICK_ATTRIBUTES } from '../../pwa/bookingClicks';
import { TRIP_PROVIDERS } from '../../../tests/support/tripProviders';
import { AIRPORT_OPTION_TEXTS, type AirportOptionFacts } from '../../../api/domain/airportOptions';
import TripAnswer from './TripAnswer';
import { TRIP_OPTION_TEXTS } from './TripOption';

// Wednesday 25 November 2026, 10:00 in Raleigh.
const NOW = new Date('2026-11-25T15:00:00Z');
const TODAY = '2026-11-25';

function renderAnswer(query: string, providers = TRIP_PROVIDERS, airportOptions: readonly AirportOptionFacts[] = []) {
  const search = readTripSearch(new URLSearchParams(query), siteClock(NOW))!;
  const answer = answerTrip(providers, search.trip, NOW);
  render(
    <MemoryRouter>
      <TripAnswer search={search} answer={answer} today={TODAY} judgedAt={siteClock(NOW)} airportOptions={airportOptions} />
    </MemoryRouter>,
  );
  return answer;
}

const options = () => within(screen.getByRole('list', { name: /can take this trip/ })).getAllByRole('listitem').filter((li) => li.hasAttribute('data-provider'));
const excluded = () => within(screen.getByTestId('trip-excluded')).getAllByRole('listitem').filter((li) => li.hasAttribute('data-provider'));

describe('TripAnswer', () => {
  it('names the trip: the places, the day and time, the party, the bags, and when it was judged', () => {
    renderAnswer('from=RDU+Airport&to=Downtown+Raleigh&date=2026-11-28&time=02%3A00&passengers=4&bags=2');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('RDU Airport → Downtown Raleigh');
    expect(screen.getByTestId('trip-details')).toHaveTextContent('Sat 28 Nov, 02:00 · 4 passengers · 2 large bags');
    expect(screen.getByTestId('trip-as-of')).toHaveTextContent('As of 10:00, Wed 25 Nov (Raleigh time)');
  });

  it('gives each option the total for the party, the lines it adds up from, cheapest first', () => {
    renderAnswer('from=RDU+Airport&to=Downtown+Raleigh&date=2026-11-28&passengers=4');
    expect(screen.getByText(T.options(3, 4))).toHaveAttribute('role', 'status');
    const [van, shared, minibus] = options();
    expect(van).toHaveAttribute('data-provider', 'airportvan');
    // On screen '$39.99 for 4'; read out 'Total $39.99 for 4 passengers'.
    expect(within(van).getByTestId('trip-total')).toHaveTextContent(/^Total \$39\.99 for 4 passengers$/);
    expect(within(van).getByTestId('trip-total').querySelector('.amount')).toHaveTextContent('$39.99');
    expect(within(van).getByRole('table', { name: T.breakdown })).toHaveTextContent(`${TRIP_TEXTS.vehicle}$39.99`);
    // Per person: the fare times the party, and a fee per traveller.
    expect(within(shared).getByTestId('trip-total')).toHaveTextContent(T.totalLabel('$82.00', 4));
    const lines = within(within(shared).getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    expect(lines).toEqual(['4 × $18.50 per person$74.00', 'Airport fee (4 × $2.00)$8.00']);
    expect(within(minibus).getByTestId('trip-total')).toHaveTextContent(T.totalLabel('$195.00', 4));
  });

  it('shows the facts that decide a ride, and the places served are the list the search reads', () => {
    renderAnswer('to=Downtown+Raleigh&sort=RECOMMENDED');
    const [van] = options();
    for (const fact of [TRIP_OPTION_TEXTS.pickups('24 Hours'), TRIP_OPTION_TEXTS.notice(2), TRIP_OPTION_TEXTS.freeWait(30), TRIP_OPTION_TEXTS.flightTracking(true), TRIP_OPTION_TEXTS.maxBags(28)]) {
      expect(within(van).getByText(fact)).toBeInTheDocument();
    }
    expect(within(van).getByText(TRIP_OPTION_TEXTS.serves(TRIP_PROVIDERS[0].servedPlaces))).toBeInTheDocument();
    expect(within(van).getByText('Terminals 1 and 2: Baggage claim, by your carousel.')).toBeInTheDocument();
    expect(within(van).getByText('Facts checked on Fri 20 Nov')).toBeInTheDocument();
    expect(within(van).getByText('(1,284 reviews on Google)')).toBeInTheDocument();
  });

  it('keeps each option’s booking link, counted as a home page click', () => {
    renderAnswer('to=Downtown+Raleigh&sort=RECOMMENDED');
    // 'Most Popular' and no offer entered: no discount is claimed.
    const link = within(options()[0]).getByRole('link', { name: /^Book Now: Airport Van/ });
    expect(link).toHaveAttribute('href', 'https://book.example.com/van');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute(CLICK_ATTRIBUTES.provider, '1');
    expect(link).toHaveAttribute(CLICK_ATTRIBUTES.page, 'home');
  });

  it('with an offer the operator entered: the label, a discount line of its own taken off the total, and the link that applies it', () => {
    const offer = { discountPercent: 10, discountCode: 'RDU10', bookingUrl: 'https://book.example.com/van?to={to}&code={discountCode}' };
    renderAnswer('to=Downtown+Raleigh&passengers=4&sort=RECOMMENDED', [{ ...TRIP_PROVIDERS[0], ...offer }, ...TRIP_PROVIDERS.slice(1)]);
    const van = options()[0];
    const lines = within(within(van).getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    // $39.99 less 10% ($4.00, the half cent to the traveller): $35.99.
    expect(lines).toEqual([`${TRIP_TEXTS.vehicle}$39.99`, '10% off with code RDU10-$4.00']);
    expect(within(van).getByTestId('trip-total')).toHaveTextContent(T.totalLabel('$35.99', 4));
    const link = within(van).getByRole('link', { name: /^Book Now - 10% Off: Airport Van/ });
    expect(link).toHaveAttribute('href', 'https://book.example.com/van?to=Downtown%20Raleigh&code=RDU10');
  });

  it('a metered fare: "Estimated total", an extra-bag line over the allowance, and whether the tip is included', () => {
    const terms = { priceKind: 'METERED' as const, tipIncluded: false, bagsPerTraveller: 1, extraBagFeeCents: 500 };
    renderAnswer('to=Downtown+Raleigh&passengers=4&bags=6&sort=RECOMMENDED', [{ ...TRIP_PROVIDERS[0], ...terms }, ...TRIP_PROVIDERS.slice(1)]);
    const van = options()[0];
    const lines = within(within(van).getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    expect(lines).toEqual([`${TRIP_TEXTS.vehicle}$39.99`, '2 extra bags \u00d7 $5.00$10.00']);
    expect(within(van).getByTestId('trip-total')).toHaveTextContent('Estimated total $49.99 for 4 passengers');
    expect(within(van).getByTestId('trip-terms')).toHaveTextContent('Metered fare: the final price is what the meter shows \u00b7 Tip not included');
    // Nothing stated: the total is a total, and the tip is said to be not stated.
    expect(within(options()[1]).getByTestId('trip-terms')).toHaveTextContent(/^Tip: not stated$/);
  });

  it("links each provider's page with the trip, so the page's Book Now is filled alike (the date always)", () => {
    renderAnswer('to=Downtown+Raleigh&passengers=3&bags=1&time=14%3A30');
    const name = within(options()[0]).getByRole('link', { name: 'Airport Van' });
    expect(name).toHaveAttribute('href', `/providers/airportvan?from=RDU+Airport&to=Downtown+Raleigh&date=${TODAY}&time=14%3A30&passengers=3&bags=1`);
    for (const li of [...options(), ...excluded()]) {
      const slug = li.getAttribute('data-provider');
      const page = within(li).getAllByRole('link').find((a) => a.getAttribute('href')?.startsWith(`/providers/${slug}`));
      expect(page?.getAttribute('href')).toBe(`/providers/${slug}?from=RDU+Airport&to=Downtown+Raleigh&date=${TODAY}&time=14%3A30&passengers=3&bags=1`);
    }
  });

  it('lists every excluded provider with every reason, in the rule’s words', () => {
    renderAnswer('from=RDU+Airport&to=Downtown+Raleigh&date=2026-11-26&time=02%3A00&passengers=6&bags=4&wheelchair=true');
    expect(screen.getByText(T.options(0, 4))).toBeInTheDocument();
    expect(screen.getByText(T.noOptionHelp)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: T.excluded(4) })).toBeInTheDocument();
    const reasons = Object.fromEntries(excluded().map((li) => [li.getAttribute('data-provider'), within(li).getAllByRole('listitem').map((r) => r.textContent)]));
    expect(reasons).toEqual({
      airportvan: [TRIP_TEXTS.wheelchairNotStated],
      sharedride: [TRIP_TEXTS.wheelchairNotStated, TRIP_TEXTS.closedAt('02:00', 4)],
      durhamcab: [TRIP_TEXTS.notServed('Downtown Raleigh'), TRIP_TEXTS.passengers(4), TRIP_TEXTS.bags(3), TRIP_TEXTS.wheelchairNotStated],
      groupminibus: [TRIP_TEXTS.closedAt('02:00', 4), TRIP_TEXTS.notice(48)],
    });
  });

  it('offers the other orders as links that keep the trip, the current one marked', () => {
    renderAnswer('to=Downtown+Raleigh&date=2026-11-28&passengers=2');
    const order = screen.getByRole('group', { name: T.sortLabel });
    const links = within(order).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([T.sorts.PRICE, T.sorts.RATING, T.sorts.RECOMMENDED]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[1]).toHaveAttribute('href', '/?from=RDU+Airport&to=Downtown+Raleigh&date=2026-11-28&passengers=2&sort=RATING');
    expect(links[0]).toHaveAttribute('href', '/?from=RDU+Airport&to=Downtown+Raleigh&date=2026-11-28&passengers=2');
  });

  it('orders by rating or as the providers are listed when the address says so', () => {
    renderAnswer('to=Downtown+Raleigh&date=2026-11-28&sort=RATING');
    expect(options().map((o) => o.getAttribute('data-provider'))).toEqual(['airportvan', 'sharedride', 'groupminibus']);
    expect(within(screen.getByRole('group', { name: T.sortLabel })).getByRole('link', { name: T.sorts.RATING })).toHaveAttribute('aria-current', 'true');
  });

  it('judges the day: without a date it is today, and a provider booked 48 hours ahead cannot take it', () => {
    renderAnswer('to=Downtown+Raleigh&sort=RECOMMENDED');
    expect(options().map((o) => o.getAttribute('data-provider'))).toEqual(['airportvan', 'sharedride']);
    const minibus = excluded().find((li) => li.getAttribute('data-provider') === 'groupminibus')!;
    expect(minibus).toHaveTextContent(TRIP_TEXTS.notice(48));
  });

  it('says what the address held that it could not use, and what it shows instead', () => {
    renderAnswer('to=Downtown+Raleigh&passengers=99&date=2026-11-20');
    const notice = screen.getByTestId('trip-unused');
    expect(notice).toHaveTextContent("This link's date (Fri 20 Nov) has passed: showing today, Wed 25 Nov.");
    expect(notice).toHaveTextContent(`This link's party size (99) is not one we can search for: showing 1 passenger. ${RULE_MESSAGES.passengerCount}.`);
    expect(screen.getByTestId('trip-details')).toHaveTextContent('Today, Wed 25 Nov, any time · 1 passenger');
  });

  describe('what exists at the airport at any hour', () => {
    const AT_THE_AIRPORT: AirportOptionFacts[] = [
      { id: 1, title: 'Taxi rank', description: 'Taxis wait outside baggage claim at both terminals.', availability: 'Any hour', linkUrl: 'https://www.rdu.com/', phone: '(919) 555-0100', accessible: false },
      { id: 2, title: 'Route 100 bus', description: 'Public bus to the Regional Transit Center and downtown Raleigh.', availability: 'Early morning to late evening', linkUrl: null, phone: null, accessible: true },
      { id: 3, title: 'Accessible transportation', description: "The airport's page on accessible ground transportation.", availability: 'Any hour', linkUrl: 'https://www.rdu.com/', phone: null, accessible: true },
    ];
    const shownTitles = () => within(screen.getByTestId('trip-airport-options')).getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    // 20 people at 02:00: the van carries 14, the others are closed or do not go there.
    const NOBODY = 'from=RDU+Airport&to=Downtown+Raleigh&date=2026-11-26&time=02%3A00&passengers=20&bags=4';

    it('are shown when no provider can take the trip, after the suggestions, in the operator\'s order', () => {
      renderAnswer(NOBODY, TRIP_PROVIDERS, AT_THE_AIRPORT);
      expect(screen.getByText(T.options(0, 4))).toBeInTheDocument();
      const section = screen.getByRole('region', { name: AIRPORT_OPTION_TEXTS.heading });
      expect(shownTitles()).toEqual(['Taxi rank', 'Route 100 bus', 'Accessible transportation']);
      const suggestions = screen.getByTestId('trip-suggestions');
      expect(suggestions.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(section.compareDocumentPosition(screen.getByTestId('trip-excluded')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const taxi = within(section).getAllByRole('listitem')[0];
      expect(taxi).toHaveTextContent('Any hour');
      expect(within(taxi).getByRole('link', { name: AIRPORT_OPTION_TEXTS.call('(919) 555-0100') })).toHaveAttribute('href', 'tel:9195550100');
      const details = within(taxi).getByRole('link', { name: /^Details: Taxi rank/ });
      expect(details).toHaveAttribute('href', 'https://www.rdu.com/');
      expect(details).toHaveAttribute('target', '_blank');
      expect(within(section).getAllByText(AIRPORT_OPTION_TEXTS.accessible)).toHaveLength(2);
    });

    it('put the accessible ones first when the trip asks for a wheelchair', () => {
      renderAnswer(`${NOBODY}&wheelchair=true`, TRIP_PROVIDERS, AT_THE_AIRPORT);
      expect(shownTitles()).toEqual(['Route 100 bus', 'Accessible transportation', 'Taxi rank']);
    });

    it('are not shown when a provider can take the trip, nor when the operator keeps none', () => {
      renderAnswer('to=Downtown+Raleigh&date=2026-11-28&passengers=2', TRIP_PROVIDERS, AT_THE_AIRPORT);
      expect(options().length).toBeGreaterThan(0);
      expect(screen.queryByTestId('trip-airport-options')).not.toBeInTheDocument();
      expect(screen.queryByText(AIRPORT_OPTION_TEXTS.heading)).not.toBeInTheDocument();
    });

    it('are not shown without any (none enabled)', () => {
      renderAnswer(NOBODY, TRIP_PROVIDERS, []);
      expect(screen.queryByTestId('trip-airport-options')).not.toBeInTheDocument();
    });
  });
});
