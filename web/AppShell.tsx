// The whole app below the router, the same on the server (web/ssr/render.tsx) and in the browser
// (web/index.tsx): theme, styles cache, toasts, the offline notices, the routes, and the parts that
// only ever run in the browser (loaded after hydration, in their own chunk). The data client is
// provided here on the server and in the admin area; a server-rendered page in the browser loads it
// with the first part that reads data (web/data/WithApollo.tsx).
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import App from './App';
import { useHydrated } from './ssr/islands';
import AdminOfflineNotice from './components/pwa/AdminOfflineNotice';
import { RoutedChunkErrorBoundary } from './components/pwa/ChunkErrorBoundary';
import OfflineBanner from './components/pwa/OfflineBanner';
import { ToastProvider } from './components/toast/ToastProvider';
import { WithApollo } from './data/WithApollo';
import theme from './theme';

// The update prompt, the contact outbox delivery and refetch-on-reconnect: nothing to render on the
// server, so they load after the page is interactive.
const BrowserOnlyParts = lazy(() => import(/* webpackChunkName: "browser-parts" */ './components/pwa/BrowserOnlyParts'));

function OptionalApolloProvider({ client, children }: { client: ApolloClient | null; children: ReactNode }) {
  return client ? <ApolloProvider client={client}>{children}</ApolloProvider> : children;
}

function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export interface AppShellProps {
  client: ApolloClient | null;
  emotionCache: EmotionCache;
  /** BrowserRouter in the browser, StaticRouter on the server; it wraps the app. */
  Router: (props: { children: ReactNode }) => ReactNode;
}

export default function AppShell({ client, emotionCache, Router }: AppShellProps) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <OptionalApolloProvider client={client}>
            <ToastProvider>
              <Router>
                {/* Offline: what the visitor sees may be out of date; the admin area is online-only. */}
                <OfflineBanner />
                <AdminOfflineNotice />
                <RoutedChunkErrorBoundary>
                  <App />
                </RoutedChunkErrorBoundary>
                <AfterHydration>
                  <WithApollo>
                    <BrowserOnlyParts />
                  </WithApollo>
                </AfterHydration>
              </Router>
            </ToastProvider>
          </OptionalApolloProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
