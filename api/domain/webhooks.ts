// Webhooks: what a partner is told (the events and their payload's shape), how a delivery is signed
// and retried, and the words the admin's delivery log uses. Decided once for the server, the admin
// page and docs/integrators.md. Imports nothing of the project but other domain modules.
import { NUMBER_TEXT, type Rules } from './inputs/check';

/** The events a partner's webhook URL receives. `ping`: the admin's "Send a test event". */
export const WEBHOOK_EVENTS = ['provider.updated', 'provider.archived', 'fares.changed', 'conversion.updated', 'ping'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Where a delivery is: waiting (first try or a retry), being sent by one process, done, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** What a partner receives: the JSON body of each POST. */
export interface WebhookPayload<D = unknown> {
  /** The event's id: the same on every retry of it (a receiver may de-duplicate by it). */
  id: string;
  type: WebhookEventType;
  /** ISO 8601, when the change happened. */
  createdAt: string;
  data: D;
}

/** Headers each delivery carries. */
export const WEBHOOK_HEADERS = {
  signature: 'RDU-Signature',
  event: 'RDU-Event',
  delivery: 'RDU-Delivery',
} as const;

/** Tries in all (the first and seven retries), then the delivery is failed. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
export const WEBHOOK_FIRST_RETRY_MS = 60_000;
export const WEBHOOK_MAX_RETRY_MS = 12 * 3600_000;
/** A receiver that has not answered within this is counted as a failed try. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * Sends to one partner one process has under way at most: a slow receiver (every try running to
 * the timeout) holds this many of the sender's places, never the other partners' deliveries.
 */
export const WEBHOOK_IN_FLIGHT_PER_PARTNER = 4;
/** Delivered and failed deliveries are kept this many days (WEBHOOK_LOG_RETENTION_DAYS), then forgotten. */
export const DEFAULT_WEBHOOK_LOG_RETENTION_DAYS = 30;
/** How often each process's sender forgets the deliveries past the retention. */
export const WEBHOOK_LOG_SWEEP_MS = 3600_000;
/** The short error kept with a failed try (never the receiver's body). */
export const WEBHOOK_ERROR_MAX = 200;

/** REST: the calling partner's delivery log (`?limit=50`). */
export const WEBHOOK_DELIVERIES_PATH = '/api/partner/webhook-deliveries';
export const WEBHOOK_LOG_LIMIT = 50;
export const WEBHOOK_LOG_MAX = 200;

/** A signing secret as made: a recognisable prefix then 32 random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'rdu_whsec_';

/**
 * The wait before the next try after `attempts` tries (1: after the first): 1 minute, doubling,
 * at most 12 hours; null when no try is left.
 */
export function webhookRetryDelayMs(attempts: number): number | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  return Math.min(WEBHOOK_MAX_RETRY_MS, WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** The text the signature covers: the timestamp (unix seconds), a dot, the exact body sent. */
export function signedText(timestampSeconds: number, body: string): string {
  return `${timestampSeconds}.${body}`;
}

/** `RDU-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export function signatureHeader(timestampSeconds: number, hexDigest: string): string {
  return `t=${timestampSeconds},v1=${hexDigest}`;
}

/** Reads `t=…,v1=…` back (receivers, tests); null when it is not one. */
export function readSignatureHeader(value: string | null | undefined): { t: number; v1: string[] } | null {
  if (!value) return null;
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of value.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const v = rest.join('=');
    if (key === 't' && /^\d+$/.test(v)) t = Number(v);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(v)) v1.push(v);
  }
  return t === null || v1.length === 0 ? null : { t, v1 };
}

/** The short error kept for a try that got no answer (or a refused one). */
export function shortError(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > WEBHOOK_ERROR_MAX ? `${line.slice(0, WEBHOOK_ERROR_MAX - 1)}…` : line;
}

export const WEBHOOK_TEXTS = {
  noUrl: 'This partner has no webhook URL: set one first',
  disabled: 'The partner is disabled',
  timeout: `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`,
  status: (status: number) => `The receiver answered ${status}`,
  limit: `limit must be a whole number from 1 to ${WEBHOOK_LOG_MAX}`,
  partnerId: 'partnerId must be the id of a partner',
} as const;

/** The delivery log's request (GraphQL `webhookDeliveries(limit:)`, REST `?limit=`). */
export interface WebhookLogRequest {
  limit?: number | string | null;
}

export const WEBHOOK_LOG_RULES: Rules<WebhookLogRequest> = {
  limit: { kind: 'number', min: 1, max: WEBHOOK_LOG_MAX, integer: true, optional: true, text: NUMBER_TEXT, message: WEBHOOK_TEXTS.limit },
};

/** The admin's webhook dialog on the Partners page. */
export const WEBHOOKS_PANEL_TEXTS = {
  open: 'Webhooks',
  title: (name: string) => `Webhooks: ${name}`,
  sendTest: 'Send a test event',
  testSent: 'Test event sent',
  testFailed: 'Test event not delivered',
  rotateSecret: 'New signing secret',
  rotateConfirm: 'Make a new signing secret? Deliveries are signed with the new one at once; the partner must update its receiver.',
  secretTitle: 'The signing secret',
  secretOnce: 'Copy it now: it is shown this once. The partner verifies RDU-Signature with it (docs/integrators.md).',
  secretHint: (hint: string) => `Signing secret ends in …${hint}`,
  noUrl: 'No webhook URL set: edit the partner to add one.',
  empty: 'No deliveries yet.',
  loadError: 'Error loading deliveries',
  close: 'Close',
  columns: { event: 'Event', status: 'Status', attempts: 'Tries', lastStatus: 'Answer', when: 'When' },
  statuses: { pending: 'Waiting', sending: 'Sending', delivered: 'Delivered', failed: 'Failed' } satisfies Record<WebhookDeliveryStatus, string>,
  nextTry: (when: string) => `next try ${when}`,
} as const;
