// Wire shapes of the REST contract (SPEC.md section 7): the spec's text forms, nothing internal.
// An entity's input fields are listed once, by the rules of its input (api/domain/inputs).
import { AD_SPOT_RULES, AIRPORT_OPTION_RULES, CONTACT_RULES, FAQ_RULES, PROVIDER_RULES, RESOURCE_RULES, fieldsOf, pick } from '../domain/inputs';
import { accessibilityWire } from '../domain/facts';
import type { Place } from '../domain/places';
import type { PriceTerms, TripAnswer, TripLine } from '../domain/trip';
import { filledLinks, hasPlaceholders, linkTripOf, type LinkTrip } from '../domain/bookingLink';
import type { AdSpot, AirportOption, ContactSubmission, Faq, Provider, Resource } from '../entities';
import type { Removal } from '../services/content';
import { accountFields, type AccountView } from '../services/settings';
import type { SignedInSession } from '../services/signedIn';

/** The version (raised by every save: the ETag a save names in If-Match) and the dates. */
const stamps = (row: { version: number; createdAt: Date; updatedAt: Date }) => ({ version: row.version, createdAt: row.createdAt, updatedAt: row.updatedAt });

/**
 * A provider's public REST JSON. Its booking and discount links are filled (SPEC's bookingUrl, never
 * a template an integrator could follow as it is): with the trip's values in a trip's answer, else
 * with none, the placeholders left empty (filledLinks; a click id only comes with POST
 * /api/booking-links). The admin's JSON (adminProviderJson) keeps the templates it edits.
 */
export function providerJson(p: Provider, trip: LinkTrip = {}) {
  return {
    id: p.id,
    ...pick(p, fieldsOf(PROVIDER_RULES)),
    // Three-valued facts, and the yes-only Booleans older clients read (deprecated).
    accessibility: accessibilityWire(p.accessibility),
    ...filledLinks(p, trip),
    mapCenter: p.mapCenter,
    defaultZoom: p.defaultZoom,
    routePoints: p.routePoints,
    routeColor: p.routeColor,
    ...stamps(p),
  };
}

/**
 * A provider's REST JSON as text, made once per stored row: a trip's answer names every provider,
 * and the rows it is judged on are shared until content changes (ProviderService), so the same
 * text serves every answer until then.
 */
const providerTexts = new WeakMap<Provider, string>();
function providerText(p: Provider, trip: LinkTrip): string {
  // A template is filled with each answer's trip: that provider's text is made per answer.
  if (hasPlaceholders(p.bookingUrl) || (p.discountUrl && hasPlaceholders(p.discountUrl))) return JSON.stringify(providerJson(p, trip));
  let text = providerTexts.get(p);
  if (text === undefined) providerTexts.set(p, (text = JSON.stringify(providerJson(p))));
  return text;
}

/** A place as GET /api/places lists it: GraphQL's Place. */
export const placeJson = (p: Place) => ({ code: p.code, name: p.name, kind: p.kind });

/** How GET /api/trip names a provider unless ?expand=provider: enough to link to it (/providers/{slug}) and to ask for a booking link. */
export const providerRefJson = (p: Provider) => ({ id: p.id, slug: p.slug, name: p.name });

const providerRefTexts = new WeakMap<Provider, string>();
function providerRefText(p: Provider): string {
  let text = providerRefTexts.get(p);
  if (text === undefined) providerRefTexts.set(p, (text = JSON.stringify(providerRefJson(p))));
  return text;
}

/**
 * GET /api/trip as JSON text: GraphQL's TripAnswer, each provider named by { id, slug, name } (in
 * its whole REST form with `expandProviders`, ?expand=provider): at 500 providers the whole forms
 * made one answer over 600 KB, the brief ones keep it near 130 KB (tests/integration/integrators.test.ts).
 */
