// In the browser, Apollo Client (with the data cache the server handed over in the page) loads only
// when a part of the page that reads data hydrates or renders: the first download of a public page
// holds no data code. <WithApollo> provides the one shared client to its children, suspending until
// it is loaded; where a client is already provided (the server's render, the admin area, tests)
// it adds nothing.
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { use, useContext, type ReactNode } from 'react';
import { PAGE_DOCUMENT } from '../../api/domain/render';
import { yieldToMain } from '../ssr/yieldToMain';

let browserClient: Promise<ApolloClient> | null = null;

/** The page's Apollo client, created once from the cache the server put in the page. */
export function loadBrowserClient(): Promise<ApolloClient> {
  // Evaluating the data code and restoring the cache are two tasks, not one long one.
  return (browserClient ??= import(/* webpackChunkName: "data" */ './client').then(async ({ createApolloClient }) => {
    await yieldToMain();
    const text = document.getElementById(PAGE_DOCUMENT.apolloStateId)?.textContent;
    return createApolloClient({ state: text ? JSON.parse(text) : undefined });
  }));
}

export function WithApollo({ children }: { children: ReactNode }) {
  const provided = useContext(getApolloContext()).client;
  if (provided) return children;
  return <ApolloProvider client={use(loadBrowserClient())}>{children}</ApolloProvider>;
}
