// The built web app's own files over HTTP: the service worker and the web app manifest are
// revalidated on every use in every encoding they are served in.
import fs from 'node:fs';
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
