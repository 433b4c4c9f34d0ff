// The server-rendered public pages over HTTP (the built web app's renderer on the real app): every
// route's status, content and <head> (title, description, canonical, Open Graph, Twitter card,
// JSON-LD that parses), the data handed to the browser, stored text that cannot break out of the
// page, the prepared-bytes cache (ETag, invalidation by a write), precompressed files, the admin
// shell and the contact form's native POST.
import zlib from 'node:zlib';
import { Client, loginAs } from '../support/http';
import { providerPayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

const PUBLIC_URL = 'https://rdurides.example.com';

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function page(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const attr = (html: string, selector: RegExp): string | undefined => selector.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"');
const meta = (html: string, key: string) => attr(html, new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`));
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)">/);
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
const state = (html: string) => JSON.parse(/<script type="application\/json" id="__APOLLO_STATE__">([\s\S]*?)<\/script>/.exec(html)![1]) as Record<string, unknown>;
/** The text of the server-rendered markup (tags dropped, entities read, white space collapsed). */
const text = (html: string) =>
  (/<div id="root"(?: data-ssr)?>([\s\S]*)<\/div><script type="application\/json" id="__APOLLO_STATE__">/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const ROUTES: { path: string; status: number; title: string; texts: string[] }[] = [
  { path: '/', status: 200, title: 'RDU Rides | Compare & Book Transportation', texts: ['Top RDU Shuttle Providers', 'Trusted by 10,000+ travelers monthly', 'Triangle Airport Express', 'Frequently Asked Questions', 'Send Message'] },
  { path: '/providers', status: 200, title: 'RDU Shuttle Providers | RDU Rides', texts: ['All providers (6)', 'Bull City Cab Co.', 'Starting from'] },
  { path: '/providers/triangleairportexpress', status: 200, title: 'Triangle Airport Express - Shuttle Van | RDU Rides', texts: ['About Triangle Airport Express', 'Service Details', 'Stops on this route', 'Why Book With Us'] },
  { path: '/resources', status: 200, title: 'RDU Travel Resources | RDU Rides', texts: ['All Resources', 'Hotels Near RDU Airport'] },
  { path: '/resources?filter=HOTELS', status: 200, title: 'RDU Travel Resources | RDU Rides', texts: ['Hotels Near RDU Airport'] },
  { path: '/contact', status: 200, title: 'Contact Us | RDU Rides', texts: ['Mon-Fri 8am-8pm', 'Send Message'] },
  { path: '/faq', status: 200, title: 'Frequently Asked Questions | RDU Rides', texts: ['Where do shuttles and taxis pick up at RDU?'] },
  { path: '/about', status: 200, title: 'About Us | RDU Rides', texts: ['About Us'] },
  { path: '/privacy', status: 200, title: 'Privacy Policy | RDU Rides', texts: ['not intended for children under 16'] },
  { path: '/terms', status: 200, title: 'Terms of Service | RDU Rides', texts: ['Terms of Service'] },
  { path: '/affiliate-disclosure', status: 200, title: 'Affiliate Disclosure | RDU Rides', texts: ['Last updated: April 21, 2025'] },
  { path: '/providers/no-such-provider', status: 404, title: 'Provider Not Found | RDU Rides', texts: ['Provider Not Found', 'The shuttle provider you are looking for could not be found.'] },
  { path: '/no-such-page', status: 404, title: 'Page Not Found | RDU Rides', texts: ['Did you forget to add the page to the router?'] },
];

describe('server-rendered pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    await server.cleanup();
  });

  it.each(ROUTES.map((r) => [r.path, r] as const))('%s: status, content and head', async (_path, route) => {
    const { status, headers, html } = await page(server, route.path);
    expect(status).toBe(route.status);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(title(html)).toBe(route.title);
    for (const t of route.texts) expect(text(html)).toContain(t);
    const description = meta(html, 'description')!;
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(meta(html, 'og:title')).toBe(route.title);
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'twitter:card')).toMatch(/^summary(_large_image)?$/);
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    for (const data of jsonLd(html)) expect(data['@context']).toBe('https://schema.org');
    if (route.status === 404) {
      expect(meta(html, 'robots')).toBe('noindex');
      expect(canonical(html)).toBeUndefined();
    } else {
      expect(meta(html, 'robots')).toBeUndefined();
      // Absolute, on the request's origin (no PUBLIC_URL here), with only the query the page reads.
      expect(canonical(html)).toBe(server.url + route.path);
      expect(meta(html, 'og:url')).toBe(server.url + route.path);
    }
    // The data the page was rendered from goes with it: the browser hydrates without asking again.
    expect(Object.keys(state(html)).length).toBeGreaterThan(0);
  });

  it('describes the site on the home page, each provider on its page and the questions on /faq (JSON-LD)', async () => {
    const home = jsonLd((await page(server, '/')).html);
    expect(home.map((d) => d['@type'])).toEqual(['WebSite', 'Organization']);
    expect(home[0]).toMatchObject({ name: 'RDU Rides', url: `${server.url}/` });

    const { html } = await page(server, '/providers/triangleairportexpress');
    const [service] = jsonLd(html);
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'Triangle Airport Express',
      serviceType: 'Shuttle Van',
      url: `${server.url}/providers/triangleairportexpress`,
      provider: { '@type': 'LocalBusiness', name: 'Triangle Airport Express', priceRange: expect.stringMatching(/^\$/) },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: expect.any(Number), bestRating: 5, worstRating: 1 },
    });
    expect(JSON.stringify(service.areaServed)).toContain('RDU');
    // The provider's own image and name on the share card.
    expect(meta(html, 'og:title')).toBe('Triangle Airport Express - Shuttle Van | RDU Rides');
    expect(meta(html, 'og:image')).toBe(`${server.url}/demo/providers/triangleairportexpress.svg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    const [faq] = jsonLd((await page(server, '/faq')).html);
    expect(faq['@type']).toBe('FAQPage');
    expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toContain('Where do shuttles and taxis pick up at RDU?');
  });

  it('keeps stored text inert: a description holding </script><script>alert(1)</script> is shown as text', async () => {
    const admin = new Client(server.url);
    await loginAs(admin, ADMIN.username, ADMIN.password);
    const evil = '</script><script>alert(1)</script> <!-- & "quotes" \u2028 end';
    const created = await admin.post('/api/admin/providers', providerPayload({ description: `Safe rides. ${evil}`, shortDescription: 'Short </script>' }));
    expect(created.status).toBe(201);
    const { status, html } = await page(server, `/providers/${created.body.slug}`);
    expect(status).toBe(200);
    // Nowhere in the page can the text end a script element or open one.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)!.length).toBe(html.match(/<script\b/g)!.length);
    // It is shown as text, and reads back whole from the data handed to the browser and the JSON-LD.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const provider = Object.values(state(html)).find((v) => (v as { slug?: string }).slug === created.body.slug) as { description: string };
    expect(provider.description).toBe(`Safe rides. ${evil}`);
    expect((jsonLd(html)[0] as { description: string }).description).toBe(`Safe rides. ${evil}`);
  });

  it('keeps a page once per path and content version, with security headers, until any write', async () => {
    const first = await page(server, '/providers');
    const again = await page(server, '/providers?utm_source=newsletter');
    expect(again.headers.get('x-cache')).toBe('HIT'); // the same page: the unread parameter changes nothing
    expect(again.html).toBe(first.html);
    for (const answer of [first, again]) {
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'sha256-");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('cache-control')).toBe('public, no-cache');
    }
    const etag = first.headers.get('etag')!;
    expect((await page(server, '/providers', { 'if-none-match': etag })).status).toBe(304);

    const admin = new Client(server.url);
    await loginAs(admin, ADMIN.username, ADMIN.password);
    const created = await admin.post('/api/admin/providers', providerPayload({ name: 'Freshly Added Shuttle' }));
    expect(created.status).toBe(201);
    const after = await page(server, '/providers', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('x-cache')).toBe('MISS'); // rendered afresh
    expect(text(after.html)).toContain('Freshly Added Shuttle');
  });

  it('sends pages and built files compressed: brotli or gzip as the browser asks, made once', async () => {
    const brPage = await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'br' } });
    await brPage.arrayBuffer();
    const cached = await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(cached.headers.get('content-encoding')).toBe('br');
    const html = await (await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'identity' } })).text();
    const script = /"(\/assets\/main\.[^"]+\.js)"/.exec(html)![1];
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const res = await fetch(server.url + script, { headers: { 'accept-encoding': accept } });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // fetch() decodes what it asked for; the raw file is JavaScript either way.
      expect(body.toString('utf8', 0, 200)).not.toMatch(/^\s*$/);
    }
    // The precompressed copy is the file: decompressing the .br gives the same bytes.
    const raw = Buffer.from(await (await fetch(server.url + script, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    const brFile = Buffer.from(await (await fetch(`${server.url}${script}.br`)).arrayBuffer());
    expect(zlib.brotliDecompressSync(brFile).equals(raw)).toBe(true);
  });

  it('answers admin pages with an empty shell the browser renders, kept out of search engines', async () => {
    const { status, headers, html } = await page(server, '/admin/providers/edit/3');
    expect(status).toBe(200);
    expect(meta(html, 'robots')).toBe('noindex');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('__APOLLO_STATE__');
    expect(headers.get('cache-control')).toBe('private, no-cache');
    expect((await page(server, '/admin/no-such-page')).status).toBe(404); // falls through to the public not-found page
  });

  it('takes the contact form posted without scripts: stored and answered with the thank-you page, or shown again with what was typed', async () => {
    const form = (fields: Record<string, string>) =>
      fetch(`${server.url}/contact`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' });
    const refused = await form({ name: 'A', email: 'not-an-email', subject: 'Hi there', message: 'short' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const refusedHtml = await refused.text();
    for (const message of ['Name must be at least 2 characters', 'Please enter a valid email address', 'Message must be at least 10 characters']) expect(text(refusedHtml)).toContain(message);
    expect(refusedHtml).toContain('value="not-an-email"');
    expect(refusedHtml).toContain('value="Hi there"');

    const subject = `Posted without scripts ${Date.now()}`;
    const sent = await form({ name: 'Ada Lovelace', email: 'ada@example.com', subject, message: 'Is there a late shuttle to Durham?' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?sent=1');
    expect(text((await page(server, '/contact?sent=1')).html)).toContain('Thank you for your message. We will get back to you soon!');

    const admin = new Client(server.url);
    await loginAs(admin, ADMIN.username, ADMIN.password);
    const contacts = (await admin.get('/api/admin/contacts')).body as { subject: string; name: string }[];
    expect(contacts.filter((c) => c.subject === subject)).toEqual([expect.objectContaining({ name: 'Ada Lovelace' })]);
    expect(contacts.some((c) => c.subject === 'Hi there')).toBe(false); // nothing stored when refused
  });

  it('answers a malformed Host header with 400, not a page built on it', async () => {
    const res = await new Promise<number>((resolve, reject) => {
      const req = require('node:http').get(`${server.url}/about`, { headers: { host: 'bad host name' } }, (r: { statusCode: number; resume(): void }) => {
        r.resume();
        resolve(r.statusCode);
      });
      req.on('error', reject);
    });
    expect(res).toBe(400);
  });
});

describe('server-rendered pages with PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await server.close();
    await server.cleanup();
  });

  it('builds canonical, Open Graph and JSON-LD URLs on the public origin', async () => {
    const { html } = await page(server, '/resources?filter=HOTELS&utm_campaign=x');
    expect(canonical(html)).toBe(`${PUBLIC_URL}/resources?filter=HOTELS`);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/resources?filter=HOTELS`);
    const provider = await page(server, '/providers/bullcitycab');
    expect(canonical(provider.html)).toBe(`${PUBLIC_URL}/providers/bullcitycab`);
    expect(jsonLd(provider.html)[0]).toMatchObject({ url: `${PUBLIC_URL}/providers/bullcitycab` });
  });
});
