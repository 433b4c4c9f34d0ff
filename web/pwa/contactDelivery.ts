// The one way a contact message reaches the server, from the page and from the service worker alike:
// POST /api/contact (SPEC.md section 7) with the outbox's Idempotency-Key, and the one function that
// reads any answer to it (a status and body, a network failure, a captive portal's page, nothing at
// all) as sent / refused with field messages / try later.
import {
  ContactOutbox,
  OUTBOX_LOCK,
  originLock,
  type ContactOutboxOptions,
  type ContactTransport,
  type DeliveryAnswer,
  type OutboxStore,
} from './outbox';

export const CONTACT_URL = '/api/contact';

/** SPEC.md section 8: the contact failure notice, and its text when the server gave none. */
export const SEND_FAILED_TITLE = 'Failed to send message';
export const SEND_FAILED_FALLBACK = 'Failed to send message. Please try again.';

/** What came back for one POST: an HTTP answer, or the error fetch() rejected with. */
export type ContactReply =
  | { status: number; contentType: string | null; retryAfter: string | null; body: string }
  | { failed: unknown };

/** 408, 425, 429: the server is fine but wants the message later. */
const RETRY_LATER_STATUS = new Set([408, 425, 429]);

/**
 * The server's own words in an error answer's JSON body ({ message }, or a GraphQL error list's
 * first message). Undefined when the body is not such JSON (a proxy's page, an empty body).
 */
export function messageInAnswer(bodyText: string | null | undefined): string | undefined {
  const body = parseJson(bodyText) as { message?: unknown; errors?: unknown } | null;
  const first = Array.isArray(body?.errors) ? (body.errors[0] as { message?: unknown } | undefined)?.message : undefined;
  const message = typeof body?.message === 'string' ? body.message : first;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

/** REST's { errors: { field: message } } (a validation answer), strings only. */
function fieldMessages(bodyText: string): Record<string, string> {
  const errors = (parseJson(bodyText) as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function parseJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The one reading of an answer to POST /api/contact. */
export function classifyContactReply(reply: ContactReply): DeliveryAnswer {
  if ('failed' in reply) {
    // No answer at all (offline, connection reset, aborted): the server may hold the message.
    return { status: 'later', answered: false, message: SEND_FAILED_FALLBACK };
  }
  const { status, body } = reply;
  const json = /\bjson\b/i.test(reply.contentType ?? '');
  // Not our JSON: a captive portal's page (also a 200 one: no confirmation) or a proxy's; 511 asks
  // for a network login first. Only a 5xx page means our side is down.
  if (!json || status === 511) return { status: 'later', answered: status >= 500 && status !== 511, message: SEND_FAILED_FALLBACK };
  if (status >= 200 && status < 300) return { status: 'sent' }; // 201 stored, 200 a replay of the stored copy
  const message = messageInAnswer(body) ?? SEND_FAILED_FALLBACK;
  if (status >= 500 || RETRY_LATER_STATUS.has(status)) {
    const wait = retryAfterMs(reply.retryAfter);
    return { status: 'later', answered: true, message, ...(wait !== undefined ? { retryAfterMs: wait } : {}) };
  }
  return { status: 'refused', message, fieldErrors: fieldMessages(body), keyConflict: status === 409 };
}

/** The part of fetch() the transport uses. */
export type FetchLike = (
  input: string,
  init: RequestInit,
) => Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;

async function post(fetchFn: FetchLike, url: string, key: string, input: unknown, signal: AbortSignal): Promise<ContactReply> {
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(input),
      credentials: 'same-origin',
      signal,
    });
    // A body cut off after the status arrived still tells what the status says.
    const body = await response.text().catch(() => '');
    return { status: response.status, contentType: response.headers.get('Content-Type'), retryAfter: response.headers.get('Retry-After'), body };
  } catch (failed) {
    return { failed };
  }
}

/** Delivery over REST, the same for the page and the service worker. */
export function contactTransport(fetchFn: FetchLike, url = CONTACT_URL): ContactTransport {
  return async (message, signal) => classifyContactReply(await post(fetchFn, url, message.key, message.input, signal));
}

export interface ContactOutboxSetup extends Pick<ContactOutboxOptions, 'isOnline' | 'onQueued' | 'onKept'> {
  store: OutboxStore;
  fetchFn?: FetchLike;
}

/** An outbox that delivers over contactTransport under the origin's Web Lock: the page's and the worker's. */
export function createContactOutbox({ store, fetchFn = (input, init) => fetch(input, init), ...hooks }: ContactOutboxSetup): ContactOutbox {
  return new ContactOutbox({ store, transport: contactTransport(fetchFn), withLock: originLock(OUTBOX_LOCK), ...hooks });
}
