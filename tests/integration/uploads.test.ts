// Admin image uploads: real images only (checked by content), re-encoded without metadata,
// bounded in size, kept in the database and served by every process from it with long-lived
// caching; files an earlier version wrote to UPLOAD_DIR are carried into the database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../../api/config';
import { dataSourceOptions } from '../../api/db/dataSource';
import { MARIADB_MIGRATIONS, SQLITE_MIGRATIONS } from '../../api/db/migrations';
import { UPLOAD_RULES } from '../../api/domain/inputs';
import { SYSTEM } from '../../api/services/actor';
import { PayloadTooLargeError } from '../../api/services/errors';
import { UploadService } from '../../api/services/uploads';
import { DatabaseUploadStore } from '../../api/services/uploadStore';
import { Client, loginAs } from '../support/http';
import { ADMIN, freshDatabase, isMysqlRun, startTestServer, type TestServer } from '../support/testServer';

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

it('are refused over the size limit by the service itself, whatever the transport', async () => {
  const service = new UploadService(server.db, new DatabaseUploadStore(server.db));
  const tooBig = { buffer: Buffer.alloc(UPLOAD_RULES.maxBytes + 1), originalName: 'big.png' };
  await expect(service.storeImage(SYSTEM, tooBig)).rejects.toThrow(PayloadTooLargeError);
  await expect(service.storeImage(SYSTEM, tooBig)).rejects.toThrow(UPLOAD_RULES.tooLarge);
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

/** A raw request (fetch may answer conditional requests from its own cache or hide a HEAD's headers). */
function raw(url: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const picture = (background: string, width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** A second server on the same database with its own (empty) data directory, so its own UPLOAD_DIR too. */
async function secondServer(of: TestServer, env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-it-second-'));
  const second = await startTestServer({ env, reuse: { dataDir, databaseUrl: of.databaseUrl } });
  const cleanup = second.cleanup;
  return { ...second, cleanup: async () => { await cleanup(); fs.rmSync(dataDir, { recursive: true, force: true }); } };
}

describe('serving from the database', () => {
  it('serves an image uploaded through one server from another server on the same database, which has no file of it', async () => {
    const res = await upload(admin, await picture('#cc3366'), 'pink.png', 'image/png');
    expect(res.status).toBe(201);
    const url: string = res.body.data.url;
    // Nothing is written to disk any more.
    expect(fs.existsSync(server.config.uploadDir) ? fs.readdirSync(server.config.uploadDir) : []).toEqual([]);
    const other = await secondServer(server);
    try {
      const first = await raw(server.url + url);
      const served = await raw(other.url + url);
      expect(served.status).toBe(200);
      expect(served.body.equals(first.body)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-length': String(first.body.length),
        'x-content-type-options': 'nosniff',
      });
      // The same validator on every process: a browser's copy from one is fresh on the other.
      expect(served.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(served.headers.etag).toBe(first.headers.etag);
      expect(Date.parse(served.headers['last-modified']!)).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await other.close();
      await other.cleanup();
    }
  });

  it('answers a conditional request with 304 and HEAD with the headers only', async () => {
    const url = (await upload(admin, await picture('#33aa55'), 'green.png', 'image/png')).body.data.url;
    const full = await raw(server.url + url);
    const again = await raw(server.url + url, 'GET', { 'if-none-match': full.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(full.headers.etag);
    expect((await raw(server.url + url, 'GET', { 'if-none-match': '"another"' })).status).toBe(200);
    const head = await raw(server.url + url, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers).toMatchObject({ 'content-type': 'image/webp', 'content-length': String(full.body.length), etag: full.headers.etag });
  });

  it('stores and serves a large picture unchanged (a 1600-px WebP of over a megabyte)', async () => {
    // Noise does not compress: the re-encoded WebP is about as large as the site ever stores.
    const noise = await sharp(crypto.randomBytes(1600 * 1200 * 3), { raw: { width: 1600, height: 1200, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    const res = await upload(admin, noise, 'noise.jpg');
    expect(res.status).toBe(201);
    const served = await raw(server.url + res.body.data.url);
    expect(served.status).toBe(200);
    expect(served.body.length).toBeGreaterThan(1_000_000);
    const [row] = await server.db.query('SELECT byteSize FROM uploads WHERE fileName = ?', [res.body.data.url.slice('/uploads/'.length)]);
    expect(Number(row.byteSize)).toBe(served.body.length);
  });

  it('answers 404 for names it never serves and 405 for other methods, never 500', async () => {
    for (const p of ['/uploads', '/uploads/', '/uploads/..%2Fsession-secret', '/uploads/%E0%A4%A', '/uploads/.hidden.webp', '/uploads/a/b.webp', '/uploads/x.svg', '/uploads/notes.txt', `/uploads/${'a'.repeat(200)}.webp`, '/uploads/%00.webp']) {
      const res = await raw(server.url + p);
      expect([p, res.status]).toEqual([p, 404]);
      expect(JSON.parse(res.body.toString())).toEqual({ message: 'Not found' });
    }
    const post = await raw(server.url + '/uploads/abc.webp', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('keeps serving images it has served while the database is away', async () => {
    const own = await secondServer(server);
    const url = (await upload(admin, await picture('#5511aa'), 'violet.png', 'image/png')).body.data.url;
    const before = await raw(own.url + url);
    expect(before.status).toBe(200);
    await own.db.destroy();
    try {
      const during = await raw(own.url + url);
      expect(during.status).toBe(200);
      expect(during.body.equals(before.body)).toBe(true);
    } finally {
      own.db.destroy = async () => undefined;
      await own.close();
      await own.cleanup();
    }
  });
});

describe('files an earlier version stored in UPLOAD_DIR', () => {
  it('are copied into the database at start-up and served by every server; other files are reported, not served', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-old-uploads-'));
    const old = await sharp(await picture('#ffaa00', 64, 48)).webp().toBuffer();
    const name = `${crypto.createHash('sha256').update(old).digest('hex').slice(0, 32)}.webp`;
    fs.writeFileSync(path.join(dir, name), old);
    fs.writeFileSync(path.join(dir, 'logo.png'), await picture('#000000')); // put there by hand, served by the old version
    fs.writeFileSync(path.join(dir, `${name}.123.456.tmp`), 'half a write');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an image');
    fs.mkdirSync(path.join(dir, 'folder.png'));
    const holder = await secondServer(server, { UPLOAD_DIR: dir });
    const other = await secondServer(server);
    try {
      for (const s of [holder, other]) {
        const res = await raw(`${s.url}/uploads/${name}`);
        expect(res.status).toBe(200);
        expect(res.body.equals(old)).toBe(true);
        expect(res.headers['content-type']).toBe('image/webp');
        expect((await raw(`${s.url}/uploads/logo.png`)).headers['content-type']).toBe('image/png');
        expect((await raw(`${s.url}/uploads/notes.txt`)).status).toBe(404);
      }
      // The files stay where they were (an operator removes them once every host runs this version).
      expect(fs.readdirSync(dir).sort()).toEqual(['folder.png', 'logo.png', name, `${name}.123.456.tmp`, 'notes.txt'].sort());
      // A later start reads no file again, and says what it leaves out.
      const service = new UploadService(holder.db, new DatabaseUploadStore(holder.db));
      expect(await service.importLegacyFiles(SYSTEM, dir)).toEqual({
        imported: [],
        skipped: [
          { name: 'folder.png', reason: 'not a file' },
          { name: 'notes.txt', reason: 'not an image name /uploads serves' },
        ],
      });
    } finally {
      await holder.close();
      await holder.cleanup();
      await other.close();
      await other.cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('survive the upgrade: a database from before the migration, with its files on disk, serves them after it on every server', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-upgrade-'));
    const database = await freshDatabase(dir);
    const url = isMysqlRun() ? database.url : `sqlite:${dir}/before-upload-contents.sqlite`;
    const migrations = isMysqlRun() ? MARIADB_MIGRATIONS : SQLITE_MIGRATIONS;
    const step = migrations.findIndex((m) => m.name.startsWith('UploadContents'));
    expect(step).toBeGreaterThan(0);
    const before = await new DataSource({ ...dataSourceOptions(parseDatabaseUrl(url, dir)), migrations: migrations.slice(0, step) } as never).initialize();
    await before.runMigrations();
    // What the old storeImage left: the file under UPLOAD_DIR and its row.
    const bytes = await sharp(await picture('#0088ff', 80, 60)).webp().toBuffer();
    const name = `${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
    const uploadDir = path.join(dir, 'uploads');
    fs.mkdirSync(uploadDir);
    fs.writeFileSync(path.join(uploadDir, name), bytes);
    const q = isMysqlRun() ? '`' : '"';
    await before.query(
      `INSERT INTO ${q}uploads${q} (${q}fileName${q}, ${q}originalName${q}, ${q}mimeType${q}, ${q}byteSize${q}, ${q}width${q}, ${q}height${q}) VALUES (?, ?, ?, ?, ?, ?)`,
      [name, 'old.png', 'image/webp', bytes.length, 80, 60],
    );
    await before.destroy();

    const upgraded = await startTestServer({ env: { UPLOAD_DIR: uploadDir }, reuse: { dataDir: dir, databaseUrl: url } });
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-upgrade-other-'));
    const other = await startTestServer({ reuse: { dataDir: elsewhere, databaseUrl: url } });
    try {
      expect(await upgraded.db.showMigrations()).toBe(false);
      for (const s of [upgraded, other]) {
        const res = await raw(`${s.url}/uploads/${name}`);
        expect(res.status).toBe(200);
        expect(res.body.equals(bytes)).toBe(true);
      }
    } finally {
      await other.close();
      await upgraded.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
