// Accounts an operator can run, over HTTP on the real app (SQLite here, MariaDB in the mysql run):
// the roles on both transports, the password rule, the accounts an owner runs (the last owner kept),
// two-factor sign-in with codes computed here as an authenticator app would, requiring it for
// everyone, and "signed in elsewhere".
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_TEXTS, PASSWORD_MIN_LENGTH, RECOVERY_CODE_COUNT, STEP_TEXTS } from '../../api/domain/accounts';
import { AUTH_TEXTS } from '../../api/domain/texts';
import { SiteSetting } from '../../api/entities';
import { SYSTEM } from '../../api/services/actor';
import { commonPasswordCount } from '../../api/services/passwordPolicy';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';
import { faqPayload } from '../support/factories';

// Many sign-ins, each a real argon2 hash or check.
jest.setTimeout(60_000);

let server: TestServer;
let owner: Client;
/** Each browser its own address (TRUST_PROXY is on): one test's failures never throttle another's sign-ins. */
let nextAddress = 10;
const browser = () => new AddressedClient(server.url, `198.51.100.${nextAddress++}`);

class AddressedClient extends Client {
  constructor(baseUrl: string, readonly address: string) {
    super(baseUrl);
  }
  override request<T = any>(method: string, path: string, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    return super.request<T>(method, path, { ...init, headers: { 'x-forwarded-for': this.address, 'user-agent': `test-browser ${this.address}`, ...init.headers } });
  }
}

