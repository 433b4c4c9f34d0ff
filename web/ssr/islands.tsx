// The islands runtime: what the browser-only parts of the page need to know, and how a
// region of the page hydrates later than the rest.
// - useHydrated(): false on the server and during hydration, true afterwards. Parts that read the
//   window, storage, the clock or pick at random render their server version until then, so the
//   first client render matches the server's HTML exactly. The switch is a transition.
// - <HydrateOn trigger>: while the browser hydrates the server's HTML, the region waits for its
//   trigger (the browser being idle, the region scrolling into view, or the visitor's first
//   interaction with it) before its code loads and it hydrates. Until then React keeps the
//   server's HTML in place: it is shown, its links and forms work natively, and nothing moves. A
//   click on one of its buttons meanwhile is not lost: it starts the hydration and is replayed
//   once the region has hydrated. The region's wrapper gets data-hydrated then. A region inside
//   a region waits for its own trigger once the one around it has hydrated (the page's content
//   hydrates when the browser is idle; its contact form still on the visitor's first use of it).
//   On the server and on client-side navigation the region renders at once. The first click
//   anywhere, or going back or forward, wakes every region still waiting (and from then on none
//   waits): a navigation updates them all, and React would hold it until each had hydrated.
// - On the server, each region (and a ServerTurn) is rendered in a later turn of the event loop,
//   a turn of its own (./serverTurns.ts), so one render does not hold the process's other
//   answers (useServerYield).
import { Suspense, createContext, startTransition, use, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { holdClicks, replayWhenHydrated, type HeldClicks } from './earlyClicks';
import { inTurn } from './serverTurns';

/**
 * Whether the region around is hydrating the server's HTML (it waited for its trigger): a region
 * inside it, rendered in that same hydration, waits for a trigger of its own. Mutable, read once
 * when a region mounts: parts rendered after the region hydrated (a navigation) render at once.
 */
const ServerHtmlRegion = createContext<{ hydrating: boolean }>({ hydrating: false });

/**
 * False on the server and while the browser hydrates the part (so the first client render matches
 * the server's HTML), true afterwards, and at once in a part the browser draws itself (a
 * client-side navigation, the admin area). The switch is a transition: the parts that read it
 * render again in short slices the browser can interrupt for input. (React re-renders a hydrated
 * component whose useSyncExternalStore snapshot differs from the server's synchronously, in one
 * long task: the whole trip answer at once. A context switched above the regions still waiting
 * would make React hydrate them first.)
 */
export function useHydrated(): boolean {
  const region = useContext(ServerHtmlRegion);
  const [hydrated, setHydrated] = useState(() => !onServer() && !hydrating && !region.hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

let hydrating = false;
let serverRenders = 0;

/** The server renders with no window (and tests render "the server's HTML" inside renderAsServer). */
function onServer(): boolean {
  return typeof window === 'undefined' || serverRenders > 0;
}

/** For tests, which render the server's HTML in a page with a window: `render` runs as on the server. */
export function renderAsServer<T>(render: () => T): T {
  serverRenders += 1;
  try {
    return render();
  } finally {
    serverRenders -= 1;
  }
}

/** Set by the browser entry around the first hydration (web/index.tsx). */
export function setHydrating(value: boolean): void {
  hydrating = value;
  if (value) awake = false; // a page's first hydration: nothing woken yet
}

/** True while the browser hydrates server-rendered HTML (never on the server). */
export function isHydrating(): boolean {
  return hydrating;
}

export type HydrationTrigger = 'idle' | 'visible' | 'interaction';

/** Events that mean the visitor is using the page (listened to on the document, before React's own). */
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;

/** Calls `fire` once when the trigger happens for the region rendered inside `wrapper`. */
function watchTrigger(wrapper: HTMLElement, trigger: HydrationTrigger, fire: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    fire();
  };
  let stop = () => undefined as void;
  if (trigger === 'idle') {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(once, { timeout: 3000 });
      stop = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(once, 1500);
      stop = () => clearTimeout(id);
    }
  } else if (trigger === 'visible') {
    const targets = Array.from(wrapper.children);
    if (targets.length === 0 || typeof IntersectionObserver !== 'function') {
      queueMicrotask(once);
    } else {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), { rootMargin: '300px 0px' });
      targets.forEach((t) => observer.observe(t));
      stop = () => observer.disconnect();
    }
  } else {
    // React stops events aimed at HTML it has not hydrated yet, so listen on the document, in the
    // capture phase, before React sees them. Scrolling the page also counts: the visitor is reading.
    const onEvent = (event: Event) => {
      if (event.type === 'scroll' || (event.target instanceof Node && wrapper.contains(event.target))) once();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, onEvent, { capture: true, passive: true });
    window.addEventListener('scroll', onEvent, { passive: true });
    stop = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, onEvent, true);
      window.removeEventListener('scroll', onEvent);
    };
  }
  return () => {
    done = true;
    stop();
  };
}

