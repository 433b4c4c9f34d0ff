// "My arrival": a ride saved on the traveller's own device for the moment they land (issue 23). The
// card's shape, how it is made from a provider's facts and a trip (the total by the trip rule,
// ./trip.ts tripPrice), whether the provider changed since, the words of the card (what to do if
// nobody is there is written here, once), and the card as a calendar event (RFC 5545). Pure: the
// browser keeps the cards (web/arrival/cardStore.ts); nothing here is sent anywhere.
import { TERMINALS, type Fare, type FareBasis, type Fee, type Terminal } from './facts';
import { calendarDateText, contactOf, flightTrackingText, freeWaitText, telHref } from './factTexts';
import { clockMinutes, siteInstants } from './hours';
import { usd } from './money';
import { ROUTES } from './routes';
import { tripPrice } from './trip';

export const MY_ARRIVAL_PATH = ROUTES.myArrival.path;

/** The trip a card is for: the places, the day and pickup time at RDU (Raleigh time), the party. */
export interface ArrivalTrip {
  from: string;
  to: string;
  /** 'YYYY-MM-DD' at the site. */
  date: string;
  /** 'HH:MM' at the site, or null: no time chosen. */
  time: string | null;
  passengers: number;
  /** Large bags (the extra-bag line of the total); cards saved before it was kept have none: 0. */
  bags?: number;
}

/** What a card keeps of its provider: what the traveller reads on the card. */
export interface ArrivalProvider {
  id: number;
  slug: string;
  name: string;
  /** The provider's own number; null: it gave none (read it with cardContact). */
  phone: string | null;
  /**
   * false: it gave none. A card saved before placeholders were dropped holds a made-up number
   * with false here: cardContact never shows it.
   */
  phoneEntered: boolean;
  email: string | null;
  emailEntered: boolean;
  /** Where it meets travellers, per terminal (PickupPoint; the wire types name the terminal as text). */
  pickupPoints: { terminal: string; instructions: string }[];
  freeWaitMinutes: number | null;
  flightTracking: boolean | null;
  cancellationPolicy: string | null;
  /** 'YYYY-MM-DD': when the details were checked, or null. */
  factsCheckedOn: string | null;
}

export interface ArrivalCard {
  /** Unique on this device. */
  id: string;
  /** ISO instant the card was saved (or last refreshed). */
  savedAt: string;
  /** The terminal the traveller lands at, chosen on the card; null: not chosen yet. */
  terminal: Terminal | null;
  trip: ArrivalTrip;
  provider: ArrivalProvider;
  /** The party's total by the trip rule, line by line (cents); null when the provider states no fare for the trip. */
  total: { cents: number; lines: { label: string; cents: number }[] } | null;
  /** The traveller's flight ('AA1234', api/domain/flight.ts); null or missing (a card saved before): none given. */
  flight?: string | null;
  /** The provider's booking reference once the traveller marked the ride booked; null or missing: not marked. */
  bookingReference?: string | null;
}

/** What the traveller wrote on a card (kept through an update from the provider's facts). */
export type ArrivalCardNotes = Pick<ArrivalCard, 'terminal' | 'flight' | 'bookingReference'>;

/** What a card is made from: a provider as the pages read it (both the home answer's and the provider page's data have these). */
export interface ArrivalSource {
  id: number;
  slug: string;
  name: string;
  priceRange: string;
  fareBasis: FareBasis;
  fares: readonly Fare[];
  fees: readonly Fee[];
  phone: string | null;
  email?: string | null;
  freeWaitMinutes: number | null;
  flightTracking: boolean | null;
  cancellationPolicy: string | null;
  pickupPoints: readonly { terminal: string; instructions: string }[];
  factsCheckedOn: string | null;
  /** What else the total depends on, as the trip answer reads it: the discount's facts and the bag allowance. */
  bookingUrl?: string;
  discountPercent?: number | null;
  discountCode?: string | null;
  discountUrl?: string | null;
  bagsPerTraveller?: number | null;
  extraBagFeeCents?: number | null;
}

