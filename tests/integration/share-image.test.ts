// og:image for the site's SVG and WebP pictures is a JPEG link previews draw (issue 24, item 8):
// made from the picture with the library the upload path re-encodes with, 1200×630, cached; only
// the site's own pictures (the demo images and uploads), never a path outside them.
import sharp from 'sharp';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');

it('a demo provider page shares a JPEG made from its SVG picture', async () => {
  const html = await (await fetch(`${server.url}/providers/bullcitycab`)).text();
  const image = ogImage(html)!;
  expect(image).toBe(`${server.url}/share-image.jpg?src=%2Fdemo%2Fproviders%2Fbullcitycab.svg`);
  const res = await fetch(image);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  // Kept: the same bytes and validator again.
  const again = await fetch(image);
  expect(again.headers.get('etag')).toBe(res.headers.get('etag'));
  expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
});

it('makes one from an uploaded WebP too', async () => {
  const admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1565c0' } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'van.png');
  const upload = await fetch(`${server.url}/api/admin/uploads`, { method: 'POST', body: form, headers: { cookie: admin.cookieHeader } });
  expect(upload.status).toBe(201);
  const { url } = ((await upload.json()) as { data: { url: string } }).data;
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  const res = await fetch(`${server.url}/share-image.jpg?src=${encodeURIComponent(url)}`);
  expect(res.status).toBe(200);
  expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
});

it.each(['', '/etc/passwd', '/demo/../../package.json', '/demo/providers/../../../api/index.js.svg', '/demo/providers/missing.svg', '/uploads/missing.webp', 'https://evil.example/x.svg', '/icons/icon.svg'])(
  'answers 404 for %j, never a file outside the site pictures',
  async (src) => {
    const res = await fetch(`${server.url}/share-image.jpg?src=${encodeURIComponent(src)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  },
);