export function tripJsonText(answer: TripAnswer<Provider>, { expandProviders = false } = {}): string {
  const j = JSON.stringify;
  const link = linkTripOf(answer.trip);
  const providerJsonText = (p: Provider) => providerText(p, link);
  // What the total is (a metered fare's is an estimate) and the tip, as GraphQL's TripOption has them.
  const terms = (t: PriceTerms) => `"priceKind":${j(t.priceKind)},"estimate":${j(t.estimate)},"tipIncluded":${j(t.tipIncluded)}`;
  const lines = (list: TripLine[]) => j(list.map((l) => ({ kind: l.kind, label: l.label, amount: l.amount, amountCents: l.cents })));
  const provider = expandProviders ? providerJsonText : providerRefText;
  const options = answer.options.map(
    (o) =>
      `{"provider":${provider(o.provider)},"total":${j(o.total)},"totalCents":${j(o.totalCents)},"currency":${j(o.currency)},"basis":${j(o.basis)},"lines":${lines(o.lines)},${terms(o)}}`,
  );
  const excluded = answer.excluded.map((e) => `{"provider":${provider(e.provider)},"reasons":${j(e.reasons)},"why":${j(e.why)}}`);
  const suggestions = answer.suggestions.map((s) => {
    const bookings = s.bookings.map(
      (b) =>
        `{"provider":${provider(b.provider)},"passengers":${j(b.passengers)},"bags":${j(b.bags)},"total":${j(b.total)},"totalCents":${j(b.totalCents)},"lines":${lines(b.lines)},${terms(b)}}`,
    );
    return `{"kind":${j(s.kind)},"date":${j(s.date)},"time":${j(s.time)},"bookings":[${bookings.join(',')}],"total":${j(s.total)},"totalCents":${j(s.totalCents)},"currency":${j(s.currency)}}`;
  });
  return `{"trip":${j(answer.trip)},"options":[${options.join(',')}],"excluded":[${excluded.join(',')}],"suggestions":[${suggestions.join(',')}]}`;
}

/**
 * The admin table's columns: id, name, type, serviceArea, rating, badge (SPEC's list, exactly; which
 * list a row is in, active or ?archived=true, says whether it is archived).
 */
export function providerRowJson(p: Provider) {
  return pick(p, ['id', 'name', 'type', 'serviceArea', 'rating', 'badge']);
}

/** Whether (and since when) a provider is archived, and where its page sends visitors: the admin's answers only. */
const archiveState = (p: Provider) => ({ archivedAt: p.archivedAt, redirectToId: p.redirectToId });

/** A provider as the admin routes answer it: the public JSON and its archive state. */
export function adminProviderJson(p: Provider) {
  return { ...providerJson(p), bookingUrl: p.bookingUrl, discountUrl: p.discountUrl, ...archiveState(p) };
}

export function resourceJson(r: Resource) {
  return { id: r.id, ...pick(r, fieldsOf(RESOURCE_RULES)), ...stamps(r) };
}

/** Public FAQ list: id, question, answer (SPEC.md section 7), listed in the FAQ order. */
export function faqJson(f: Faq) {
  return { id: f.id, question: f.question, answer: f.answer };
}

/** The admin's FAQ: every field of FAQ_RULES (its position in the order included) and its date. */
export function adminFaqJson(f: Faq) {
  return { id: f.id, ...pick(f, fieldsOf(FAQ_RULES)), version: f.version, createdAt: f.createdAt };
}

/** An airport option as visitors get it: its facts, without the admin's flags and order. */
export function airportOptionJson(o: AirportOption) {
  return { id: o.id, title: o.title, description: o.description, availability: o.availability, linkUrl: o.linkUrl, phone: o.phone, accessible: o.accessible };
}

/** The admin's airport option: every field of AIRPORT_OPTION_RULES (its flags and place included) and its stamps. */
export function adminAirportOptionJson(o: AirportOption) {
  return { id: o.id, ...pick(o, fieldsOf(AIRPORT_OPTION_RULES)), ...stamps(o) };
}

export function contactJson(c: ContactSubmission) {
  return { id: c.id, ...pick(c, fieldsOf(CONTACT_RULES)), isRead: c.isRead, createdAt: c.createdAt };
}

export function adSpotJson(a: AdSpot) {
  return { id: a.id, ...pick(a, fieldsOf(AD_SPOT_RULES)), ...stamps(a) };
}

/** An ad spot as visitors get it: everything the page draws, without the name only the admin reads. */
export function publicAdSpotJson(a: AdSpot) {
  const { name: _private, ...shown } = adSpotJson(a);
  return shown;
}

/** An account as REST answers it: the fields GraphQL's User has too (accountFields). */
export const userJson = (view: AccountView) => accountFields(view);

/** One session of "signed in elsewhere" (its id names it for DELETE; it is not the session's own id). */
export function sessionJson(s: SignedInSession) {
  return { id: s.id, current: s.current, address: s.address, userAgent: s.userAgent, signedInAt: s.signedInAt, lastActiveAt: s.lastActiveAt };
}

/**
 * SPEC's DELETE answer: `{ success, id }`; when the record was archived instead (clicks or
 * conversions refer to it), also `archived: true` and the message saying so.
 */
export function removalJson(id: string, removal: true | Removal<unknown>): object {
  const answer = { success: true, id: Number(id) };
  return removal === true || removal.deleted ? answer : { ...answer, archived: true, message: removal.message };
}
