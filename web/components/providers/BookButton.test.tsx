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

const NO_DISCOUNT = { discountPercent: null, discountCode: null, discountUrl: null };
/** An offer the operator entered: 5%, applied by the provider's discount link. */
const FIVE_OFF = { discountPercent: 5, discountCode: null, discountUrl: 'https://book.example.com/tae-offer?ref=rdurides' };

const beacons = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, ...(JSON.parse(String(body)) as object) }));

function renderButton() {
  render(<BookButton providerId={12} clickPage="provider" bookingUrl="https://book.example.com/tae?ref=rdurides" discount={FIVE_OFF} providerName="Triangle Airport Express" />);
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
    expect(link).toHaveAttribute('href', 'https://book.example.com/tae-offer?ref=rdurides');
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

describe('BookButton with a link template and a trip', () => {
  const template = 'https://book.example.com/tae?from={from}&to={to}&date={date}&time={time}&pax={passengers}&bags={bags}&subid={clickId}';
  const trip = { from: 'RDU Airport', to: 'Chapel Hill', date: '2026-12-18', time: null, passengers: 3, bags: 1 };

  it('is drawn with the trip’s values and no click id (so it works without scripts), and followed with this click’s id', () => {
    render(<BookButton providerId={12} clickPage="home" bookingUrl={template} discount={NO_DISCOUNT} providerName="Triangle Airport Express" trip={trip} />);
    const link = screen.getByRole('link', { name: 'Book Now: Triangle Airport Express (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://book.example.com/tae?from=RDU%20Airport&to=Chapel%20Hill&date=2026-12-18&pax=3&bags=1');
    fireEvent.click(link);
    const [beacon] = beacons() as unknown as { clickId: string }[];
    expect(beacon).toEqual({ url: CLICK_PATH, providerId: 12, page: 'home', clickId: expect.any(String), from: 'RDU Airport', to: 'Chapel Hill', date: '2026-12-18', passengers: '3', bags: '1' });
    expect(link.getAttribute('href')).toBe(`https://book.example.com/tae?from=RDU%20Airport&to=Chapel%20Hill&date=2026-12-18&pax=3&bags=1&subid=${beacon.clickId}`);
  });

  it('without a trip drops the trip’s parameters, and a plain URL carries no template', () => {
    const { unmount } = render(<BookButton providerId={12} clickPage="providers" bookingUrl={template} discount={NO_DISCOUNT} providerName="A" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://book.example.com/tae');
    unmount();
    render(<BookButton providerId={12} clickPage="providers" bookingUrl="https://book.example.com/tae?ref=rdurides" discount={NO_DISCOUNT} providerName="A" trip={trip} />);
    const plain = screen.getByRole('link');
    expect(plain.getAttribute('href')).toBe('https://book.example.com/tae?ref=rdurides');
    expect(plain.hasAttribute('data-click-link')).toBe(false);
    expect(plain.hasAttribute('data-click-trip')).toBe(false);
  });
});

describe('a discount on Book Now', () => {
  const plain = 'https://book.example.com/tae?ref=rdurides';
  const carrying = 'https://book.example.com/tae?from={from}&to={to}&code={discountCode}&subid={clickId}';
  const trip = { from: 'RDU Airport', to: 'Cary', date: '2026-12-18', time: null, passengers: 2, bags: 0 };
  it.each([
    ['no offer', plain, NO_DISCOUNT, 'Book Now', plain],
    ['a percent with no code or link (nothing applies it)', plain, { ...NO_DISCOUNT, discountPercent: 10 }, 'Book Now', plain],
    ['a code the booking URL does not carry', plain, { ...NO_DISCOUNT, discountPercent: 10, discountCode: 'RDU10' }, 'Book Now', plain],
    ['a code and a link but no percent', plain, { discountPercent: null, discountCode: 'RDU10', discountUrl: 'https://book.example.com/offer' }, 'Book Now', plain],
    ['10% with a code the booking URL carries', carrying, { ...NO_DISCOUNT, discountPercent: 10, discountCode: 'RDU10' }, 'Book Now - 10% Off', 'https://book.example.com/tae?from=RDU%20Airport&to=Cary&code=RDU10'],
    ['5% with a link that applies it', plain, { ...NO_DISCOUNT, discountPercent: 5, discountUrl: 'https://book.example.com/offer?to={to}' }, 'Book Now - 5% Off', 'https://book.example.com/offer?to=Cary'],
  ])('%s', (_case, bookingUrl, discount, label, href) => {
    render(<BookButton providerId={12} clickPage="home" bookingUrl={bookingUrl} discount={discount} providerName="A" trip={trip} />);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(new RegExp(`^${label}$`));
    expect(link.getAttribute('href')).toBe(href);
  });

  it('keeps the code in the link when it is followed with the click id', () => {
    render(<BookButton providerId={12} clickPage="home" bookingUrl={carrying} discount={{ ...NO_DISCOUNT, discountPercent: 10, discountCode: 'RDU10' }} providerName="A" trip={trip} />);
    const link = screen.getByRole('link');
    fireEvent.click(link);
    const [beacon] = beacons() as unknown as { clickId: string }[];
    expect(link.getAttribute('href')).toBe(`https://book.example.com/tae?from=RDU%20Airport&to=Cary&code=RDU10&subid=${beacon.clickId}`);
  });
});