/** A card for `trip` from a provider's facts as they are now. */
export function arrivalCardOf(source: ArrivalSource, trip: ArrivalTrip, card: { id: string; savedAt: Date } & ArrivalCardNotes): ArrivalCard {
  const contact = contactOf(source);
  // The answer's own total: fares, fees, the extra bags and the discount its link applies.
  const price = tripPrice(
    {
      fareBasis: source.fareBasis,
      fares: [...source.fares],
      fees: [...source.fees],
      bookingUrl: source.bookingUrl,
      discountPercent: source.discountPercent,
      discountCode: source.discountCode,
      discountUrl: source.discountUrl,
      bagsPerTraveller: source.bagsPerTraveller ?? null,
      extraBagFeeCents: source.extraBagFeeCents ?? null,
    },
    { ...trip, bags: trip.bags ?? 0 },
  );
  return {
    id: card.id,
    savedAt: card.savedAt.toISOString(),
    terminal: card.terminal,
    trip: { from: trip.from, to: trip.to, date: trip.date, time: trip.time, passengers: trip.passengers, ...(trip.bags ? { bags: trip.bags } : {}) },
    provider: {
      id: source.id,
      slug: source.slug,
      name: source.name,
      phone: contact.phone,
      phoneEntered: contact.phone !== null,
      email: contact.email,
      emailEntered: contact.email !== null,
      pickupPoints: source.pickupPoints.map((p) => ({ terminal: p.terminal, instructions: p.instructions })),
      freeWaitMinutes: source.freeWaitMinutes,
      flightTracking: source.flightTracking,
      cancellationPolicy: source.cancellationPolicy,
      factsCheckedOn: source.factsCheckedOn,
    },
    total: price && { cents: price.totalCents, lines: price.lines.map((l) => ({ label: l.label, cents: l.cents })) },
    flight: card.flight ?? null,
    bookingReference: card.bookingReference ?? null,
  };
}

/** What the provider's facts would make of this card now: the card with the new facts, the same trip, id, terminal, flight and booking reference. */
export function refreshedCard(card: ArrivalCard, current: ArrivalSource, now: Date): ArrivalCard {
  return arrivalCardOf(current, card.trip, { id: card.id, savedAt: now, terminal: card.terminal, flight: card.flight, bookingReference: card.bookingReference });
}

/**
 * Whether the provider changed what this card says since it was saved: its name, contact,
 * meeting points, waiting, flight and cancellation policy, check date, or the trip's total.
 */
export function providerChanged(card: ArrivalCard, current: ArrivalSource): boolean {
  const now = refreshedCard(card, current, new Date(card.savedAt));
  return JSON.stringify([card.provider, card.total]) !== JSON.stringify([now.provider, now.total]);
}

// ---- reading a stored card --------------------------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isTextOrNull = (v: unknown) => v === null || isText(v);
const isWhole = (v: unknown): v is number => Number.isInteger(v);

/** Whether a stored value is a card this version can show (storage may hold anything: another version, a hand edit). */
export function isArrivalCard(v: unknown): v is ArrivalCard {
  if (!isObject(v) || !isText(v.id) || !isText(v.savedAt) || Number.isNaN(Date.parse(v.savedAt))) return false;
  if (!(v.terminal === null || (TERMINALS as readonly unknown[]).includes(v.terminal))) return false;
  const t = v.trip;
  if (!isObject(t) || !isText(t.from) || !isText(t.to) || !isText(t.date) || !isTextOrNull(t.time) || !isWhole(t.passengers) || (t.bags !== undefined && !(isWhole(t.bags) && t.bags >= 0))) return false;
  const p = v.provider;
  if (!isObject(p) || !isWhole(p.id) || !isText(p.slug) || !isText(p.name) || !isTextOrNull(p.phone) || !isTextOrNull(p.email)) return false;
  if (!Array.isArray(p.pickupPoints) || !p.pickupPoints.every((pp) => isObject(pp) && isText(pp.terminal) && isText(pp.instructions))) return false;
  if (!(p.freeWaitMinutes === null || isWhole(p.freeWaitMinutes)) || !(p.flightTracking === null || typeof p.flightTracking === 'boolean')) return false;
  if (!isTextOrNull(p.cancellationPolicy) || !isTextOrNull(p.factsCheckedOn)) return false;
  // Cards saved before flights and booking references have neither.
  if (!(v.flight === undefined || isTextOrNull(v.flight)) || !(v.bookingReference === undefined || isTextOrNull(v.bookingReference))) return false;
  const total = v.total;
  if (total !== null && !(isObject(total) && isWhole(total.cents) && Array.isArray(total.lines) && total.lines.every((l) => isObject(l) && isText(l.label) && isWhole(l.cents)))) {
    return false;
  }
  return true;
}