/** The code an authenticator app shows for this secret `stepsAhead` time steps from now. */
const codeFor = (secret: string, stepsAhead = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function makeAdmin(username: string, role: 'OWNER' | 'EDITOR', password = `${username}-password-9`): Promise<{ client: AddressedClient; password: string; id: number }> {
  const user = await server.services.users.create(SYSTEM, { username, password }, role);
  const client = browser();
  await loginAs(client, username, password);
  return { client, password, id: user.id };
}

/** Enrols the client's account in two-factor sign-in; answers the secret and the recovery codes. */
async function enrol(client: Client): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await client.post('/api/admin/account/two-factor/start', {});
  expect(start.status).toBe(200);
  const confirm = await client.post('/api/admin/account/two-factor/confirm', { code: codeFor(start.body.secret) });
  expect(confirm.status).toBe(200);
  return { secret: start.body.secret, recoveryCodes: confirm.body.recoveryCodes };
}

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  owner = browser();
  await loginAs(owner, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

describe('roles, checked in the service layer for both transports', () => {
  let editor: AddressedClient;
  beforeAll(async () => {
    ({ client: editor } = await makeAdmin('rolecheck-editor', 'EDITOR'));
  });

  it.each([
    ['GET', '/api/admin/accounts'],
    ['POST', '/api/admin/accounts'],
    ['GET', '/api/admin/security'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/affiliate-programs'],
    ['GET', '/api/admin/earnings?days=7'],
    ['GET', '/api/admin/clicks.csv?days=7'],
  ])('REST refuses an editor %s %s: 403, only an owner can', async (method, path) => {
    const res = await editor.request(method, path, method === 'GET' ? {} : { json: { username: 'sneaky', role: 'OWNER' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: AUTH_TEXTS.ownerRequired });
  });

  it.each([
    ['accounts', '{ accounts { id } }'],
    ['securitySettings', '{ securitySettings { requireTwoFactor } }'],
    ['auditEvents', '{ auditEvents { total } }'],
    ['affiliatePrograms', '{ affiliatePrograms { id } }'],
    ['earnings', '{ earnings(days: 7) { days } }'],
    ['createAccount', 'mutation { createAccount(input: { username: "sneaky", role: OWNER }) { oneTimePassword } }'],
  ])('GraphQL refuses an editor %s: FORBIDDEN, only an owner can', async (_name, query) => {
    const res = await editor.gql(query);
    expect(res.body.errors[0]).toMatchObject({ message: AUTH_TEXTS.ownerRequired, extensions: { code: 'FORBIDDEN' } });
    expect(res.body.data).toBeNull();
  });

  it('lets an editor edit the content and read the inbox on both transports', async () => {
    expect((await editor.get('/api/admin/providers')).status).toBe(200);
    expect((await editor.get('/api/admin/contacts')).status).toBe(200);
    expect((await editor.get('/api/admin/stats')).status).toBe(200);
    expect((await editor.post('/api/admin/faqs', faqPayload())).status).toBe(201);
    const gql = await editor.gql('{ adminProvidersPage(limit: 1) { total } contactsPage(limit: 1) { total } }');
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.adminProvidersPage.total).toBeGreaterThan(0);
  });

  it('no created account passes as an owner by naming a role the service does not know', async () => {
    const res = await owner.post('/api/admin/accounts', { username: 'weird-role', role: 'ADMIN' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ role: ACCOUNT_TEXTS.role });
  });
});

describe('the password rule (NIST SP 800-63B)', () => {
  it('ships a list of common passwords of at least 10,000 entries', async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    ['11 characters', 'rule-one', 'short-pass1', ACCOUNT_TEXTS.passwordTooShort],
    ['11 characters counted as code points (22 UTF-16 units)', 'rule-two', '🔑'.repeat(11), ACCOUNT_TEXTS.passwordTooShort],
    ['the username', 'rule-three-long', 'rule-three-long', ACCOUNT_TEXTS.passwordIsUsername],
    ['the username in other case', 'rule-four-long', 'RULE-FOUR-LONG', ACCOUNT_TEXTS.passwordIsUsername],
    ['a common password', 'rule-five', 'password1234', ACCOUNT_TEXTS.passwordCommon],
    ['a common password in other case', 'rule-six', 'Password1234', ACCOUNT_TEXTS.passwordCommon],
    ['another common one', 'rule-seven', 'qwerty123456', ACCOUNT_TEXTS.passwordCommon],
  ])('refuses %s', async (_case, username, password, message) => {
    await expect(server.services.users.create(SYSTEM, { username, password }, 'EDITOR')).rejects.toMatchObject({ code: 'VALIDATION', errors: { password: message } });
  });

  it('takes 12 characters of anything, no composition rule', async () => {
    expect('tram lines 7'.length).toBe(PASSWORD_MIN_LENGTH);
    await expect(server.services.users.create(SYSTEM, { username: 'rule-good', password: 'tram lines 7' }, 'EDITOR')).resolves.toMatchObject({ username: 'rule-good' });
    await expect(server.services.users.create(SYSTEM, { username: 'rule-emoji', password: '🔑'.repeat(12) }, 'EDITOR')).resolves.toMatchObject({ username: 'rule-emoji' });
  });

  it('keeps SPEC’s login rule, so a password set before still signs in', async () => {
    const res = await browser().post('/api/admin/login', { username: 'someone', password: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: 'Password must be at least 6 characters' });
  });

  it('applies to a password change on both transports, with the message under the field', async () => {
    const { client, password } = await makeAdmin('changer', 'EDITOR');
    const rest = await client.post('/api/admin/account/password', { currentPassword: password, newPassword: 'password1234' });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({ newPassword: ACCOUNT_TEXTS.passwordCommon });
    const short = await client.post('/api/admin/account/password', { currentPassword: password, newPassword: 'too-short' });
    expect(short.body.errors).toEqual({ newPassword: ACCOUNT_TEXTS.passwordTooShort });
    const gql = await client.gql('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { id } }', { i: { currentPassword: password, newPassword: 'changer' } });
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { newPassword: ACCOUNT_TEXTS.passwordTooShort } });
    const same = await client.gql('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { id } }', { i: { currentPassword: password, newPassword: 'CHANGER-password-9'.toLowerCase() } });
    expect(same.body.errors[0].extensions.errors).toEqual({ newPassword: ACCOUNT_TEXTS.passwordUnchanged });
    const wrong = await client.post('/api/admin/account/password', { currentPassword: 'not-my-password', newPassword: 'a fine new password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: ACCOUNT_TEXTS.currentPasswordWrong });
    const ok = await client.post('/api/admin/account/password', { currentPassword: password, newPassword: 'a fine new password' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ username: 'changer', mustChangePassword: false, nextStep: null });
  });
});

describe('accounts an owner runs', () => {
  it('adds an admin with a one-time password that must be changed before anything else', async () => {
    const made = await owner.post('/api/admin/accounts', { username: 'newcomer', role: 'EDITOR' });
    expect(made.status).toBe(201);
    expect(made.headers.get('etag')).toBe('"1"');
    expect(made.body.account).toMatchObject({ username: 'newcomer', role: 'EDITOR', mustChangePassword: true, nextStep: 'CHANGE_PASSWORD', twoFactorEnabled: false, version: 1 });
    const oneTime: string = made.body.oneTimePassword;
    expect(oneTime).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);

    const newcomer = browser();
    await loginAs(newcomer, 'newcomer', oneTime);
    expect((await newcomer.get('/api/admin/user')).body.nextStep).toBe('CHANGE_PASSWORD');
    const refused = await newcomer.get('/api/admin/providers');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: STEP_TEXTS.CHANGE_PASSWORD, reason: 'CHANGE_PASSWORD' });
    const gqlRefused = await newcomer.gql('{ stats { providerCount } }');
    expect(gqlRefused.body.errors[0]).toMatchObject({ message: STEP_TEXTS.CHANGE_PASSWORD, extensions: { code: 'FORBIDDEN', reason: 'CHANGE_PASSWORD' } });
    expect((await newcomer.gql('{ me { username nextStep } }')).body.data.me).toEqual({ username: 'newcomer', nextStep: 'CHANGE_PASSWORD' });

    const changed = await newcomer.post('/api/admin/account/password', { currentPassword: oneTime, newPassword: 'my own new password' });
    expect(changed.status).toBe(200);
    expect(changed.body.nextStep).toBeNull();
    expect((await newcomer.get('/api/admin/providers')).status).toBe(200);
  });

  it('refuses a taken username, also in another case', async () => {
    const res = await owner.post('/api/admin/accounts', { username: 'NEWCOMER', role: 'EDITOR' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ username: AUTH_TEXTS.usernameTaken('NEWCOMER') });
  });

  it('lists the administrators with their role, two-factor and last sign-in, and no secret', async () => {
    const list = await owner.get('/api/admin/accounts');
    expect(list.status).toBe(200);
    const admin = list.body.find((a: any) => a.username === ADMIN.username);
    expect(admin).toMatchObject({ role: 'OWNER', twoFactorEnabled: false, disabled: false, lastSignInAt: expect.any(String) });
    expect(list.text).not.toMatch(/passwordHash|totpSecret|recoveryCodes"/);
    const gql = await owner.gql('{ accounts { username role twoFactorEnabled lastSignInAt disabled version } }');
    expect(gql.body.data.accounts.map((a: any) => a.username)).toEqual(list.body.map((a: any) => a.username));
  });

  it('never demotes, disables or removes the last enabled owner; a second owner makes it possible', async () => {
    const me = (await owner.get('/api/admin/user')).body;
    const demote = await owner.put(`/api/admin/accounts/${me.id}`, { role: 'EDITOR' });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ message: ACCOUNT_TEXTS.lastOwner, errors: { role: ACCOUNT_TEXTS.lastOwner } });
    const disable = await owner.gql('mutation($id: Int!) { disableAccount(id: $id) { id } }', { id: me.id });
    expect(disable.body.errors[0]).toMatchObject({ message: ACCOUNT_TEXTS.lastOwner, extensions: { code: 'CONFLICT' } });
    expect((await owner.delete(`/api/admin/accounts/${me.id}`)).status).toBe(409);
    expect((await owner.get('/api/admin/user')).body).toMatchObject({ role: 'OWNER', disabled: false });

    const second = await makeAdmin('second-owner', 'OWNER');
    // The second owner demotes the first; now the second is the last and is kept.
    const demoted = await second.client.put(`/api/admin/accounts/${me.id}`, { role: 'EDITOR' });
    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ role: 'EDITOR', version: me.version + 1 });
    expect((await second.client.delete(`/api/admin/accounts/${second.id}`)).status).toBe(409);
    // ...and the first (an editor now) cannot undo it.
    expect((await owner.get('/api/admin/accounts')).status).toBe(403);
    const back = await second.client.gql('mutation($id: Int!, $i: AccountInput!) { updateAccount(id: $id, input: $i) { role version } }', {
      id: me.id,
      i: { role: 'OWNER', expectedVersion: me.version + 1 },
    });
    expect(back.body.data.updateAccount).toEqual({ role: 'OWNER', version: me.version + 2 });
  });

  it('refuses a change naming an older version, with the account as it is now', async () => {
    const { id } = await makeAdmin('versioned', 'EDITOR');
    const first = await owner.request('PUT', `/api/admin/accounts/${id}`, { json: { role: 'OWNER' }, headers: { 'If-Match': '"1"' } });
    expect(first.status).toBe(200);
    const stale = await owner.request('PUT', `/api/admin/accounts/${id}`, { json: { role: 'EDITOR' }, headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ version: 2, current: { id, role: 'OWNER', version: 2 }, changedBy: ADMIN.username });
    const gql = await owner.gql('mutation($id: Int!) { disableAccount(id: $id, expectedVersion: 1) { id } }', { id });
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', version: 2, current: { role: 'OWNER' } });
  });

  it('disables (every session ends, sign-in refused) and re-enables an account', async () => {
    const { client, password, id } = await makeAdmin('holiday', 'EDITOR');
    const disabled = await owner.post(`/api/admin/accounts/${id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ disabled: true, disabledAt: expect.any(String) });
    expect((await client.get('/api/admin/user')).status).toBe(401);
    expect((await browser().post('/api/admin/login', { username: 'holiday', password })).status).toBe(401);
    const enabled = await owner.gql('mutation($id: Int!) { enableAccount(id: $id) { disabled } }', { id });
    expect(enabled.body.data.enableAccount).toEqual({ disabled: false });
    await loginAs(browser(), 'holiday', password);
  });

  it("keeps the previous release's admin flag (users.isAdmin) for an enabled owner only, through a role change and a disable", async () => {
    // The previous release reads isAdmin during a rolling upgrade (docs/operations.md, "Upgrades").
    const flag = async (username: string) => Number((await server.db.query('SELECT isAdmin FROM users WHERE username = ?', [username]))[0].isAdmin);
    const { id } = await makeAdmin('deputy', 'OWNER');
    expect(await flag('deputy')).toBe(1);
    await makeAdmin('helper', 'EDITOR');
    expect(await flag('helper')).toBe(0);
    expect((await owner.put(`/api/admin/accounts/${id}`, { role: 'EDITOR' })).status).toBe(200);
    expect(await flag('deputy')).toBe(0);
    expect((await owner.put(`/api/admin/accounts/${id}`, { role: 'OWNER' })).status).toBe(200);
    expect(await flag('deputy')).toBe(1);
    expect((await owner.post(`/api/admin/accounts/${id}/disable`)).status).toBe(200);
    expect(await flag('deputy')).toBe(0);
    expect((await owner.post(`/api/admin/accounts/${id}/enable`)).status).toBe(200);
    expect(await flag('deputy')).toBe(1);
  });

  it('removes an account; the trail keeps who it was and never a secret', async () => {
    const { client, id } = await makeAdmin('leaver', 'EDITOR');
    const removed = await owner.delete(`/api/admin/accounts/${id}`);
    expect(removed.body).toEqual({ success: true, id });
    expect((await client.get('/api/admin/user')).status).toBe(401);
    expect((await owner.get('/api/admin/accounts')).body.some((a: any) => a.id === id)).toBe(false);
    const trail = await owner.get(`/api/admin/audit?entityType=User&entityId=${id}`);
    expect(trail.body.map((e: any) => e.action)).toEqual(expect.arrayContaining(['account-create', 'sign-in', 'account-remove']));
    const all = await owner.get('/api/admin/audit?entityType=User&limit=500');
    expect(all.text).not.toMatch(/passwordHash|totpSecret|totpPendingSecret|recoveryCodes|\$argon2/);
  });

  it('answers 404 for an account that is not one', async () => {
    expect((await owner.post('/api/admin/accounts/999999/disable')).status).toBe(404);
    expect((await owner.post('/api/admin/accounts/abc/disable')).status).toBe(400);
  });

  it('resets a password to a one-time one: the sessions end and the holder changes it first', async () => {
    const { client, id } = await makeAdmin('forgetful', 'EDITOR');
    const reset = await owner.post(`/api/admin/accounts/${id}/reset-password`);
    expect(reset.status).toBe(200);
    expect(reset.body.account).toMatchObject({ mustChangePassword: true, nextStep: 'CHANGE_PASSWORD' });
    expect((await client.get('/api/admin/user')).status).toBe(401);
    const again = browser();
    await loginAs(again, 'forgetful', reset.body.oneTimePassword);
    expect((await again.get('/api/admin/stats')).body.reason).toBe('CHANGE_PASSWORD');
  });
});

describe('two-factor sign-in (TOTP, RFC 6238)', () => {
  let client: AddressedClient;
  let password: string;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    ({ client, password } = await makeAdmin('totp-user', 'EDITOR'));
  });

  it('enrols with a QR code and a confirming code, and answers ten recovery codes once', async () => {
    const start = await client.post('/api/admin/account/two-factor/start', {});
    expect(start.status).toBe(200);
    expect(start.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.body.uri).toMatch(new RegExp(`^otpauth://totp/RDU%20Rides:totp-user\\?.*secret=${start.body.secret}`));
    expect(start.body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await client.get('/api/admin/user')).body.twoFactorEnabled).toBe(false);

    const wrong = await client.post('/api/admin/account/two-factor/confirm', { code: '000000' === codeFor(start.body.secret) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ code: ACCOUNT_TEXTS.codeWrong });
    const malformed = await client.post('/api/admin/account/two-factor/confirm', { code: '12ab' });
    expect(malformed.body.errors).toEqual({ code: ACCOUNT_TEXTS.codeFormat });

    const confirm = await client.post('/api/admin/account/two-factor/confirm', { code: codeFor(start.body.secret) });
    expect(confirm.status).toBe(200);
    expect(confirm.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirm.body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(confirm.body.user).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    secret = start.body.secret;
    recoveryCodes = confirm.body.recoveryCodes;
    // Kept hashed only.
    const [row] = await server.db.query('SELECT recoveryCodes FROM users WHERE username = ?', ['totp-user']);
    for (const code of recoveryCodes) expect(row.recoveryCodes).not.toContain(code);
  });

  it('asks for a code after the password, and signs in with a code computed like an authenticator app', async () => {
    const laptop = browser();
    const first = await laptop.post('/api/admin/login', { username: 'totp-user', password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true, message: ACCOUNT_TEXTS.codeNeeded });
    expect((await laptop.get('/api/admin/user')).status).toBe(401); // not signed in yet
    const code = codeFor(secret, 1);
    const second = await laptop.post('/api/admin/login/two-factor', { code });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ username: 'totp-user', twoFactorEnabled: true });
    expect((await laptop.get('/api/admin/providers')).status).toBe(200);

    // The same code is refused the second time (a replay), on either transport.
    const phone = browser();
    expect((await phone.post('/api/admin/login', { username: 'totp-user', password })).body.twoFactorRequired).toBe(true);
    const replay = await phone.post('/api/admin/login/two-factor', { code });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: ACCOUNT_TEXTS.codeWrong });
  });

  it('does the same over GraphQL: login answers TWO_FACTOR_REQUIRED, loginTwoFactor signs in', async () => {
    // An account of its own: the code one step ahead was used above, and no code is accepted twice.
    const gqlUser = await makeAdmin('totp-gql', 'EDITOR');
    const enrolled = await enrol(gqlUser.client);
    const phone = browser();
    const login = await phone.gql('mutation($i: LoginInput!) { login(input: $i) { username } }', { i: { username: 'totp-gql', password: gqlUser.password } });
    expect(login.body.errors[0]).toMatchObject({ message: ACCOUNT_TEXTS.codeNeeded, extensions: { code: 'TWO_FACTOR_REQUIRED' } });
    expect((await phone.gql('{ me { username } }')).body.data.me).toBeNull();
    const done = await phone.gql('mutation($i: TwoFactorSignInInput!) { loginTwoFactor(input: $i) { username twoFactorEnabled } }', { i: { code: codeFor(enrolled.secret, 1) } });
    expect(done.body.data.loginTwoFactor).toEqual({ username: 'totp-gql', twoFactorEnabled: true });
    expect((await phone.gql('{ me { username } }')).body.data.me).toEqual({ username: 'totp-gql' });
  });

  it('signs in with a recovery code once, typed in any case with spaces', async () => {
    const [code] = recoveryCodes;
    const once = browser();
    await once.post('/api/admin/login', { username: 'totp-user', password });
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const ok = await once.post('/api/admin/login/two-factor', { recoveryCode: typed });
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const twice = browser();
    await twice.post('/api/admin/login', { username: 'totp-user', password });
    const refused = await twice.post('/api/admin/login/two-factor', { recoveryCode: code });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: ACCOUNT_TEXTS.recoveryCodeWrong });
  });

  it('refuses the code step without a right password first, and asks for a code or a recovery code', async () => {
    const stranger = browser();
    const res = await stranger.post('/api/admin/login/two-factor', { code: codeFor(secret) });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: ACCOUNT_TEXTS.signInExpired });
    const empty = await stranger.post('/api/admin/login/two-factor', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ code: ACCOUNT_TEXTS.codeOrRecoveryCode });
  });

  it('rate-limits wrong codes like wrong passwords (429 with Retry-After)', async () => {
    const guesser = browser();
    expect((await guesser.post('/api/admin/login', { username: 'totp-user', password })).body.twoFactorRequired).toBe(true);
    const right = codeFor(secret, 3);
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await guesser.post('/api/admin/login/two-factor', { code: wrongCode })).status).toBe(401);
    const blocked = await guesser.post('/api/admin/login/two-factor', { code: right });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('turns off only with a code or the password', async () => {
    const none = await client.post('/api/admin/account/two-factor/disable', {});
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ code: ACCOUNT_TEXTS.codeOrPassword });
    const wrong = await client.post('/api/admin/account/two-factor/disable', { password: 'not-the-password' });
    expect(wrong.body.errors).toEqual({ password: ACCOUNT_TEXTS.identityWrong });
    const off = await client.post('/api/admin/account/two-factor/disable', { password });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ twoFactorEnabled: false, recoveryCodesLeft: 0 });
    const plain = browser();
    await loginAs(plain, 'totp-user', password); // no code asked any more
    expect((await plain.get('/api/admin/user')).body.username).toBe('totp-user');
  });

  it('can be reset for one admin by an owner', async () => {
    const { client: other } = await makeAdmin('lost-phone', 'EDITOR');
    await enrol(other);
    const id = (await other.get('/api/admin/user')).body.id;
    const reset = await owner.gql('mutation($id: Int!) { resetAccountTwoFactor(id: $id) { twoFactorEnabled recoveryCodesLeft } }', { id });
    expect(reset.body.data.resetAccountTwoFactor).toEqual({ twoFactorEnabled: false, recoveryCodesLeft: 0 });
    await loginAs(browser(), 'lost-phone', 'lost-phone-password-9');
  });
});

