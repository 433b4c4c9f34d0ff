// The home search answering on the page: the address holds the trip (the domain's URL form), the
// answer is the trip rule's on the page's own providers with each total for the party and every
// reason, the orders change the address, a shared link's bad values are named, the answer follows
// the clock, and the comparison table still lists every provider.
import type { DocumentNode } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, use } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { RULE_MESSAGES } from '../../../api/domain/inputs';
import { TRIP_TEXTS } from '../../../api/domain/trip';
import { TRIP_SEARCH_TEXTS as T } from '../../../api/domain/tripSearch';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { FaqsDocument, HomeProvidersDocument, ResourcesDocument } from '../../data/generated';
import { TRIP_PROVIDERS } from '../../../tests/support/tripProviders';
import HomePage from './HomePage';

jest.mock('../../components/ads/AdSlot', () => ({ __esModule: true, default: () => null }));

const mock = (query: DocumentNode, data: unknown) => ({ request: { query }, result: { data }, delay: 1 });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/**
 * A part of the page whose code comes slowly over the network for any address but the first (as a
 * lazy section's chunk on a slow phone): the router's navigation waits for it.
 */
function slowPartOnNextAddress() {
  let first: string | null = null;
  let arrive!: () => void;
  const response = new Promise<void>((resolve) => (arrive = resolve));
  function SlowPart() {
    const { search } = useLocation();
    first ??= search;
    if (search !== first) use(response);
    return null;
  }
  return { SlowPart, arrive: () => act(async () => arrive()) };
}

