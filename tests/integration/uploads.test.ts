// Admin image uploads: real images only (checked by content), re-encoded without metadata,
// bounded in size, served from this site with long-lived caching.
import sharp from 'sharp';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

function upload(client: Client, file: Buffer, name: string, type = 'image/jpeg', field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)], { type }), name);
  return client.request('POST', '/api/admin/uploads', { body: form });
}

it('accepts a real photo, strips its metadata, bounds its size and serves it immutable', async () => {
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3366cc' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner', Artist: 'GPS Person' } } })
    .jpeg()
    .toBuffer();
  const res = await upload(admin, photo, 'holiday.jpg');
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ success: true, data: { url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/), width: 1600, height: 1067 } });
  const served = await fetch(server.url + res.body.data.url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
  const bytes = Buffer.from(await served.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.width).toBe(1600);
  expect(meta.exif).toBeUndefined();
  expect(bytes.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
  const rows = await server.db.query('SELECT fileName, originalName FROM uploads');
  expect(rows).toContainEqual({ fileName: res.body.data.url.slice('/uploads/'.length), originalName: 'holiday.jpg' });
});

it('refuses a file that only pretends to be an image', async () => {
  const res = await upload(admin, Buffer.from('<?php echo "hi"; ?>'), 'shell.jpg', 'image/jpeg');
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, error: { message: expect.stringMatching(/not an image/) } });
});

it('refuses an SVG (not a raster picture) and a request without the image field', async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  expect((await upload(admin, svg, 'x.svg', 'image/svg+xml')).status).toBe(400);
  const wrongField = await upload(admin, await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer(), 'a.png', 'image/png', 'file');
  expect(wrongField.status).toBe(400);
  expect(wrongField.body.error.message).toMatch(/"image"/);
});

it('answers 413 for a file over the limit', async () => {
  const res = await upload(admin, Buffer.alloc(9 * 1024 * 1024, 1), 'huge.jpg');
  expect(res.status).toBe(413);
  expect(res.body).toMatchObject({ success: false, error: { message: expect.stringMatching(/too large/) } });
});

it('refuses anonymous uploads and stores nothing', async () => {
  const before = (await server.db.query('SELECT COUNT(*) AS n FROM uploads'))[0].n;
  const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
  const res = await upload(new Client(server.url), png, 'a.png', 'image/png');
  expect(res.status).toBe(401);
  expect((await server.db.query('SELECT COUNT(*) AS n FROM uploads'))[0].n).toBe(before);
});

it('answers 404 for an upload that does not exist', async () => {
  expect((await fetch(`${server.url}/uploads/nope.webp`)).status).toBe(404);
});
