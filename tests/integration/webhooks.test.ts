// Webhooks over HTTP, on SQLite and on MariaDB, with a receiver in the test (a local HTTP server):
// each delivery signed (the HMAC checked here), retried after a 500 once it is due (the sender's
// rounds and the clock driven by the test, no timer), delivered once after a restart (a new server
// on the same database picks the queue up) and never twice with two senders on one database; a
// partner reads only its own log (GraphQL and REST); conversion.updated reaches only the credited
// partner; bad webhook URLs are refused; the owner's test event is sent at once.
import { WebhookDelivery } from '../../api/entities';
import { WEBHOOK_FIRST_RETRY_MS } from '../../api/domain/webhooks';
import { verifyWebhookSignature } from '../../api/services/webhookSignature';
import type { Scheduler } from '../../api/services/webhooks';
import { providerPayload } from '../support/factories';
import { Receiver } from '../support/webhookReceiver';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(120_000);

/** The sender never runs by itself here: each test runs its rounds. */
const DRIVEN: Scheduler = { every: () => ({ cancel: () => {} }) };

let server: TestServer;
let owner: Client;
let receiver: Receiver;
/** How far ahead of the wall clock the server's clock is (the test moves it to make retries due). */
let aheadMs = 0;
const clock = () => new Date(Date.now() + aheadMs);

beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
  server = await startTestServer({ clock, webhooks: { scheduler: DRIVEN } });
  owner = new Client(server.url);
  await loginAs(owner, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
  await receiver.stop();
});

const CREATE = `mutation ($input: PartnerInput!) { createPartner(input: $input) { key webhookSecret partner { id slug webhookUrl webhookSecretHint } } }`;
let partnerCount = 0;

async function newPartner(path: string | null, over: Record<string, unknown> = {}) {
  partnerCount++;
  const answer = await owner.gql(CREATE, {
    input: { name: `Hooked ${partnerCount}`, slug: `hooked-${partnerCount}`, revenueSharePercent: 20, webhookUrl: path === null ? null : `${receiver.url}${path}`, ...over },
  });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createPartner as { key: string; webhookSecret: string; partner: { id: string; slug: string; webhookSecretHint: string } };
}

async function newProvider(over: Record<string, unknown> = {}) {
  const made = await owner.post('/api/admin/providers', providerPayload({ bookingUrl: 'https://book.hooked.example/go?sid={clickId}', ...over }));
  expect(made.status).toBe(201);
  return made.body as { id: number; slug: string; name: string };
}

async function renameProvider(id: number, shortDescription: string) {
  const current = await owner.get(`/api/admin/providers/${id}`);
  const saved = await owner.put(`/api/admin/providers/${id}`, { ...current.body, shortDescription });
  expect(saved.status).toBe(200);
}

const keyed = (key: string) => ({ authorization: `Bearer ${key}` });
const deliveriesOf = (partnerId: string | number) => server.db.getRepository(WebhookDelivery).find({ where: { partnerId: Number(partnerId) }, order: { createdAt: 'ASC' } });

describe('webhook URLs', () => {
  it.each([
    ['another scheme', 'ftp://hooks.example.com/in'],
    ['plain http to another host', 'http://hooks.example.com/in'],
    ['a user name and password', 'https://user:secret@hooks.example.com/in'],
    ['a user name alone', 'https://user@hooks.example.com/in'],
    ['no URL at all', 'hooks.example.com/in'],
  ])('refuses %s with the field named, storing nothing', async (_case, webhookUrl) => {
    const before = (await owner.gql('{ partners { id } }')).body.data.partners.length;
    const answer = await owner.gql(CREATE, { input: { name: 'Refused Hooks', slug: `refused-${partnerCount++}`, webhookUrl } });
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(answer.body.errors[0].extensions)).toContain('webhookUrl');
    expect((await owner.gql('{ partners { id } }')).body.data.partners.length).toBe(before);
  });
});

