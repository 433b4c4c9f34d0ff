// /sitemap.xml and /robots.txt on the real app: every public page and provider with its date,
// absolute URLs from the request or PUBLIC_URL, kept current through admin writes, and PUBLIC_URL
// checked at start-up.
import http from 'node:http';
import { loadConfig } from '../../api/config';
import { Client, loginAs } from '../support/http';
import { providerPayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

const PUBLIC_URL = 'https://rdurides.example.com';
const PUBLIC_PAGES = ['/', '/providers', '/resources', '/contact', '/faq', '/about', '/privacy', '/terms', '/affiliate-disclosure', '/my-arrival'];
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/;

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
}

/** The sitemap's <url> entries, after checking the document is one urlset of url/loc/lastmod. */
function parseSitemap(xml: string): SitemapUrl[] {
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  expect(xml.trimEnd()).toMatch(/<\/urlset>$/);
  const body = xml.replace(/^<\?xml[^>]*\?>\s*<urlset[^>]*>/, '').replace(/<\/urlset>\s*$/, '');
  const entry = /\s*<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>\s*)?<\/url>/g;
  // Nothing but <url> entries between the urlset tags.
  expect(body.replace(entry, '').trim()).toBe('');
  return [...body.matchAll(entry)].map((m) => ({ loc: m[1], lastmod: m[2] }));
}

const secondsOf = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
const byLoc = (urls: SitemapUrl[]) => new Map(urls.map((u) => [u.loc, u.lastmod]));

