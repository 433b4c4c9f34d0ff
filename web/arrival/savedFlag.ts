// Whether this browser holds a saved arrival card, read without the card store: the nav and the
// footer link to My arrival only then. Part of the first-load script, so it stays tiny: one
// localStorage read, no parsing, no domain imports (the card store, web/arrival/cardStore.ts, is
// loaded only by the page and the save button).
import { useEffect, useState } from 'react';

/** The storage key of the cards (the store writes it; the nav only asks whether it holds any). */
export const CARDS_KEY = 'rdu-rides:my-arrival:v1';
/** Told in this tab when the cards change (other tabs hear the browser's 'storage' event). */
export const CARDS_CHANGED_EVENT = 'rdu-rides:my-arrival-changed';

/** Whether any card is saved; false when storage is blocked (private mode, site data turned off). */
export function hasSavedCards(): boolean {
  try {
    const raw = window.localStorage.getItem(CARDS_KEY);
    return raw !== null && raw !== '[]';
  } catch {
    return false;
  }
}

/**
 * Whether a card is saved, kept current as cards are saved or removed here or in another tab.
 * false in the server's render and while hydrating (the server cannot know), then the browser's answer.
 */
export function useHasSavedCards(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const update = () => setHas(hasSavedCards());
    update();
    const onStorage = (e: StorageEvent) => (e.key === null || e.key === CARDS_KEY) && update();
    window.addEventListener('storage', onStorage);
    window.addEventListener(CARDS_CHANGED_EVENT, update);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CARDS_CHANGED_EVENT, update);
    };
  }, []);
  return has;
}
