// One saved card as drawn: Call/Text/E-mail links on the card's number and address, the meeting
// point of the terminal chosen (or every terminal before one is), the changed-provider notice with
// its update (with what changed), the fixed fallbacks, the flight and booking reference written on
// the card (checked, with their messages), and the save button's words being the domain's.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ARRIVAL_TEXTS as A, NOBODY_THERE, arrivalCardOf, type ArrivalSource } from '../../../api/domain/arrival';
import { MESSAGES } from '../../../api/domain/rules';
import ArrivalCardView from './ArrivalCardView';
import { ARRIVAL_SAVED_LABEL, ARRIVAL_SAVE_LABEL } from './saveLabels';

const source: ArrivalSource = {
  id: 1,
  slug: 'bullcitycab',
  name: 'Bull City Cab Co.',
  priceRange: '$30.00 - $80.00',
  fareBasis: 'PER_VEHICLE',
  fares: [{ place: 'Durham', amount: 30 }],
  fees: [],
  phone: '(919) 555-0123',
  email: 'dispatch@bullcity.example.com',
  freeWaitMinutes: null,
  flightTracking: null,
  cancellationPolicy: null,
  pickupPoints: [
    { terminal: 'Terminal 1', instructions: 'Taxi rank, door 3.' },
    { terminal: 'Terminal 2', instructions: 'Taxi rank, zone A.' },
  ],
  factsCheckedOn: null,
};
const trip = { from: 'RDU Airport', to: 'Durham', date: '2030-05-04', time: null, passengers: 1 };
const handlers = () => ({ onTerminal: jest.fn(), onNote: jest.fn(), onRefresh: jest.fn(), onShowDriver: jest.fn(), onCalendar: jest.fn(), onRemove: jest.fn() });

it('uses the domain words on the save button', () => {
  expect([ARRIVAL_SAVE_LABEL, ARRIVAL_SAVED_LABEL]).toEqual([A.save, A.saved]);
});

it('links a call, a text and an e-mail, and shows the chosen terminal only', () => {
  const card = arrivalCardOf(source, trip, { id: 'x', savedAt: new Date('2026-11-25T12:00:00Z'), terminal: 'Terminal 2' });
  render(<ArrivalCardView card={card} changes={[]} {...handlers()} />);
  expect(screen.getByRole('link', { name: 'Call (919) 555-0123 (Bull City Cab Co.)' }).getAttribute('href')).toBe('tel:+19195550123');
  expect(screen.getByRole('link', { name: 'Text (919) 555-0123 (Bull City Cab Co.)' }).getAttribute('href')).toBe('sms:+19195550123');
  expect(screen.getByRole('link', { name: /^E-mail dispatch@/ }).getAttribute('href')).toBe('mailto:dispatch@bullcity.example.com');
  const meeting = screen.getByTestId('arrival-meeting');
  expect(within(meeting).getByText('Taxi rank, zone A.')).toBeTruthy();
  expect(within(meeting).queryByText('Taxi rank, door 3.')).toBeNull();
  expect(screen.getByRole('button', { name: 'Terminal 2' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getAllByText(A.notEntered)).toHaveLength(3);
  expect(screen.getByText(NOBODY_THERE.bus)).toBeTruthy();
  expect(screen.getByText(/^The provider’s details have no check date/)).toBeTruthy();
  expect(screen.queryByTestId('arrival-changed')).toBeNull();
  // No fare of its own for Durham: the low end of its price range, per ride.
  expect(screen.getByTestId('arrival-total').textContent).toBe('Total $30.00');
});

it('lists every terminal before one is chosen, and passes the choice on', () => {
  const card = arrivalCardOf(source, trip, { id: 'x', savedAt: new Date(), terminal: null });
  const on = handlers();
  render(<ArrivalCardView card={card} changes={[]} {...on} />);
  const meeting = screen.getByTestId('arrival-meeting');
  expect(within(meeting).getByText('Taxi rank, door 3.')).toBeTruthy();
  expect(within(meeting).getByText('Taxi rank, zone A.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Terminal 1' }));
  expect(on.onTerminal).toHaveBeenCalledWith('Terminal 1');
});

it('says a changed provider and offers the update', () => {
  const card = arrivalCardOf(source, trip, { id: 'x', savedAt: new Date(), terminal: null });
  const on = handlers();
  render(<ArrivalCardView card={card} changes={[{ label: 'Total', before: '$30.00', after: '$34.00' }]} {...on} />);
  expect(screen.getByTestId('arrival-changed').textContent).toContain(A.changed('Bull City Cab Co.'));
  // What changed is said before the update replaces it.
  expect(screen.getByTestId('arrival-changes').textContent).toBe('Total: was $30.00, now $34.00');
  expect(on.onRefresh).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: A.refresh }));
  expect(on.onRefresh).toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Remove Bull City Cab Co.' }));
  expect(on.onRemove).toHaveBeenCalled();
});

