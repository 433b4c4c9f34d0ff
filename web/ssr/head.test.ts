// Moved from web/components/layout/PublicLayout.test.tsx with applyPageMeta (now ./headWriter.ts); the head the browser
// writes is the one the server writes.
import { headElements, headElementHtml } from '../../api/domain/head';
import { STATIC_PAGES } from '../../api/domain/pageMeta';
import { applyPageMeta } from './headWriter';

describe('applyPageMeta', () => {
  it('sets the title, the description and the robots hint', () => {
    applyPageMeta({ title: 'Missing | RDU Rides', description: 'Nothing here', noindex: true });
    expect(document.title).toBe('Missing | RDU Rides');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Nothing here');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    applyPageMeta(STATIC_PAGES['/']);
    expect(document.title).toBe('RDU Rides | Compare & Book Transportation');
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')!.length).toBeLessThanOrEqual(155);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("writes the same head as the server's document for the page now shown (JSON-LD aside)", () => {
    window.history.replaceState(null, '', '/providers/oakcity');
    const meta = { title: 'Oak City Shared Ride - Shared Shuttle | RDU Rides', description: 'A shared ride. '.repeat(20), image: '/uploads/oak.webp' };
    applyPageMeta(meta);
    const server = headElements({ ...meta, path: '/providers/oakcity' }, window.location.origin).map(headElementHtml);
    const browser = [`<title>${document.title}</title>`, ...Array.from(document.head.querySelectorAll('meta:not([name="emotion-insertion-point"]), link'), (e) => e.outerHTML)];
    expect(new Set(browser)).toEqual(new Set(server));
    // A page out of search engines names no address of its own: the canonical link and og:url go.
    applyPageMeta({ title: 'Page Not Found | RDU Rides', description: 'Nothing here', noindex: true });
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', `${window.location.origin}/icons/icon-512.png`);
  });
});
