// The page's <head> in the browser: on client-side navigation, the same head the server writes
// (headElements, api/domain/head.ts) for the page now shown, put in document.head. Loaded by
// usePageMeta (./head.ts) after the first render, outside the first-load script.
import { headElements } from '../../api/domain/head';
import type { PageMeta } from '../../api/domain/site';

/** The origin the server wrote the page's addresses with (PUBLIC_URL may differ from this window's), read once. */
let headOrigin: string | null = null;
function originOfHead(): string {
  const named = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href || document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    return named ? new URL(named).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/** The head's one element for `selector`, made when missing. */
function headElement<T extends Element>(selector: string, create: () => T): T {
  let element = document.head.querySelector<T>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  return element;
}

/** Elements a page's head may leave out (headElements): removed when the next page's has none. */
const OPTIONAL = ['meta[name="robots"]', 'link[rel="canonical"]', 'meta[property="og:url"]'];

/**
 * Client-side navigation: the same head the server writes (headElements, api/domain/head.ts) for
 * the page now shown, put in document.head. JSON-LD is for crawlers, which read the server's
 * document: it is not written here.
 */
export function applyPageMeta(meta: PageMeta & { image?: string | null }): void {
  headOrigin ??= originOfHead();
  const written = new Set<Element>();
  for (const element of headElements({ ...meta, path: meta.canonicalPath ?? window.location.pathname + window.location.search }, headOrigin)) {
    if (element.tag === 'title') {
      document.title = element.text;
    } else if (element.tag === 'meta') {
      const tag = headElement(`meta[${element.attr}="${element.key}"]`, () => {
        const created = document.createElement('meta');
        created.setAttribute(element.attr, element.key);
        return created;
      });
      tag.content = element.content;
      written.add(tag);
    } else if (element.tag === 'link') {
      const link = headElement(`link[rel="${element.rel}"]`, () => Object.assign(document.createElement('link'), { rel: element.rel }));
      link.href = element.href;
      written.add(link);
    }
  }
  for (const selector of OPTIONAL) {
    const element = document.head.querySelector(selector);
    if (element && !written.has(element)) element.remove();
  }
}

