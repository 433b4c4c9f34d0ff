// The GraphQL explorer for integrators (GraphiQL at /graphql/explorer): where it lives, what it
// opens with. Read by the server (the page and its CSP, api/http/explorer.ts), the explorer's own
// entry (web/explorer/index.tsx) and the tests.
import { pageTitle } from './site';

/** The explorer's address; /graphql is never a page for the service worker (NOT_PAGE_PATHS). */
export const GRAPHQL_EXPLORER_PATH = '/graphql/explorer';

/** What it queries: the site's own endpoint, same origin. */
export const GRAPHQL_ENDPOINT = '/graphql';

/** The name of the explorer's entry in the web build (webpack.config.js, dist/web/manifest.json). */
export const EXPLORER_ENTRY = 'explorer';

export const EXPLORER_TITLE = pageTitle('GraphQL explorer');

/** The answer while the web app (and so the explorer) is not built. */
export const EXPLORER_NOT_BUILT = 'The GraphQL explorer is not built yet: run `npm run build:web`.';

/**
 * The example it opens with: a trip with no date (today, so it never goes stale), asked by place
 * codes, answered with prices in cents and each excluded provider's reasons as codes.
 */
export const EXPLORER_EXAMPLE_QUERY = `# RDU Rides GraphQL explorer. Press Run
# (Ctrl+Enter): who can take this trip today,
# and what the whole party pays.
# Reads need no key. Partners: in Headers,
# paste your key after "Bearer " and remove
# the //. Every field: the Docs panel.
query Trip {
  trip(input: { from: "RDU", to: "DOWNTOWN_RALEIGH", passengers: 2, bags: 1 }) {
    trip { from to date passengers bags }
    options {
      provider { slug name }
      totalCents
      currency
      lines { kind label amountCents }
    }
    excluded {
      provider { slug }
      why { code }
      reasons
    }
  }
}
`;

/** The headers it opens with: the key's line commented out, so the example runs without one (a wrong key answers 401). */
export const EXPLORER_DEFAULT_HEADERS = `{
  // "Authorization": "Bearer YOUR_PARTNER_KEY"
}
`;
