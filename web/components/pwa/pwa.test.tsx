import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { Observable } from 'rxjs';
import { SW_MESSAGES } from '../../pwa/protocol';
import { markUpdateAvailable } from '../../pwa/register';
import AdminOfflineNotice, { ADMIN_OFFLINE_TITLE } from './AdminOfflineNotice';
import ChunkErrorBoundary, { FAILED_TEXT, OFFLINE_PART_TEXT, RoutedChunkErrorBoundary } from './ChunkErrorBoundary';
import { DELIVERED_TITLE, deliveryToast } from './ContactOutboxSync';
import OfflineBanner, { OFFLINE_TEXT, OFFLINE_TITLE } from './OfflineBanner';
import RefetchOnReconnect, { RETRY_CACHED_FIRST_MS } from './RefetchOnReconnect';
import UpdatePrompt, { UPDATE_TEXT } from './UpdatePrompt';

let online = true;
/** Stands in for navigator.serviceWorker: the page hears the worker's messages from it. */
const worker = new EventTarget();
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: worker });
});
afterEach(() => {
  online = true;
});

function goOffline() {
  act(() => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  });
}
function goOnline() {
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });
}

const at = (path: string, node: ReactNode) => render(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

describe('OfflineBanner', () => {
  it('says the site is offline and data may be out of date, and goes when the connection returns', () => {
    at('/providers', <OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    goOffline();
    expect(region).toHaveTextContent(`${OFFLINE_TITLE} ${OFFLINE_TEXT}`);
    expect(region).toHaveTextContent(/offline/);
    expect(region).toHaveTextContent(/out of date/);
    expect(screen.queryByRole('alert')).toBeNull(); // one polite live region, not an assertive one inside
    goOnline();
    expect(region).toBeEmptyDOMElement();
  });

  it('shows at once when the page loads offline', () => {
    online = false;
    at('/faq', <OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
  });

  it('also shows when the worker answered a read from its cache although the device seems online, until the server answers one', () => {
    at('/providers', <OfflineBanner />);
    const region = screen.getByRole('status');
    const workerSays = (source: string) => act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGES.dataSource, source } })));
    workerSays('network');
    expect(region).toBeEmptyDOMElement();
    workerSays('cache'); // e.g. a proxy's 503, a captive portal page or no answer within 3 s
    expect(region).toHaveTextContent(`${OFFLINE_TITLE} ${OFFLINE_TEXT}`);
    act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: 'SOMETHING_ELSE' } })));
    expect(region).toHaveTextContent(OFFLINE_TEXT);
    workerSays('network');
    expect(region).toBeEmptyDOMElement();
  });

  it('hides the cached-data notice when the browser says the connection returned (reads made then decide again)', () => {
    at('/faq', <OfflineBanner />);
    act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGES.dataSource, source: 'cache' } })));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    goOnline();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('leaves admin pages to the admin notice', () => {
    online = false;
    at('/admin/providers', <><OfflineBanner /><AdminOfflineNotice /></>);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    expect(screen.getByText(ADMIN_OFFLINE_TITLE)).toBeInTheDocument();
    expect(screen.getByText(/changes cannot be saved/)).toBeInTheDocument();
  });
});

describe('AdminOfflineNotice', () => {
  it('appears on admin routes only while offline', () => {
    at('/admin', <AdminOfflineNotice />);
    expect(screen.queryByText(ADMIN_OFFLINE_TITLE)).toBeNull();
    goOffline();
    expect(screen.getByText(ADMIN_OFFLINE_TITLE)).toBeInTheDocument();
    goOnline();
    expect(screen.queryByText(ADMIN_OFFLINE_TITLE)).toBeNull();
  });

  it('stays away from public pages', () => {
    online = false;
    at('/contact', <AdminOfflineNotice />);
    expect(screen.queryByText(ADMIN_OFFLINE_TITLE)).toBeNull();
  });
});

