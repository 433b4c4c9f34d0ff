// The built web app's own files over HTTP: the service worker and the web app manifest are
// revalidated on every use in every encoding they are served in, and source maps are never
// served (written outside the served folder, named by no bundle, left out of the precache list).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const ENCODINGS = ['identity', 'gzip', 'br'] as const;

describe('cache lifetimes in every encoding', () => {
  it.each(['/sw.js', '/manifest.webmanifest'].flatMap((file) => ENCODINGS.map((encoding) => [file, encoding])))(
    '%s with Accept-Encoding %s: no-cache',
    async (file, encoding) => {
      const res = await fetch(server.url + file, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      // The precompressed copy itself was served, which is where the lifetime used to go wrong.
      expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      await res.arrayBuffer();
    },
  );

  it.each(ENCODINGS)('a fingerprinted bundle stays immutable and an icon keeps a day (Accept-Encoding %s)', async (encoding) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(server.config.webDir, 'manifest.json'), 'utf8')) as { entry: string[] };
    const bundle = manifest.entry.find((f) => f.endsWith('.js'))!;
    const js = await fetch(`${server.url}/${bundle}`, { headers: { 'accept-encoding': encoding } });
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${server.url}/icons/icon.svg`, { headers: { 'accept-encoding': encoding } });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    await Promise.all([js.arrayBuffer(), icon.arrayBuffer()]);
  });
});

describe('source maps', () => {
  const webFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile()).map((f) => f.split(path.sep).join('/'));

  it('are not in the served folder, and no bundle, style sheet or the worker names one', () => {
    const files = webFiles(server.config.webDir);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    const scripts = files.filter((f) => /\.(js|css)$/.test(f));
    expect(scripts.length).toBeGreaterThan(5);
    for (const f of scripts) expect(fs.readFileSync(path.join(server.config.webDir, f), 'utf8')).not.toMatch(/sourceMappingURL/);
  });

  it('are kept for the operator beside the served folder (dist/sourcemaps), one per bundle', () => {
    const maps = path.resolve(server.config.webDir, '..', 'sourcemaps');
    const bundles = webFiles(server.config.webDir).filter((f) => f.startsWith('assets/') && f.endsWith('.js'));
    for (const bundle of bundles) expect(fs.existsSync(path.join(maps, `${bundle}.map`))).toBe(true);
  });

  it("are not in the service worker's precache list", () => {
    const worker = fs.readFileSync(path.join(server.config.webDir, 'sw.js'), 'utf8');
    const urls = [...worker.matchAll(/['"]url['"]:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
    expect(urls).toContain('/manifest.webmanifest');
    expect(urls.filter((u) => u.startsWith('/assets/')).length).toBeGreaterThan(5);
    expect(urls.filter((u) => /\.map$/.test(u))).toEqual([]);
  });

  it("GET /assets/<bundle>.js.map answers 404 for every bundle", async () => {
    const bundles = webFiles(server.config.webDir).filter((f) => f.startsWith('assets/') && /\.(js|css)$/.test(f));
    for (const bundle of bundles) {
      const res = await fetch(`${server.url}/${bundle}.map`);
      expect([bundle, res.status]).toEqual([bundle, 404]);
      await res.arrayBuffer();
    }
  });

  it('a map left in the web folder by an older build or by hand is not served either', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-web-'));
    fs.cpSync(server.config.webDir, webDir, { recursive: true });
    fs.writeFileSync(path.join(webDir, 'assets', 'stale.0123456789.js.map'), '{"version":3,"sources":["web/secret.ts"],"mappings":""}');
    const other = await startTestServer({ env: { WEB_DIR: webDir } });
    try {
      for (const encoding of ENCODINGS) {
        const res = await fetch(`${other.url}/assets/stale.0123456789.js.map`, { headers: { 'accept-encoding': encoding } });
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('secret.ts');
      }
    } finally {
      await other.close();
      await other.cleanup();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
