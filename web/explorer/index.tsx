// The GraphQL explorer's entry (GraphiQL at /graphql/explorer), a page of its own for integrators:
// its own webpack entry and HTML (api/http/explorer.ts), never loaded by the public pages nor
// precached by the service worker. It asks the site's /graphql on the same origin; a partner key
// pasted in the Headers editor goes along as `Authorization: Bearer <key>`, and is not stored.
import './monacoWorkers';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { createRoot } from 'react-dom/client';
import { EXPLORER_DEFAULT_HEADERS, EXPLORER_EXAMPLE_QUERY, GRAPHQL_ENDPOINT } from '../../api/domain/explorer';
import './explorer.css';

const fetcher = createGraphiQLFetcher({ url: new URL(GRAPHQL_ENDPOINT, window.location.origin).href });

createRoot(document.getElementById('explorer')!).render(
  <GraphiQL
    fetcher={fetcher}
    defaultQuery={EXPLORER_EXAMPLE_QUERY}
    defaultHeaders={EXPLORER_DEFAULT_HEADERS}
    initialHeaders={EXPLORER_DEFAULT_HEADERS}
    defaultEditorToolsVisibility="headers"
    shouldPersistHeaders={false}
  />,
);
