import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';
import AdminOfflineNotice from './components/pwa/AdminOfflineNotice';
import { RoutedChunkErrorBoundary } from './components/pwa/ChunkErrorBoundary';
import ContactOutboxSync from './components/pwa/ContactOutboxSync';
import OfflineBanner from './components/pwa/OfflineBanner';
import RefetchOnReconnect from './components/pwa/RefetchOnReconnect';
import UpdatePrompt from './components/pwa/UpdatePrompt';
import { ToastProvider } from './components/toast/ToastProvider';
import { createApolloClient } from './data/client';
import { registerServiceWorker } from './pwa/register';
import theme from './theme';

const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <ToastProvider>
          <BrowserRouter>
            {/* Offline: what the visitor sees may be out of date; the admin area is online-only. */}
            <OfflineBanner />
            <AdminOfflineNotice />
            <RoutedChunkErrorBoundary>
              <App />
            </RoutedChunkErrorBoundary>
            {/* A new deployment waits: 'A new version is available' + Reload. */}
            <UpdatePrompt />
            {/* Contact messages kept offline are delivered when the connection returns. */}
            <ContactOutboxSync />
            <RefetchOnReconnect />
          </BrowserRouter>
        </ToastProvider>
      </ApolloProvider>
    </ThemeProvider>
  </StrictMode>,
);

registerServiceWorker();