describe('requiring two-factor sign-in for everyone', () => {
  afterAll(async () => {
    await server.db.getRepository(SiteSetting).delete({ key: 'requireTwoFactor' });
  });

  it('needs the owner’s own two-factor first, then sends every account without it to enrol', async () => {
    const boss = await makeAdmin('boss', 'OWNER');
    const { client: editor, password } = await makeAdmin('follower', 'EDITOR');
    const early = await boss.client.put('/api/admin/security', { requireTwoFactor: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(ACCOUNT_TEXTS.ownTwoFactorFirst);
    await enrol(boss.client);
    const on = await boss.client.gql('mutation { updateSecuritySettings(input: { requireTwoFactor: true }) { requireTwoFactor } }');
    expect(on.body.data.updateSecuritySettings).toEqual({ requireTwoFactor: true });
    expect((await boss.client.get('/api/admin/security')).body).toEqual({ requireTwoFactor: true });

    // The editor's session now may only enrol (and read their own account).
    const refused = await editor.get('/api/admin/providers');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: STEP_TEXTS.ENROL_TWO_FACTOR, reason: 'ENROL_TWO_FACTOR' });
    expect((await editor.get('/api/admin/user')).body.nextStep).toBe('ENROL_TWO_FACTOR');
    expect((await editor.get('/api/admin/account/sessions')).status).toBe(200);
    await enrol(editor);
    expect((await editor.get('/api/admin/providers')).status).toBe(200);
    // ...and cannot turn it off while the site requires it.
    const off = await editor.post('/api/admin/account/two-factor/disable', { password });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(ACCOUNT_TEXTS.requiredBySite);
  });
});