function renderHome(url = '/', SlowPart: () => null = () => null) {
  return render(
    <MockedProvider mocks={[mock(HomeProvidersDocument, { providers: TRIP_PROVIDERS, airportOptions: [] }), mock(ResourcesDocument, { resources: [] }), mock(FaqsDocument, { faqs: [] })]}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <HomePage />
            <SlowPart />
          </Suspense>
          <Address />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

const answer = () => screen.getByTestId('trip-answer');
const optionNames = () => within(answer()).queryAllByRole('heading', { level: 3 }).map((h) => h.querySelector('a')?.textContent).filter(Boolean);
const totals = () => within(answer()).queryAllByTestId('trip-total').map((t) => t.textContent);
const address = () => screen.getByTestId('address').textContent;
const comparedNames = () =>
  within(screen.getByRole('table', { name: 'Compare RDU Transportation Services' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0].textContent);

// Wednesday 25 November 2026, 10:00:30 in Raleigh.
const NOW = new Date('2026-11-25T15:00:30Z');

describe('the home search', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  const loaded = async () => {
    await act(async () => void (await jest.advanceTimersByTimeAsync(10)));
  };

  it('answers the trip in the address: totals for the party, cheapest first, every reason, and the full comparison', async () => {
    renderHome('/?from=RDU+Airport&to=Downtown+Raleigh&date=2026-11-28&time=02%3A00&passengers=4&bags=2');
    await loaded();
    expect(within(answer()).getByTestId('trip-details')).toHaveTextContent('Sat 28 Nov, 02:00 · 4 passengers · 2 large bags');
    expect(optionNames()).toEqual(['Airport Van']);
    expect(totals()).toEqual(['Total $39.99 for 4 passengers']);
    const excluded = within(screen.getByTestId('trip-excluded'));
    expect(excluded.getByText(TRIP_TEXTS.closedAt('02:00', 6), { selector: '[data-provider="sharedride"] li' })).toBeInTheDocument();
    expect(excluded.getByText(TRIP_TEXTS.notServed('Downtown Raleigh'), { selector: '[data-provider="durhamcab"] li' })).toBeInTheDocument();
    // The search box holds the trip, so it can be changed and sent again.
    expect(screen.getByLabelText('Passengers')).toHaveValue('4+ Passengers');
    expect(screen.getByLabelText(T.exactParty)).toHaveValue(4);
    expect(screen.getByLabelText(T.time)).toHaveValue('02:00');
    expect(comparedNames()).toEqual(['Airport Van', 'Shared Ride', 'Durham Cab', 'Group Minibus']);
  });

  it('shows no answer without a trip in the address', async () => {
    renderHome('/?utm_source=mail');
    await loaded();
    expect(screen.queryByTestId('trip-answer')).toBeNull();
    expect(comparedNames()).toHaveLength(4);
  });

  it('puts a submitted search in the address in the URL form, and takes the focus to its answer', async () => {
    renderHome();
    await loaded();
    fireEvent.change(screen.getByLabelText('Passengers'), { target: { value: '4+ Passengers' } });
    fireEvent.change(screen.getByLabelText(T.exactParty), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText(T.bags), { target: { value: '3' } });
    await act(async () => void fireEvent.submit(screen.getByRole('search')));
    expect(address()).toBe('/?from=RDU+Airport&to=Downtown+Raleigh&passengers=6&bags=3');
    await loaded();
    expect(answer()).toHaveFocus();
    // Today, for 6 with 3 bags: the van; the shared ride is full with 6 and the minibus needs 48 hours.
    expect(totals()).toEqual(['Total $39.99 for 6 passengers', 'Total $123.00 for 6 passengers']);
    expect(optionNames()).toEqual(['Airport Van', 'Shared Ride']);
  });

  it('marks the answer on screen as updating while a new search is on its way, out of use, then focuses the new one', async () => {
    const slow = slowPartOnNextAddress();
    renderHome('/?from=RDU+Airport&to=Downtown+Raleigh&passengers=2', slow.SlowPart);
    await loaded();
    const bookLinks = () => within(answer()).queryAllByRole('link', { name: /^Book Now/ });
    expect(bookLinks()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'Cary' } });
    await act(async () => void fireEvent.submit(screen.getByRole('search')));
    await loaded();
    // The previous answer is still drawn: marked busy, said to be updating, nothing in it usable, not focused.
    expect(answer()).toHaveAttribute('aria-busy', 'true');
    expect(answer()).toHaveAttribute('inert');
    expect(screen.getByTestId('trip-updating')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('trip-updating')).toHaveTextContent(T.updating({ from: 'RDU Airport', to: 'Cary' }));
    expect(bookLinks()).toHaveLength(0);
    const book = within(answer()).getAllByRole('button', { name: /^Book Now/ });
    expect(book).toHaveLength(2);
    for (const button of book) expect(button).toBeDisabled();
    for (const save of within(answer()).getAllByRole('button', { name: /Save/ })) expect(save).toBeDisabled();
    expect(answer()).not.toHaveFocus();

    await slow.arrive();
    await loaded();
    expect(address()).toBe('/?from=RDU+Airport&to=Cary&passengers=2');
    expect(within(answer()).getByRole('heading', { level: 2 })).toHaveTextContent(T.answerTitle({ from: 'RDU Airport', to: 'Cary' }));
    expect(answer()).not.toHaveAttribute('aria-busy');
    expect(answer()).not.toHaveAttribute('inert');
    expect(screen.getByTestId('trip-updating')).toHaveTextContent('');
    expect(bookLinks().length).toBeGreaterThan(0);
    expect(answer()).toHaveFocus();
  });

  it('does not search with a field the rules refuse, and says why on the field', async () => {
    renderHome('/?to=Cary');
    await loaded();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-24' } });
    await act(async () => void fireEvent.submit(screen.getByRole('search')));
    expect(address()).toBe('/?to=Cary');
    expect(screen.getByText(RULE_MESSAGES.tripDatePast)).toBeInTheDocument();
  });

  it('refuses a pickup time already past today, with the message and the next possible time a click away', async () => {
    renderHome('/?to=Cary');
    await loaded();
    fireEvent.change(screen.getByLabelText(T.time), { target: { value: '08:00' } });
    await act(async () => void fireEvent.submit(screen.getByRole('search')));
    expect(address()).toBe('/?to=Cary');
    expect(screen.getByText(RULE_MESSAGES.tripTimePast('10:00'), { exact: false })).toBeInTheDocument();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: T.useTime('10:00') })));
    expect(screen.getByLabelText(T.time)).toHaveValue('10:00');
    expect(screen.queryByText(RULE_MESSAGES.tripTimePast('10:00'), { exact: false })).toBeNull();
    await act(async () => void fireEvent.submit(screen.getByRole('search')));
    expect(address()).toBe('/?from=RDU+Airport&to=Cary&time=10%3A00');
  });

  it('answers a link whose pickup time has passed with the rest of today, the message and the next possible time', async () => {
    renderHome('/?from=RDU+Airport&to=Downtown+Raleigh&time=08%3A00');
    await loaded();
    const notice = screen.getByTestId('trip-unused');
    expect(notice).toHaveTextContent(`This link's pickup time (08:00) has passed: showing any time later today. ${RULE_MESSAGES.tripTimePast('10:00')}.`);
    expect(within(answer()).getByTestId('trip-details')).toHaveTextContent('Today, Wed 25 Nov, any time');
    const next = within(notice).getByRole('link', { name: T.searchAt('10:00') });
    expect(next).toHaveAttribute('href', '/?from=RDU+Airport&to=Downtown+Raleigh&time=10%3A00');
    await act(async () => void fireEvent.click(next));
    expect(address()).toBe('/?from=RDU+Airport&to=Downtown+Raleigh&time=10%3A00');
    expect(screen.queryByTestId('trip-unused')).toBeNull();
    expect(within(answer()).getByTestId('trip-details')).toHaveTextContent('Today, Wed 25 Nov, 10:00');
  });

  it('answers a shared link between two places neither of which is the airport by saying what it compares, with the trip to the airport', async () => {
    renderHome('/?from=Durham&to=Chapel+Hill&date=2026-11-28');
    await loaded();
    expect(screen.getByTestId('trip-unused')).toHaveTextContent(
      `This link's destination (Chapel Hill) is not RDU Airport, nor is its starting place: showing Durham → RDU Airport. ${RULE_MESSAGES.tripAirport}.`,
    );
    expect(within(answer()).getByRole('heading', { level: 2 })).toHaveTextContent('Durham → RDU Airport');
    expect(screen.getByLabelText('To')).toHaveValue('RDU Airport');
  });

  it('with no provider fitting, offers what would work as suggestions apart from the options: two vehicles with their sum, and the earliest booking', async () => {
    // Sixteen downtown at noon: the van carries 14, the shared ride 6; the minibus needs 48 hours.
    renderHome('/?to=Downtown+Raleigh&time=12%3A00&passengers=16');
    await loaded();
    expect(within(answer()).getByText(T.options(0, 4))).toBeInTheDocument();
    expect(optionNames()).toEqual([]);
    const section = screen.getByTestId('trip-suggestions');
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent(T.suggestions.title);
    const items = within(section).getAllByRole('listitem').filter((li) => li.hasAttribute('data-suggestion'));
    expect(items.map((li) => li.getAttribute('data-suggestion'))).toEqual(['SPLIT_PARTY', 'LATER_BOOKING']);
    for (const item of items) expect(within(item).getByText(T.suggestions.mark)).toBeInTheDocument();

    const [split, later] = items;
    expect(within(split).getByRole('heading', { level: 4 })).toHaveTextContent(T.suggestions.splitParty);
    expect(within(split).getByTestId('trip-suggestion-total')).toHaveTextContent(`$80.99 ${T.suggestions.inAll}`);
    expect(within(split).getByText(`${T.suggestions.share(14, 0)}: $39.99`)).toBeInTheDocument();
    expect(within(split).getByText(`${T.suggestions.share(2, 0)}: $41.00`)).toBeInTheDocument();
    expect(within(split).getAllByRole('link', { name: /Book Now/ }).map((a) => a.getAttribute('href'))).toEqual(['https://book.example.com/van', 'https://book.example.com/shared']);

    expect(within(later).getByRole('heading', { level: 4 })).toHaveTextContent(T.suggestions.laterBooking('2026-11-27', '10:00', '2026-11-25'));
    expect(within(later).getByTestId('trip-suggestion-total')).toHaveTextContent('$195.00 for 16 passengers');
    const search = within(later).getByRole('link', { name: T.suggestions.search('Fri 27 Nov, 10:00') });
    await act(async () => void fireEvent.click(search));
    expect(address()).toBe('/?from=RDU+Airport&to=Downtown+Raleigh&date=2026-11-27&time=10%3A00&passengers=16');
    expect(optionNames()).toEqual(['Group Minibus']);
    expect(screen.queryByTestId('trip-suggestions')).toBeNull();
  });

  it('changes the order in the address, the trip kept', async () => {
    renderHome('/?to=Downtown+Raleigh&date=2026-11-28');
    await loaded();
    expect(optionNames()).toEqual(['Shared Ride', 'Airport Van', 'Group Minibus']);
    await act(async () => void fireEvent.click(within(answer()).getByRole('link', { name: T.sorts.RATING })));
    expect(address()).toBe('/?from=RDU+Airport&to=Downtown+Raleigh&date=2026-11-28&sort=RATING');
    expect(optionNames()).toEqual(['Airport Van', 'Shared Ride', 'Group Minibus']);
    await act(async () => void fireEvent.click(within(answer()).getByRole('link', { name: T.sorts.RECOMMENDED })));
    expect(optionNames()).toEqual(['Airport Van', 'Shared Ride', 'Group Minibus']);
    await act(async () => void fireEvent.click(within(answer()).getByRole('link', { name: T.sorts.PRICE })));
    expect(address()).toBe('/?from=RDU+Airport&to=Downtown+Raleigh&date=2026-11-28');
  });

  it('says what a shared link held that it could not use, and answers with what it shows instead', async () => {
    renderHome('/?from=RDU+Airport&to=Downtown+Raleigh&passengers=99&wheelchair=maybe');
    await loaded();
    const notice = screen.getByTestId('trip-unused');
    expect(notice).toHaveTextContent(`This link's party size (99) is not one we can search for: showing 1 passenger. ${RULE_MESSAGES.passengerCount}.`);
    expect(notice).toHaveTextContent("This link's wheelchair choice (maybe) is not one we can search for");
    expect(totals()).toEqual(['Total $20.50 for 1 passenger', 'Total $39.99 for 1 passenger']);
    expect(screen.getByLabelText('Passengers')).toHaveValue('1 Passenger');
  });

  it('follows the clock: an option whose notice runs out drops out at that minute, and says when it was judged', async () => {
    // Today at 12:02: the van needs 2 hours' notice, so it can take the trip until 10:02 (10:02:59).
    renderHome('/?to=Downtown+Raleigh&time=12%3A02&sort=RECOMMENDED');
    await loaded();
    expect(optionNames()).toEqual(['Airport Van', 'Shared Ride']);
    expect(within(answer()).getByTestId('trip-as-of')).toHaveTextContent('As of 10:00, Wed 25 Nov');
    await act(async () => void (await jest.advanceTimersByTimeAsync(60_000)));
    expect(within(answer()).getByTestId('trip-as-of')).toHaveTextContent('As of 10:01, Wed 25 Nov');
    expect(optionNames()).toEqual(['Airport Van', 'Shared Ride']);
    await act(async () => void (await jest.advanceTimersByTimeAsync(2 * 60_000)));
    expect(within(answer()).getByTestId('trip-as-of')).toHaveTextContent('As of 10:03, Wed 25 Nov');
    expect(optionNames()).toEqual(['Shared Ride']);
    expect(within(screen.getByTestId('trip-excluded')).getByText(TRIP_TEXTS.notice(2))).toBeInTheDocument();
  });
});