// ---- the card's words ---------------------------------------------------------------------------------

/** The airport's own ways on when nobody meets you: written once, shown on every card and in its calendar event. */
export const NOBODY_THERE = {
  title: 'If nobody is there',
  callProvider: (name: string, phone: string) => `Call ${name} on ${phone}, or send them a text. Say which terminal and door you are at.`,
  emailProvider: (name: string, email: string) => `${name} gave no phone number: e-mail ${email} and say which terminal and door you are at.`,
  bookingSite: (name: string) => `${name} gave no phone number or e-mail: use the contact details on your booking confirmation or its booking site.`,
  waitFree: (minutes: number) => `They wait ${minutes} minutes at no charge after you land.`,
  taxi: 'Still nobody? Take a taxi from the authorised taxi rank at the curb outside baggage claim (both terminals). Only use the marked rank.',
  bus: 'Or take GoTriangle Route 100 from the airport transit stop at the Ground Transportation Center: it runs to the Regional Transit Center and downtown Raleigh.',
} as const;

/** Every fixed word of the card and its page, for the pages and their tests. */
export const ARRIVAL_TEXTS = {
  save: 'Save for my arrival',
  saved: 'Saved for my arrival',
  saveTitle: (name: string) => `Save ${name} for my arrival`,
  saveHelp: 'The ride is kept on this device, so it opens with no signal when you land.',
  savedNote: 'Saved on this device. Open it from My arrival, also with no connection.',
  open: 'Open My arrival',
  terminalQuestion: 'Which terminal do you land at?',
  navLabel: 'My arrival',
  pageTitle: 'My arrival',
  pageLead: 'The rides you saved, with whom to call and where to meet. They open on this device with no signal.',
  privacy:
    'Your saved rides stay on this device, in this browser’s storage. Nothing you save here is sent to us or to anyone else: to see whether a provider changed its details, this page reads only that provider’s public page data, as any visit does. Your flight number leaves the device only inside a booking link that asks for it, when you follow it. Clearing this site’s data in your browser removes them.',
  noScript:
    'My arrival shows the rides saved in this browser, and reading them needs JavaScript. Turn JavaScript on for this site, or note the provider’s phone and meeting point from its page.',
  loading: 'Opening your saved rides…',
  empty: 'No rides saved yet.',
  emptyHelp: 'Search for your trip on the home page, then choose “Save for my arrival” on the ride you book.',
  search: 'Search for a ride',
  storageBlocked: 'This browser does not let the site keep anything on the device (private mode or blocked site data), so rides cannot be saved here.',
  meetingPoint: (terminal: Terminal) => `Where to meet at ${terminal}`,
  meetingPoints: 'Where to meet',
  noMeetingPoints: 'No meeting point was entered: call the provider when you have your bags.',
  breakdown: 'How the total is worked out',
  noMeetingPoint: (terminal: Terminal) => `No meeting point was entered for ${terminal}: call the provider when you have your bags.`,
  call: 'Call',
  text: 'Text',
  email: 'E-mail',
  /** Neither a phone nor an e-mail given: never a made-up number (DESIGN.md). */
  noContact: 'The provider gave us no phone number or e-mail. Use the contact details on your booking confirmation or its booking site.',
  freeWait: 'Free waiting',
  flightDelay: 'If your flight is late',
  cancellation: 'Cancellation',
  notEntered: 'Not stated: ask the provider.',
  total: 'Total',
  noTotal: 'No fare is stated for this trip: ask the provider.',
  checkedOn: (date: string) => `Details checked on ${calendarDateText(date)}`,
  notChecked: 'The provider’s details have no check date.',
  savedOn: (at: Date) => `Saved on ${calendarDateText(at.toISOString().slice(0, 10))}`,
  showDriver: 'Show the driver',
  closeDriver: 'Close',
  addToCalendar: 'Add to calendar',
  remove: 'Remove',
  removed: (name: string) => `Removed ${name}.`,
  undo: 'Undo',
  changed: (name: string) => `${name} changed its details since you saved this card.`,
  refresh: 'Update this card',
  refreshed: (name: string) => `${name}’s card now has its latest details.`,
  /** Said before "Update this card" replaces anything: each change as it is on the card and as it is now. */
  changesTitle: 'What changed:',
  changeWas: 'was',
  changeNow: 'now',
  name: 'Name',
  phone: 'Phone',
  noneGiven: 'none given',
  noneEntered: 'none entered',
  noFare: 'no fare stated',
  noCheckDate: 'no check date',
  checkedOnLabel: 'Details checked on',
  // ---- at the kerb: the flight, the wait after landing, the booking ----
  flight: 'Flight',
  flightLabel: 'Flight number (optional)',
  flightHelp: 'Such as AA1234. Kept on this device only; a booking link that asks for it gets it.',
  addFlight: 'Add flight number',
  changeFlight: 'Change flight',
  waitAfterLanding: (name: string, minutes: number | null, flight: string | null) => {
    const landing = flight ? `flight ${flight} lands` : 'you land';
    if (minutes === null) return `Ask ${name} how long they wait after ${landing}.`;
    if (minutes === 0) return `${name} charges for waiting from when ${landing}.`;
    return `${name} waits ${minutes} minutes at no charge after ${landing}.`;
  },
  booked: 'Booked',
  bookingReference: 'Booking reference',
  markBooked: 'Mark as booked',
  markBookedHelp: 'The reference on your booking confirmation. Kept on this device only.',
  changeReference: 'Change reference',
  notBooked: 'Not marked as booked yet.',
  saveField: 'Save',
  cancelField: 'Cancel',
  driverFlight: (flight: string) => `Flight ${flight}`,
  driverBooking: (reference: string) => `Booking ${reference}`,
  // ---- the home page, when a ride is saved ----
  homeTitle: 'Your saved ride',
  homeOpen: 'Open My arrival',
  homeMore: (n: number) => `and ${n} more saved ${n === 1 ? 'ride' : 'rides'}`,
  tripLine: (trip: ArrivalTrip) => `${trip.from} to ${trip.to}`,
  whenLine: (trip: ArrivalTrip) => `${calendarDateText(trip.date)}${trip.time ? ` at ${trip.time}` : ', time not set'} (Raleigh time)`,
  party: (n: number) => `${n} ${n === 1 ? 'passenger' : 'passengers'}`,
  driverPickup: 'Pickup for',
} as const;

