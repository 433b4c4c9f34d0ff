// The page's one inline script, the same text on every page (built by the 'loader' webpack config
// into dist/ssr/loader.js; the server inlines it and allows it by its hash, api/http/pages.ts):
// - inserts the page's scripts (listed in a JSON data block) in order once the page's first
//   content has been painted (or a second after the page was parsed, where the browser reports no
//   paints, e.g. in a background tab): the page shows first, then its code downloads. A shell with
//   nothing rendered in it (the admin pages) has nothing to paint first: its scripts go at once;
// - until the app takes over, holds clicks on controls that need scripts (./earlyClicks.ts), for
//   the app to replay once the part of the page they belong to works (replayEarlyClicks,
//   ./islands.tsx).
import { PAGE_DOCUMENT } from '../../api/domain/render';
import { holdClicks } from './earlyClicks';

const early = holdClicks();
window.__rduEarlyClicks = early.held;
window.__rduStopHolding = early.stop;

let started = false;
function insertScripts(): void {
  if (started) return;
  started = true;
  const list = JSON.parse(document.getElementById(PAGE_DOCUMENT.scriptListId)!.textContent!) as string[];
  for (const src of list) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.appendChild(script);
  }
}

try {
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) setTimeout(insertScripts, 0);
  }).observe({ type: 'paint', buffered: true });
} catch {
  // no paint timing here: DOMContentLoaded below
}
document.addEventListener('DOMContentLoaded', () => {
  const root = document.getElementById(PAGE_DOCUMENT.rootId);
  setTimeout(insertScripts, root && root.hasAttribute(PAGE_DOCUMENT.serverRenderedAttribute) ? 1000 : 0);
});
