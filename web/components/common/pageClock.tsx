// "Now" for what a page shows from the clock (a trip's answer: today, what is still open, what can
// still be booked). The server renders at its own moment and hands it to the browser in the page's
// data (`renderedAt`, RenderResult.hydration); the browser hydrates with that same moment, so its
// first render is the server's markup, then follows its own clock, again at every new minute and
// when the page comes back to the foreground. A copy of the page kept for hours (offline) is thus
// judged anew as soon as it runs. On the server, reading it marks the page as one that carries it.
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { useHydrated } from '../../ssr/islands';

export interface RenderClock {
  /** The render's moment (ms since the epoch). */
  at: number;
  /** Set when the page read it (server): only then does the page's data carry it. */
  read?: boolean;
}

/** Given by the server's renderer (its moment) and by the browser entry (the moment the page's data names). */
export const RenderClockContext = createContext<RenderClock | null>(null);

const MINUTE_MS = 60_000;

/** The live clock, ticking as each minute starts and when the page is shown again. */
function useLiveClock(active: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const at = Date.now();
      // The page judged anew (a trip's whole answer): a transition, in slices the browser can interrupt.
      startTransition(() => setNow(at));
      timer = setTimeout(tick, MINUTE_MS - (at % MINUTE_MS) + 20);
    };
    const onShow = () => document.visibilityState === 'visible' && tick();
    tick();
    document.addEventListener('visibilitychange', onShow);
    window.addEventListener('pageshow', onShow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('pageshow', onShow);
    };
  }, [active]);
  return now;
}

/**
 * The page's now (ms) and whether it is the visitor's live clock: the render's moment on the server
 * and while the browser hydrates its markup, the live clock from then on (and in a page the
 * browser draws itself).
 */
export function usePageNow(): { now: number; live: boolean } {
  const rendered = useContext(RenderClockContext);
  const hydrated = useHydrated();
  const live = useLiveClock(hydrated);
  if (!hydrated && rendered) {
    rendered.read = true;
    return { now: rendered.at, live: false };
  }
  return { now: live ?? Date.now(), live: true };
}