it('takes a flight number (any case, checked with its message) and says how long the provider waits after it lands', () => {
  const card = arrivalCardOf({ ...source, freeWaitMinutes: 30 }, trip, { id: 'x', savedAt: new Date(), terminal: 'Terminal 1' });
  const on = handlers();
  render(<ArrivalCardView card={card} changes={[]} {...on} />);
  expect(screen.getByTestId('arrival-wait').textContent).toBe('Bull City Cab Co. waits 30 minutes at no charge after you land.');
  fireEvent.click(screen.getByRole('button', { name: A.addFlight }));
  const field = screen.getByLabelText(A.flightLabel);
  fireEvent.change(field, { target: { value: 'American 12' } });
  fireEvent.click(screen.getByRole('button', { name: A.saveField }));
  expect(screen.getByText(MESSAGES.flightNumber)).toBeTruthy();
  expect(on.onNote).not.toHaveBeenCalled();
  fireEvent.change(field, { target: { value: 'aa 1234' } });
  fireEvent.click(screen.getByRole('button', { name: A.saveField }));
  expect(on.onNote).toHaveBeenCalledWith({ flight: 'AA1234' });
});

it('shows the flight and the wait after it lands, and forgets an emptied flight', () => {
  const card = { ...arrivalCardOf({ ...source, freeWaitMinutes: 30 }, trip, { id: 'x', savedAt: new Date(), terminal: 'Terminal 1' }), flight: 'AA1234' };
  const on = handlers();
  render(<ArrivalCardView card={card} changes={[]} {...on} />);
  expect(within(screen.getByTestId('arrival-flight')).getByText(/Flight AA1234/)).toBeTruthy();
  expect(screen.getByTestId('arrival-wait').textContent).toBe('Bull City Cab Co. waits 30 minutes at no charge after flight AA1234 lands.');
  fireEvent.click(screen.getByRole('button', { name: A.changeFlight }));
  fireEvent.change(screen.getByLabelText(A.flightLabel), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: A.saveField }));
  expect(on.onNote).toHaveBeenCalledWith({ flight: null });
});

it('is marked booked with a reference (required, checked), and shows it', () => {
  const card = arrivalCardOf(source, trip, { id: 'x', savedAt: new Date(), terminal: 'Terminal 1' });
  const on = handlers();
  const { rerender } = render(<ArrivalCardView card={card} changes={[]} {...on} />);
  fireEvent.click(screen.getByRole('button', { name: A.markBooked }));
  fireEvent.click(screen.getByRole('button', { name: A.saveField }));
  expect(screen.getByText(MESSAGES.bookingReference)).toBeTruthy();
  fireEvent.change(screen.getByLabelText(A.bookingReference), { target: { value: '  TX-881 ' } });
  fireEvent.click(screen.getByRole('button', { name: A.saveField }));
  expect(on.onNote).toHaveBeenCalledWith({ bookingReference: 'TX-881' });
  rerender(<ArrivalCardView card={{ ...card, bookingReference: 'TX-881' }} changes={[]} {...on} />);
  expect(screen.getByTestId('arrival-reference').textContent).toBe('TX-881');
  expect(screen.getByRole('button', { name: A.changeReference })).toBeTruthy();
});
