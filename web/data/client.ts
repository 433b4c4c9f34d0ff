// The Apollo client: queries go out as short GET URLs (automatic persisted queries), so browsers,
// the server's hot cache and the service worker can all cache them; mutations are POSTs.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createApolloClient(uri = '/graphql'): ApolloClient {
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
  return new ApolloClient({
    link: ApolloLink.from([...links, http]),
    cache: new InMemoryCache(),
    defaultOptions: {
      // SPEC.md section 7: no retries, no polling, data never goes stale on its own.
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
