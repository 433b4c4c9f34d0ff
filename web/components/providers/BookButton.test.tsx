import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CLICK_PATH } from '../../../api/domain/clicks';
import { provider } from '../../../tests/support/providerCards';
import { countBookingClicks } from '../../pwa/bookingClicks';
import BookButton from './BookButton';
import ComparisonTable from './ComparisonTable';
import ProviderCard from './ProviderCard';

const sendBeacon = jest.fn<boolean, [string, BodyInit?]>(() => true);
let stopCounting: () => void;
/** Whether the page or the beacon held the link back (checked after every listener has run). */
const prevented: boolean[] = [];
const noteAndStop = (event: Event) => {
  prevented.push(event.defaultPrevented);
  event.preventDefault(); // jsdom cannot follow links
};

beforeEach(() => {
  sendBeacon.mockClear();
  prevented.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  // As the browser entry does (web/index.tsx): one listener for every booking link.
  stopCounting = countBookingClicks(document);
  window.addEventListener('click', noteAndStop);
});

afterEach(() => {
  stopCounting();
  window.removeEventListener('click', noteAndStop);
});

const beacons = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, ...(JSON.parse(String(body)) as object) }));

function renderButton() {
  render(<BookButton providerId={12} clickPage="provider" bookingUrl="https://book.example.com/tae?ref=rdurides" badge="Most Popular" providerName="Triangle Airport Express" />);
  return screen.getByRole('link', { name: 'Book Now - 5% Off: Triangle Airport Express (opens in a new tab)' });
}

describe('BookButton', () => {
  it('sends one beacon per click with its provider and page, and leaves the link as it was', () => {
    const link = renderButton();
    fireEvent.click(link);
    expect(beacons()).toEqual([{ url: CLICK_PATH, providerId: 12, page: 'provider', clickId: expect.any(String) }]);
    fireEvent.click(within(link).getByText('Book Now - 5% Off'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(prevented).toEqual([false, false]);
    expect(link).toHaveAttribute('href', 'https://book.example.com/tae?ref=rdurides');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
  });

  it('counts a middle-click (it opens the link too), not a right-click', () => {
    const link = renderButton();
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    expect(beacons()).toEqual([expect.objectContaining({ providerId: 12, page: 'provider' })]);
    fireEvent.contextMenu(link, { button: 2 });
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 }));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});

describe('where the booking links sit', () => {
  it.each(['home', 'providers'] as const)('a provider card on the %s page counts under it', (page) => {
    render(
      <MemoryRouter>
        <ProviderCard provider={provider({ id: 5 })} clickPage={page} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: /^Book Now:/ }));
    fireEvent.click(screen.getByRole('link', { name: 'View details: Triangle Airport Express' }));
    expect(beacons()).toEqual([expect.objectContaining({ providerId: 5, page })]);
  });

  it("each row of the comparison table counts its own provider under 'comparison'", () => {
    render(
      <MemoryRouter>
        <ComparisonTable providers={[provider({ id: 5 }), provider({ id: 9, name: 'Oak City Shared Ride', slug: 'oak' })]} />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    fireEvent.click(within(rows[1]).getByRole('link', { name: /^Book Now:/ }));
    fireEvent.click(within(rows[0]).getByRole('link', { name: /^Book Now:/ }));
    expect(beacons()).toEqual([expect.objectContaining({ providerId: 9, page: 'comparison' }), expect.objectContaining({ providerId: 5, page: 'comparison' })]);
  });
});
