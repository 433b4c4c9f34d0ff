// Two habits of every admin form (useEntityForm, and the affiliate program dialog): after a refused
// save, focus goes to the first field that says what is wrong; and unsaved changes are not lost
// without a question, neither by a link in the admin (the sidebar, a breadcrumb), nor by reloading or
// closing the tab, nor by closing the sheet or dialog the form is in (Escape, a click beside it, Cancel).
import { useCallback, useEffect, useRef } from 'react';

export const UNSAVED_CHANGES = 'You have unsaved changes. Leave this page and discard them?';
export const DISCARD_CHANGES = 'You have unsaved changes. Close this form and discard them?';

type ConfirmLeave = (message: string) => boolean;
const browserConfirm: ConfirmLeave = (m) => window.confirm(m);

/** Focuses the first field marked invalid in the form, in the order they are shown. */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], [role="combobox"][aria-invalid="true"]');
  if (!field) return false;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

/** A click on a link that would take the admin to another page of this site (the app's router handles it). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  return to.pathname !== window.location.pathname ? link : null;
}

/**
 * While `dirty`, asks before a link click leaves the page (a click answered 'Cancel' goes nowhere)
 * and has the browser ask before a reload or closing the tab.
 */
export function useUnsavedChangesGuard(dirty: boolean, confirmLeave: ConfirmLeave = browserConfirm): void {
  const ask = useRef(confirmLeave);
  useEffect(() => {
    ask.current = confirmLeave;
  });
  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (ask.current(UNSAVED_CHANGES)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // Capture, so the answer comes before the router's own click handler.
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
}

/**
 * A sheet's or dialog's close (its onClose: Escape and a click beside it; its Cancel and close
 * buttons) that asks first while `dirty`: answered 'Cancel', the form stays open with what was typed.
 * A close that follows a save is the caller's own, unguarded.
 */
export function useGuardedClose(dirty: boolean, close: () => void, confirmLeave: ConfirmLeave = browserConfirm): () => void {
  const ask = useRef(confirmLeave);
  useEffect(() => {
    ask.current = confirmLeave;
  });
  return useCallback(() => {
    if (dirty && !ask.current(DISCARD_CHANGES)) return;
    close();
  }, [dirty, close]);
}
