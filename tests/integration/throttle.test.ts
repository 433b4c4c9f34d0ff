// Failed logins are throttled in the database: a handful of guesses, then 429 with Retry-After;
// other people's failures on other accounts never block a login, one address gets a bounded number
// of tries over all usernames, a browser that signed in before (its device cookie) is never locked
// out by guesses from elsewhere, and password checks beyond the hashing queue are refused cleanly.
import { DEVICE_COOKIE } from '../../api/auth/deviceCookie';
import { HASHING_BUSY_RETRY_SECONDS } from '../../api/auth/passwords';
import { THROTTLE_TABLE } from '../../api/auth/dbLimiter';
import { AUTH_TEXTS, loginWaitText } from '../../api/domain/texts';
import { Client } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

// Every attempt runs a real argon2 check, slow on purpose; a loaded CI machine needs the room (one
// test makes 30 attempts: over 30 s with other work on both cores). The limit only stops a hang.
jest.setTimeout(180_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  await server.services.users.create({ kind: 'system' }, { username: 'second', password: 'second-password' }, 'OWNER');
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const login = (ip: string, username: string, password: string) =>
  new Client(server.url).post('/api/admin/login', { username, password }, { 'x-forwarded-for': ip });

it('answers 401 without saying which part was wrong, then 429 with Retry-After after five failures', async () => {
  const unknownUser = await login('10.0.0.1', 'nobody', 'whatever-pass');
  const wrongPassword = await login('10.0.0.1', ADMIN.username, 'wrong-pass');
  expect(unknownUser.status).toBe(401);
  expect(wrongPassword.status).toBe(401);
  expect(unknownUser.body).toEqual({ message: 'Invalid username or password' });
  expect(wrongPassword.body).toEqual(unknownUser.body);

  for (let i = 0; i < 4; i++) expect((await login('10.0.0.1', ADMIN.username, 'wrong-pass')).status).toBe(401);
  const blocked = await login('10.0.0.1', ADMIN.username, 'wrong-pass');
  expect(blocked.status).toBe(429);
  expect(blocked.body.message).toMatch(/Too many failed login attempts/);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
  // Even the right password is refused from that address until the block ends.
  expect((await login('10.0.0.1', ADMIN.username, ADMIN.password)).status).toBe(429);
});

it('does not block the same account from another address, nor another account', async () => {
  expect((await login('10.0.0.2', ADMIN.username, ADMIN.password)).status).toBe(200);
  expect((await login('10.0.0.1', 'second', 'second-password')).status).toBe(200);
});

it('is not blocked by a dozen failures of other people on other accounts from the same address', async () => {
  for (let i = 0; i < 12; i++) await login('10.0.0.3', `guess${i}`, 'wrong-pass');
  expect((await login('10.0.0.3', 'second', 'second-password')).status).toBe(200);
});

it('resets after a successful login', async () => {
  for (let i = 0; i < 4; i++) await login('10.0.0.4', 'second', 'wrong-pass');
  expect((await login('10.0.0.4', 'second', 'second-password')).status).toBe(200);
  for (let i = 0; i < 4; i++) expect((await login('10.0.0.4', 'second', 'wrong-pass')).status).toBe(401);
});

it('counts a burst of parallel guesses as it arrives: no more than five get their password checked', async () => {
  const answers = await Promise.all(Array.from({ length: 12 }, () => login('10.0.0.6', 'second', 'wrong-pass')));
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(7);
});

it('keeps its counters in the database, shared by every process', async () => {
  const rows = await server.db.query(`SELECT COUNT(*) AS n FROM ${THROTTLE_TABLE}`);
  expect(Number(rows[0].n)).toBeGreaterThan(0);
});

it('validates the login form with the spec messages before counting anything', async () => {
  const res = await login('10.0.0.5', 'ab', '12345');
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual({ username: 'Username must be at least 3 characters', password: 'Password must be at least 6 characters' });
});

/** The 429 a locked-out attempt gets: the wait in minutes, matching Retry-After. */
function expectLoginWait(answer: { status: number; body: any; headers: Headers }): void {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(answer.body).toEqual({ message: loginWaitText(Math.ceil(seconds / 60)) });
}

describe('per address, whatever the username', () => {
  it('allows 20 attempts from one address over many usernames, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 20; i++) expect((await login('10.0.1.1', `sprayed${i}`, 'Password1!')).status).toBe(401);
    expectLoginWait(await login('10.0.1.1', 'sprayed20', 'Password1!'));
    // Even a right password is refused from there; other addresses are not affected.
    expectLoginWait(await login('10.0.1.1', 'second', 'second-password'));
    expect((await login('10.0.1.2', 'second', 'second-password')).status).toBe(200);
  });

  it('gives a success its attempt back: people behind one address signing in are never limited', async () => {
    for (let i = 0; i < 25; i++) expect((await login('10.0.1.3', 'second', 'second-password')).status).toBe(200);
  });
});

