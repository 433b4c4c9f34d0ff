// The server-rendered public pages over HTTP (the built web app's renderer on the real app): every
// route's status, content and <head> (title, description, canonical, Open Graph, Twitter card,
// JSON-LD that parses), the data handed to the browser, stored text that cannot break out of the
// page, the prepared-bytes cache (ETag, invalidation by a write), precompressed files, the admin
// shell and the contact form's native POST.
import zlib from 'node:zlib';
import { Client, loginAs } from '../support/http';
import { CONTACT_WORDS } from '../../api/domain/factTexts';
import { factsPayload, providerPayload } from '../support/factories';
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
  { path: '/privacy', status: 200, title: 'Privacy Policy | RDU Rides', texts: ['not intended for children under 16', 'is kept only in your browser', 'It is never sent to us or to anyone else'] },
  { path: '/terms', status: 200, title: 'Terms of Service | RDU Rides', texts: ['Terms of Service'] },
  { path: '/affiliate-disclosure', status: 200, title: 'Affiliate Disclosure | RDU Rides', texts: ['Last updated: April 21, 2025'] },
  // The same page for everyone: the cards are in the visitor's browser, never on the server.
  { path: '/my-arrival', status: 200, title: 'My arrival | RDU Rides', texts: ['Nothing you save here is sent to us or to anyone else', 'reading them needs JavaScript'] },
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
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, bestRating: 5, worstRating: 1, ratingCount: 1284, reviewCount: 1284 },
    });
    expect(JSON.stringify(service.areaServed)).toContain('RDU');
    // The provider's own image and name on the share card.
    expect(meta(html, 'og:title')).toBe('Triangle Airport Express - Shuttle Van | RDU Rides');
    // Its picture is an SVG, which link previews do not draw: shared as a JPEG made from it (issue 24, item 8).
    expect(meta(html, 'og:image')).toBe(`${server.url}/share-image.jpg?src=%2Fdemo%2Fproviders%2Ftriangleairportexpress.svg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    const [faq] = jsonLd((await page(server, '/faq')).html);
    expect(faq['@type']).toBe('FAQPage');
    expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toContain('Where do shuttles and taxis pick up at RDU?');
  });

  it('states a provider\'s facts in its page: capacity, places, hours per day, meeting points, policies, accessibility, the reviews behind the rating, when checked', async () => {
    const { status, html } = await page(server, '/providers/oakcitysharedride');
    expect(status).toBe(200);
    const body = text(html);
    for (const fact of [
      'Details checked on November 20, 2026',
      'Capacity Up to 6 passengers, 6 large bags per booking',
      'To and from RDU Downtown Raleigh, Cary, Garner',
      'Fares from RDU Downtown Raleigh: $18.50 per person Cary: $24.00 per person Garner: $39.00 per person',
      'Rating 4.5 out of 5 from 642 Google reviews',
      'Service hours Every day 5am\u2013midnight',
      'Monday 5am\u2013midnight',
      'Sunday 5am\u2013midnight',
      'Where to meet at RDU Terminal 1 and Terminal 2 Shared-ride stop outside baggage claim',
      'Flight tracking No: tell the provider yourself if your flight is late',
      'Cancellation A missed departure can be moved to a later one the same day at no charge.',
      'Accessibility Wheelchair-accessible vehicle No Folding wheelchair Yes: it travels with the luggage Service animals Welcome',
    ]) expect(body).toContain(fact);
    // No phone or e-mail entered: neither is shown (nothing made up), the booking site instead.
    expect(html).not.toMatch(/href="(tel|mailto):/);
    expect(body).toContain(CONTACT_WORDS.none('Oak City Shared Ride'));
    expect(body).not.toContain('24 Hours');
  });

  it('links the phone and e-mail a provider entered, and keeps SPEC\'s texts for one without facts', async () => {
    const admin = new Client(server.url);
    await loginAs(admin, ADMIN.username, ADMIN.password);
    const withFacts = await admin.post('/api/admin/providers', providerPayload({ ...factsPayload(), name: 'Facts Entered Shuttle' }));
    expect(withFacts.status).toBe(201);
    const entered = await page(server, `/providers/${withFacts.body.slug}`);
    expect(entered.html).toContain('href="tel:+19195550142"');
    expect(entered.html).toContain('href="mailto:rides@example.com"');
    expect(text(entered.html)).toContain('(919) 555-0142');
    expect(text(entered.html)).toContain('Friday 6pm\u20132am');
    expect(text(entered.html)).toContain('Saturday Closed');
    expect(text(entered.html)).toContain('Terminal 1 Baggage claim, carousel 3. Terminal 2 Door 5, commercial lane.');

    const bare = await admin.post('/api/admin/providers', providerPayload({ name: 'No Facts Shuttle' }));
    expect(bare.status).toBe(201);
    const spec = await page(server, `/providers/${bare.body.slug}`);
    const body = text(spec.html);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) expect(body).toContain(`${day} 24 Hours`);
    expect(spec.html).not.toMatch(/href="(tel|mailto):/);
    expect(body).toContain(CONTACT_WORDS.none('No Facts Shuttle'));
    expect(body).toContain('Rating 4.2 out of 5 Service hours 24 Hours');
    expect(body).not.toMatch(/Details checked on|reviews|Where to meet at RDU|Waiting, delays and cancellation/);
  });

  it('gives each provider JSON-LD that holds together: hours as OpeningHoursSpecification, a rating only with its count', async () => {
    const DAY = /^https:\/\/schema\.org\/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;
    const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
    /** The shape schema.org and search engines read: types, required values, no placeholder contact. */
    const checkShape = (service: Record<string, any>, enteredPhone?: string) => {
      expect(service['@context']).toBe('https://schema.org');
      expect(service['@type']).toBe('Service');
      expect(service.provider['@type']).toBe('LocalBusiness');
      for (const spec of service.provider.openingHoursSpecification) {
        expect(spec['@type']).toBe('OpeningHoursSpecification');
        expect(spec.dayOfWeek.length).toBeGreaterThan(0);
        for (const day of spec.dayOfWeek) expect(day).toMatch(DAY);
        expect(spec.opens).toMatch(TIME);
        expect(spec.closes).toMatch(TIME);
        expect(spec.closes > spec.opens).toBe(true); // past-midnight hours are split at midnight
      }
      if (service.aggregateRating) {
        expect(service.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, worstRating: 1 });
        expect(service.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1);
        expect(service.aggregateRating.ratingValue).toBeLessThanOrEqual(5);
        expect(Number.isInteger(service.aggregateRating.ratingCount) && service.aggregateRating.ratingCount >= 1).toBe(true);
        expect(service.aggregateRating.reviewCount).toBe(service.aggregateRating.ratingCount);
      }
      // Only a phone and an e-mail the provider entered: nothing made up (a 555-01xx number, an example.com address) stands in.
      if (!enteredPhone) expect(JSON.stringify(service)).not.toMatch(/555-01\d\d/);
      expect(JSON.stringify(service)).not.toMatch(/@[a-z0-9]+\.example\.com/);
    };

    const oak = jsonLd((await page(server, '/providers/oakcitysharedride')).html)[0] as Record<string, any>;
    checkShape(oak);
    expect(oak.provider.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`), opens: '05:00', closes: '23:59' },
    ]);
    expect(oak.aggregateRating).toMatchObject({ ratingValue: 4.5, ratingCount: 642, reviewCount: 642, author: { '@type': 'Organization', name: 'Google' } });

    const tae = jsonLd((await page(server, '/providers/triangleairportexpress')).html)[0] as Record<string, any>;
    checkShape(tae);
    expect(tae.provider.openingHoursSpecification).toEqual([expect.objectContaining({ opens: '00:00', closes: '23:59' })]);
    expect(tae.provider.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);

    const admin = new Client(server.url);
    await loginAs(admin, ADMIN.username, ADMIN.password);
    const late = await admin.post('/api/admin/providers', providerPayload({ ...factsPayload() }));
    expect(late.status).toBe(201);
    const lateLd = jsonLd((await page(server, `/providers/${late.body.slug}`)).html)[0] as Record<string, any>;
    checkShape(lateLd, '(919) 555-0142');
    expect(lateLd.provider).toMatchObject({ telephone: '(919) 555-0142', email: 'rides@example.com' });
    expect(lateLd.provider.openingHoursSpecification.map((s: { dayOfWeek: string[]; opens: string; closes: string }) => `${s.dayOfWeek.join(',').replace(/https:\/\/schema\.org\//g, '')} ${s.opens}-${s.closes}`)).toEqual([
      'Monday 05:00-23:00',
      'Friday 18:00-23:59',
      'Saturday 00:00-02:00',
    ]);

    const bare = await admin.post('/api/admin/providers', providerPayload());
    const bareLd = jsonLd((await page(server, `/providers/${bare.body.slug}`)).html)[0] as Record<string, any>;
    checkShape(bareLd);
    expect(bareLd).not.toHaveProperty('aggregateRating');
    expect(bareLd.provider).not.toHaveProperty('telephone');
  });

  it('cards state capacity, the places the search reads, hours and the reviews behind the rating; no page promises reviews it does not have', async () => {
    const list = text((await page(server, '/providers')).html);
    expect(list).toContain('Triangle Airport Express 4.8 from 1,284 Google reviews');
    expect(list).toContain('Capacity Up to 14 passengers, 28 large bags To and from RDU Downtown Raleigh, Cary, Morrisville, Research Triangle Park, Wake Forest, Garner Hours 24 Hours');
    expect(list).toContain('Capacity Up to 6 passengers, 6 large bags To and from RDU Downtown Raleigh, Cary, Garner Hours Every day 5am\u2013midnight');
    expect(list).toContain('4.3 from 87 reviews on Tripadvisor');
    const home = text((await page(server, '/')).html);
    expect(home).toContain('Top RDU Shuttle Providers');
    expect(home).toContain('Hours 24 Hours');
    for (const html of [home, list, text((await page(server, '/affiliate-disclosure')).html), text((await page(server, '/about')).html)]) {
      expect(html).not.toMatch(/best-reviewed|Rated by real travellers|Ratings and reviews for every provider|prices and reviews/i);
    }
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
