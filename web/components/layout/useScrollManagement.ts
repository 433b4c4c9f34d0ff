// Scrolling on navigation: a new page starts at the top; an address with a hash (/#comparison,
// /#faq) smooth-scrolls to that section once it exists and the sections above it have loaded,
// also when the link was followed from another page.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const WAIT_MS = 6000;
const STEP_MS = 80;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

export function useScrollManagement(mainRef: React.RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const pageChanged = previousPath.current !== null && previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    const id = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (!id) {
      // Only a new page starts at the top: a changed query (?filter=) stays where it is, and
      // back/forward (POP) keeps the browser's own scroll restoration.
      if (pageChanged && navigationType !== 'POP') {
        window.scrollTo({ top: 0, left: 0 });
        // Keyboard and screen-reader users land on the new page's content, not on the old link.
        mainRef.current?.focus({ preventScroll: true });
      }
      return;
    }
    // Wait until the target is rendered and nothing above it is still loading (the layout would
    // otherwise shift after the scroll).
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const target = document.getElementById(id);
      const busyAbove =
        target &&
        Array.from(document.querySelectorAll('[data-loading="true"]')).some(
          (busy) => busy !== target && !target.contains(busy) && Boolean(busy.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING),
        );
      if (target && (!busyAbove || Date.now() - started > WAIT_MS / 2)) {
        scrollToSection(id);
        return;
      }
      if (Date.now() - started < WAIT_MS) timer = setTimeout(attempt, STEP_MS);
    };
    attempt();
    return () => clearTimeout(timer);
    // location.key: following the same hash link again scrolls again.
  }, [location.pathname, location.hash, location.key, mainRef, navigationType]);
}
