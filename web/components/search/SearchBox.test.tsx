import { fireEvent, render, screen, within } from '@testing-library/react';
import { PASSENGER_OPTIONS, SEARCH_LOCATIONS } from '../../../api/domain/rules';
import SearchBox from './SearchBox';

const optionsOf = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);

describe('SearchBox', () => {
  it('starts at RDU Airport → Downtown Raleigh, 1 Passenger, no date', () => {
    render(<SearchBox />);
    expect(screen.getByLabelText('From')).toHaveValue('RDU Airport');
    expect(screen.getByLabelText('To')).toHaveValue('Downtown Raleigh');
    expect(screen.getByLabelText('Passengers')).toHaveValue('1 Passenger');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(optionsOf('From')).toEqual([...SEARCH_LOCATIONS]);
    expect(optionsOf('Passengers')).toEqual([...PASSENGER_OPTIONS]);
  });

  it('never offers the From place as a To choice', () => {
    render(<SearchBox />);
    expect(optionsOf('To')).toEqual(SEARCH_LOCATIONS.filter((p) => p !== 'RDU Airport'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: 'Durham' } });
    expect(optionsOf('To')).not.toContain('Durham');
    expect(optionsOf('To')).toContain('RDU Airport');
    expect(optionsOf('To')).toHaveLength(SEARCH_LOCATIONS.length - 1);
  });

  it('moves To off a place that becomes the From choice, and keeps it otherwise', () => {
    render(<SearchBox />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: 'Cary' } });
    expect(screen.getByLabelText('To')).toHaveValue('Downtown Raleigh');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: 'Downtown Raleigh' } });
    expect(screen.getByLabelText('To')).not.toHaveValue('Downtown Raleigh');
    expect(screen.getByLabelText('To')).toHaveValue('RDU Airport');
  });

  // The spec's box only logged its values; it now answers (issue 15), and the console stays quiet.
  it('on submit hands the values to the search, without a page load and without logging them', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const onSearch = jest.fn();
    render(<SearchBox onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'Chapel Hill' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-05-01' } });
    fireEvent.change(screen.getByLabelText('Passengers'), { target: { value: '3 Passengers' } });
    const form = screen.getByRole('search');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const values = { from: 'RDU Airport', to: 'Chapel Hill', date: '2030-05-01', passengers: '3 Passengers' };
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith(values);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
