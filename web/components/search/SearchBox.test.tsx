import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RULE_MESSAGES } from '../../../api/domain/inputs';
import { PASSENGER_OPTIONS, SEARCH_LOCATIONS } from '../../../api/domain/rules';
import { LARGE_PARTY_RULE, TRIP_SEARCH_TEXTS as T } from '../../../api/domain/tripSearch';
import { FLIGHT_SEARCH_TEXTS } from '../../../api/domain/flight';
import { MESSAGES } from '../../../api/domain/rules';
import { FLIGHT_KEY } from '../../arrival/deviceFlight';
import SearchBox from './SearchBox';
import { EMPTY_SEARCH } from './tripForm';

const optionsOf = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);
const submit = () => fireEvent.submit(screen.getByRole('search'));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// Wednesday 25 November 2026, 10:00 in Raleigh.
const NOW = new Date('2026-11-25T15:00:00Z');

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it("keeps SPEC's fields, choices and defaults: RDU Airport → Downtown Raleigh, 1 Passenger, no date", () => {
    render(<SearchBox />);
    expect(screen.getByLabelText('From')).toHaveValue('RDU Airport');
    expect(screen.getByLabelText('To')).toHaveValue('Downtown Raleigh');
    expect(screen.getByLabelText('Passengers')).toHaveValue('1 Passenger');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(optionsOf('From')).toEqual([...SEARCH_LOCATIONS]);
    expect(optionsOf('Passengers')).toEqual([...PASSENGER_OPTIONS]);
    // And the trip's other questions: a time, large bags, a wheelchair-accessible vehicle.
    expect(screen.getByLabelText(T.time)).toHaveValue('');
    expect(screen.getByLabelText(T.bags)).toHaveValue(0);
    expect(screen.getByLabelText(T.wheelchair)).not.toBeChecked();
  });

  it('never offers the From place as a To choice, and moves To off it', () => {
    render(<SearchBox />);
    expect(optionsOf('To')).toEqual(SEARCH_LOCATIONS.filter((p) => p !== 'RDU Airport'));
    type('From', 'Downtown Raleigh');
    expect(optionsOf('To')).not.toContain('Downtown Raleigh');
    expect(screen.getByLabelText('To')).toHaveValue('RDU Airport');
  });

  it('offers only trips to or from RDU Airport: from another place To is the airport, and a swap keeps it so', () => {
    const onSearch = jest.fn();
    render(<SearchBox onSearch={onSearch} />);
    type('From', 'Durham');
    expect(optionsOf('To')).toEqual(['RDU Airport']);
    expect(screen.getByLabelText('To')).toHaveValue('RDU Airport');
    type('From', 'Chapel Hill');
    expect(screen.getByLabelText('To')).toHaveValue('RDU Airport');
    fireEvent.click(screen.getByRole('button', { name: 'Swap From and To' }));
    expect(screen.getByLabelText('From')).toHaveValue('RDU Airport');
    expect(screen.getByLabelText('To')).toHaveValue('Chapel Hill');
    expect(optionsOf('To')).toEqual(SEARCH_LOCATIONS.filter((p) => p !== 'RDU Airport'));
    submit();
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ trip: expect.objectContaining({ from: 'RDU Airport', to: 'Chapel Hill' }) }));
  });

  it('sends the trip: places, date, time, party, bags and wheelchair, the order kept', () => {
    const onSearch = jest.fn();
    render(<SearchBox sort="RATING" onSearch={onSearch} />);
    type('To', 'Cary');
    type('Date', '2026-11-28');
    type(T.time, '02:00');
    type('Passengers', '3 Passengers');
    type(T.bags, '2');
    fireEvent.click(screen.getByLabelText(T.wheelchair));
    const event = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void screen.getByRole('search').dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(onSearch).toHaveBeenCalledWith({
      trip: { from: 'RDU Airport', to: 'Cary', date: '2026-11-28', time: '02:00', passengers: 3, bags: 2, wheelchair: true, sort: 'RATING' },
      dateAsked: true,
    });
  });

  it('without a date asks for today at the site, and says so in the trip (the link means today whenever opened)', () => {
    const onSearch = jest.fn();
    render(<SearchBox onSearch={onSearch} />);
    submit();
    expect(onSearch).toHaveBeenCalledWith({ trip: expect.objectContaining({ date: '2026-11-25', time: null, passengers: 1, bags: 0, wheelchair: false, sort: 'PRICE' }), dateAsked: false });
  });

  it("'4+ Passengers' asks for the exact number, 4 to 60, with the rule's message", () => {
    const onSearch = jest.fn();
    render(<SearchBox onSearch={onSearch} />);
    type('Passengers', '4+ Passengers');
    const exact = screen.getByLabelText(T.exactParty);
    // Sent after the choice by a form without scripts, which the page reads as the exact party.
    expect(exact).toHaveAttribute('name', 'passengers');
    expect(exact).toHaveAttribute('min', '4');
    expect(exact).toHaveAttribute('max', '60');
    submit();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText(LARGE_PARTY_RULE.message)).toBeInTheDocument();
    expect(exact).toHaveAttribute('aria-invalid', 'true');
    expect(exact).toHaveFocus();
    type(T.exactParty, '3');
    expect(screen.getByText(LARGE_PARTY_RULE.message)).toBeInTheDocument();
    type(T.exactParty, '61');
    expect(screen.getByText(LARGE_PARTY_RULE.message)).toBeInTheDocument();
    // Re-checked as it is typed once a search was refused.
    type(T.exactParty, '6');
    expect(screen.queryByText(LARGE_PARTY_RULE.message)).toBeNull();
    submit();
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ trip: expect.objectContaining({ passengers: 6 }) }));
  });

  it.each([
    ['a date before today at the site', 'Date', '2026-11-24', RULE_MESSAGES.tripDatePast],
    ['bags past the limit', T.bags, '101', RULE_MESSAGES.bags],
    ['half a bag', T.bags, '1.5', RULE_MESSAGES.bags],
  ])('refuses %s with the rule’s own message on the field, and focuses it', (_label, field, value, message) => {
    const onSearch = jest.fn();
    render(<SearchBox onSearch={onSearch} />);
    type(field, value);
    submit();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(field)).toHaveFocus();
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
  });

  it('shows the trip it is given, the exact party included, and is a GET form to the home page without scripts', () => {
    render(<SearchBox initial={{ ...EMPTY_SEARCH, to: 'Durham', date: '2026-12-01', time: '23:30', party: '4+ Passengers', exactParty: '9', bags: '4', wheelchair: true }} sort="RECOMMENDED" answerBelow />);
    expect(screen.getByLabelText('To')).toHaveValue('Durham');
    expect(screen.getByLabelText(T.time)).toHaveValue('23:30');
    expect(screen.getByLabelText(T.exactParty)).toHaveValue(9);
    expect(screen.getByLabelText(T.wheelchair)).toBeChecked();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/');
    // The order on screen goes with a search sent without scripts; the answer is a link away on phones.
    expect(form.querySelector('input[type="hidden"][name="sort"]')).toHaveValue('RECOMMENDED');
    expect(screen.getByRole('link', { name: T.toAnswer })).toHaveAttribute('href', '#answer');
  });

  describe('the flight number', () => {
    afterEach(() => window.localStorage.clear());

    it('is checked (airline code and 1 to 4 digits, any case) with its message on the field, and stops the search', () => {
      const onSearch = jest.fn();
      render(<SearchBox onSearch={onSearch} />);
      type(FLIGHT_SEARCH_TEXTS.label, 'AA12345');
      submit();
      expect(onSearch).not.toHaveBeenCalled();
      expect(screen.getByText(MESSAGES.flightNumber)).toBeInTheDocument();
      expect(screen.getByLabelText(FLIGHT_SEARCH_TEXTS.label)).toHaveFocus();
      expect(window.localStorage.getItem(FLIGHT_KEY)).toBeNull();
      // The message follows what is typed after a refused search.
      type(FLIGHT_SEARCH_TEXTS.label, 'aa 1234');
      expect(screen.queryByText(MESSAGES.flightNumber)).toBeNull();
    });

    it('is kept on this device, never in the trip or the address, and comes back filled in', () => {
      const onSearch = jest.fn();
      const { unmount } = render(<SearchBox onSearch={onSearch} />);
      type(FLIGHT_SEARCH_TEXTS.label, 'dl 88');
      submit();
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(onSearch.mock.calls[0])).not.toMatch(/DL|88/i);
      expect(window.localStorage.getItem(FLIGHT_KEY)).toBe('DL88');
      // No name: a search sent by the form itself (before scripts) never carries it.
      expect(screen.getByLabelText(FLIGHT_SEARCH_TEXTS.label)).not.toHaveAttribute('name');
      unmount();
      render(<SearchBox onSearch={onSearch} />);
      expect(screen.getByLabelText(FLIGHT_SEARCH_TEXTS.label)).toHaveValue('DL88');
      // Emptied, it is forgotten.
      type(FLIGHT_SEARCH_TEXTS.label, '');
      submit();
      expect(window.localStorage.getItem(FLIGHT_KEY)).toBeNull();
    });
  });
});