/**
 * Once the first hydration has committed: the app takes over from the page's loader, which held
 * clicks made before any code had arrived. Each is replayed once its part of the page works.
 */
export function replayEarlyClicks(): void {
  window.__rduStopHolding?.();
  const early = window.__rduEarlyClicks?.splice(0) ?? [];
  if (early.length === 0) return;
  wakeAll();
  replayWhenHydrated(early);
}

interface Gate {
  open(): void;
  opened: Promise<void>;
}

/** The gates of regions still waiting, opened all at once by the visitor's first click or history move. */
const waiting = new Set<() => void>();
let wakeOnNavigation = false;
/**
 * Set by the first wake: from then on a region does not wait (one inside a region that hydrates
 * after the wake would otherwise hold up the navigation that follows, React hydrating it first).
 */
let awake = false;
const wakeAll = () => {
  awake = true;
  [...waiting].forEach((open) => open());
};

function createGate(): Gate {
  let resolve!: () => void;
  const opened = new Promise<void>((r) => (resolve = r));
  const open = () => {
    waiting.delete(open);
    resolve();
  };
  waiting.add(open);
  if (!wakeOnNavigation) {
    // Registered during the first render, before the router listens to history.
    wakeOnNavigation = true;
    document.addEventListener('click', wakeAll, true);
    window.addEventListener('popstate', wakeAll);
  }
  return { open, opened };
}

/**
 * On the server, one render's places where it gives other requests a turn (see useServerYield).
 * Provided afresh for each render by web/ssr/render.tsx; null in the browser.
 */
export const ServerRenderYields = createContext<Map<string, Promise<void> | true> | null>(null);

/**
 * On the server, each region's content is rendered in a later turn of the event loop, one of its
 * own (./serverTurns.ts): React suspends there once, and the process answers the requests waiting
 * meanwhile (a page kept in the cache is sent in a millisecond) instead of holding them for the
 * whole render (100-200 ms for a trip's answer). The HTML is the same: every region already is a
 * Suspense boundary.
 */
function useServerYield(): void {
  const yields = useContext(ServerRenderYields);
  const id = useId();
  if (!yields) return;
  let turn = yields.get(id);
  if (turn === true) return;
  if (!turn) {
    turn = new Promise<void>((resolve) =>
      inTurn(() => {
        yields.set(id, true);
        resolve();
      }),
    );
    yields.set(id, turn);
  }
  use(turn);
}

function Yielding({ children }: { children: ReactNode }) {
  useServerYield();
  return children;
}

/**
 * A heavy part of a page (a trip's answer) rendered on the server in a turn of its own (see
 * useServerYield); nothing in the browser but a Suspense boundary matching the server's.
 */
export function ServerTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Yielding>{children}</Yielding>
    </Suspense>
  );
}

function Gated({ gate, onHydrated, children }: { gate: Gate | null; onHydrated: () => void; children: ReactNode }) {
  useServerYield();
  if (gate) use(gate.opened);
  useEffect(onHydrated, []);
  return children;
}

export function HydrateOn({ trigger, children }: { trigger: HydrationTrigger; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const around = useContext(ServerHtmlRegion);
  // Decided once: only a region hydrating server HTML (the first hydration, or a region around
  // it still hydrating) waits for its trigger.
  const [serverHtml] = useState(() => isHydrating() || around.hydrating);
  const [gate] = useState(() => (serverHtml && !awake ? createGate() : null));
  // What the parts inside read (useHydrated, regions inside): hydrating until it has hydrated.
  const [inside] = useState(() => ({ hydrating: serverHtml }));
  const clicks = useRef<HeldClicks | null>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!gate || !element) return;
    // Clicks on its controls until it has hydrated (React would drop them): held, and the region
    // starts hydrating.
    clicks.current = holdClicks({ within: (control) => element.contains(control), onHold: gate.open, immediate: true });
    const stopWatching = watchTrigger(element, trigger, gate.open);
    // Whatever the trigger, a visitor using the region does not wait for it.
    const stopInteraction = trigger === 'interaction' ? () => undefined : watchTrigger(element, 'interaction', gate.open);
    // A region inside another that hydrated later may have been in use already (a form typed into
    // while the page's code was still coming): it does not wait for another interaction.
    if (element.contains(document.activeElement)) gate.open();
    return () => {
      stopWatching();
      stopInteraction();
      clicks.current?.stop();
    };
  }, [gate, trigger]);
  // Runs once the region's content has committed (hydrated, or rendered after navigation).
  const onHydrated = () => {
    inside.hydrating = false;
    wrapper.current?.setAttribute('data-hydrated', '');
    const held = clicks.current;
    if (held) {
      held.stop();
      replayWhenHydrated(held.held.splice(0));
    }
  };
  // display: contents keeps the region's own boxes in the parent's layout (flex, grid, margins).
  return (
    <div ref={wrapper} data-region="" style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Gated gate={gate} onHydrated={onHydrated}>
          <ServerHtmlRegion value={inside}>{children}</ServerHtmlRegion>
        </Gated>
      </Suspense>
    </div>
  );
}
