// Admin sessions live in the database: they survive a restart, logout destroys them server-side,
// the id changes at login, and the cookie has the right flags.
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

const COOKIE = 'rdu.sid';

describe('sessions', () => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('survive a server restart', async () => {
    server = await startTestServer();
    const browser = new Client(server.url);
    await loginAs(browser, ADMIN.username, ADMIN.password);
    const reuse = { dataDir: server.dataDir, databaseUrl: server.databaseUrl };
    await server.close();
    const cleanup = server.cleanup;
    server = await startTestServer({ reuse });
    server.cleanup = cleanup;
    const again = new Client(server.url);
    again.setCookie(COOKIE, browser.cookie(COOKIE)!);
    const me = await again.get('/api/admin/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(ADMIN.username);
  });

  it('change id at login, and logout makes the old cookie stop working', async () => {
    server = await startTestServer();
    const browser = new Client(server.url);
    // A session that existed before login (e.g. planted by an attacker) is not kept.
    await browser.post('/api/admin/login', { username: ADMIN.username, password: 'wrong-password' });
    const planted = 's%3Aplanted.invalidsignature';
    browser.setCookie(COOKIE, planted);
    await loginAs(browser, ADMIN.username, ADMIN.password);
    const first = browser.cookie(COOKIE)!;
    expect(first).not.toBe(planted);
    await loginAs(browser, ADMIN.username, ADMIN.password);
    const second = browser.cookie(COOKIE)!;
    expect(second).not.toBe(first);

    const stolen = new Client(server.url);
    stolen.setCookie(COOKIE, second);
    expect((await stolen.get('/api/admin/user')).status).toBe(200);
    const out = await browser.post('/api/admin/logout');
    expect(out.status).toBe(200);
    expect((await stolen.get('/api/admin/user')).status).toBe(401);
    expect((await stolen.get('/api/admin/stats')).status).toBe(401);
    const rows = await server.db.query('SELECT COUNT(*) AS n FROM sessions');
    expect(Number(rows[0].n)).toBe(0); // the second login replaced the first session; logout removed the second
  });

  it('set an HttpOnly, SameSite=Lax cookie, Secure only over HTTPS behind a trusted proxy', async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
    const plain = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = plain.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const viaHttps = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify(ADMIN),
    });
    const secure = viaHttps.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))!;
    expect(secure).toMatch(/; Secure/i);
  });

  it('do not trust X-Forwarded-Proto without TRUST_PROXY', async () => {
    server = await startTestServer();
    const res = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))).not.toMatch(/Secure/i);
  });

  it('are not created for anonymous visitors', async () => {
    server = await startTestServer();
    const res = await fetch(`${server.url}/api/providers`);
    expect(res.headers.getSetCookie()).toEqual([]);
    const contact = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'Hello there', message: 'Just checking in on the service.' }),
    });
    expect(contact.status).toBe(201);
    expect(contact.headers.getSetCookie()).toEqual([]);
  });
});
