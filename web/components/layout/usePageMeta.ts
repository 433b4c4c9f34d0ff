// Keeps document.title, the meta description and the robots hint in step with client-side
// navigation (the server writes them into the first HTML answer; see api/domain/site.ts).
import { useEffect } from 'react';
import type { PageMeta } from '../../../api/domain/site';

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
  const robots = document.head.querySelector('meta[name="robots"]');
  if (meta.noindex && !robots) metaTag('meta[name="robots"]', named('robots')).content = 'noindex';
  if (!meta.noindex && robots) robots.remove();
}

export function usePageMeta(meta: PageMeta | null | undefined): void {
  const title = meta?.title;
  const description = meta?.description;
  const noindex = meta?.noindex;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    applyPageMeta({ title, description, noindex });
  }, [title, description, noindex]);
}