describe('a browser that signed in before (device cookie)', () => {
  const OWNER = { username: 'owner', password: 'owner-password' };
  const LOGIN_MUTATION = 'mutation($i: LoginInput!) { login(input: $i) { username } }';
  /** A browser at this address: its own cookie jar, so its device cookie goes with its requests. */
  const browserAt = (address: string) => {
    const client = new Client(server.url);
    return {
      client,
      login: (password: string, username = OWNER.username) => client.post('/api/admin/login', { username, password }, { 'x-forwarded-for': address }),
      gqlLogin: (password: string, username = OWNER.username) =>
        client.gql(LOGIN_MUTATION, { i: { username, password } }, { headers: { 'x-forwarded-for': address } }),
    };
  };
  type Browser = ReturnType<typeof browserAt>;
  // The owner's browsers, each signed in before the attack.
  let own: Browser;
  let ownViaGraphql: Browser;
  let tiring: Browser;
  let tiringViaGraphql: Browser;

  beforeAll(async () => {
    await server.services.users.create({ kind: 'system' }, OWNER, 'OWNER');
    own = browserAt('192.0.2.1');
    ownViaGraphql = browserAt('192.0.2.2');
    tiring = browserAt('192.0.2.3');
    tiringViaGraphql = browserAt('192.0.2.3');
    expect((await own.login(OWNER.password)).status).toBe(200);
    expect((await ownViaGraphql.gqlLogin(OWNER.password)).body.data.login.username).toBe(OWNER.username);
    expect((await tiring.login(OWNER.password)).status).toBe(200);
    expect((await tiringViaGraphql.gqlLogin(OWNER.password)).body.data.login.username).toBe(OWNER.username);
    for (const browser of [own, ownViaGraphql, tiring, tiringViaGraphql]) expect(browser.client.cookie(DEVICE_COOKIE)).toBeDefined();
  });

  it('gets a signed, long-lived, HttpOnly, SameSite=Lax cookie at login, Secure over HTTPS', async () => {
    const post = (body: object, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50', ...headers }, body: JSON.stringify(body) });
    const deviceCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    const cookie = deviceCookie(await post(OWNER))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)![1])).toBeGreaterThanOrEqual(90 * 24 * 3600);
    expect(cookie).not.toMatch(/Secure/i);
    expect(deviceCookie(await post(OWNER, { 'x-forwarded-proto': 'https' }))).toMatch(/; Secure/i);
    // A failed attempt gets none.
    expect(deviceCookie(await post({ username: 'second', password: 'wrong-password' }))).toBeUndefined();
  });

  it('still signs in after 30 wrong passwords from six addresses have locked the account for everyone else, over REST and GraphQL', async () => {
    for (let a = 1; a <= 6; a++) {
      for (let i = 0; i < 5; i++) expect((await login(`198.51.100.${a}`, OWNER.username, `guess-${a}-${i}`)).status).toBe(401);
    }
    // Untrusted clients are locked out as before: a new address, or a new browser at the owner's own one.
    expectLoginWait(await login('198.51.100.7', OWNER.username, OWNER.password));
    expectLoginWait(await browserAt('192.0.2.1').login(OWNER.password));
    const untrustedGraphql = await browserAt('192.0.2.2').gqlLogin(OWNER.password);
    expect(untrustedGraphql.body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Too many failed login attempts/), extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(Number(untrustedGraphql.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner's browsers sign in, also after a typo, and from another address (a laptop on the move).
    expect((await own.login('owner-pasword')).status).toBe(401);
    const back = await own.login(OWNER.password);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ username: OWNER.username });
    expect((await own.client.get('/api/admin/user')).body.username).toBe(OWNER.username);
    expect((await ownViaGraphql.gqlLogin('owner-pasword')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await ownViaGraphql.gqlLogin(OWNER.password)).body.data.login.username).toBe(OWNER.username);
    const moved = browserAt('203.0.113.77');
    moved.client.setCookie(DEVICE_COOKIE, own.client.cookie(DEVICE_COOKIE)!);
    expect((await moved.login(OWNER.password)).status).toBe(200);
  });

  it('is no longer trusted after its own 10 failures: it is then counted like any other client', async () => {
    // The account is still locked for untrusted clients (the test above).
    for (let i = 0; i < 10; i++) expect((await tiring.login(`wrong-${i}`)).status).toBe(401);
    expectLoginWait(await tiring.login(OWNER.password));
    // GraphQL counts the same way against its own cookie.
    for (let i = 0; i < 10; i++) expect((await tiringViaGraphql.gqlLogin(`wrong-${i}`)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await tiringViaGraphql.gqlLogin(OWNER.password)).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // Another trusted browser is not affected.
    expect((await own.login(OWNER.password)).status).toBe(200);
  });

  it.each([
    ['its signature altered', (value: string) => value.replace(/\.(.)([^.]*)$/, (_m, c: string, rest: string) => `.${c === 'A' ? 'B' : 'A'}${rest}`)],
    ['its nonce altered', (value: string) => value.replace(/\.(.)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`)],
    ['signed with another secret', (value: string) => value.split('.').slice(0, 2).join('.') + '.' + Buffer.alloc(32, 7).toString('base64url')],
    ['cut short', (value: string) => value.split('.').slice(0, 2).join('.')],
    ['nonsense', () => 'not-a-device-cookie'],
  ])('is not trusted when %s', async (_case, spoil) => {
    const forged = browserAt('192.0.2.1');
    forged.client.setCookie(DEVICE_COOKIE, spoil(own.client.cookie(DEVICE_COOKIE)!));
    expectLoginWait(await forged.login(OWNER.password));
  });

  it('is trusted only for the username it names', async () => {
    const other = browserAt('192.0.2.5');
    expect((await other.login('second-password', 'second')).status).toBe(200);
    // A cookie for "second" does nothing for the locked "owner", nor does it renamed.
    expectLoginWait(await other.login(OWNER.password));
    const [, nonce, signature] = other.client.cookie(DEVICE_COOKIE)!.split('.');
    other.client.setCookie(DEVICE_COOKIE, [Buffer.from(OWNER.username).toString('base64url'), nonce, signature].join('.'));
    expectLoginWait(await other.login(OWNER.password));
  });
});

describe('password checks beyond the hashing queue', () => {
  let busy: TestServer;
  beforeAll(async () => {
    busy = await startTestServer({ env: { TRUST_PROXY: 'loopback', PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' } });
  });
  afterAll(async () => {
    await busy.close();
    await busy.cleanup();
  });
  const busyLogin = (ip: string, password: string) => new Client(busy.url).post('/api/admin/login', { username: ADMIN.username, password }, { 'x-forwarded-for': ip });

  it('are refused at once with 429, Retry-After and a clear message, and count as no attempt', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => busyLogin(`10.0.2.${i + 1}`, 'wrong-pass')));
    const checked = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length + refused.length).toBe(16);
    expect(checked.length).toBeGreaterThanOrEqual(3); // one running, two waiting
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.body).toEqual({ message: AUTH_TEXTS.hashingBusy });
      expect(answer.headers.get('retry-after')).toBe(String(HASHING_BUSY_RETRY_SECONDS));
    }

    // A refused attempt took nothing from its address: five failures there before the lock-out.
    const address = `10.0.2.${answers.indexOf(refused[0]) + 1}`;
    for (let i = 0; i < 5; i++) expect((await busyLogin(address, 'wrong-pass')).status).toBe(401);
    expectLoginWait(await busyLogin(address, 'wrong-pass'));
    expect((await busyLogin('10.0.2.200', ADMIN.password)).status).toBe(200);
  });

  it('are refused the same way over GraphQL', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        new Client(busy.url).gql('mutation($i: LoginInput!) { login(input: $i) { username } }', { i: { username: ADMIN.username, password: 'wrong-pass' } }, { headers: { 'x-forwarded-for': `10.0.3.${i + 1}` } }),
      ),
    );
    const refused = answers.filter((a) => a.body.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS');
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.body.errors[0]).toMatchObject({ message: AUTH_TEXTS.hashingBusy, extensions: { retryAfterSeconds: HASHING_BUSY_RETRY_SECONDS } });
      expect(answer.headers.get('retry-after')).toBe(String(HASHING_BUSY_RETRY_SECONDS));
    }
  });
});
