// A provider's booking link as a template: `bookingUrl` may hold placeholders that the trip and the
// click fill in, so the provider's page opens with From, To, date and party already chosen and the
// affiliate network can tell which click a booking came from (the click id as its sub-ID).
// Decided here once for the admin form's check and preview, the server's check, the server-rendered
// link (trip values, no click yet) and the beacon (the click id chosen when the link is followed).
// The flight number ({flight}) is the traveller's and stays on the device: only the browser fills it,
// in the link being followed (web/pwa/bookingClicks.ts); it is never in the beacon or the server's link.

import { discountOf, type DiscountFacts } from './discount';

/** The placeholders a booking link may hold, in the order the admin form lists them. */
export const LINK_PLACEHOLDERS = ['clickId', 'from', 'to', 'date', 'time', 'passengers', 'bags', 'discountCode', 'flight'] as const;

export type LinkPlaceholder = (typeof LINK_PLACEHOLDERS)[number];

/** Filled on the device only, at the click: never written into the trip attribute the beacon sends. */
const DEVICE_ONLY: readonly LinkPlaceholder[] = ['flight'];

/** The values a link is filled with; a missing or null one becomes empty. */
export type LinkValues = Partial<Record<LinkPlaceholder, string | number | null | undefined>>;

/** The trip part of a link's values: what a page with a trip knows before anyone clicks (and the provider's discount code, api/domain/discount.ts). */
export type LinkTrip = Omit<LinkValues, 'clickId'>;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The allowed placeholders as the messages name them: '{clickId}, {from}, …, {bags}'. */
export const PLACEHOLDER_LIST = LINK_PLACEHOLDERS.map((p) => `{${p}}`).join(', ');

/** The placeholders a template names that are not allowed, each once, in order. */
export function unknownPlaceholders(template: string): string[] {
  const unknown: string[] = [];
  for (const [, name] of template.matchAll(PLACEHOLDER)) {
    if (!(LINK_PLACEHOLDERS as readonly string[]).includes(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** Whether the template holds any placeholder at all (a plain URL works as it always did). */
export function hasPlaceholders(template: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(template);
}

/** The field message for a template with an unknown placeholder, or undefined when it has none. */
export function templateProblem(template: string): string | undefined {
  const unknown = unknownPlaceholders(template);
  if (!unknown.length) return undefined;
  const named = unknown.map((u) => `{${u}}`).join(', ');
  return `Unknown placeholder ${named}: a booking URL may only use ${PLACEHOLDER_LIST}`;
}

function fillPart(part: string, values: LinkValues): string {
  return part.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(LINK_PLACEHOLDERS as readonly string[]).includes(name)) return whole;
    const value = values[name as LinkPlaceholder];
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
}

/**
 * The link for these values: each placeholder replaced by its URL-encoded value (a missing one by
 * nothing), and a query parameter whose value came only from placeholders and is now empty dropped
 * (`?subid={clickId}` with no click yet is no `?subid=`). A template without placeholders comes back
 * unchanged, so a plain URL works as today.
 */
export function bookingLink(template: string, values: LinkValues): string {
  if (!hasPlaceholders(template)) return template;
  const hashAt = template.indexOf('#');
  const beforeHash = hashAt === -1 ? template : template.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : fillPart(template.slice(hashAt), values);
  const queryAt = beforeHash.indexOf('?');
  const base = fillPart(queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt), values);
  if (queryAt === -1) return base + hash;
  const pairs = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .flatMap((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair === '' ? [] : [fillPart(pair, values)];
      const value = pair.slice(eq + 1);
      const filled = fillPart(value, values);
      return filled === '' && hasPlaceholders(value) ? [] : [`${fillPart(pair.slice(0, eq), values)}=${filled}`];
    });
  return `${base}${pairs.length ? `?${pairs.join('&')}` : ''}${hash}`;
}

/** A trip as a link's values: the places, the day and hour, and the party. */
export function linkTripOf(trip: { from: string; to: string; date: string; time: string | null; passengers: number; bags: number }): LinkTrip {
  return { from: trip.from, to: trip.to, date: trip.date, time: trip.time, passengers: trip.passengers, bags: trip.bags };
}

/**
 * A provider's links as an API answer gives them to anyone but the administrator who edits them: no
 * unfilled `{placeholder}` (docs/integrators.md). Filled with the trip when the answer is a trip's
 * (else with nothing) and with the offer's code when the provider's discount stands (as Book Now on
 * the site's own pages fills it); the click id, and any value not known, left out.
 */
export function filledLinks(p: DiscountFacts, trip: LinkTrip = {}): { bookingUrl: string; discountUrl: string | null } {
  const code = discountOf(p)?.code;
  const values: LinkValues = code ? { ...trip, discountCode: code } : trip;
  return { bookingUrl: bookingLink(p.bookingUrl, values), discountUrl: p.discountUrl ? bookingLink(p.discountUrl, values) : (p.discountUrl ?? null) };
}

/** The example trip the admin form previews a template with. */
export const EXAMPLE_LINK_VALUES: Required<{ [K in LinkPlaceholder]: string | number }> = {
  clickId: '3f2a9c1e-7b4d-4e8a-9f10-2c6d5e8b1a77',
  from: 'RDU Airport',
  to: 'Downtown Raleigh',
  date: '2026-12-18',
  time: '14:30',
  passengers: 3,
  bags: 2,
  discountCode: 'RDU10',
  flight: 'AA1234',
};

/** The trip values a booking link carries for the beacon (data-click-trip), as query text. */
export function tripAttributeOf(trip: LinkTrip): string {
  const params = new URLSearchParams();
  for (const name of LINK_PLACEHOLDERS) {
    if (name === 'clickId' || DEVICE_ONLY.includes(name)) continue;
    const value = trip[name];
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** The trip values read back from a link's data-click-trip (unknown names ignored). */
export function tripFromAttribute(text: string | null): LinkTrip {
  const trip: Record<string, string> = {};
  if (!text) return trip;
  const params = new URLSearchParams(text);
  for (const name of LINK_PLACEHOLDERS) {
    const value = params.get(name);
    if (name !== 'clickId' && !DEVICE_ONLY.includes(name) && value) trip[name] = value;
  }
  return trip;
}
