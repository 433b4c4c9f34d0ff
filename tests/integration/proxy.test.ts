// Behind a proxy the client's address and scheme are what a trusted proxy says, no more:
// TRUST_PROXY names the proxies (never "everyone"), a client's own X-Forwarded-For entries are not
// believed, and a forwarded scheme or host that cannot be true is ignored instead of answering 500.
import { loadConfig, parseTrustProxy } from '../../api/config';
import { contactWaitText } from '../../api/domain/texts';
import { ContactSubmission } from '../../api/entities';
import { contactPayload } from '../support/factories';
import { Client } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

describe('TRUST_PROXY', () => {
  const TRUSTS_EVERYONE = /^TRUST_PROXY=\S+ trusts every client to name its own address in X-Forwarded-For, so anyone could pass the per-address limits\. Name the proxies to trust instead: .*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8.*TRUST_PROXY=loopback/;

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', 'loopback'],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['127.0.0.1, 10.0.0.5', '127.0.0.1,10.0.0.5'],
    ['loopback,uniquelocal,linklocal', 'loopback,uniquelocal,linklocal'],
    ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
    ['::1', '::1'],
    ['fd00::/8', 'fd00::/8'],
  ])('reads %j as %j', (value, trust) => {
    expect(parseTrustProxy(value)).toEqual(trust);
  });

  it.each(['true', 'TRUE', ' true ', '0.0.0.0/0', '::/0', 'loopback,0.0.0.0/0.0.0.0'])('refuses %j, which trusts everyone, naming the safe forms', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(TRUSTS_EVERYONE);
  });

  it.each(['yes', 'localhost', '300.1.1.1', '10.0.0.0/33', '10.0.0.0/255.0.255.0', 'loopback,', '1.5', '-1', '10.0.0.0/8 127.0.0.1'])(
    'refuses %j with a message naming the forms it takes',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY must be the number of proxies in front of the app (TRUST_PROXY=1 for one nginx)`);
      expect(() => parseTrustProxy(value)).toThrow(`(got "${value}")`);
    },
  );

  it('stops the start-up: loadConfig throws the message', () => {
    expect(() => loadConfig({ SESSION_SECRET: 's', TRUST_PROXY: 'true' })).toThrow(TRUSTS_EVERYONE);
    expect(() => loadConfig({ SESSION_SECRET: 's', TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY must be/);
    expect(loadConfig({ SESSION_SECRET: 's', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1', CONTACT_LIMIT_BURST: '5', CONTACT_LIMIT_PER_DAY: '20' } });
  });
  afterAll(async () => {
    await server.close();
    await server.cleanup();
  });

  it('counts the address the proxy saw, not the ones the client wrote before it', async () => {
    const email = 'spoofer@example.com';
    // The client writes a new X-Forwarded-For each time; nginx appends the address it saw.
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const spoofed = `198.51.100.${i + 1}, 10.9.${i}.1`;
      answers.push(await new Client(server.url).post('/api/contact', contactPayload({ email, subject: `Spoofed number ${i}` }), { 'x-forwarded-for': `${spoofed}, 203.0.113.50` }));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(answers[5].body).toEqual({ message: contactWaitText(Math.ceil(Number(answers[5].headers.get('retry-after')) / 60)) });
    expect(await server.db.getRepository(ContactSubmission).countBy({ email })).toBe(5);

    // Another visitor behind the same proxy has their own budget.
    const neighbour = await new Client(server.url).post('/api/contact', contactPayload({ email: 'neighbour@example.com' }), { 'x-forwarded-for': '203.0.113.51' });
    expect(neighbour.status).toBe(201);
  });

  const ODD_PROTOS = ['javascript', 'ftp', 'http, https', 'HTTPS', 'https://evil.example', '', ' ', '%00', 'h\ttp'];
  const ODD_HOSTS = ['a b', '[::1', 'x:99999', 'evil.example/path', 'user@evil.example', 'exa mple.com, b.com', '..', ''];
  const PAGES = ['/', '/providers', '/about', '/nowhere', '/sitemap.xml', '/robots.txt'];

  it.each(ODD_PROTOS)('ignores X-Forwarded-Proto %j: pages, the API and /healthz answer as usual', async (proto) => {
    const headers = { 'x-forwarded-proto': proto };
    for (const path of PAGES) {
      const res = await fetch(server.url + path, { headers });
      expect([path, res.status]).toEqual([path, path === '/nowhere' ? 404 : 200]);
      const text = await res.text();
      expect(text).not.toMatch(/javascript:|ftp:|null\/|evil\.example/);
    }
    expect((await fetch(`${server.url}/api/providers`, { headers })).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`, { headers })).status).toBe(200);
    const gql = await new Client(server.url).gql('{ providers { id } }', undefined, { headers });
    expect(gql.status).toBe(200);
  });

  it('builds page links on the forwarded scheme only when it is http or https', async () => {
    const canonical = async (headers: Record<string, string>) => /<link rel="canonical" href="([^"]+)"/.exec(await (await fetch(`${server.url}/about`, { headers })).text())?.[1];
    const host = new URL(server.url).host;
    expect(await canonical({ 'x-forwarded-proto': 'https' })).toBe(`https://${host}/about`);
    expect(await canonical({ 'x-forwarded-proto': 'HTTPS' })).toBe(`https://${host}/about`);
    expect(await canonical({ 'x-forwarded-proto': 'javascript' })).toBe(`http://${host}/about`);
    expect(await canonical({ 'x-forwarded-proto': 'ftp' })).toBe(`http://${host}/about`);
    expect(await canonical({ 'x-forwarded-host': 'rdurides.example.com' })).toBe('http://rdurides.example.com/about');
    expect(await canonical({ 'x-forwarded-host': 'a b' })).toBe(`http://${host}/about`);
  });

  it.each(ODD_HOSTS)('ignores X-Forwarded-Host %j: the Host header is used', async (forwardedHost) => {
    const headers = { 'x-forwarded-host': forwardedHost };
    for (const path of PAGES) {
      const res = await fetch(server.url + path, { headers });
      expect([path, res.status]).toEqual([path, path === '/nowhere' ? 404 : 200]);
    }
    expect((await fetch(`${server.url}/api/providers`, { headers })).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`, { headers })).status).toBe(200);
  });

  it('logs in with odd forwarded headers, the session cookie Secure only for a forwarded https', async () => {
    const login = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(ADMIN) });
    const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('rdu.sid='));
    for (const proto of ['javascript', 'http, https', 'ftp']) {
      const res = await login({ 'x-forwarded-proto': proto, 'x-forwarded-host': 'a b' });
      expect(res.status).toBe(200);
      expect(sessionCookie(res)).not.toMatch(/Secure/i);
    }
    const https = await login({ 'x-forwarded-proto': 'HTTPS' });
    expect(https.status).toBe(200);
    expect(sessionCookie(https)).toMatch(/; Secure/i);
  });
});