/** One change "Update this card" would make, in the card's words. */
export interface ArrivalChange {
  label: string;
  before: string;
  after: string;
}

/**
 * What "Update this card" would change, in the order the card shows it: the name, the total, the
 * phone and e-mail, each terminal's meeting point, waiting, flights, cancellation and the check date.
 * Empty when nothing the card shows differs.
 */
export function cardChanges(card: ArrivalCard, latest: ArrivalCard): ArrivalChange[] {
  const total = (c: ArrivalCard) => (c.total ? usd(c.total.cents) : ARRIVAL_TEXTS.noFare);
  const terminals = [...new Set([...card.provider.pickupPoints, ...latest.provider.pickupPoints].map((p) => p.terminal))].sort();
  const point = (c: ArrivalCard, terminal: string) => c.provider.pickupPoints.find((p) => p.terminal === terminal)?.instructions ?? ARRIVAL_TEXTS.noneEntered;
  const facts = (c: ArrivalCard) => arrivalFactLines(c);
  const rows: ArrivalChange[] = [
    { label: ARRIVAL_TEXTS.name, before: card.provider.name, after: latest.provider.name },
    { label: ARRIVAL_TEXTS.total, before: total(card), after: total(latest) },
    { label: ARRIVAL_TEXTS.phone, before: cardContact(card.provider).phone ?? ARRIVAL_TEXTS.noneGiven, after: cardContact(latest.provider).phone ?? ARRIVAL_TEXTS.noneGiven },
    { label: ARRIVAL_TEXTS.email, before: cardContact(card.provider).email ?? ARRIVAL_TEXTS.noneGiven, after: cardContact(latest.provider).email ?? ARRIVAL_TEXTS.noneGiven },
    ...terminals.map((t) => ({ label: `${ARRIVAL_TEXTS.meetingPoints} (${t})`, before: point(card, t), after: point(latest, t) })),
    ...facts(card).map((line, i) => ({ label: line.label, before: line.text, after: facts(latest)[i].text })),
    {
      label: ARRIVAL_TEXTS.checkedOnLabel,
      before: card.provider.factsCheckedOn ? calendarDateText(card.provider.factsCheckedOn) : ARRIVAL_TEXTS.noCheckDate,
      after: latest.provider.factsCheckedOn ? calendarDateText(latest.provider.factsCheckedOn) : ARRIVAL_TEXTS.noCheckDate,
    },
  ];
  return rows.filter((r) => r.before !== r.after);
}

