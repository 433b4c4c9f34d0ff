// The browser entry. A public page arrives rendered by the server and React hydrates its HTML:
// the shell (header, notices) at once; the page's content, footer and ad slots later, each on its
// trigger, with the page's own chunk and the data client (restored from the cache the server put
// in the page, so no data request and no new markup). Admin pages arrive as an empty shell and
// render here, with the data client loaded first.
import { PAGE_DOCUMENT } from '../api/domain/render';
import { countBookingClicks } from './pwa/bookingClicks';
import { yieldToMain } from './ssr/yieldToMain';

/**
 * The code is all loaded; evaluating it is split over tasks, so a phone can paint and answer a tap
 * between them: React, then MUI with the theme, then the app's shell and the start (each import is
 * "eager": no chunk of its own, the module is evaluated when imported). Hydration starts in a task
 * of its own after that.
 */
async function start(): Promise<void> {
  // Before hydration: a booking link the server rendered works without React, and counts too.
  countBookingClicks();
  const container = document.getElementById(PAGE_DOCUMENT.rootId)!;
  const serverRendered = container.hasAttribute(PAGE_DOCUMENT.serverRenderedAttribute);
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './theme');
  await yieldToMain();
  const { startApp } = await import(/* webpackMode: "eager" */ './startApp');
  await yieldToMain();
  await startApp(container, serverRendered);
}

// The scripts are inserted by the page's loader (web/ssr/loader.ts) and may run before the body
// has been parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
else void start();