describe('signed in elsewhere', () => {
  it('lists the live sessions with where they began, and signs out the others', async () => {
    const { client: laptop, password } = await makeAdmin('traveller', 'EDITOR');
    const phone = browser();
    await loginAs(phone, 'traveller', password);
    const list = await laptop.get('/api/admin/account/sessions');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: expect.any(String), current: true, address: laptop.address, userAgent: `test-browser ${laptop.address}`, signedInAt: expect.any(String), lastActiveAt: expect.any(String) },
      { id: expect.any(String), current: false, address: phone.address, userAgent: `test-browser ${phone.address}`, signedInAt: expect.any(String), lastActiveAt: expect.any(String) },
    ]);
    const gql = await phone.gql('{ mySessions { id current address } }');
    expect(gql.body.data.mySessions.map((s: any) => [s.address, s.current])).toEqual([
      [phone.address, true],
      [laptop.address, false],
    ]);

    const ended = await laptop.post('/api/admin/account/sessions/end-others');
    expect(ended.body).toEqual({ success: true, ended: 1 });
    expect((await phone.get('/api/admin/user')).status).toBe(401);
    expect((await laptop.get('/api/admin/user')).status).toBe(200);
    expect((await laptop.get('/api/admin/account/sessions')).body).toHaveLength(1);
  });

  it('signs out one session by its id, and only the account’s own', async () => {
    const { client: laptop, password } = await makeAdmin('one-by-one', 'EDITOR');
    const tablet = browser();
    await loginAs(tablet, 'one-by-one', password);
    const [, other] = (await laptop.get('/api/admin/account/sessions')).body;
    expect((await owner.delete(`/api/admin/account/sessions/${other.id}`)).status).toBe(404);
    const ended = await laptop.gql('mutation($id: String!) { endSession(id: $id) }', { id: other.id });
    expect(ended.body.data.endSession).toBe(true);
    expect((await tablet.get('/api/admin/user')).status).toBe(401);
    expect((await laptop.get('/api/admin/user')).status).toBe(200);
  });

  it('a password change signs out every other session and keeps this one, on both transports', async () => {
    const { client: laptop, password } = await makeAdmin('mover', 'EDITOR');
    const phone = browser();
    const tablet = browser();
    await loginAs(phone, 'mover', password);
    await loginAs(tablet, 'mover', password);
    const changed = await laptop.post('/api/admin/account/password', { currentPassword: password, newPassword: 'moved to a new password' });
    expect(changed.status).toBe(200);
    expect((await phone.get('/api/admin/user')).status).toBe(401);
    expect((await tablet.get('/api/admin/user')).status).toBe(401);
    expect((await laptop.get('/api/admin/providers')).status).toBe(200);
    expect((await laptop.get('/api/admin/account/sessions')).body).toHaveLength(1);

    await loginAs(phone, 'mover', 'moved to a new password');
    const viaGql = await phone.gql('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { username } }', {
      i: { currentPassword: 'moved to a new password', newPassword: 'and moved once more' },
    });
    expect(viaGql.body.data.changePassword.username).toBe('mover');
    expect((await laptop.get('/api/admin/user')).status).toBe(401);
    expect((await phone.get('/api/admin/user')).status).toBe(200);
  });

  it('forgets where a session began once it signs out', async () => {
    const { client, id } = await makeAdmin('tidy', 'EDITOR');
    expect((await client.post('/api/admin/logout')).status).toBe(200);
    const rows = await server.db.query('SELECT COUNT(*) AS n FROM session_logins WHERE userId = ?', [id]);
    expect(Number(rows[0].n)).toBe(0);
  });
});