/** The meeting point for the card's terminal, or null when the provider entered none for it. */
export function meetingPointOf(card: Pick<ArrivalCard, 'provider'>, terminal: Terminal): string | null {
  return card.provider.pickupPoints.find((p) => p.terminal === terminal)?.instructions ?? null;
}

/**
 * The provider's own phone and e-mail on a card, each null when it gave none: the number and
 * address a card saved before placeholders were dropped holds for a provider that gave none
 * (phoneEntered / emailEntered false) are never shown.
 */
export function cardContact(p: Pick<ArrivalProvider, 'phone' | 'phoneEntered' | 'email' | 'emailEntered'>): { phone: string | null; email: string | null } {
  return { phone: p.phoneEntered ? p.phone : null, email: p.emailEntered ? p.email : null };
}

/** The sms: link of a phone number (the same number as its tel: link). */
export const smsHref = (phone: string): string => telHref(phone).replace(/^tel:/, 'sms:');

/** The card's facts as label and text, in the order a traveller asks them when landing. */
export function arrivalFactLines(card: ArrivalCard): { label: string; text: string }[] {
  const p = card.provider;
  return [
    { label: ARRIVAL_TEXTS.freeWait, text: freeWaitText(p.freeWaitMinutes) ?? ARRIVAL_TEXTS.notEntered },
    { label: ARRIVAL_TEXTS.flightDelay, text: flightTrackingText(p.flightTracking) ?? ARRIVAL_TEXTS.notEntered },
    { label: ARRIVAL_TEXTS.cancellation, text: p.cancellationPolicy ?? ARRIVAL_TEXTS.notEntered },
  ];
}

/** The first step if nobody is there: call the provider, write to it, or (neither given) its booking site. */
function contactStep(p: ArrivalProvider): string {
  const { phone, email } = cardContact(p);
  if (phone) return NOBODY_THERE.callProvider(p.name, phone);
  if (email) return NOBODY_THERE.emailProvider(p.name, email);
  return NOBODY_THERE.bookingSite(p.name);
}

