// The webhook queue as an operator and the other partners see it: the queue's gauge on /metrics
// (pending while a receiver is down, 0 once delivered), the delivery log kept bounded
// (WEBHOOK_LOG_RETENTION_DAYS, swept by the sender's rounds on the server's clock), and one slow
// partner holding at most WEBHOOK_IN_FLIGHT_PER_PARTNER sends, never the other partners' deliveries.
// The sender's rounds and the clock are driven by the tests; no timer runs, and a held receiver
// is released by the test long before the sends' time limit (10 minutes here, not 10 s).
import { WebhookDelivery } from '../../api/entities';
import { WEBHOOK_FIRST_RETRY_MS, WEBHOOK_IN_FLIGHT_PER_PARTNER } from '../../api/domain/webhooks';
import type { Scheduler } from '../../api/services/webhooks';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';
import { Receiver } from '../support/webhookReceiver';

const parsePrometheusText = require('parse-prometheus-text-format') as (text: string) => { name: string; metrics: { value?: string; labels?: Record<string, string> }[] }[];

jest.setTimeout(120_000);

const DRIVEN: Scheduler = { every: () => ({ cancel: () => {} }) };
const DAY_MS = 86_400_000;
const RETENTION_DAYS = 10;

let server: TestServer;
let owner: Client;
let receiver: Receiver;
let aheadMs = 0;
const clock = () => new Date(Date.now() + aheadMs);

beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
  server = await startTestServer({ clock, webhooks: { scheduler: DRIVEN, timeoutMs: 10 * 60_000 }, env: { METRICS_PORT: '0', WEBHOOK_LOG_RETENTION_DAYS: String(RETENTION_DAYS) } });
  owner = new Client(server.url);
  await loginAs(owner, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
  await receiver.stop();
});

let partnerCount = 0;
async function newPartner(url: string) {
  partnerCount++;
  const answer = await owner.gql(`mutation ($input: PartnerInput!) { createPartner(input: $input) { partner { id } } }`, {
    input: { name: `Queued ${partnerCount}`, slug: `queued-${partnerCount}`, revenueSharePercent: 10, webhookUrl: url },
  });
  expect(answer.body.errors).toBeUndefined();
  return Number(answer.body.data.createPartner.partner.id);
}

/** The owner's "Send a test event": the delivery as its first try ended. */
async function sendTest(partnerId: number) {
  const sent = await owner.gql(`mutation ($id: ID!) { sendTestWebhook(partnerId: $id) { id status attempts } }`, { id: partnerId });
  expect(sent.body.errors).toBeUndefined();
  return sent.body.data.sendTestWebhook as { id: string; status: string; attempts: number };
}

/** Events queued for one partner only, as a change would queue them (not sent until a round). */
async function queue(partnerId: number, count: number) {
  for (let i = 0; i < count; i++) await server.db.transaction((m) => server.services.webhooks.enqueue(m, 'ping', { n: i }, partnerId));
}

const statusesOf = async (partnerId: number) => (await server.db.getRepository(WebhookDelivery).find({ where: { partnerId }, order: { createdAt: 'ASC' } })).map((d) => d.status);

async function queueGauge() {
  const res = await fetch(`${server.metricsUrl}/metrics`);
  expect(res.status).toBe(200);
  const family = parsePrometheusText(await res.text()).find((f) => f.name === 'rdu_webhook_queue_length');
  if (!family) throw new Error('no rdu_webhook_queue_length in /metrics');
  const value = (status: string) => Number(family.metrics.find((m) => m.labels?.status === status)?.value ?? NaN);
  return { pending: value('pending'), sending: value('sending') };
}

/** Waits for a condition the server brings about (no fixed sleep); the test's timeout bounds it. */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the queue on /metrics', () => {
  it('counts deliveries pending while a receiver is down, and 0 once they are delivered', async () => {
    const down = new Receiver();
    await down.start();
    const partnerId = await newPartner(`${down.url}/hooks`);
    await down.stop();
    expect(await queueGauge()).toEqual({ pending: 0, sending: 0 });

    // Each first try meets a refused connection: the deliveries wait for their retry.
    for (let i = 0; i < 3; i++) expect(await sendTest(partnerId)).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(await queueGauge()).toEqual({ pending: 3, sending: 0 });
    // Not due yet: a round sends nothing and the gauge stays.
    await server.webhookSender.round();
    expect(await queueGauge()).toEqual({ pending: 3, sending: 0 });

    await down.start(); // back on the same port
    try {
      aheadMs += WEBHOOK_FIRST_RETRY_MS + 1_000;
      expect(await server.webhookSender.round()).toBe(3);
      expect(down.at('/hooks')).toHaveLength(3);
      expect(await statusesOf(partnerId)).toEqual(['delivered', 'delivered', 'delivered']);
      expect(await queueGauge()).toEqual({ pending: 0, sending: 0 });
    } finally {
      await down.stop();
    }
  });
});

