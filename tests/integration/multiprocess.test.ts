// Two server processes share one database (SQLite file here, MariaDB in the CI run): a write made
// through one is visible through the other within 1 s, even when the other had it cached.
import { Client, loginAs } from '../support/http';
import { faqPayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer({ env: { CONTENT_POLL_MS: '250' } });
  b = await startTestServer({ env: { CONTENT_POLL_MS: '250' }, reuse: { dataDir: a.dataDir, databaseUrl: a.databaseUrl } });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await a.cleanup();
});

async function visibleWithin(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`not visible within ${ms} ms`);
}

it('shows a write made through one process in the other within 1 s, over REST and GraphQL', async () => {
  const readerB = new Client(b.url);
  await readerB.get('/api/faqs');
  expect((await readerB.get('/api/faqs')).headers.get('x-cache')).toBe('HIT');
  await readerB.gql('{ faqs { id question } }');
  const adminA = new Client(a.url);
  await loginAs(adminA, ADMIN.username, ADMIN.password);
  const created = await adminA.post('/api/admin/faqs', faqPayload({ question: 'Written through process A?' }));
  expect(created.status).toBe(201);

  const restDelay = await visibleWithin(1000, async () =>
    (await readerB.get('/api/faqs')).body.some((f: any) => f.question === 'Written through process A?'),
  );
  const gqlDelay = await visibleWithin(1000, async () =>
    ((await readerB.gql('{ faqs { id question } }')).body.data?.faqs ?? []).some((f: any) => f.question === 'Written through process A?'),
  );
  expect(restDelay).toBeLessThan(1000);
  expect(gqlDelay).toBeLessThan(1000);
});

it('shares sessions between processes', async () => {
  const browser = new Client(a.url);
  await loginAs(browser, ADMIN.username, ADMIN.password);
  const sameBrowserOnB = new Client(b.url);
  sameBrowserOnB.setCookie('rdu.sid', browser.cookie('rdu.sid')!);
  expect((await sameBrowserOnB.get('/api/admin/user')).status).toBe(200);
});