/** What to do if nobody is there, step by step, for this card's provider. */
export function nobodyThereSteps(card: ArrivalCard): string[] {
  const p = card.provider;
  return [
    `${contactStep(p)}${p.freeWaitMinutes ? ` ${NOBODY_THERE.waitFree(p.freeWaitMinutes)}` : ''}`,
    NOBODY_THERE.taxi,
    NOBODY_THERE.bus,
  ];
}

/** Cards newest first (by when they were saved), then by id so the order is stable. */
export function newestFirst(cards: readonly ArrivalCard[]): ArrivalCard[] {
  return [...cards].sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

// ---- the calendar event (RFC 5545) ----------------------------------------------------------------

/**
 * A TEXT value escaped (RFC 5545 3.3.11): backslash, semicolon, comma, and line breaks as \n; every
 * other line break (U+0085, U+2028, U+2029) as \n too, and the control characters TEXT may not hold
 * (vertical tab, form feed and the rest of C0 but tab, DEL, C1) dropped: a calendar reads them as
 * the end of the line or refuses the file.
 */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
    // eslint-disable-next-line no-control-regex -- the control characters are what this removes
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '');
}

const encoder = new TextEncoder();

/**
 * One content line folded (RFC 5545 3.1): at most 75 octets a line, continued on the next line
 * after CRLF and one space; a UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; a continuation line 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a UTC DATE-TIME ('20300504T060000Z'). */
function utcStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

export const ICS_PRODUCT = '-//RDU Rides//My arrival//EN';
/** How long the event lasts in a calendar: the pickup, not the ride. */
export const PICKUP_MINUTES = 30;

/** The card's file name for its calendar event: 'pickup-triangle-airport-express-2030-05-04.ics'. */
export const icsFileName = (card: ArrivalCard): string => `pickup-${card.provider.slug}-${card.trip.date}.ics`;

/**
 * The card as an iCalendar file with one event: the pickup at its time (in UTC, from Raleigh time),
 * or the whole day when no time was chosen; where to meet as its location; the phone, the meeting
 * point and what to do if nobody is there in its description. CRLF line ends, folded lines.
 */
export function arrivalIcs(card: ArrivalCard, now: Date): string {
  const p = card.provider;
  const minute = card.trip.time ? clockMinutes(card.trip.time) : null;
  const terminal = card.terminal;
  const point = terminal ? meetingPointOf(card, terminal) : null;
  const location = terminal ? `RDU ${terminal}${point ? `: ${point}` : ''}` : 'RDU Airport';
  const meeting = terminal
    ? `${ARRIVAL_TEXTS.meetingPoint(terminal)}: ${point ?? ARRIVAL_TEXTS.noMeetingPoint(terminal)}`
    : p.pickupPoints.map((pp) => `${pp.terminal}: ${pp.instructions}`).join('\n');
  const description = [
    cardContact(p).phone ? `${p.name}: ${cardContact(p).phone}` : p.name,
    `${ARRIVAL_TEXTS.tripLine(card.trip)}, ${ARRIVAL_TEXTS.party(card.trip.passengers)}${card.total ? `, ${ARRIVAL_TEXTS.total.toLowerCase()} ${usd(card.total.cents)}` : ''}`,
    meeting,
    `${NOBODY_THERE.title}: ${nobodyThereSteps(card).join(' ')}`,
  ]
    .filter(Boolean)
    .join('\n');
  const when =
    minute === null
      ? [`DTSTART;VALUE=DATE:${card.trip.date.replace(/-/g, '')}`]
      : (() => {
          const start = siteInstants(card.trip.date)(minute);
          return [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(start + PICKUP_MINUTES * 60_000)}`];
        })();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${card.id}@my-arrival.rdurides`,
    `DTSTAMP:${utcStamp(now.getTime())}`,
    ...when,
    `SUMMARY:${icsText(`Pickup: ${p.name} at RDU`)}`,
    `LOCATION:${icsText(location)}`,
    `DESCRIPTION:${icsText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