describe('deliveries', () => {
  it('signs each delivery: provider.updated and fares.changed reach every partner with a URL, verified with its secret', async () => {
    const a = await newPartner('/signed-a');
    await newPartner(null); // no URL: told nothing
    const provider = await newProvider();
    await renameProvider(provider.id, 'Renamed for hooks');
    expect(await server.webhookSender.round()).toBeGreaterThanOrEqual(1);

    const [updated] = receiver.events('/signed-a', 'provider.updated');
    expect(updated.payload).toMatchObject({ type: 'provider.updated', data: { provider: { id: provider.id, slug: provider.slug } } });
    expect(updated.payload.data.changed).toContain('shortDescription');
    expect(receiver.events('/signed-a', 'fares.changed')).toHaveLength(0);
    expect(updated.headers['content-type']).toBe('application/json');
    expect(updated.headers['rdu-event']).toBe('provider.updated');
    const deliveryId = updated.headers['rdu-delivery'] as string;
    expect((await deliveriesOf(a.partner.id)).map((d) => d.id)).toContain(deliveryId);
    // The signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`> with the partner's secret.
    const signature = updated.headers['rdu-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const now = Math.floor(clock().getTime() / 1000);
    expect(verifyWebhookSignature(a.webhookSecret, signature, updated.body, now)).toBe(true);
    expect(verifyWebhookSignature(a.webhookSecret, signature, updated.body.replace('provider.updated', 'provider.archived'), now)).toBe(false);
    expect(verifyWebhookSignature('rdu_whsec_someone-else', signature, updated.body, now)).toBe(false);
    expect(a.webhookSecret.slice(-4)).toBe(a.partner.webhookSecretHint);

    // Fares: a changed amount is fares.changed as well, with the fares as they are now.
    const current = (await owner.get(`/api/admin/providers/${provider.id}`)).body as { fares: { place: string; amount: number | string }[] };
    expect(current.fares.length).toBeGreaterThan(0);
    const fares = current.fares.map((f, i) => ({ ...f, amount: i === 0 ? Number(f.amount) + 7 : f.amount }));
    expect((await owner.put(`/api/admin/providers/${provider.id}`, { ...current, fares })).status).toBe(200);
    await server.webhookSender.round();
    const [fareEvent] = receiver.events('/signed-a', 'fares.changed');
    expect(fareEvent.payload.data).toMatchObject({ provider: { id: provider.id } });
    expect(verifyWebhookSignature(a.webhookSecret, fareEvent.headers['rdu-signature'] as string, fareEvent.body, Math.floor(clock().getTime() / 1000))).toBe(true);

    // Archived: provider.archived.
    const archived = await owner.gql(`mutation { archiveProvider(id: ${provider.id}) { id } }`);
    expect(archived.body.errors).toBeUndefined();
    await server.webhookSender.round();
    expect(receiver.events('/signed-a', 'provider.archived').map((e) => e.payload.data.provider)).toEqual([expect.objectContaining({ id: provider.id })]);
  });

  it('retries after a 500 once the wait is over (1 minute after the first try), with the same event id', async () => {
    const p = await newPartner('/flaky');
    receiver.answers.set('/flaky', [500]);
    const provider = await newProvider();
    await renameProvider(provider.id, 'Flaky receivers');
    await server.webhookSender.round();
    expect(receiver.at('/flaky')).toHaveLength(1);
    const [failed] = await deliveriesOf(p.partner.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
    expect(failed.nextAttemptAt.getTime() - failed.lastAttemptAt!.getTime()).toBe(WEBHOOK_FIRST_RETRY_MS);

    // Not due yet: nothing sent.
    await server.webhookSender.round();
    expect(receiver.at('/flaky')).toHaveLength(1);

    aheadMs += WEBHOOK_FIRST_RETRY_MS + 1_000;
    await server.webhookSender.round();
    const tries = receiver.events('/flaky');
    expect(tries).toHaveLength(2);
    expect(tries[1].payload.id).toBe(tries[0].payload.id);
    expect(tries[1].headers['rdu-delivery']).toBe(tries[0].headers['rdu-delivery']);
    expect((await deliveriesOf(p.partner.id))[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200, lastError: null });
  });

  it('never sends one delivery twice with two servers sending from one database', async () => {
    const p = await newPartner('/twice');
    const second = await startTestServer({ reuse: { dataDir: server.dataDir, databaseUrl: server.databaseUrl }, clock, webhooks: { scheduler: DRIVEN } });
    try {
      const provider = await newProvider();
      for (let i = 0; i < 6; i++) await renameProvider(provider.id, `Twice ${i}`);
      const made = (await deliveriesOf(p.partner.id)).map((d) => d.id);
      expect(made).toHaveLength(6);
      await Promise.all([server.webhookSender.round(), second.webhookSender.round(), server.webhookSender.round(), second.webhookSender.round()]);
      await Promise.all([server.webhookSender.round(), second.webhookSender.round()]);
      const sent = receiver.at('/twice').map((r) => r.headers['rdu-delivery']);
      expect([...sent].sort()).toEqual([...made].sort());
    } finally {
      await second.close();
    }
  });

  it('delivers once after a restart: a new server on the same database sends what the old one queued', async () => {
    const p = await newPartner('/restart');
    const provider = await newProvider();
    await renameProvider(provider.id, 'Queued before restart');
    expect((await deliveriesOf(p.partner.id)).map((d) => d.status)).toEqual(['pending']);
    await server.close();
    server = await startTestServer({ reuse: { dataDir: server.dataDir, databaseUrl: server.databaseUrl }, clock, webhooks: { scheduler: DRIVEN } });
    owner = new Client(server.url);
    await loginAs(owner, ADMIN.username, ADMIN.password);
    await server.webhookSender.round();
    await server.webhookSender.round();
    expect(receiver.at('/restart')).toHaveLength(1);
    expect((await deliveriesOf(p.partner.id)).map((d) => d.status)).toEqual(['delivered']);
  });
});

describe('the delivery log and the test event', () => {
  const LOG = `query ($partnerId: ID, $limit: Int) { webhookDeliveries(partnerId: $partnerId, limit: $limit) { id partnerId type status attempts lastStatus lastError } }`;

  it('shows a partner only its own deliveries (GraphQL and REST); needs its key; refuses unknown parameters', async () => {
    const a = await newPartner('/log-a');
    const b = await newPartner('/log-b');
    await renameProvider((await newProvider()).id, 'Logged for both');
    await server.webhookSender.round();

    for (const [who, other] of [
      [a, b],
      [b, a],
    ]) {
      const gql = await new Client(server.url).gql(LOG, { partnerId: other.partner.id }, { headers: keyed(who.key) });
      expect(gql.body.errors).toBeUndefined();
      const rows = gql.body.data.webhookDeliveries as { partnerId: number; status: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.partnerId === Number(who.partner.id))).toBe(true);
      const rest = await new Client(server.url).get('/api/partner/webhook-deliveries?limit=5', keyed(who.key));
      expect(rest.status).toBe(200);
      expect((rest.body as { partnerId: number }[]).every((r) => r.partnerId === Number(who.partner.id))).toBe(true);
    }
    expect((await new Client(server.url).get('/api/partner/webhook-deliveries')).status).toBe(401);
    const unknown = await new Client(server.url).get('/api/partner/webhook-deliveries?limt=5', keyed(a.key));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.limt).toBeDefined();
    const badLimit = await new Client(server.url).get('/api/partner/webhook-deliveries?limit=0', keyed(a.key));
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors.limit).toBeDefined();
    // The owner names the partner; anonymous callers get nothing.
    const ownerLog = await owner.gql(LOG, { partnerId: b.partner.id });
    expect((ownerLog.body.data.webhookDeliveries as { partnerId: number }[]).every((r) => r.partnerId === Number(b.partner.id))).toBe(true);
    expect((await new Client(server.url).gql(LOG, { partnerId: b.partner.id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('sends a test event at once (owners only) and makes a new signing secret that signs from then on', async () => {
    const p = await newPartner('/ping');
    const SEND = `mutation ($id: ID!) { sendTestWebhook(partnerId: $id) { id type status attempts lastStatus } }`;
    const sent = await owner.gql(SEND, { id: p.partner.id });
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data.sendTestWebhook).toMatchObject({ type: 'ping', status: 'DELIVERED', attempts: 1, lastStatus: 200 });
    const [ping] = receiver.events('/ping', 'ping');
    expect(verifyWebhookSignature(p.webhookSecret, ping.headers['rdu-signature'] as string, ping.body, Math.floor(clock().getTime() / 1000))).toBe(true);

    const rotated = await owner.gql(`mutation ($id: ID!) { rotateWebhookSecret(id: $id) { webhookSecret partner { webhookSecretHint } } }`, { id: p.partner.id });
    const secret = rotated.body.data.rotateWebhookSecret.webhookSecret as string;
    expect(secret).not.toBe(p.webhookSecret);
    expect(rotated.body.data.rotateWebhookSecret.partner.webhookSecretHint).toBe(secret.slice(-4));
    await owner.gql(SEND, { id: p.partner.id });
    const [, second] = receiver.events('/ping', 'ping');
    const t = Math.floor(clock().getTime() / 1000);
    expect(verifyWebhookSignature(secret, second.headers['rdu-signature'] as string, second.body, t)).toBe(true);
    expect(verifyWebhookSignature(p.webhookSecret, second.headers['rdu-signature'] as string, second.body, t)).toBe(false);
    // The secret never enters the audit trail or the partner list.
    const audit = await owner.get(`/api/admin/audit?entityType=Partner&entityId=${p.partner.id}`);
    expect(audit.text).not.toContain(secret);
    expect((await owner.gql('{ partners { id webhookSecretHint } }')).text).not.toContain(secret);

    const noUrl = await newPartner(null);
    const refused = await owner.gql(SEND, { id: noUrl.partner.id });
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const withKey = await new Client(server.url).gql(SEND, { id: p.partner.id }, { headers: keyed(p.key) });
    expect(withKey.body.errors[0].extensions.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  it('tells conversion.updated only to the partner its booking is credited to', async () => {
    const a = await newPartner('/conv-a');
    const b = await newPartner('/conv-b');
    const provider = await newProvider();
    await server.webhookSender.round();
    const link = await new Client(server.url).post('/api/booking-links', { providerId: provider.id, partnerRef: 'spring_mail' }, keyed(a.key));
    expect(link.status).toBe(201);
    const program = await owner.post('/api/admin/affiliate-programs', { name: 'Hooked Network', slug: 'hooked-network', providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
    expect(program.status).toBe(201);
    const postback = await new Client(server.url).post('/api/postbacks/hooked-network', { order: 'hook-1', click: link.body.clickId, status: 'booked', commission: '40.00' }, { authorization: `Bearer ${program.body.secret}` });
    expect(postback.body).toMatchObject({ attributed: true, outcome: 'stored' });
    await server.webhookSender.round();
    const told = receiver.events('/conv-a', 'conversion.updated');
    expect(told).toHaveLength(1);
    expect(told[0].payload.data.conversion).toMatchObject({ clickId: link.body.clickId, partnerRef: 'spring_mail', status: 'booked', commissionCents: 4000, shareCents: 800 });
    expect(receiver.events('/conv-b', 'conversion.updated')).toHaveLength(0);
    expect((await deliveriesOf(b.partner.id)).filter((d) => d.type === 'conversion.updated')).toHaveLength(0);
  });
});
