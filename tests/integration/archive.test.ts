// History is never rewritten: a provider or an affiliate program that clicks or conversions refer
// to is archived, not deleted. Archived providers leave every public list, search, trip answer,
// page and the sitemap (their pages answer 410 Gone, or 301 to the provider the admin named),
// stay in the admin's Archived list and can be restored; every report and CSV counts their past the
// same before, during and after. Both transports (REST and GraphQL); SQLite and, in CI, MariaDB.
import { ARCHIVE_TEXTS } from '../../api/domain/archive';
import { AFFILIATE_TEXTS, CONVERSIONS_CSV_PATH, KEPT_CLICKS_CSV_PATH } from '../../api/domain/affiliate';
import { CLICK_CSV_PATH } from '../../api/domain/clicks';
import { AUTH_TEXTS, NOT_FOUND_TEXTS, PROVIDER_TEXTS } from '../../api/domain/texts';
import { AffiliateProgram } from '../../api/entities';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(120_000);

let server: TestServer;
let admin: Client;
let editor: Client;
let visitor: Client;
let program: { id: number; slug: string; secret: string };
let address = 1;
let clickSeq = 1;

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  admin = new Client(server.url);
  editor = new Client(server.url);
  visitor = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  await server.services.users.create({ kind: 'system' }, { username: 'editor', password: 'editor-password-9' }, 'EDITOR');
  await loginAs(editor, 'editor', 'editor-password-9');
  const made = await admin.post('/api/admin/affiliate-programs', { name: 'Ride Network', slug: 'ride-network', providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
  program = { id: made.body.id, slug: made.body.slug, secret: made.body.secret };
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

/** One booking click on a provider's link, as a traveller's browser sends it; its click id. */
async function click(providerId: number, page: string): Promise<{ status: number; body: unknown; clickId: string }> {
  const clickId = `archive-click-${String(clickSeq++).padStart(4, '0')}`;
  const answer = await new Client(server.url).request('POST', '/api/clicks', {
    body: JSON.stringify({ providerId, page, clickId }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `198.18.1.${address++}`, 'user-agent': PHONE },
  });
  return { status: answer.status, body: answer.body, clickId };
}

const postback = (slug: string, fields: Record<string, string>, secret = program.secret) =>
  new Client(server.url).get(`/api/postbacks/${slug}?${new URLSearchParams({ ...fields, secret })}`);

let orderSeq = 1;

/** A provider with 5 booking clicks (3 on the home page, 2 on its own) and 2 bookings from them ($5.00 booked, $7.50 confirmed). */
async function providerWithHistory(name: string) {
  const created = await admin.post('/api/admin/providers', providerPayload({ name, slug: name.toLowerCase().replace(/[^a-z0-9]/g, '') }));
  expect(created.status).toBe(201);
  const provider = created.body as { id: number; name: string; slug: string; version: number };
  const ids: string[] = [];
  for (const page of ['home', 'home', 'home', 'provider', 'provider']) {
    const answer = await click(provider.id, page);
    expect(answer.body).toEqual({ counted: true });
    ids.push(answer.clickId);
  }
  expect((await postback(program.slug, { subid: ids[0], order: `ARC-${orderSeq++}`, status: 'booked', commission: '5.00' })).body).toMatchObject({ attributed: true });
  expect((await postback(program.slug, { subid: ids[3], order: `ARC-${orderSeq++}`, status: 'confirmed', commission: '7.50' })).body).toMatchObject({ attributed: true });
  return provider;
}

async function providerWithoutHistory(name: string) {
  const created = await admin.post('/api/admin/providers', providerPayload({ name, slug: name.toLowerCase().replace(/[^a-z0-9]/g, '') }));
  expect(created.status).toBe(201);
  return created.body as { id: number; name: string; slug: string; version: number; serviceArea: string };
}

/** Every report and download an owner reads: they must give the same numbers whatever is archived. */
async function reports() {
  const [clickStats, clicksCsv, earnings, conversions, conversionsCsv, keptCsv] = await Promise.all([
    admin.gql('query { clickStats(days: 30) { provider { id name slug } clicks pages { page clicks } daily { day clicks } } }'),
    admin.get(`${CLICK_CSV_PATH}?days=30`),
    admin.get('/api/admin/earnings?days=30'),
    admin.get('/api/admin/conversions?limit=500'),
    admin.get(`${CONVERSIONS_CSV_PATH}?days=30`),
    admin.get(`${KEPT_CLICKS_CSV_PATH}?days=30`),
  ]);
  expect(clickStats.body.errors).toBeUndefined();
  for (const answer of [clicksCsv, earnings, conversions, conversionsCsv, keptCsv]) expect(answer.status).toBe(200);
  return { clickStats: clickStats.body.data, clicksCsv: clicksCsv.text, earnings: earnings.body, conversions: conversions.body, conversionsCsv: conversionsCsv.text, keptCsv: keptCsv.text };
}

/** The provider's own line of the earnings report. */
const earningsOf = (report: Awaited<ReturnType<typeof reports>>, id: number) => report.earnings.providers.find((line: { provider: { id: number } }) => line.provider.id === id);

type Outcome = { ok: true; record: any } | { ok: false; code: string; message: string; errors?: Record<string, string> };

/** The REST status of each error code, as api/rest/errors.ts answers it. */
const REST_CODES: Record<number, string> = { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

function restOutcome(answer: { status: number; body: any }): Outcome {
  if (answer.status === 200) return { ok: true, record: answer.body };
  return { ok: false, code: REST_CODES[answer.status] ?? String(answer.status), message: answer.body.message, errors: answer.body.errors };
}

function gqlOutcome(answer: { body: any }, field: string): Outcome {
  const error = answer.body.errors?.[0];
  if (error) return { ok: false, code: error.extensions.code, message: error.message, errors: error.extensions.errors };
  return { ok: true, record: answer.body.data[field] };
}

const PROVIDER_FIELDS = 'id name slug archivedAt redirectToId version redirectTo { id name slug }';

interface Transport {
  name: string;
  archive(client: Client, id: number, redirectToId?: unknown, version?: number): Promise<Outcome>;
  restore(client: Client, id: number, version?: number): Promise<Outcome>;
  /** What a delete did: deleted, or archived instead (with the message saying so). */
  remove(client: Client, id: number): Promise<{ deleted: boolean; message?: string }>;
  /** The admin list's ids: active ones, or the archived ones. */
  listed(archived: boolean): Promise<number[]>;
}

const ifMatch = (version?: number): Record<string, string> => (version === undefined ? {} : { 'If-Match': `"${version}"` });

const TRANSPORTS: Transport[] = [
  {
    name: 'REST',
    archive: async (client, id, redirectToId, version) =>
      restOutcome(await client.request('POST', `/api/admin/providers/${id}/archive`, { json: redirectToId === undefined ? {} : { redirectToId }, headers: ifMatch(version) })),
    restore: async (client, id, version) => restOutcome(await client.request('POST', `/api/admin/providers/${id}/restore`, { headers: ifMatch(version) })),
    remove: async (client, id) => {
      const answer = await client.delete(`/api/admin/providers/${id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, id });
      return answer.body.archived ? { deleted: false, message: answer.body.message } : { deleted: true };
    },
    listed: async (archived) => (await admin.get(`/api/admin/providers?limit=500${archived ? '&archived=true' : ''}`)).body.map((p: { id: number }) => p.id),
  },
  {
    name: 'GraphQL',
    archive: async (client, id, redirectToId, version) =>
      gqlOutcome(
        await client.gql(`mutation($id: Int!, $to: Int, $v: Int) { archiveProvider(id: $id, redirectToId: $to, expectedVersion: $v) { ${PROVIDER_FIELDS} } }`, { id, to: redirectToId, v: version }),
        'archiveProvider',
      ),
    restore: async (client, id, version) =>
      gqlOutcome(await client.gql(`mutation($id: Int!, $v: Int) { restoreProvider(id: $id, expectedVersion: $v) { ${PROVIDER_FIELDS} } }`, { id, v: version }), 'restoreProvider'),
    remove: async (client, id) => {
      const answer = await client.gql('mutation($id: Int!) { removeProvider(id: $id) { deleted message provider { id archivedAt } } }', { id });
      expect(answer.body.errors).toBeUndefined();
      const removal = answer.body.data.removeProvider;
      if (!removal.deleted) expect(removal.provider).toMatchObject({ id, archivedAt: expect.any(String) });
      return { deleted: removal.deleted, message: removal.message };
    },
    listed: async (archived) => {
      const answer = await admin.gql('query($archived: Boolean) { adminProvidersPage(limit: 500, archived: $archived) { total items { id archivedAt } byStatus { active archived } } }', { archived });
      expect(answer.body.errors).toBeUndefined();
      const page = answer.body.data.adminProvidersPage;
      expect(page.total).toBe(archived ? page.byStatus.archived : page.byStatus.active);
      for (const item of page.items) expect(item.archivedAt === null).toBe(!archived);
      return page.items.map((p: { id: number }) => p.id);
    },
  },
];

/** Everywhere a visitor could meet a provider; true where this one is shown. */
async function publicPresence(p: { id: number; name: string; slug: string }) {
  const [list, search, trip, gqlList, sitemap, home, providersPage] = await Promise.all([
    visitor.get('/api/providers'),
    visitor.get('/api/providers?from=RDU+Airport&to=Durham'),
    visitor.get('/api/trip?from=RDU+Airport&to=Durham&date=2030-05-04&time=10:00&passengers=2'),
    visitor.gql('query { providers { id } }'),
    visitor.get('/sitemap.xml'),
    visitor.get('/'),
    visitor.get('/providers'),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  const inTrip = [...trip.body.options, ...trip.body.excluded].some((o: { provider: { id: number } }) => o.provider.id === p.id);
  return {
    list: ids(list.body).includes(p.id),
    search: ids(search.body).includes(p.id),
    trip: inTrip,
    graphql: ids(gqlList.body.data.providers).includes(p.id),
    sitemap: sitemap.text.includes(`/providers/${p.slug}<`),
    home: home.text.includes(p.name),
    providersPage: providersPage.text.includes(p.name),
  };
}
const EVERYWHERE = { list: true, search: true, trip: true, graphql: true, sitemap: true, home: true, providersPage: true };
const NOWHERE = { list: false, search: false, trip: false, graphql: false, sitemap: false, home: false, providersPage: false };

describe.each(TRANSPORTS)('providers over $name', (t) => {
  it('archives a provider with clicks and restores it: it leaves every public list and page, and every report counts it the same', async () => {
    const alpha = await providerWithHistory(`Archived Alpha ${t.name}`);
    const before = await reports();
    expect(earningsOf(before, alpha.id)).toMatchObject({ clicks: 5, bookings: 2, conversionRate: 0.4, pendingCents: 500, confirmedCents: 750, earningsPerClickCents: 250 });
    expect(await publicPresence(alpha)).toEqual(EVERYWHERE);
    expect(await t.listed(false)).toContain(alpha.id);

    const archived = await t.archive(admin, alpha.id);
    expect(archived).toMatchObject({ ok: true, record: { id: alpha.id, archivedAt: expect.any(String), redirectToId: null, version: alpha.version + 1 } });
    expect(await publicPresence(alpha)).toEqual(NOWHERE);
    expect(await t.listed(false)).not.toContain(alpha.id);
    expect(await t.listed(true)).toContain(alpha.id);
    // Its page is gone: 410 with the provider page's not-found text and the way to every provider.
    const page = await visitor.get(`/providers/${alpha.slug}`);
    expect(page.status).toBe(410);
    expect(page.text).toContain('Provider Not Found');
    expect(page.text).toContain('href="/providers"');
    // REST and GraphQL say so to visitors; an administrator still reads it.
    expect(await visitor.get(`/api/providers/${alpha.slug}`)).toMatchObject({ status: 410, body: { message: ARCHIVE_TEXTS.providerGone, archived: true, redirectTo: null } });
    expect((await visitor.get(`/api/providers/${alpha.id}`)).status).toBe(410);
    const anonymous = await visitor.gql('query($slug: String!) { provider(slug: $slug) { id } }', { slug: alpha.slug });
    expect(anonymous.body.errors[0]).toMatchObject({ message: ARCHIVE_TEXTS.providerGone, extensions: { code: 'NOT_FOUND', archived: true, redirectTo: null } });
    expect((await visitor.gql('query($id: Int!) { providerById(id: $id) { id } }', { id: alpha.id })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await admin.gql('query($id: Int!) { providerById(id: $id) { id archivedAt } }', { id: alpha.id })).body.data.providerById).toMatchObject({ id: alpha.id, archivedAt: expect.any(String) });
    expect((await admin.get(`/api/admin/providers/${alpha.id}`)).body).toMatchObject({ id: alpha.id, archivedAt: expect.any(String), redirectToId: null });
    // Its clicks are refused as an unknown provider's; nothing more is counted.
    const refused = await click(alpha.id, 'provider');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual((await click(987654, 'provider')).body);

    const during = await reports();
    expect(during).toEqual(before);

    const restored = await t.restore(admin, alpha.id);
    expect(restored).toMatchObject({ ok: true, record: { id: alpha.id, archivedAt: null, redirectToId: null, version: alpha.version + 2 } });
    expect(await publicPresence(alpha)).toEqual(EVERYWHERE);
    expect((await visitor.get(`/providers/${alpha.slug}`)).status).toBe(200);
    expect(await reports()).toEqual(before);
  });

  it('archives instead of deleting a provider clicks refer to, and says so; a second delete leaves it archived', async () => {
    const bravo = await providerWithHistory(`Deleted Bravo ${t.name}`);
    const before = await reports();
    const removal = await t.remove(admin, bravo.id);
    expect(removal).toEqual({
      deleted: false,
      message: ARCHIVE_TEXTS.archivedInstead('provider', bravo.name, { bookingClicks: 5, keptClicks: 5, conversions: 2 }),
    });
    expect(removal.message).toBe(
      `The provider "${bravo.name}" was archived instead of deleted: it has 5 booking clicks and 2 conversions, which reports keep counting. It no longer appears on the site. Restore it from the Archived list.`,
    );
    expect(await t.listed(true)).toContain(bravo.id);
    expect(await reports()).toEqual(before);
    expect(await t.remove(admin, bravo.id)).toEqual({ deleted: false, message: ARCHIVE_TEXTS.staysArchived('provider', bravo.name, { bookingClicks: 5, keptClicks: 5, conversions: 2 }) });
    expect(await reports()).toEqual(before);
    // The references the delete dialog reads first.
    expect((await admin.get(`/api/admin/providers/${bravo.id}/references`)).body).toEqual({ bookingClicks: 5, keptClicks: 5, conversions: 2 });
    expect((await admin.gql('query($id: Int!) { providerReferences(id: $id) { bookingClicks keptClicks conversions deletable } }', { id: bravo.id })).body.data.providerReferences).toEqual({
      bookingClicks: 5,
      keptClicks: 5,
      conversions: 2,
      deletable: false,
    });
  });

  it('deletes a provider nothing refers to, as before', async () => {
    const charlie = await providerWithoutHistory(`Unused Charlie ${t.name}`);
    expect((await admin.get(`/api/admin/providers/${charlie.id}/references`)).body).toEqual({ bookingClicks: 0, keptClicks: 0, conversions: 0 });
    expect(await t.remove(admin, charlie.id)).toMatchObject({ deleted: true });
    expect((await admin.get(`/api/admin/providers/${charlie.id}`)).status).toBe(404);
    expect((await visitor.get(`/providers/${charlie.slug}`)).status).toBe(404);
    expect(await t.listed(true)).not.toContain(charlie.id);
  });

  it('sends an archived provider’s page to the provider the admin names (301); its JSON says where (410)', async () => {
    const old = await providerWithHistory(`Moved Delta ${t.name}`);
    const target = await providerWithoutHistory(`Target Echo ${t.name}`);
    const archived = await t.archive(admin, old.id, target.id);
    expect(archived).toMatchObject({ ok: true, record: { redirectToId: target.id } });
    if (t.name === 'GraphQL') expect((archived as { record: any }).record.redirectTo).toEqual({ id: target.id, name: target.name, slug: target.slug });
    const page = await visitor.get(`/providers/${old.slug}`);
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe(`/providers/${target.slug}`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await visitor.get(`/api/providers/${old.slug}`)).toMatchObject({
      status: 410,
      body: { message: ARCHIVE_TEXTS.providerMoved(target.name), archived: true, redirectTo: { id: target.id, name: target.name, slug: target.slug, page: `/providers/${target.slug}` } },
    });
    // The target archived in turn with no redirect of its own: both pages are gone.
    expect(await t.archive(admin, target.id)).toMatchObject({ ok: true });
    expect((await visitor.get(`/providers/${old.slug}`)).status).toBe(410);
    expect((await visitor.get(`/providers/${target.slug}`)).status).toBe(410);
    // Archiving again changes where its page sends visitors: to a provider shown on the site.
    const shown = await providerWithoutHistory(`Shown Foxtrot ${t.name}`);
    expect(await t.archive(admin, old.id, shown.id)).toMatchObject({ ok: true, record: { redirectToId: shown.id } });
    expect((await visitor.get(`/providers/${old.slug}`)).headers.get('location')).toBe(`/providers/${shown.slug}`);
    // Restored, the page answers again and sends nobody anywhere.
    expect(await t.restore(admin, old.id)).toMatchObject({ ok: true, record: { archivedAt: null, redirectToId: null } });
    expect((await visitor.get(`/providers/${old.slug}`)).status).toBe(200);
  });

  it('refuses a redirect that is not a provider shown on the site, or the provider itself, with the field’s message', async () => {
    const golf = await providerWithHistory(`Refused Golf ${t.name}`);
    const gone = await providerWithoutHistory(`Gone Hotel ${t.name}`);
    expect(await t.archive(admin, gone.id)).toMatchObject({ ok: true });
    const cases: [unknown, string][] = [
      [golf.id, ARCHIVE_TEXTS.redirectSelf],
      [987654, ARCHIVE_TEXTS.redirectMissing(987654)],
      [gone.id, ARCHIVE_TEXTS.redirectArchived(gone.name)],
      [-3, ARCHIVE_TEXTS.redirectBad],
    ];
    if (t.name === 'REST') cases.push(['abc', ARCHIVE_TEXTS.redirectBad], [1.5, ARCHIVE_TEXTS.redirectBad]);
    for (const [redirectToId, message] of cases) {
      expect(await t.archive(admin, golf.id, redirectToId)).toEqual({ ok: false, code: 'BAD_USER_INPUT', message, errors: { redirectToId: message } });
    }
    // Nothing was stored: still shown, at its version.
    expect((await admin.get(`/api/admin/providers/${golf.id}`)).body).toMatchObject({ archivedAt: null, version: golf.version });
  });

  it('refuses a stale archive or restore (409), an unknown provider (404), visitors (401); an editor may archive', async () => {
    const india = await providerWithoutHistory(`Versioned India ${t.name}`);
    expect(await t.archive(admin, india.id, undefined, india.version + 5)).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(await t.archive(admin, 987654)).toMatchObject({ ok: false, code: 'NOT_FOUND', message: NOT_FOUND_TEXTS.content('Provider') });
    expect(await t.archive(visitor, india.id)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED', message: AUTH_TEXTS.loginRequired });
    expect(await t.restore(visitor, india.id)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await t.archive(editor, india.id, undefined, india.version)).toMatchObject({ ok: true, record: { version: india.version + 1 } });
    expect(await t.restore(admin, india.id, india.version)).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(await t.restore(editor, india.id, india.version + 1)).toMatchObject({ ok: true, record: { archivedAt: null, version: india.version + 2 } });
  });
});

/** One record's events, oldest first. */
const trail = async (type: string, id: number) => ((await admin.get(`/api/admin/audit?entityType=${type}&entityId=${id}`)).body as { id: number }[]).sort((a, b) => a.id - b.id) as any[];

describe('the audit trail', () => {
  it('records the archive, the restore and a delete that archived instead (with why), each a versioned change', async () => {
    const juliet = await providerWithHistory('Audited Juliet');
    const target = await providerWithoutHistory('Audited Kilo');
    await admin.post(`/api/admin/providers/${juliet.id}/archive`, { redirectToId: target.id });
    await admin.post(`/api/admin/providers/${juliet.id}/restore`);
    await admin.delete(`/api/admin/providers/${juliet.id}`);
    const history = await trail('Provider', juliet.id);
    expect(history.map((e: { action: string }) => e.action)).toEqual(['create', 'archive', 'restore', 'archive']);
    const [, archived, restored, instead] = history;
    expect(archived).toMatchObject({ actorName: 'admin', entityLabel: 'Audited Juliet', version: juliet.version + 1 });
    expect(archived.changes).toEqual([
      { field: 'archivedAt', before: null, after: expect.any(String) },
      { field: 'redirectToId', before: null, after: target.id },
    ]);
    expect(restored.changes).toEqual([
      { field: 'archivedAt', before: expect.any(String), after: null },
      { field: 'redirectToId', before: target.id, after: null },
    ]);
    expect(instead).toMatchObject({ note: 'Asked to delete; archived instead: it has 5 booking clicks and 2 conversions', version: juliet.version + 3 });

    const lima = await providerWithoutHistory('Deleted Lima');
    await admin.delete(`/api/admin/providers/${lima.id}`);
    const deleted = await trail('Provider', lima.id);
    expect(deleted.map((e: { action: string }) => e.action)).toEqual(['create', 'delete']);
  });

  it('undoes an archive with a revert: the provider is back on the site', async () => {
    const mike = await providerWithoutHistory('Reverted Mike');
    await admin.post(`/api/admin/providers/${mike.id}/archive`);
    const [event] = (await admin.get(`/api/admin/audit?entityType=Provider&entityId=${mike.id}&action=archive`)).body;
    expect((await admin.post(`/api/admin/audit/${event.id}/revert`)).status).toBe(200);
    expect((await visitor.get(`/api/providers/${mike.slug}`)).status).toBe(200);
  });
});

describe('affiliate programs', () => {
  const newProgram = async (slug: string) => {
    const made = await admin.post('/api/admin/affiliate-programs', { name: `Network ${slug}`, slug, providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
    expect(made.status).toBe(201);
    return made.body as { id: number; slug: string; secret: string; version: number; name: string };
  };

  it('archives instead of deleting a program with conversions: its postbacks are refused as an unknown program’s, its conversions stay in every report', async () => {
    const net = await newProgram('kept-network');
    const papa = await providerWithoutHistory('Network Papa');
    const { clickId } = await click(papa.id, 'home');
    expect((await postback(net.slug, { subid: clickId, order: 'NET-1', status: 'paid', commission: '9.90' }, net.secret)).body).toMatchObject({ attributed: true });
    const before = await reports();
    expect(earningsOf(before, papa.id)).toMatchObject({ clicks: 1, bookings: 1, paidCents: 990, conversionRate: 1, earningsPerClickCents: 990 });

    const removed = await admin.delete(`/api/admin/affiliate-programs/${net.id}`);
    expect(removed.body).toEqual({ success: true, id: net.id, archived: true, message: ARCHIVE_TEXTS.archivedInstead('affiliate program', net.name, { bookingClicks: 0, keptClicks: 0, conversions: 1 }) });
    expect(await reports()).toEqual(before);
    // Refused exactly as a program that does not exist, secret or not.
    const refused = await postback(net.slug, { subid: clickId, order: 'NET-2', status: 'booked', commission: '1' }, net.secret);
    const unknown = await postback('no-such-network', { order: 'NET-2', status: 'booked', commission: '1' }, net.secret);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: AFFILIATE_TEXTS.postbackProgram });
    expect(refused.body).toEqual(unknown.body);
    expect(await reports()).toEqual(before);
    // Out of the active list and the pickers; in the archived one.
    expect((await admin.get('/api/admin/affiliate-programs')).body.map((p: { id: number }) => p.id)).not.toContain(net.id);
    expect((await admin.get('/api/admin/affiliate-programs?archived=true')).body).toEqual([expect.objectContaining({ id: net.id, archivedAt: expect.any(String) })]);
    expect((await admin.get('/api/admin/affiliate-programs?archived=maybe')).body).toEqual({ message: ARCHIVE_TEXTS.badFilter, errors: { archived: ARCHIVE_TEXTS.badFilter } });
    // Restored, it is heard again.
    expect((await admin.post(`/api/admin/affiliate-programs/${net.id}/restore`)).body).toMatchObject({ id: net.id, archivedAt: null });
    expect((await postback(net.slug, { order: 'NET-3', status: 'booked', commission: '1' }, net.secret)).status).toBe(200);
  });

  it('archives, restores and removes over GraphQL, and lists the archived ones', async () => {
    const net = await newProgram('graph-network');
    const fields = 'id name archivedAt version';
    const archived = await admin.gql(`mutation($id: ID!) { archiveAffiliateProgram(id: $id) { ${fields} } }`, { id: net.id });
    expect(archived.body.data.archiveAffiliateProgram).toMatchObject({ id: String(net.id), archivedAt: expect.any(String), version: net.version + 1 });
    expect((await admin.gql('query { affiliatePrograms(archived: true) { id } }')).body.data.affiliatePrograms).toContainEqual({ id: String(net.id) });
    expect((await admin.gql('query { affiliatePrograms { id } }')).body.data.affiliatePrograms).not.toContainEqual({ id: String(net.id) });
    expect((await postback(net.slug, { order: 'G-1', status: 'booked', commission: '1' }, net.secret)).status).toBe(404);
    const restored = await admin.gql(`mutation($id: ID!) { restoreAffiliateProgram(id: $id) { ${fields} } }`, { id: net.id });
    expect(restored.body.data.restoreAffiliateProgram).toMatchObject({ archivedAt: null, version: net.version + 2 });
    expect((await postback(net.slug, { order: 'G-2', status: 'booked', commission: '1' }, net.secret)).status).toBe(200);
    const refs = await admin.gql('query($id: ID!) { affiliateProgramReferences(id: $id) { bookingClicks keptClicks conversions deletable } }', { id: net.id });
    expect(refs.body.data.affiliateProgramReferences).toEqual({ bookingClicks: 0, keptClicks: 0, conversions: 1, deletable: false });
    const removal = await admin.gql(`mutation($id: ID!) { removeAffiliateProgram(id: $id) { deleted message program { ${fields} } } }`, { id: net.id });
    expect(removal.body.data.removeAffiliateProgram).toMatchObject({ deleted: false, message: expect.stringContaining('archived instead'), program: { archivedAt: expect.any(String) } });

    const unused = await newProgram('unused-network');
    const deleted = await admin.gql(`mutation($id: ID!) { removeAffiliateProgram(id: $id) { deleted message program { id } } }`, { id: unused.id });
    expect(deleted.body.data.removeAffiliateProgram).toEqual({ deleted: true, message: ARCHIVE_TEXTS.deleted('affiliate program', unused.name), program: null });
    expect((await admin.gql('mutation($id: ID!) { deleteAffiliateProgram(id: $id) }', { id: net.id })).body.data.deleteAffiliateProgram).toBe(true);
    const events = (await trail('AffiliateProgram', net.id)).map((e: { action: string }) => e.action);
    expect(events).toEqual(['create', 'archive', 'restore', 'archive']);
  });

  it('is an owner’s: an editor is refused (403)', async () => {
    const net = await newProgram('owners-network');
    expect((await editor.post(`/api/admin/affiliate-programs/${net.id}/archive`)).status).toBe(403);
    expect((await editor.gql('mutation($id: ID!) { restoreAffiliateProgram(id: $id) { id } }', { id: net.id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('no longer names an archived program as silent', async () => {
    const quiet = await newProgram('quiet-network');
    await server.db.getRepository(AffiliateProgram).update({ id: quiet.id }, { createdAt: new Date(Date.now() - 20 * 86_400_000) });
    const silent = async () => (await admin.get('/api/admin/earnings?days=7')).body.silentPrograms.map((p: { id: number }) => p.id);
    expect(await silent()).toContain(quiet.id);
    await admin.post(`/api/admin/affiliate-programs/${quiet.id}/archive`);
    expect(await silent()).not.toContain(quiet.id);
  });
});

describe('the admin providers list', () => {
  it('shows active providers unless asked for the archived ones, and refuses a bad filter', async () => {
    const oscar = await providerWithoutHistory('Listed Oscar');
    await admin.post(`/api/admin/providers/${oscar.id}/archive`);
    const active = await admin.get('/api/admin/providers?limit=500');
    const archived = await admin.get('/api/admin/providers?limit=500&archived=true');
    expect(active.body.map((p: { id: number }) => p.id)).not.toContain(oscar.id);
    expect(archived.body.map((p: { id: number }) => p.id)).toContain(oscar.id);
    expect(Number(archived.headers.get('x-total-count'))).toBe(archived.body.length);
    // SPEC's row, exactly, in both lists.
    expect(archived.body.find((p: { id: number }) => p.id === oscar.id)).toEqual({ id: oscar.id, name: 'Listed Oscar', type: 'Shuttle Van', serviceArea: oscar.serviceArea, rating: '4.2', badge: 'Best Value' });
    const bad = await admin.get('/api/admin/providers?archived=yes&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ archived: ARCHIVE_TEXTS.badFilter, limit: expect.any(String) });
    const gql = await admin.gql('query { adminProvidersPage(archived: true, q: "Listed Oscar") { total items { name } byStatus { active archived } } }');
    expect(gql.body.data.adminProvidersPage).toEqual({ total: 1, items: [{ name: 'Listed Oscar' }], byStatus: { active: 0, archived: 1 } });
  });

  it('keeps an archived provider’s slug its own, and says so to a new provider asking for it', async () => {
    const romeo = await providerWithoutHistory('Slug Keeper');
    await admin.post(`/api/admin/providers/${romeo.id}/archive`);
    const again = await admin.post('/api/admin/providers', providerPayload({ name: 'Slug Taker', slug: romeo.slug }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: PROVIDER_TEXTS.slugTakenArchived(romeo.slug, 'Slug Keeper'), errors: { slug: PROVIDER_TEXTS.slugTakenArchived(romeo.slug, 'Slug Keeper') } });
  });

  it('counts only the providers shown on the site on the dashboard', async () => {
    const before = (await admin.get('/api/admin/stats')).body.providerCount;
    const papa = await providerWithoutHistory('Counted Quebec');
    expect((await admin.get('/api/admin/stats')).body.providerCount).toBe(before + 1);
    await admin.post(`/api/admin/providers/${papa.id}/archive`);
    expect((await admin.get('/api/admin/stats')).body.providerCount).toBe(before);
  });
});

describe('the services', () => {
  const SYSTEM = { kind: 'system', name: 'command line' } as const;

  it('archive and restore from the command line too, each a versioned change in the trail', async () => {
    const romeo = await providerWithoutHistory('Service Romeo');
    const archived = await server.services.providers.archive(SYSTEM, romeo.id);
    expect(archived).toMatchObject({ archivedAt: expect.any(Date), redirectToId: null, version: romeo.version + 1 });
    // Archiving again without a redirect changes nothing: no new version, no new event.
    expect(await server.services.providers.archive(SYSTEM, romeo.id)).toMatchObject({ version: romeo.version + 1 });
    const restored = await server.services.providers.restore(SYSTEM, romeo.id);
    expect(restored).toMatchObject({ archivedAt: null, version: romeo.version + 2 });
    expect((await trail('Provider', romeo.id)).map((e) => [e.action, e.actorName])).toEqual([
      ['create', 'admin'],
      ['archive', 'command line'],
      ['restore', 'command line'],
    ]);
  });

  // A click can be counted between the delete's first look and its delete: counted again inside the
  // transaction, or refused by the foreign key, it ends in an archive, never in lost counts.
  it.each([
    ['counted again inside the delete’s transaction', 1],
    ['refused by the foreign key', 2],
  ])('archives instead when a click arrived during the delete (%s)', async (_how, blindCalls) => {
    const sierra = await providerWithHistory(`Raced Sierra ${blindCalls}`);
    const spec = (server.services.providers as unknown as { archiving: { references: (...args: unknown[]) => Promise<unknown> } }).archiving;
    const real = spec.references;
    let calls = 0;
    const spy = jest.spyOn(spec, 'references').mockImplementation((...args) => (++calls <= blindCalls ? Promise.resolve({ bookingClicks: 0, keptClicks: 0, conversions: 0 }) : real(...args)));
    try {
      const removal = await server.services.providers.remove(SYSTEM, sierra.id);
      expect(removal).toMatchObject({ deleted: false, references: { bookingClicks: 5, keptClicks: 5, conversions: 2 } });
    } finally {
      spy.mockRestore();
    }
    expect(await server.services.providers.references(SYSTEM, sierra.id)).toEqual({ bookingClicks: 5, keptClicks: 5, conversions: 2 });
    expect((await admin.get(`/api/admin/providers/${sierra.id}`)).body.archivedAt).toEqual(expect.any(String));
  });
});
