// What the browser entry (./index.tsx) starts once the code is evaluated: the fonts and styles
// cache, then React hydrating the server's page (or rendering an admin page, with the data client
// loaded first).
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './fontFallback.css';
import createCache from '@emotion/cache';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import AppShell from './AppShell';
import { PAGE_DOCUMENT, type HydrationData } from '../api/domain/render';
import { replayEarlyClicks, setHydrating } from './ssr/islands';
import { EMOTION_KEY, adoptServerStyles } from './ssr/serverStyles';
import { ContactEchoContext } from './components/contact/contactEcho';
import { RenderClockContext } from './components/common/pageClock';
import { loadBrowserClient } from './data/WithApollo';

function readJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/**
 * Renders nothing; its effect runs once the first hydration has committed. Regions waiting for a
 * trigger decided so during that first render; what renders from then on (client-side
 * navigation) loads at once. Clicks made before the app loaded are replayed.
 */
function EndOfFirstHydration({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    setHydrating(false);
    replayEarlyClicks();
    onDone();
  }, []);
  return null;
}

/** Hydrates the server's page in `container`, or renders the app there (admin pages). */
export async function startApp(container: HTMLElement, serverRendered: boolean): Promise<void> {
  const client = serverRendered ? null : await loadBrowserClient();
  // Same key as the server's cache: the server's styles are adopted, not inserted again (nor moved).
  const emotionCache = createCache({ key: EMOTION_KEY });
  adoptServerStyles(emotionCache);
  const hydration = readJson<HydrationData>(PAGE_DOCUMENT.hydrationDataId);
  const echo = hydration?.contactForm ?? null;
  // The moment the server judged the page at: hydration shows exactly that, then the live clock.
  const clock = serverRendered && typeof hydration?.renderedAt === 'number' ? { at: hydration.renderedAt } : null;
  // The service worker (offline use, updates) as soon as the first page has hydrated: it keeps the
  // main pages first (a short first visit on a slow phone connection leaves them readable offline
  // within seconds), then downloads the app and the rest of the site.
  const registerServiceWorker = () => void import(/* webpackChunkName: "pwa-register" */ './pwa/register').then((m) => m.registerServiceWorker());
  const app = (
    <RenderClockContext.Provider value={clock}>
      <ContactEchoContext.Provider value={echo}>
        <AppShell client={client} emotionCache={emotionCache} Router={BrowserRouter} />
        <EndOfFirstHydration onDone={registerServiceWorker} />
      </ContactEchoContext.Provider>
    </RenderClockContext.Provider>
  );

  if (!serverRendered) {
    createRoot(container).render(app);
  } else {
    setHydrating(true);
    // As a transition: React hydrates in short slices and lets the browser answer input between
    // them, instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
  }
}
