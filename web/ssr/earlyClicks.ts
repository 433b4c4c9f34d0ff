// Clicks made before the part of the page they belong to works: the one way they are held and
// replayed. The page's loader (./loader.ts) holds every such click until the app has loaded; a
// region still waiting to hydrate (HydrateOn, ./islands.tsx) holds those on its own controls. A
// held control is clicked again once its own region has hydrated.
// Runs in the inline loader too: no imports but the document's plain facts.
import { EARLY_CLICK_CONTROLS } from '../../api/domain/render';

/** Clicks being held: the controls clicked (each once, in order), and how to stop holding. */
export interface HeldClicks {
  held: HTMLElement[];
  stop(): void;
}

export interface HoldOptions {
  /** Whether a control is one to hold here (the loader: any; a region: its own). */
  within?: (control: Element) => boolean;
  /** Told of each held click (a region then starts hydrating). */
  onHold?: () => void;
  /**
   * Also keep the click from other listeners on the document (a region's hold: the page's own
   * wake-up listener then does not see it either). The loader stops propagation only.
   */
  immediate?: boolean;
}

/**
 * Holds clicks on controls that need scripts (EARLY_CLICK_CONTROLS: buttons other than form
 * submits, tabs...), listening on the document in the capture phase, before React. Links and form
 * submits are left alone: they work without scripts.
 */
export function holdClicks({ within, onHold, immediate = false }: HoldOptions = {}): HeldClicks {
  const held: HTMLElement[] = [];
  const onEvent = (event: Event) => {
    const target = event.target as Element | null;
    const control = target && target.closest ? target.closest<HTMLElement>(EARLY_CLICK_CONTROLS) : null;
    if (!control || (within && !within(control)) || control.closest('a[href]')) return;
    event.preventDefault();
    if (immediate) event.stopImmediatePropagation();
    else event.stopPropagation();
    if (held.indexOf(control) < 0) held.push(control);
    if (onHold) onHold();
  };
  document.addEventListener('click', onEvent, true);
  return { held, stop: () => document.removeEventListener('click', onEvent, true) };
}

/** The wrapper attribute of every region (the same on the server and in the browser). */
export const REGION = 'data-region';

/** Resolves once the innermost region around `element` has hydrated (at most a few seconds). */
export function regionHydrated(element: Element): Promise<void> {
  const region = element.closest(`[${REGION}]`);
  if (!region || region.hasAttribute('data-hydrated')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => region.hasAttribute('data-hydrated') && done());
    observer.observe(region, { attributes: true, attributeFilter: ['data-hydrated'] });
    const timer = setTimeout(done, 10_000);
  });
}

/** Clicks each control again once its own region (it may be one inside another, loading its own code) has hydrated. */
export function replayWhenHydrated(controls: HTMLElement[]): void {
  for (const control of controls) void regionHydrated(control).then(() => control.isConnected && control.click());
}

declare global {
  interface Window {
    /** Clicks the page's loader held before the app had loaded (./loader.ts). */
    __rduEarlyClicks?: HTMLElement[];
    __rduStopHolding?: () => void;
  }
}
