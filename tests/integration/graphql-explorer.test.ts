// The GraphQL explorer over HTTP: GET /graphql/explorer answers its own small page (its CSP,
// noindex, the explorer entry's files from the build's manifest, served), while /graphql answers
// GET and POST as it did, and nothing of the explorer reaches the public pages or the worker's
// precache list. Its browser behaviour: tests/e2e/explorer.e2e.ts.
import fs from 'node:fs';
import path from 'node:path';
import { EXPLORER_ENTRY, EXPLORER_TITLE, GRAPHQL_EXPLORER_PATH } from '../../api/domain/explorer';
import { EXPLORER_CSP } from '../../api/http/explorer';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let manifest: { entry: string[]; chunks: Record<string, string[]>; [EXPLORER_ENTRY]: string[] };

beforeAll(async () => {
  server = await startTestServer();
  manifest = JSON.parse(fs.readFileSync(path.join(server.config.webDir, 'manifest.json'), 'utf8'));
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

/** The CSP as a map of directive to its sources. */
const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

describe('GET /graphql/explorer', () => {
  it('answers the explorer page: HTML with its own CSP, noindex, the explorer entry from the build manifest', async () => {
    const res = await fetch(server.url + GRAPHQL_EXPLORER_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const csp = directives(res.headers.get('content-security-policy')!);
    expect(res.headers.get('content-security-policy')).toBe(EXPLORER_CSP);
    // Scripts, workers and requests: this origin only (no CDN, no eval, nothing else to call).
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`<title>${EXPLORER_TITLE}</title>`);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/); // no inline script: script-src 'self' allows none

    const files = manifest[EXPLORER_ENTRY];
    expect(files.filter((f) => /^assets\/explorer\.[0-9a-f]+\.js$/.test(f))).toHaveLength(1);
    expect(files.filter((f) => /^assets\/explorer\.[0-9a-f]+\.css$/.test(f))).toHaveLength(1);
    for (const file of files) {
      expect(html).toContain(`"/${file}"`);
      const asset = await fetch(`${server.url}/${file}`);
      expect({ file, status: asset.status }).toEqual({ file, status: 200 });
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await asset.arrayBuffer();
    }
  });

  it('answers HEAD and a trailing slash or query string alike', async () => {
    const head = await fetch(server.url + GRAPHQL_EXPLORER_PATH, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-security-policy')).toBe(EXPLORER_CSP);
    for (const url of [`${GRAPHQL_EXPLORER_PATH}/`, `${GRAPHQL_EXPLORER_PATH}?utm_source=docs`]) {
      const res = await fetch(server.url + url);
      expect({ url, status: res.status, csp: res.headers.get('content-security-policy') }).toEqual({ url, status: 200, csp: EXPLORER_CSP });
      await res.text();
    }
  });

  it('is none of the public app: not in its entry or chunks, not named by a page, not precached by the worker', async () => {
    const explorerFiles = manifest[EXPLORER_ENTRY];
    const publicFiles = [...manifest.entry, ...Object.values(manifest.chunks).flat()];
    expect(publicFiles.filter((f) => /explorer/.test(f))).toEqual([]);
    expect(publicFiles.filter((f) => explorerFiles.includes(f))).toEqual([]);
    expect(Object.keys(manifest.chunks).filter((name) => /explorer/.test(name))).toEqual([]);
    const home = await (await fetch(server.url + '/')).text();
    expect(home).not.toMatch(/explorer/);
    // The worker's precache list is inlined in sw.js: the explorer's entry, workers and lazy parts stay out.
    const sw = await (await fetch(server.url + '/sw.js')).text();
    const explorerAssets = fs.readdirSync(path.join(server.config.webDir, 'assets')).filter((f) => /^explorer/.test(f) && /\.(js|css)$/.test(f));
    expect(explorerAssets.length).toBeGreaterThanOrEqual(4); // the entry's script and styles, and the editor's workers
    expect(sw).not.toMatch(/explorer/);
  });
});

describe('/graphql itself is unchanged', () => {
  it('GET /graphql without a query is still refused as before (no landing page), as JSON', async () => {
    const res = await fetch(server.url + '/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
    await res.text();
  });

  it('a GET query without a preflight header is still refused by CSRF prevention', async () => {
    const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ places { code } }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/i);
  });

  it('POST /graphql answers the example trip query the explorer opens with', async () => {
    const { EXPLORER_EXAMPLE_QUERY } = await import('../../api/domain/explorer');
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: EXPLORER_EXAMPLE_QUERY }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data?: { trip: { trip: { from: string; to: string }; options: unknown[]; excluded: unknown[] } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data!.trip.trip).toMatchObject({ from: 'RDU Airport', to: 'Downtown Raleigh' });
    expect(body.data!.trip.options.length + body.data!.trip.excluded.length).toBeGreaterThan(0);
  });
});
