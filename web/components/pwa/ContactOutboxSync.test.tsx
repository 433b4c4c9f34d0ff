import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import type { ContactOutboxEvent, FlushReport } from '../../pwa/contactOutbox';
import { ToastProvider } from '../toast/ToastProvider';
import ContactOutboxSync, { RETRY_FIRST_MS } from './ContactOutboxSync';

// The outbox itself is tested in web/pwa; here: when the page asks it to deliver, and what it says.
const flush = jest.fn<Promise<FlushReport>, []>();
const listeners = new Set<(e: ContactOutboxEvent) => void>();
jest.mock('../../pwa/contactOutbox', () => ({
  flushContactOutbox: () => flush(),
  listenToServiceWorkerDeliveries: () => () => undefined,
  onContactOutboxEvent: (listener: (e: ContactOutboxEvent) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));

const report = (pending: number, stoppedBy: FlushReport['stoppedBy'] = null): FlushReport => ({ delivered: [], rejected: [], pending, stoppedBy });
const emit = (event: ContactOutboxEvent) => act(() => listeners.forEach((l) => l(event)));

let online = true;
beforeAll(() => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online }));

function renderSync() {
  const client = new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
  return render(
    <ApolloProvider client={client}>
      <ToastProvider>
        <ContactOutboxSync />
      </ToastProvider>
    </ApolloProvider>,
  );
}

describe('ContactOutboxSync', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    flush.mockReset();
    flush.mockResolvedValue(report(0));
    online = true;
  });
  afterEach(() => jest.useRealTimers());

  it('delivers what waits when the app starts', async () => {
    renderSync();
    await act(async () => undefined);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('waits while offline and delivers when the connection returns', async () => {
    online = false;
    renderSync();
    await act(async () => undefined);
    expect(flush).not.toHaveBeenCalled();
    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('tries again later, backing off, while messages still wait after a network failure', async () => {
    flush.mockResolvedValue(report(1, 'network'));
    renderSync();
    await act(async () => undefined);
    expect(flush).toHaveBeenCalledTimes(1);
    await act(async () => void jest.advanceTimersByTime(RETRY_FIRST_MS - 1));
    expect(flush).toHaveBeenCalledTimes(1);
    await act(async () => void jest.advanceTimersByTime(1));
    expect(flush).toHaveBeenCalledTimes(2);
    await act(async () => void jest.advanceTimersByTime(RETRY_FIRST_MS));
    expect(flush).toHaveBeenCalledTimes(2); // the second wait is twice as long
    await act(async () => void jest.advanceTimersByTime(RETRY_FIRST_MS));
    expect(flush).toHaveBeenCalledTimes(3);
    flush.mockResolvedValue(report(0));
    await act(async () => void jest.advanceTimersByTime(4 * RETRY_FIRST_MS));
    expect(flush).toHaveBeenCalledTimes(4);
    await act(async () => void jest.advanceTimersByTime(60 * RETRY_FIRST_MS));
    expect(flush).toHaveBeenCalledTimes(4); // all delivered: no more tries
  });

  it("waits at least as long as the server's Retry-After before trying again", async () => {
    flush.mockResolvedValue({ ...report(1, 'unavailable'), retryAfterMs: 4 * RETRY_FIRST_MS });
    renderSync();
    await act(async () => undefined);
    await act(async () => void jest.advanceTimersByTime(4 * RETRY_FIRST_MS - 1));
    expect(flush).toHaveBeenCalledTimes(1);
    await act(async () => void jest.advanceTimersByTime(1));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('schedules a delivery when a message was kept although the device seemed online', async () => {
    renderSync();
    await act(async () => undefined);
    emit({ type: 'queued', message: { key: 'contact-abc-123', input: { name: 'A B', email: 'a@b.co', subject: 'Hello there', message: 'A long enough message' }, queuedAt: 1, attempts: 1 } });
    await act(async () => void jest.advanceTimersByTime(RETRY_FIRST_MS));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('tells the visitor when a kept message was delivered', async () => {
    renderSync();
    await act(async () => undefined);
    emit({ type: 'delivered', subjects: ['Pickup at Terminal 2'] });
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText(/Your saved message "Pickup at Terminal 2" was delivered\./)).toBeInTheDocument();
  });
});
