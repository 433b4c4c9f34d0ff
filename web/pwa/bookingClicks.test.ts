import { CLICK_ID_PATTERN, CLICK_PATH } from '../../api/domain/clicks';
import { FLIGHT_KEY } from '../arrival/deviceFlight';
import { bookingLinkOf, countBookingClicks, newClickId, sendBookingClick } from './bookingClicks';

const sendBeacon = jest.fn<boolean, [string, BodyInit?]>();
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const realCrypto = globalThis.crypto;

beforeEach(() => {
  sendBeacon.mockReset().mockReturnValue(true);
  fetchMock.mockReset().mockResolvedValue({ status: 202 } as Response);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  jest.spyOn(console, 'error');
  jest.spyOn(console, 'warn');
});

afterEach(() => {
  Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true });
  // Silence is part of the contract: nothing here may reach the console.
  expect(console.error).not.toHaveBeenCalled();
  expect(console.warn).not.toHaveBeenCalled();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

const sentBody = (body: unknown) => JSON.parse(String(body)) as { providerId: number; page: string; clickId: string };

describe('sendBookingClick', () => {
  it('sends one beacon to the click endpoint: the provider, the page and a fresh click key, as a string', () => {
    sendBookingClick(7, 'comparison');
    sendBookingClick(7, 'comparison');
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const [url, body] = sendBeacon.mock.calls[0];
    expect(url).toBe(CLICK_PATH);
    expect(typeof body).toBe('string');
    const first = sentBody(body);
    expect(first).toEqual({ providerId: 7, page: 'comparison', clickId: expect.stringMatching(CLICK_ID_PATTERN) });
    expect(Object.keys(first)).toEqual(['providerId', 'page', 'clickId']);
    expect(sentBody(sendBeacon.mock.calls[1][1]).clickId).not.toBe(first.clickId);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch with the same body when the browser does not queue the beacon', () => {
    sendBeacon.mockReturnValue(false);
    sendBookingClick(3, 'home');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(CLICK_PATH);
    expect(init).toEqual({ method: 'POST', keepalive: true, body: sendBeacon.mock.calls[0][1] });
  });

  it('falls back to fetch where sendBeacon is missing', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    sendBookingClick(3, 'provider');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock.mock.calls[0][1]?.body)).toMatchObject({ providerId: 3, page: 'provider' });
  });

  it('stays silent when sending fails in every way', async () => {
    sendBeacon.mockImplementation(() => {
      throw new TypeError('beacon refused');
    });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(() => sendBookingClick(3, 'providers')).not.toThrow();
    await Promise.resolve(); // the rejected fetch is handled, not left unhandled
    Object.defineProperty(globalThis, 'fetch', {
      value: () => {
        throw new TypeError('no fetch');
      },
      configurable: true,
      writable: true,
    });
    expect(() => sendBookingClick(3, 'providers')).not.toThrow();
  });
});

