// Admin sessions live in the database: they survive a restart, logout destroys them server-side,
// the id changes at login, the cookie has the right flags, and a password reset ends them all.
import { SYSTEM } from '../../api/services/actor';
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

  it('end, every one of that user, when their password is reset; other users keep theirs', async () => {
    server = await startTestServer();
    await server.services.users.create(SYSTEM, { username: 'colleague', password: 'colleague-pass' }, 'OWNER');
    const laptop = new Client(server.url);
    const phone = new Client(server.url);
    const colleague = new Client(server.url);
    await loginAs(laptop, ADMIN.username, ADMIN.password);
    const viaGraphql = await phone.gql('mutation($i: LoginInput!) { login(input: $i) { username } }', { i: ADMIN });
    expect(viaGraphql.body.data.login.username).toBe(ADMIN.username);
    await loginAs(colleague, 'colleague', 'colleague-pass');
    for (const browser of [laptop, phone, colleague]) expect((await browser.get('/api/admin/user')).status).toBe(200);

    await server.services.users.resetPassword(SYSTEM, ADMIN.username, 'a-new-password-1');

    for (const browser of [laptop, phone]) {
      const me = await browser.get('/api/admin/user');
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ message: 'Not logged in' });
      expect((await browser.get('/api/admin/stats')).status).toBe(401);
      expect((await browser.gql('{ me { username } }')).body.data.me).toBeNull();
    }
    expect((await colleague.get('/api/admin/user')).body.username).toBe('colleague');
    // The ended sessions are gone from the store, not only refused.
    const rows = await server.db.query('SELECT COUNT(*) AS n FROM sessions');
    expect(Number(rows[0].n)).toBe(1);

    // The old password no longer works; the new one starts a session that lasts.
    expect((await laptop.post('/api/admin/login', ADMIN)).status).toBe(401);
    await loginAs(laptop, ADMIN.username, 'a-new-password-1');
    expect((await laptop.get('/api/admin/user')).body.username).toBe(ADMIN.username);
    expect((await laptop.get('/api/admin/stats')).status).toBe(200);
  });

  it('made before sessions carried a stamp still work (an upgrade signs nobody out)', async () => {
    server = await startTestServer();
    const browser = new Client(server.url);
    await loginAs(browser, ADMIN.username, ADMIN.password);
    const [row] = await server.db.query('SELECT sid, sess FROM sessions');
    const data = typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess;
    expect(data.sessionEpoch).toBe(0);
    delete data.sessionEpoch;
    await server.db.query('UPDATE sessions SET sess = ? WHERE sid = ?', [JSON.stringify(data), row.sid]);
    expect((await browser.get('/api/admin/user')).status).toBe(200);
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
