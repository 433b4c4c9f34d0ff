import { render, screen } from '@testing-library/react';
import { BookingLinkPreview } from './ProviderFields';

describe('BookingLinkPreview', () => {
  it('shows the link a template makes for the example trip', () => {
    render(<BookingLinkPreview template="https://book.example.com/r?from={from}&to={to}&pax={passengers}&subid={clickId}&x={time}" />);
    expect(screen.getByTestId('booking-link-preview')).toHaveTextContent(
      'https://book.example.com/r?from=RDU%20Airport&to=Downtown%20Raleigh&pax=3&subid=3f2a9c1e-7b4d-4e8a-9f10-2c6d5e8b1a77&x=14%3A30',
    );
    expect(screen.getByText(/^For RDU Airport to Downtown Raleigh on 2026-12-18 at 14:30, 3 passengers, 2 bags/)).toBeInTheDocument();
  });

  it('fills {flight} with the example flight', () => {
    render(<BookingLinkPreview template="https://book.example.com/r?flight={flight}&subid={clickId}" />);
    expect(screen.getByTestId('booking-link-preview')).toHaveTextContent('https://book.example.com/r?flight=AA1234&subid=3f2a9c1e-7b4d-4e8a-9f10-2c6d5e8b1a77');
    expect(screen.getByText(/2 bags, flight AA1234, click /)).toBeInTheDocument();
  });

  it.each([['https://book.example.com/r?ref=rdurides'], ['https://book.example.com/r?s={sub}'], ['']])('shows nothing for a plain URL or one with an unknown placeholder: %s', (template) => {
    render(<BookingLinkPreview template={template} />);
    expect(screen.queryByTestId('booking-link-preview')).toBeNull();
  });
});
