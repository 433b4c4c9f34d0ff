// Failed logins are throttled in the database: a handful of guesses, then 429 with Retry-After;
// other people's failures on other accounts never block a login.
import { Client } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

// Every attempt runs a real argon2 check, slow on purpose; a loaded CI machine needs the room.
jest.setTimeout(30_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  await server.services.users.create({ kind: 'system' }, { username: 'second', password: 'second-pass' }, true);
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
  expect((await login('10.0.0.1', 'second', 'second-pass')).status).toBe(200);
});

it('is not blocked by many failures of other people on other accounts from the same address', async () => {
  for (let i = 0; i < 12; i++) await login('10.0.0.3', `guess${i}`, 'wrong-pass');
  expect((await login('10.0.0.3', 'second', 'second-pass')).status).toBe(200);
});

it('resets after a successful login', async () => {
  for (let i = 0; i < 4; i++) await login('10.0.0.4', 'second', 'wrong-pass');
  expect((await login('10.0.0.4', 'second', 'second-pass')).status).toBe(200);
  for (let i = 0; i < 4; i++) expect((await login('10.0.0.4', 'second', 'wrong-pass')).status).toBe(401);
});

it('counts a burst of parallel guesses as it arrives: no more than five get their password checked', async () => {
  const answers = await Promise.all(Array.from({ length: 12 }, () => login('10.0.0.6', 'second', 'wrong-pass')));
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(7);
});

it('keeps its counters in the database, shared by every process', async () => {
  const rows = await server.db.query('SELECT COUNT(*) AS n FROM login_throttle');
  expect(Number(rows[0].n)).toBeGreaterThan(0);
});

it('validates the login form with the spec messages before counting anything', async () => {
  const res = await login('10.0.0.5', 'ab', '12345');
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual({ username: 'Username must be at least 3 characters', password: 'Password must be at least 6 characters' });
});