describe('newClickId', () => {
  it.each([
    ['randomUUID (a secure context)', () => realCrypto],
    ['getRandomValues only (http)', () => ({ getRandomValues: realCrypto.getRandomValues.bind(realCrypto) })],
    ['no crypto at all', () => undefined],
  ])('makes keys the server accepts, each different: %s', (_name, crypto) => {
    Object.defineProperty(globalThis, 'crypto', { value: crypto(), configurable: true });
    const ids = Array.from({ length: 50 }, newClickId);
    for (const id of ids) expect(id).toMatch(CLICK_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('countBookingClicks', () => {
  function bookingLink(attributes: Record<string, string> = { 'data-click-provider': '4', 'data-click-page': 'provider' }): HTMLAnchorElement {
    const link = document.createElement('a');
    link.href = 'https://book.example.com/x';
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    link.innerHTML = '<span>Book Now</span>';
    document.body.append(link);
    // jsdom cannot follow links: stop it after every listener has run.
    link.addEventListener('click', (e) => e.preventDefault());
    return link;
  }

  it('counts clicks on booking links only, from the element hit (the label inside the link), until stopped', () => {
    const stop = countBookingClicks(document);
    const link = bookingLink();
    link.querySelector('span')!.click();
    document.body.click();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sentBody(sendBeacon.mock.calls[0][1])).toMatchObject({ providerId: 4, page: 'provider' });
    stop();
    link.click();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('counts the middle button, not the right one', () => {
    const stop = countBookingClicks(document);
    const link = bookingLink();
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    link.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, button: 2 }));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each<Record<string, string>>([
    { 'data-click-provider': '4', 'data-click-page': 'elsewhere' },
    { 'data-click-provider': 'x', 'data-click-page': 'home' },
    { 'data-click-provider': '0', 'data-click-page': 'home' },
    { 'data-click-page': 'home' },
  ])('ignores a link whose attributes name no provider and page: %o', (attributes) => {
    const link = bookingLink(attributes);
    expect(bookingLinkOf(link)).toBeNull();
    const stop = countBookingClicks(document);
    link.click();
    expect(sendBeacon).not.toHaveBeenCalled();
    stop();
  });
});

describe('a link made from a template', () => {
  it('gets this click’s id in its address before it is followed, and the beacon carries the same id and the trip', () => {
    const stop = countBookingClicks(document);
    const link = document.createElement('a');
    link.href = 'https://book.example.com/r?from=RDU%20Airport&pax=3';
    link.setAttribute('data-click-provider', '9');
    link.setAttribute('data-click-page', 'home');
    link.setAttribute('data-click-link', 'https://book.example.com/r?from={from}&pax={passengers}&subid={clickId}');
    link.setAttribute('data-click-trip', 'from=RDU+Airport&to=Downtown+Raleigh&passengers=3');
    document.body.append(link);
    const followed: string[] = [];
    // What the browser would open: the address once every listener has run.
    link.addEventListener('click', (e) => {
      followed.push(link.href);
      e.preventDefault();
    });
    link.click();
    link.click();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const bodies = sendBeacon.mock.calls.map(([, body]) => sentBody(body));
    expect(bodies[0]).toEqual({ providerId: 9, page: 'home', clickId: expect.stringMatching(CLICK_ID_PATTERN), from: 'RDU Airport', to: 'Downtown Raleigh', passengers: '3' });
    expect(followed[0]).toBe(`https://book.example.com/r?from=RDU%20Airport&pax=3&subid=${bodies[0].clickId}`);
    // A second click is another click: its own id, in the address and the beacon.
    expect(bodies[1].clickId).not.toBe(bodies[0].clickId);
    expect(followed[1]).toBe(`https://book.example.com/r?from=RDU%20Airport&pax=3&subid=${bodies[1].clickId}`);
    stop();
  });

  it("puts the flight kept on this device into the address, never into the beacon", () => {
    window.localStorage.setItem(FLIGHT_KEY, 'AA1234');
    const stop = countBookingClicks(document);
    const link = document.createElement('a');
    link.href = 'https://book.example.com/r?from=RDU%20Airport';
    link.setAttribute('data-click-provider', '9');
    link.setAttribute('data-click-page', 'home');
    link.setAttribute('data-click-link', 'https://book.example.com/r?from={from}&flight={flight}&subid={clickId}');
    link.setAttribute('data-click-trip', 'from=RDU+Airport');
    document.body.append(link);
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    const body = sentBody(sendBeacon.mock.calls[0][1]);
    expect(link.href).toBe(`https://book.example.com/r?from=RDU%20Airport&flight=AA1234&subid=${body.clickId}`);
    expect(String(sendBeacon.mock.calls[0][1])).not.toContain('AA1234');
    // No flight kept (or something that is not one): the parameter is left out.
    window.localStorage.setItem(FLIGHT_KEY, '<b>');
    link.click();
    expect(link.href).toBe(`https://book.example.com/r?from=RDU%20Airport&subid=${sentBody(sendBeacon.mock.calls[1][1]).clickId}`);
    window.localStorage.removeItem(FLIGHT_KEY);
    stop();
  });

  it('leaves a plain link’s address alone', () => {
    const stop = countBookingClicks(document);
    const link = document.createElement('a');
    link.href = 'https://book.example.com/x?ref=rdurides';
    link.setAttribute('data-click-provider', '9');
    link.setAttribute('data-click-page', 'providers');
    document.body.append(link);
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    expect(link.href).toBe('https://book.example.com/x?ref=rdurides');
    expect(Object.keys(sentBody(sendBeacon.mock.calls[0][1]))).toEqual(['providerId', 'page', 'clickId']);
    stop();
  });
});