describe('start-up with an ADMIN_PASSWORD under the rule', () => {
  it('still makes the account, for one sign-in only, and says so in the log', async () => {
    const lines: string[] = [];
    const { createLogger } = await import('../../api/logger');
    const logger = createLogger('warn', { write: (line: string) => void lines.push(line) } as never);
    const weak = await startTestServer({ env: { ADMIN_USERNAME: 'weakling', ADMIN_PASSWORD: 'short1' }, logger });
    try {
      const client = new Client(weak.url);
      await loginAs(client, 'weakling', 'short1');
      expect((await client.get('/api/admin/user')).body).toMatchObject({ mustChangePassword: true, nextStep: 'CHANGE_PASSWORD' });
      expect(lines.join('\n')).toMatch(/ADMIN_PASSWORD breaks the password rule/);
    } finally {
      await weak.close();
      await weak.cleanup();
    }
  });

  it('starts without the account when not even the login form would take its password', async () => {
    const lines: string[] = [];
    const { createLogger } = await import('../../api/logger');
    const logger = createLogger('warn', { write: (line: string) => void lines.push(line) } as never);
    const tiny = await startTestServer({ env: { ADMIN_USERNAME: 'tiny', ADMIN_PASSWORD: 'abc' }, logger });
    try {
      expect((await fetch(`${tiny.url}/healthz`)).status).toBe(200);
      expect(await tiny.db.query('SELECT username FROM users')).toEqual([]);
      expect(lines.join('\n')).toMatch(/could never sign in, so no admin account was created/);
    } finally {
      await tiny.close();
      await tiny.cleanup();
    }
  });
});