describe('the delivery log kept bounded', () => {
  it(`forgets delivered and failed deliveries ${RETENTION_DAYS} days (WEBHOOK_LOG_RETENTION_DAYS) after they ended; keeps the rest`, async () => {
    const kept = await newPartner(`${receiver.url}/kept`);
    const gone = await newPartner(`${receiver.url}/gone`);
    const flaky = await newPartner(`${receiver.url}/flaky`);
    receiver.answers.set('/flaky', Array(20).fill(500));
    // Now: two delivered, one failed (its partner disabled before the try), one waiting for a retry.
    for (const _ of [1, 2]) expect((await sendTest(kept)).status).toBe('DELIVERED');
    await queue(gone, 1);
    expect((await owner.gql(`mutation ($id: ID!) { disablePartner(id: $id) { id } }`, { id: gone })).body.errors).toBeUndefined();
    await queue(flaky, 1);
    await server.webhookSender.round();
    expect(await statusesOf(gone)).toEqual(['failed']);
    expect(await statusesOf(flaky)).toEqual(['pending']);

    // Just short of the retention: nothing forgotten; one more delivery ends now.
    aheadMs += (RETENTION_DAYS - 1) * DAY_MS;
    expect((await sendTest(kept)).status).toBe('DELIVERED');
    await server.webhookSender.round();
    expect(await statusesOf(kept)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(await statusesOf(gone)).toEqual(['failed']);

    // Past it for the first three: gone at the next round; the recent one and the one still retried stay.
    aheadMs += 2 * DAY_MS;
    await server.webhookSender.round();
    expect(await statusesOf(kept)).toEqual(['delivered']);
    expect(await statusesOf(gone)).toEqual([]);
    expect(await statusesOf(flaky)).toEqual(['pending']);
    // The log shows what is left.
    const log = await owner.gql(`query ($id: ID) { webhookDeliveries(partnerId: $id) { id status } }`, { id: kept });
    expect(log.body.data.webhookDeliveries).toHaveLength(1);
  });
});

describe('one slow partner', () => {
  it(`holds at most ${WEBHOOK_IN_FLIGHT_PER_PARTNER} sends under way, never the other partners' deliveries`, async () => {
    const slow = await newPartner(`${receiver.url}/slow`);
    const fast = await newPartner(`${receiver.url}/fast`);
    receiver.hold('/slow');
    // More than one round's batch (20) for the slow partner, queued before the other's.
    await queue(slow, 24);
    await queue(fast, 1);

    const first = server.webhookSender.round();
    await until(() => receiver.at('/fast').length === 1 && receiver.at('/slow').length === WEBHOOK_IN_FLIGHT_PER_PARTNER);
    expect(await statusesOf(fast)).toEqual(['delivered']);

    // While the slow receiver still has not answered, the next round sends the other partner's
    // new delivery (and waits for it alone), and nothing more to the slow one.
    await queue(fast, 2);
    expect(await server.webhookSender.round()).toBe(2);
    expect(receiver.at('/fast')).toHaveLength(3);
    expect(receiver.at('/slow')).toHaveLength(WEBHOOK_IN_FLIGHT_PER_PARTNER);
    const slowNow = await statusesOf(slow);
    expect(slowNow.filter((s) => s === 'sending')).toHaveLength(WEBHOOK_IN_FLIGHT_PER_PARTNER);
    expect(slowNow.filter((s) => s === 'pending')).toHaveLength(24 - WEBHOOK_IN_FLIGHT_PER_PARTNER);

    receiver.release('/slow');
    expect(await first).toBe(1 + WEBHOOK_IN_FLIGHT_PER_PARTNER);
    // The rest, at most that many a round.
    for (let sent = WEBHOOK_IN_FLIGHT_PER_PARTNER; sent < 24; sent += WEBHOOK_IN_FLIGHT_PER_PARTNER) {
      expect(await server.webhookSender.round()).toBe(WEBHOOK_IN_FLIGHT_PER_PARTNER);
    }
    expect((await statusesOf(slow)).every((s) => s === 'delivered')).toBe(true);
    expect(receiver.at('/slow')).toHaveLength(24);
  });
});
