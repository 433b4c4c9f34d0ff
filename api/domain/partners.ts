// Partners (integrators): who they are, how their keys look and are sent, their quota and the
// headers that tell it (the IETF httpapi RateLimit fields), their booking links and sub-IDs, and the
// report they read. Decided once for the server, the admin page and docs/integrators.md. Imports
// nothing of the project but other domain modules.
import { NUMBER_TEXT, type Rules } from './inputs/check';
import type { TripInput } from './inputs/public';

/** REST: a partner's booking link (POST, JSON `BookingLinkInput`), answered `{ url, clickId, expiresAt }`. */
export const BOOKING_LINKS_PATH = '/api/booking-links';
/** REST: a partner's own report (`?days=30`), JSON or CSV (`Accept: text/csv`). */
export const PARTNER_REPORT_PATH = '/api/partner/report';

/** A key as made: a recognisable prefix (secret scanners, logs) then 32 random bytes. */
export const PARTNER_KEY_PREFIX = 'rdu_pk_';
/** Anything else is no key of ours: refused before the database is asked. */
export const PARTNER_KEY_PATTERN = /^rdu_pk_[A-Za-z0-9_-]{43}$/;

/** The header a key may come in besides `Authorization: Bearer <key>`. */
export const API_KEY_HEADER = 'X-Api-Key';

/** A partner's requests per minute when the admin sets none. */
export const DEFAULT_PARTNER_QUOTA = 600;
export const MAX_PARTNER_QUOTA = 100_000;
/** The quota's window, in seconds. */
export const PARTNER_QUOTA_WINDOW_SECONDS = 60;
/** The quota policy's name in the RateLimit headers. */
export const QUOTA_POLICY_NAME = 'partner';

/** How long a booking link is good for: within it, the network's booking is credited to the partner. */
export const BOOKING_LINK_HOURS = 24;

/** A partner's own sub-ID kept with each of its clicks. */
export const PARTNER_REF_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

export const PARTNER_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** A browser origin as a browser sends it: scheme, host and port only, no path or trailing slash. */
export const ORIGIN_PATTERN = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
export const MAX_ALLOWED_ORIGINS = 20;

/** A partner as an owner writes it (GraphQL `PartnerInput`). */
export interface PartnerInput {
  name: string;
  slug: string;
  /** Browser origins allowed to call with the key (exact match, e.g. https://app.travelco.example). */
  allowedOrigins?: string[] | null;
  /** The partner's share of the commission its clicks earn, in percent (0 to 100, two decimals). */
  revenueSharePercent?: number | string | null;
  contact?: string | null;
  webhookUrl?: string | null;
  /** Requests per minute (default DEFAULT_PARTNER_QUOTA). */
  quotaPerMinute?: number | string | null;
}

