// The page's <head>: a page says its title, description, share image and structured data once,
// here (usePageMeta). On the server the renderer collects them for the document's head (with the
// HTTP status a page may set); in the browser, client-side navigation puts the same head
// (headElements, api/domain/head.ts) in document.head (./headWriter.ts).
import { createContext, useContext, useEffect } from 'react';
import type { PageMeta } from '../../api/domain/site';

export interface PageHeadInput extends PageMeta {
  /** The page's own image for link previews (site-relative or absolute). */
  image?: string | null;
  /** JSON-LD for crawlers, built with the site's public origin (server only). */
  jsonLd?: (origin: string) => object[];
}

/** Filled while the server renders one page (web/ssr/render.tsx); absent in the browser. */
export interface ServerPageRecord {
  meta: PageHeadInput | null;
  status: number;
  /** The moment (ms since the epoch) the page's content stops holding: a trip's answer, which depends on the clock. */
  validUntil?: number;
}

export const ServerPageContext = createContext<ServerPageRecord | null>(null);

/** The HTTP status of the page being rendered on the server (e.g. 404); nothing in the browser. */
export function useHttpStatus(status: number): void {
  const record = useContext(ServerPageContext);
  if (record) record.status = status;
}

/**
 * The page shows something that depends on the clock (a trip's answer: what is open, what can
 * still be booked): the server keeps its rendered copy no longer than `validUntil` (ms since the
 * epoch; the earliest such moment wins).
 */
export function usePageValidUntil(validUntil: number | null | undefined): void {
  const record = useContext(ServerPageContext);
  if (record && validUntil != null) record.validUntil = Math.min(record.validUntil ?? Infinity, validUntil);
}

export function usePageMeta(meta: PageHeadInput | null | undefined): void {
  const record = useContext(ServerPageContext);
  if (record && meta) record.meta = meta;
  const title = meta?.title;
  const description = meta?.description;
  const noindex = meta?.noindex;
  const image = meta?.image;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    let current = true;
    // The writer loads after the first render, outside the first-load script: the server's
    // document already has this head, and on a later navigation the chunk is there (precached).
    void import(/* webpackChunkName: "part-head" */ './headWriter').then(({ applyPageMeta }) => current && applyPageMeta({ title, description, noindex, image }));
    return () => {
      current = false;
    };
  }, [title, description, noindex, image]);
}
