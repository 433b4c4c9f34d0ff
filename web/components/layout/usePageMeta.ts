// A page says its title, description, share image and structured data once, here. On the server
// the renderer collects them for the page's <head> (with the HTTP status a page may set); in the
// browser, client-side navigation keeps document.title and the meta tags in step.
import { createContext, useContext, useEffect } from 'react';
import type { PageMeta } from '../../../api/domain/site';

export interface PageHeadInput extends PageMeta {
  /** The page's own image for link previews (site-relative or absolute). */
  image?: string | null;
  /** JSON-LD for crawlers, built with the site's public origin (server only). */
  jsonLd?: (origin: string) => object[];
}

/** Filled while the server renders one page (web/server/render.tsx); absent in the browser. */
export interface ServerPageRecord {
  meta: PageHeadInput | null;
  status: number;
  /** The moment (ms since the epoch) the page's content stops holding: a trip's answer, which depends on the clock. */
  validUntil?: number;
}

export const ServerPageContext = createContext<ServerPageRecord | null>(null);

function metaTag(selector: string, create: () => HTMLMetaElement): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(selector);
  if (!tag) {
    tag = create();
    document.head.appendChild(tag);
  }
  return tag;
}

export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  const named = (name: string) => () => Object.assign(document.createElement('meta'), { name });
  const property = (prop: string) => () => {
    const m = document.createElement('meta');
    m.setAttribute('property', prop);
    return m;
  };
  metaTag('meta[name="description"]', named('description')).content = meta.description;
  metaTag('meta[property="og:title"]', property('og:title')).content = meta.title;
  metaTag('meta[property="og:description"]', property('og:description')).content = meta.description;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = new URL(window.location.pathname + window.location.search, canonical.href).href;
  const robots = document.head.querySelector('meta[name="robots"]');
  if (meta.noindex && !robots) metaTag('meta[name="robots"]', named('robots')).content = 'noindex';
  if (!meta.noindex && robots) robots.remove();
}

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
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    applyPageMeta({ title, description, noindex });
  }, [title, description, noindex]);
}
