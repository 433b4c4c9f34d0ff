// The Apollo client. In the browser, queries go out as short GET URLs (automatic persisted queries),
// so browsers, the server's hot cache and the service worker can all cache them; mutations are
// POSTs. The server renders pages with the same client and cache configuration but its own link
// (the in-process schema), and hands the cache over in the page: the browser starts from it, so
// hydration makes no request.
import { ApolloClient, ApolloLink, HttpLink, type NormalizedCacheObject } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { PUBLIC_QUERY_DEFAULTS, createCache } from './cache';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function browserLink(uri = '/graphql'): ApolloLink {
  const http = new HttpLink({
    uri,
    credentials: 'same-origin',
    useGETForQueries: true,
    // Apollo Server's CSRF prevention asks for a non-simple header on GET requests.
    headers: { 'apollo-require-preflight': 'true' },
  });
  const links: ApolloLink[] = [];
  if (typeof crypto !== 'undefined' && crypto.subtle) {
    links.push(new PersistedQueryLink({ sha256, useGETForHashedQueries: true }));
  }
  return ApolloLink.from([...links, http]);
}

export interface ClientOptions {
  link?: ApolloLink;
  /** The server's cache, handed over in the page. */
  state?: NormalizedCacheObject;
  /** On the server: one client per request, queries answered once. */
  ssrMode?: boolean;
}

export function createApolloClient({ link = browserLink(), state, ssrMode = false }: ClientOptions = {}): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    link,
    cache,
    ssrMode,
    // Queries that would go to the network anyway (network-only) read the handed-over cache while
    // the page hydrates, so the first render matches the server's HTML.
    ssrForceFetchDelay: state ? 100 : undefined,
    defaultOptions: PUBLIC_QUERY_DEFAULTS,
  });
}
