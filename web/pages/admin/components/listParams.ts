// An admin list's place in its address: page, sort, search (and a list's own filter, such as the
// inbox's unread or the ad spots' type tab) are URL parameters, so a reload, a shared link or Back
// shows the same rows. Changes replace the history entry (as the dashboard's report settings do):
// paging through a list does not fill Back with every page.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The parameter names every admin list uses. */
export const LIST_PARAMS = { page: 'page', size: 'size', sort: 'sort', order: 'order', q: 'q' } as const;

/** `sort=none`: the admin turned a list's default sort off. */
export const NO_SORT = 'none';

export type ParamChanges = Record<string, string | number | null | undefined>;

/**
 * The list's parameters and a way to change some of them at once (null, undefined or '' removes one).
 * The list reads its own copy, changed at once; the address follows it (replaced). The router applies
 * an address change as a transition, and a list reading the address directly would render its old
 * and new variables by turns (each starting a request) until the transition gave up. An address
 * changed from outside (Back, a link to the bare list) is adopted.
 */
export function useListParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [address, setAddress] = useSearchParams();
  const inAddress = address.toString();
  const [query, setQuery] = useState(inAddress);
  // What the address holds as far as this list knows: its own last write, or what it adopted.
  const known = useRef(inAddress);
  useEffect(() => {
    if (inAddress === known.current) return;
    known.current = inAddress;
    setQuery(inAddress);
  }, [inAddress]);
  useEffect(() => {
    if (query === known.current) return;
    known.current = query;
    setAddress(new URLSearchParams(query), { replace: true });
  }, [query, setAddress]);

  const update = useCallback((changes: ParamChanges) => setQuery((current) => withChanges(current, changes)), []);
  const params = useMemo(() => new URLSearchParams(query), [query]);
  return [params, update];
}

function withChanges(query: string, changes: ParamChanges): string {
  const next = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next.toString();
}

/** A whole number of at least 1 from a parameter, else `fallback` (a hand-edited `page=abc` is page 1). */
export function positiveInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 ? n : fallback;
}

/**
 * A search box over the address's `q`: the text as typed, sent with `apply` once typing pauses for
 * `delayMs`; when `q` changes otherwise (Back, a link), the box shows it.
 */
export function useSearchText(q: string, apply: (next: string) => void, delayMs: number): [string, (text: string) => void] {
  const [search, setSearch] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (search.trim() !== q) setSearch(q);
  }
  // `apply` is a new function each render: the timer reads the latest, and restarts only for new text.
  const applyLatest = useRef(apply);
  useEffect(() => {
    applyLatest.current = apply;
  });
  useEffect(() => {
    const next = search.trim();
    if (next === q) return undefined;
    const timer = setTimeout(() => applyLatest.current(next), delayMs);
    return () => clearTimeout(timer);
  }, [search, q, delayMs]);
  return [search, setSearch];
}