export const PARTNER_TEXTS = {
  name: 'Name must be at least 2 characters',
  slug: 'Slug must be lowercase letters, digits and hyphens (not at either end)',
  slugTaken: 'Another partner already has this slug',
  share: 'The revenue share must be a percentage from 0 to 100 with at most two decimals',
  quota: `The quota must be a whole number of requests per minute from 1 to ${MAX_PARTNER_QUOTA.toLocaleString('en-US')}`,
  contact: 'Contact must be at most 200 characters',
  webhookUrl: 'The webhook URL must start with https:// (http:// only for localhost) and hold no user name or password',
  origins: `Allowed origins must be a list of at most ${MAX_ALLOWED_ORIGINS} origins`,
  origin: (origin: string) => `${origin} is not an origin: write the scheme, host and port only, such as https://app.example.com`,
  notFound: 'Partner not found',
  /** A key that is not one, is unknown, was rotated out or belongs to a disabled partner: one answer for all. */
  badKey: 'The API key is missing, wrong, rotated out or disabled: send a current key as Authorization: Bearer <key> or X-Api-Key: <key>',
  keyRequired: 'This call needs a partner key: send it as Authorization: Bearer <key> or X-Api-Key: <key>',
  quotaWait: (seconds: number) => `Over this key's quota. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  partnerRef: 'partnerRef must be 1 to 64 letters, digits, _, . or -',
  providerId: 'providerId must be the id of a provider shown on the site',
  partnerPage: 'Only a partner key may record a partner click',
  corsRefused: 'This origin may not call the API from a browser: ask the site to add it to your allowed origins',
} as const;

/** The owner's form and the server check the same rules (arrays and the origin list apart). */
export const PARTNER_RULES: Rules<Omit<PartnerInput, 'allowedOrigins'>> = {
  name: { kind: 'text', label: 'Name', min: 2, minMessage: PARTNER_TEXTS.name, max: 100 },
  slug: { kind: 'text', label: 'Slug', max: 64, test: (v) => PARTNER_SLUG_PATTERN.test(v), testMessage: PARTNER_TEXTS.slug },
  revenueSharePercent: { kind: 'number', min: 0, max: 100, cents: true, optional: true, text: NUMBER_TEXT, message: PARTNER_TEXTS.share },
  contact: { kind: 'text', label: 'Contact', max: 200, optional: true, testMessage: PARTNER_TEXTS.contact },
  webhookUrl: { kind: 'text', label: 'Webhook URL', max: 500, optional: true, test: (v) => isWebhookUrl(v), testMessage: PARTNER_TEXTS.webhookUrl },
  quotaPerMinute: { kind: 'number', min: 1, max: MAX_PARTNER_QUOTA, integer: true, optional: true, text: NUMBER_TEXT, message: PARTNER_TEXTS.quota },
};

function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    // Credentials in a URL end up in logs and in the admin's screens: a receiver checks the signature instead.
    if (url.username !== '' || url.password !== '') return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
  } catch {
    return false;
  }
}

/** The origins as stored: each trimmed and lowercased, each once; or the field's message. */
export function readAllowedOrigins(raw: unknown): { origins: string[] } | { problem: string } {
  if (raw === undefined || raw === null) return { origins: [] };
  if (!Array.isArray(raw) || raw.length > MAX_ALLOWED_ORIGINS || raw.some((o) => typeof o !== 'string')) return { problem: PARTNER_TEXTS.origins };
  const origins: string[] = [];
  for (const entry of raw as string[]) {
    const origin = entry.trim().toLowerCase();
    if (origin === '') continue;
    if (!ORIGIN_PATTERN.test(origin)) return { problem: PARTNER_TEXTS.origin(entry.trim()) };
    if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins };
}

/** A partner's share of a commission, in whole cents (rounded half up): basis points of 1/100 %. */
export function shareCents(commissionCents: number, shareBasisPoints: number): number {
  return Math.round((commissionCents * shareBasisPoints) / 10_000);
}

/** The key as a request carries it: a Bearer token, else X-Api-Key; undefined when neither is sent. */
export function presentedKey(authorization: string | undefined, apiKey: string | undefined): string | undefined {
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match ? match[1] : authorization;
  }
  return apiKey?.trim();
}

/** Where a key stands within its minute, as the RateLimit headers say it. */
export interface QuotaState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends (at least 1). */
  resetSeconds: number;
}

/**
 * The IETF httpapi rate-limit fields (draft-ietf-httpapi-ratelimit-headers, structured fields since
 * -08): `RateLimit-Policy: "partner";q=600;w=60` and `RateLimit: "partner";r=599;t=42`.
 */
export function rateLimitHeaders(state: QuotaState): { 'RateLimit-Policy': string; RateLimit: string } {
  return {
    'RateLimit-Policy': `"${QUOTA_POLICY_NAME}";q=${state.limit};w=${PARTNER_QUOTA_WINDOW_SECONDS}`,
    RateLimit: `"${QUOTA_POLICY_NAME}";r=${Math.max(0, state.remaining)};t=${Math.max(1, state.resetSeconds)}`,
  };
}

/** A booking link's request (GraphQL `BookingLinkInput`; the REST body is the same JSON). */
export interface BookingLinkRequest {
  providerId: number | string;
  trip?: TripInput | null;
  partnerRef?: string | null;
}

export const BOOKING_LINK_RULES: Rules<Pick<BookingLinkRequest, 'providerId' | 'partnerRef'>> = {
  providerId: { kind: 'number', min: 1, max: 2_147_483_647, integer: true, text: NUMBER_TEXT, message: PARTNER_TEXTS.providerId },
  partnerRef: { kind: 'text', label: 'partnerRef', max: 64, optional: true, test: (v) => PARTNER_REF_PATTERN.test(v), testMessage: PARTNER_TEXTS.partnerRef },
};

/** The partner report's CSV: one row per provider and partnerRef, money in dollars. */
export const PARTNER_REPORT_CSV_HEADER = [
  'provider_id',
  'provider',
  'partner_ref',
  'clicks',
  'bookings',
  'pending',
  'confirmed',
  'paid',
  'reversed',
  'share_pending',
  'share_confirmed',
  'share_paid',
] as const;

export function partnerReportCsvFileName(slug: string, days: readonly string[]): string {
  return `partner-${slug}-${days[0]}-to-${days[days.length - 1]}.csv`;
}

/** The admin Partners page's words. */
export const PARTNERS_PAGE_TEXTS = {
  title: 'Partners',
  add: 'Add partner',
  empty: 'No partners yet. Add one to give an integrator a key.',
  loadError: 'Error loading partners',
  keyTitle: 'The partner’s key',
  keyOnce: 'Copy it now: it is shown this once. The partner sends it as Authorization: Bearer <key> or X-Api-Key: <key>.',
  copy: 'Copy key',
  copied: 'Key copied',
  done: 'Done',
  rotate: 'New key',
  rotateConfirm: 'Make a new key? The current key stops working at once.',
  disable: 'Disable',
  disableConfirm: 'Disable this partner? Its key stops working at once; its clicks and earnings stay in every report.',
  enable: 'Enable',
  disabled: 'Disabled',
  active: 'Active',
  created: 'Partner created',
  updated: 'Partner updated',
  createFailed: 'Failed to create partner',
  updateFailed: 'Failed to update partner',
  rotated: 'New key made',
  disabledToast: 'Partner disabled',
  enabledToast: 'Partner enabled',
  originsHelp: 'One per line, exact: https://app.example.com (no path). Browsers from these origins may call with the key.',
  shareHelp: 'Percent of the commission its bookings earn',
  quotaHelp: `Requests per minute (default ${DEFAULT_PARTNER_QUOTA})`,
} as const;
