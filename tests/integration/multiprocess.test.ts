// Two server processes share one database (SQLite file here, MariaDB in the CI run): a write made
// through one is visible through the other once the other has polled, even when it had it cached.
// Here B's poll is run by the test (CONTENT_POLL_MS=0: no timer), so nothing waits on the clock; that
// the poll runs every CONTENT_POLL_MS (250 ms by default, well within the design's 1 s) is shown in
// api/services/contentVersion.test.ts.
import { Client, loginAs } from '../support/http';
import { faqPayload } from '../support/factories';
import { ADMIN, freshDatabase, startTestServer, type TestServer } from '../support/testServer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer({ env: { CONTENT_POLL_MS: '250' } });
  b = await startTestServer({ env: { CONTENT_POLL_MS: '0' }, reuse: { dataDir: a.dataDir, databaseUrl: a.databaseUrl } });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await a.cleanup();
});

it('shows a write made through one process in the other at its next poll, over REST, GraphQL and in the rendered page', async () => {
  const readerB = new Client(b.url);
  await readerB.get('/api/faqs');
  expect((await readerB.get('/api/faqs')).headers.get('x-cache')).toBe('HIT');
  await readerB.gql('{ faqs { id question } }');
  await readerB.get('/faq');
  expect((await readerB.get('/faq')).headers.get('x-cache')).toBe('HIT');
  const adminA = new Client(a.url);
  await loginAs(adminA, ADMIN.username, ADMIN.password);
  const created = await adminA.post('/api/admin/faqs', faqPayload({ question: 'Written through process A?' }));
  expect(created.status).toBe(201);

  await b.services.contentVersion.poll();
  expect((await readerB.get('/api/faqs')).body.some((f: any) => f.question === 'Written through process A?')).toBe(true);
  expect(((await readerB.gql('{ faqs { id question } }')).body.data?.faqs ?? []).some((f: any) => f.question === 'Written through process A?')).toBe(true);
  expect((await readerB.get('/faq')).text).toContain('Written through process A?');
});

it('shares sessions between processes', async () => {
  const browser = new Client(a.url);
  await loginAs(browser, ADMIN.username, ADMIN.password);
  const sameBrowserOnB = new Client(b.url);
  sameBrowserOnB.setCookie('rdu.sid', browser.cookie('rdu.sid')!);
  expect((await sameBrowserOnB.get('/api/admin/user')).status).toBe(200);
});

it('lets several processes start at once on an empty database: one migrates and seeds, the others wait', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-race-'));
  const fresh = await freshDatabase(dir);
  const started = await Promise.allSettled(
    [1, 2, 3].map((i) => startTestServer({ reuse: { dataDir: path.join(dir, String(i)), databaseUrl: fresh.url } })),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
    const lists = await Promise.all(servers.map(async (s) => (await new Client(s.url).get('/api/providers')).body));
    expect(lists[0].length).toBeGreaterThanOrEqual(6);
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
    expect(await servers[0].db.showMigrations()).toBe(false);
  } finally {
    for (const s of servers) await s.close();
    await fresh.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