/** A GET with a Host header of our choosing (fetch always sends the real one). */
function getWithHost(baseUrl: string, path: string, host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe('without PUBLIC_URL: the request origin', () => {
  let server: TestServer;
  let visitor: Client;
  let admin: Client;

  beforeAll(async () => {
    server = await startTestServer();
    visitor = new Client(server.url);
    admin = new Client(server.url);
    await loginAs(admin, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await server.close();
    await server.cleanup();
  });

  it('lists every public page and every provider, with absolute locs and a lastmod each', async () => {
    const res = await visitor.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const urls = parseSitemap(res.text);
    const providers: any[] = (await visitor.get('/api/providers')).body;
    expect(providers.length).toBeGreaterThanOrEqual(6);

    expect(urls.map((u) => u.loc)).toEqual([
      ...PUBLIC_PAGES.map((path) => `${server.url}${path}`),
      ...providers.map((p) => `${server.url}/providers/${p.slug}`),
    ]);
    for (const u of urls) expect({ loc: u.loc, lastmod: u.lastmod }).toEqual({ loc: u.loc, lastmod: expect.stringMatching(W3C_DATE) });

    const lastmod = byLoc(urls);
    for (const p of providers) expect(lastmod.get(`${server.url}/providers/${p.slug}`)).toBe(secondsOf(p.updatedAt));
    const newestProvider = providers.map((p) => secondsOf(p.updatedAt)).sort().pop()!;
    const resources: any[] = (await visitor.get('/api/resources')).body;
    const newestResource = resources.map((r) => secondsOf(r.updatedAt)).sort().pop()!;
    expect(lastmod.get(`${server.url}/providers`)).toBe(newestProvider);
    expect(lastmod.get(`${server.url}/resources`)).toBe(newestResource);
    expect(lastmod.get(`${server.url}/`)! >= newestProvider && lastmod.get(`${server.url}/`)! >= newestResource).toBe(true);
    expect(lastmod.get(`${server.url}/affiliate-disclosure`)).toBe('2025-04-21');
    for (const path of ['/about', '/privacy', '/terms']) expect(lastmod.get(`${server.url}${path}`)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('follows admin writes: a new provider appears, a new slug replaces the old, a deleted one goes', async () => {
    const payload = providerPayload();
    const created = await admin.post('/api/admin/providers', payload);
    expect(created.status).toBe(201);
    const locOf = (slug: string) => `${server.url}/providers/${slug}`;

    let lastmod = byLoc(parseSitemap((await visitor.get('/sitemap.xml')).text));
    expect(lastmod.get(locOf(payload.slug))).toBe(secondsOf(created.body.updatedAt));
    expect(lastmod.get(`${server.url}/providers`)).toBe(secondsOf(created.body.updatedAt));

    const renamed = await admin.put(`/api/admin/providers/${created.body.id}`, { ...payload, slug: `${payload.slug}renamed` });
    expect(renamed.status).toBe(200);
    lastmod = byLoc(parseSitemap((await visitor.get('/sitemap.xml')).text));
    expect(lastmod.has(locOf(payload.slug))).toBe(false);
    expect(lastmod.has(locOf(`${payload.slug}renamed`))).toBe(true);

    expect((await admin.delete(`/api/admin/providers/${created.body.id}`)).status).toBe(200);
    const locs = parseSitemap((await visitor.get('/sitemap.xml')).text).map((u) => u.loc);
    expect(locs.some((loc) => loc.includes(payload.slug))).toBe(false);
  });

  it('is not kept in the prepared cache, so a forged Host header reaches nobody else', async () => {
    const forged = await getWithHost(server.url, '/sitemap.xml', 'evil.example');
    expect(forged.status).toBe(200);
    expect(forged.body).toContain('<loc>http://evil.example/</loc>');
    const next = await visitor.get('/sitemap.xml');
    expect(next.headers.get('x-cache')).toBeNull();
    expect(next.text).not.toContain('evil.example');
    expect(next.text).toContain(`<loc>${server.url}/</loc>`);
  });

  it('robots.txt keeps crawlers out of the back office and the APIs and names the absolute sitemap', async () => {
    const res = await visitor.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/api', '/graphql', '/ad-frame/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

describe('with PUBLIC_URL', () => {
  let server: TestServer;
  let visitor: Client;
  let admin: Client;

  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: `${PUBLIC_URL}/ignored/path/` } });
    visitor = new Client(server.url);
    admin = new Client(server.url);
    await loginAs(admin, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await server.close();
    await server.cleanup();
  });

  it('builds every loc and the robots sitemap line on the configured origin', async () => {
    const urls = parseSitemap((await visitor.get('/sitemap.xml')).text);
    expect(urls.length).toBeGreaterThan(PUBLIC_PAGES.length);
    for (const u of urls) expect(u.loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(urls.map((u) => u.loc).slice(0, PUBLIC_PAGES.length)).toEqual(PUBLIC_PAGES.map((path) => `${PUBLIC_URL}${path}`));
    expect((await visitor.get('/robots.txt')).text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // The Host header no longer matters.
    const forged = await getWithHost(server.url, '/robots.txt', 'evil.example');
    expect(forged.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('answers repeat reads from the prepared cache, and a write shows on the very next read', async () => {
    const miss = await visitor.get('/sitemap.xml');
    const hit = await visitor.get('/sitemap.xml');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.text).toBe(miss.text);
    for (const h of ['content-type', 'cache-control', 'etag']) expect(hit.headers.get(h)).toBe(miss.headers.get(h));

    const payload = providerPayload();
    const created = await admin.post('/api/admin/providers', payload);
    expect(created.status).toBe(201);
    const after = await visitor.get('/sitemap.xml');
    expect(after.headers.get('x-cache')).toBeNull();
    expect(after.text).toContain(`<loc>${PUBLIC_URL}/providers/${payload.slug}</loc>`);

    expect((await admin.delete(`/api/admin/providers/${created.body.id}`)).status).toBe(200);
    expect((await visitor.get('/sitemap.xml')).text).not.toContain(payload.slug);
  });
});

describe('PUBLIC_URL at start-up', () => {
  const base = { NODE_ENV: 'test', SESSION_SECRET: 'unit-secret', LOG_LEVEL: 'silent' };

  it.each(['rdurides.example.com', 'ftp://rdurides.example.com', '/relative', 'https://', 'not a url'])('rejects %j with a message naming PUBLIC_URL', (value) => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: value })).toThrow(/^PUBLIC_URL must be an absolute http\(s\) URL/);
  });

  it('keeps only the origin, and is null when unset', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://rdurides.example.com/some/path/?q=1' }).publicUrl).toBe('https://rdurides.example.com');
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://localhost:8080/' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig(base).publicUrl).toBeNull();
    expect(loadConfig({ ...base, PUBLIC_URL: '' }).publicUrl).toBeNull();
  });
});