describe('UpdatePrompt', () => {
  it('appears when a new version waits and reloads on request', () => {
    const onReload = jest.fn();
    render(<UpdatePrompt onReload={onReload} />);
    expect(screen.queryByText(UPDATE_TEXT)).toBeNull();
    act(() => markUpdateAvailable());
    expect(screen.getByText(UPDATE_TEXT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('can be put off', async () => {
    render(<UpdatePrompt onReload={jest.fn()} />);
    expect(screen.getByText(UPDATE_TEXT)).toBeInTheDocument(); // still available from the test above
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull());
  });
});

describe('ChunkErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  const chunkError = () => Object.assign(new Error('Loading chunk admin failed.'), { name: 'ChunkLoadError' });
  function Broken({ error }: { error: Error }): ReactNode {
    throw error;
  }

  it('offline: says the page needs the connection, and reloads when it returns', async () => {
    const reload = jest.fn();
    render(
      <ChunkErrorBoundary resetKey="/admin" recover={async () => 'offline'} reload={reload}>
        <Broken error={chunkError()} />
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText(OFFLINE_PART_TEXT)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    goOnline();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('online: shows a spinner while the page moves onto the new version', async () => {
    const recover = jest.fn(async () => 'reloading' as const);
    render(
      <ChunkErrorBoundary resetKey="/providers/x" recover={recover}>
        <Broken error={chunkError()} />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('status', { name: 'Loading the latest version' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(recover).toHaveBeenCalledTimes(1);
  });

  it('other errors: a message and a Reload button instead of a blank page', () => {
    const reload = jest.fn();
    const recover = jest.fn();
    render(
      <ChunkErrorBoundary resetKey="/" recover={recover} reload={reload}>
        <Broken error={new Error('render bug')} />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText(FAILED_TEXT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
    expect(recover).not.toHaveBeenCalled();
  });

  it('clears the error when the visitor goes to another page', () => {
    function Nav() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/faq')}>to faq</button>;
    }
    function Page() {
      const { pathname } = useLocation();
      return pathname === '/admin' ? <Broken error={new Error('render bug')} /> : <p>FAQ page</p>;
    }
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <Nav />
        <RoutedChunkErrorBoundary>
          <Page />
        </RoutedChunkErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText(FAILED_TEXT)).toBeInTheDocument();
    fireEvent.click(screen.getByText('to faq'));
    expect(screen.getByText('FAQ page')).toBeInTheDocument();
  });
});

describe('RefetchOnReconnect', () => {
  it('reads the data on screen again when the connection returns, not before', () => {
    const client = new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
    const refetch = jest.spyOn(client, 'refetchQueries').mockImplementation(() => Object.assign(Promise.resolve([]), { queries: [], results: [] }) as never);
    render(
      <ApolloProvider client={client}>
        <RefetchOnReconnect />
      </ApolloProvider>,
    );
    expect(refetch).not.toHaveBeenCalled();
    goOffline();
    expect(refetch).not.toHaveBeenCalled();
    goOnline();
    expect(refetch).toHaveBeenCalledWith({ include: 'active' });
  });

  it('while the worker answers from its cache although the device seems online, reads again now and then until the server answers', () => {
    jest.useFakeTimers();
    try {
      const client = new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
      const refetch = jest.spyOn(client, 'refetchQueries').mockImplementation(() => Object.assign(Promise.resolve([]), { queries: [], results: [] }) as never);
      render(
        <ApolloProvider client={client}>
          <RefetchOnReconnect />
        </ApolloProvider>,
      );
      const workerSays = (source: string) => act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGES.dataSource, source } })));
      workerSays('cache');
      act(() => void jest.advanceTimersByTime(RETRY_CACHED_FIRST_MS - 1));
      expect(refetch).not.toHaveBeenCalled();
      act(() => void jest.advanceTimersByTime(1));
      expect(refetch).toHaveBeenCalledTimes(1);
      act(() => void jest.advanceTimersByTime(RETRY_CACHED_FIRST_MS));
      expect(refetch).toHaveBeenCalledTimes(1); // the next wait is twice as long
      act(() => void jest.advanceTimersByTime(RETRY_CACHED_FIRST_MS));
      expect(refetch).toHaveBeenCalledTimes(2);
      workerSays('network');
      act(() => void jest.advanceTimersByTime(10 * RETRY_CACHED_FIRST_MS));
      expect(refetch).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('deliveryToast', () => {
  it('tells the visitor a kept message was delivered', () => {
    expect(deliveryToast({ type: 'delivered', subjects: ['Late flight'] })).toMatchObject({
      title: DELIVERED_TITLE,
      description: expect.stringContaining('"Late flight" was delivered'),
      variant: 'success',
    });
    expect(deliveryToast({ type: 'delivered', subjects: ['a', 'b'] })?.description).toContain('2 saved messages were delivered');
  });

  it('tells the visitor when a kept message was refused, and keeps saying it', () => {
    expect(deliveryToast({ type: 'rejected', items: [{ subject: 'Hi there', reason: 'Please enter a valid email address' }] })).toMatchObject({
      title: 'Failed to send message',
      description: expect.stringContaining('Please enter a valid email address'),
      variant: 'destructive',
      duration: null,
    });
  });

  it('says nothing about a message just queued (the form does)', () => {
    expect(deliveryToast({ type: 'queued', message: { key: 'contact-x-123', input: { name: 'a', email: 'b', subject: 'c', message: 'd' }, queuedAt: 1, attempts: 0 } })).toBeNull();
  });
});
