// The arrival card: made from a provider's facts and a trip (the total by the trip rule), told
// changed when the provider's card facts change, read back from storage only when well-formed, and
// written as an RFC 5545 calendar event (escaping, folding at 75 octets, CRLF, the pickup in UTC).
import {
  ARRIVAL_TEXTS,
  NOBODY_THERE,
  arrivalCardOf,
  arrivalIcs,
  cardChanges,
  cardContact,
  foldLine,
  icsText,
  isArrivalCard,
  meetingPointOf,
  newestFirst,
  nobodyThereSteps,
  providerChanged,
  refreshedCard,
  smsHref,
  type ArrivalSource,
  type ArrivalTrip,
} from './arrival';
import { tripPrice } from './trip';

const source = (over: Partial<ArrivalSource> = {}): ArrivalSource => ({
  id: 7,
  slug: 'triangle-airport-express',
  name: 'Triangle Airport Express',
  priceRange: '$25.99 - $65.99',
  fareBasis: 'PER_PERSON',
  fares: [{ place: 'Downtown Raleigh', amount: 18.5 }],
  fees: [{ label: 'Airport fee', amount: 2, per: 'BOOKING' }],
  phone: '(919) 555-0142',
  email: 'ride@tae.example.com',
  freeWaitMinutes: 45,
  flightTracking: true,
  cancellationPolicy: 'Free cancellation up to 24 hours before pickup.',
  pickupPoints: [
    { terminal: 'Terminal 1', instructions: 'Door 5, commercial lane.' },
    { terminal: 'Terminal 2', instructions: 'Ground Transportation Center, zone B.' },
  ],
  factsCheckedOn: '2026-11-01',
  ...over,
});
const TRIP: ArrivalTrip = { from: 'RDU Airport', to: 'Downtown Raleigh', date: '2030-05-04', time: '14:30', passengers: 3 };
const SAVED = new Date('2026-11-25T15:00:00Z');
const card = (over: Partial<ArrivalSource> = {}, terminal: 'Terminal 1' | 'Terminal 2' | null = 'Terminal 2') =>
  arrivalCardOf(source(over), TRIP, { id: 'c1', savedAt: SAVED, terminal });

/** Unfolds an iCalendar text (RFC 5545 3.1) into [name with params, value] lines. */
function unfold(ics: string): [string, string][] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at), line.slice(at + 1)];
    });
}
const unescape = (v: string) => v.replace(/\\(n|N|\\|;|,)/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

describe('a card from a provider and a trip', () => {
  it('holds the contact, the facts and the total the trip rule gives the party', () => {
    const c = card();
    expect(c.provider).toMatchObject({ name: 'Triangle Airport Express', phone: '(919) 555-0142', phoneEntered: true, email: 'ride@tae.example.com', freeWaitMinutes: 45 });
    expect(c.total).toEqual({ cents: 5750, lines: [{ label: '3 × $18.50 per person', cents: 5550 }, { label: 'Airport fee', cents: 200 }] });
    expect(c.savedAt).toBe(SAVED.toISOString());
    expect(meetingPointOf(c, 'Terminal 2')).toBe('Ground Transportation Center, zone B.');
  });

  it('keeps no made-up contact when none was entered, and reads an older card\'s placeholder as none', () => {
    const c = card({ phone: null, email: null });
    expect(c.provider).toMatchObject({ phone: null, phoneEntered: false, email: null, emailEntered: false });
    expect(cardContact(c.provider)).toEqual({ phone: null, email: null });
    expect(isArrivalCard(c)).toBe(true);
    // A card saved before: SPEC's placeholder number and address, marked as not entered.
    const older = { ...c, provider: { ...c.provider, phone: '(919) 555-0117', email: 'bookings@tae.example.com' } };
    expect(isArrivalCard(older)).toBe(true);
    expect(cardContact(older.provider)).toEqual({ phone: null, email: null });
    expect(nobodyThereSteps(older)[0].startsWith(NOBODY_THERE.bookingSite(c.provider.name))).toBe(true);
  });

  it("totals what the trip answer totals: the extra bags and the discount the booking link applies, and keeps the bags for a refresh", () => {
    const facts = { bagsPerTraveller: 1, extraBagFeeCents: 1000, discountPercent: 10, discountCode: 'RDU10', bookingUrl: 'https://tae.example.com/book?code={discountCode}' };
    const trip = { ...TRIP, bags: 5 };
    const expected = tripPrice({ ...source(facts), fares: [...source().fares], fees: [...source().fees] }, trip)!;
    const made = arrivalCardOf(source(facts), trip, { id: 'c2', savedAt: SAVED, terminal: null });
    expect(made.total?.cents).toBe(expected.totalCents);
    // 3 × $18.50 + $2 + 2 bags over the allowance of 3 at $10, less 10%.
    expect(made.total?.cents).toBe(Math.round((5550 + 200 + 2000) * 0.9));
    expect(made.total?.lines.map((l) => l.cents)).toEqual(expected.lines.map((l) => l.cents));
    expect(made.trip.bags).toBe(5);
    expect(isArrivalCard(made)).toBe(true);
    expect(refreshedCard(made, source(facts), SAVED).total).toEqual(made.total);
    // A card saved before bags were kept counts none.
    const { bags: _none, ...older } = made.trip;
    expect(isArrivalCard({ ...made, trip: older })).toBe(true);
    expect(isArrivalCard({ ...made, trip: { ...older, bags: 'two' } })).toBe(false);
    expect(isArrivalCard({ ...made, trip: { ...older, bags: -1 } })).toBe(false);
  });

  it('links the same number for a call and a text', () => {
    expect(smsHref('(919) 555-0142')).toBe('sms:+19195550142');
  });

  it('names the provider, its free wait and the airport fallbacks when nobody is there', () => {
    const steps = nobodyThereSteps(card());
    expect(steps[0]).toBe(`${NOBODY_THERE.callProvider('Triangle Airport Express', '(919) 555-0142')} ${NOBODY_THERE.waitFree(45)}`);
    expect(steps.slice(1)).toEqual([NOBODY_THERE.taxi, NOBODY_THERE.bus]);
  });
});

describe('a provider that changed', () => {
  it.each<[string, Partial<ArrivalSource>]>([
    ['its phone', { phone: '(919) 555-0199' }],
    ['a meeting point', { pickupPoints: [{ terminal: 'Terminal 2', instructions: 'Zone C.' }] }],
    ['its fare (the total)', { fares: [{ place: 'Downtown Raleigh', amount: 20 }] }],
    ['its cancellation policy', { cancellationPolicy: 'No refunds.' }],
    ['its check date', { factsCheckedOn: '2026-11-20' }],
  ])('is told when it changed %s, and the refreshed card has the new facts, trip, terminal and id', (_, change) => {
    const saved = card();
    expect(providerChanged(saved, source())).toBe(false);
    expect(providerChanged(saved, source(change))).toBe(true);
    const now = new Date('2026-11-26T10:00:00Z');
    const fresh = refreshedCard(saved, source(change), now);
    expect(providerChanged(fresh, source(change))).toBe(false);
    expect(fresh).toMatchObject({ id: 'c1', terminal: 'Terminal 2', trip: TRIP, savedAt: now.toISOString() });
  });

  it('keeps the flight and the booking reference the traveller wrote through an update', () => {
    const saved = { ...card(), flight: 'AA1234', bookingReference: 'TX-881' };
    const fresh = refreshedCard(saved, source({ phone: '(919) 555-0199' }), new Date('2026-11-26T10:00:00Z'));
    expect(fresh).toMatchObject({ flight: 'AA1234', bookingReference: 'TX-881', terminal: 'Terminal 2' });
  });

  it('says what an update would change, as it is on the card and as it is now', () => {
    const saved = card();
    const latest = (change: Partial<ArrivalSource>) => refreshedCard(saved, source(change), new Date());
    expect(cardChanges(saved, latest({}))).toEqual([]);
    expect(cardChanges(saved, latest({ fares: [{ place: 'Downtown Raleigh', amount: 20 }] }))).toEqual([{ label: 'Total', before: '$57.50', after: '$62.00' }]);
    expect(cardChanges(saved, latest({ fares: [] }))).toEqual([{ label: 'Total', before: '$57.50', after: ARRIVAL_TEXTS.noFare }]);
    expect(cardChanges(saved, latest({ phone: null, freeWaitMinutes: 30, factsCheckedOn: '2026-11-20' }))).toEqual([
      { label: 'Phone', before: '(919) 555-0142', after: ARRIVAL_TEXTS.noneGiven },
      { label: ARRIVAL_TEXTS.freeWait, before: '45 minutes at no charge', after: '30 minutes at no charge' },
      { label: ARRIVAL_TEXTS.checkedOnLabel, before: 'November 1, 2026', after: 'November 20, 2026' },
    ]);
    // A meeting point changed, one dropped and one added: each terminal said once.
    expect(cardChanges(saved, latest({ pickupPoints: [{ terminal: 'Terminal 2', instructions: 'Zone C.' }] }))).toEqual([
      { label: 'Where to meet (Terminal 1)', before: 'Door 5, commercial lane.', after: ARRIVAL_TEXTS.noneEntered },
      { label: 'Where to meet (Terminal 2)', before: 'Ground Transportation Center, zone B.', after: 'Zone C.' },
    ]);
  });

  it('is not told for a fact the card does not show', () => {
    expect(providerChanged(card(), source({ priceRange: '$30.00 - $70.00' }))).toBe(false); // its own fare stands for Downtown
  });
});

describe('reading stored cards', () => {
  it('keeps a well-formed card and refuses anything else', () => {
    const good = JSON.parse(JSON.stringify(card()));
    expect(isArrivalCard(good)).toBe(true);
    expect(isArrivalCard(null)).toBe(false);
    expect(isArrivalCard({ ...good, terminal: 'Terminal 3' })).toBe(false);
    expect(isArrivalCard({ ...good, savedAt: 'yesterday' })).toBe(false);
    expect(isArrivalCard({ ...good, trip: { ...good.trip, passengers: '3' } })).toBe(false);
    expect(isArrivalCard({ ...good, provider: { ...good.provider, pickupPoints: [{ terminal: 1 }] } })).toBe(false);
    expect(isArrivalCard({ ...good, total: { cents: 1.5, lines: [] } })).toBe(false);
    expect(isArrivalCard({ ...good, total: null })).toBe(true);
    // A card saved before flights and booking references has neither; one with them holds text or null.
    const { flight: _f, bookingReference: _b, ...older } = good;
    expect(isArrivalCard(older)).toBe(true);
    expect(isArrivalCard({ ...good, flight: 'AA1234', bookingReference: 'TX-881' })).toBe(true);
    expect(isArrivalCard({ ...good, flight: 1234 })).toBe(false);
    expect(isArrivalCard({ ...good, bookingReference: { ref: 'x' } })).toBe(false);
  });

  it('says how long the provider waits after the flight lands', () => {
    expect(ARRIVAL_TEXTS.waitAfterLanding('TAE', 45, 'AA1234')).toBe('TAE waits 45 minutes at no charge after flight AA1234 lands.');
    expect(ARRIVAL_TEXTS.waitAfterLanding('TAE', 45, null)).toBe('TAE waits 45 minutes at no charge after you land.');
    expect(ARRIVAL_TEXTS.waitAfterLanding('TAE', 0, 'AA1234')).toBe('TAE charges for waiting from when flight AA1234 lands.');
    expect(ARRIVAL_TEXTS.waitAfterLanding('TAE', null, null)).toBe('Ask TAE how long they wait after you land.');
  });

  it('orders cards newest first', () => {
    const a = { ...card(), id: 'a', savedAt: '2026-11-20T10:00:00.000Z' };
    const b = { ...card(), id: 'b', savedAt: '2026-11-24T10:00:00.000Z' };
    const c = { ...card(), id: 'c', savedAt: '2026-11-22T10:00:00.000Z' };
    expect(newestFirst([a, b, c]).map((x) => x.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('the calendar event', () => {
  const now = new Date('2026-11-25T15:04:05Z');

  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(icsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('writes every other line break as one and drops the controls TEXT may not hold', () => {
    expect(icsText('a\u0085b\u2028c\u2029d')).toBe('a\\nb\\nc\\nd');
    expect(icsText('Door\u000B4\u000C, kerb\u0000\u001B\u007F\u0090 B')).toBe('Door4\\, kerb B');
    expect(icsText('tab\tkept')).toBe('tab\tkept');
    // Nothing left that ends a content line early or breaks a calendar's parser.
    // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
    expect(icsText('x\u000B\u000C\u0085\u2028\u2029\u0000y')).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029]/);
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}${'x'.repeat(50)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('is the pickup at its Raleigh time in UTC, with where to meet and whom to call', () => {
    const ics = arrivalIcs(card({ name: 'Express; Shuttle, Inc.' }), now);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = unfold(ics);
    const value = (name: string) => lines.find(([n]) => n === name)?.[1];
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(value('VERSION')).toBe('2.0');
    expect(value('UID')).toBe('c1@my-arrival.rdurides');
    expect(value('DTSTAMP')).toBe('20261125T150405Z');
    // 14:30 on 4 May 2030 in Raleigh is EDT (UTC-4).
    expect(value('DTSTART')).toBe('20300504T183000Z');
    expect(value('DTEND')).toBe('20300504T190000Z');
    expect(value('SUMMARY')).toBe('Pickup: Express\\; Shuttle\\, Inc. at RDU');
    expect(unescape(value('LOCATION')!)).toBe('RDU Terminal 2: Ground Transportation Center, zone B.');
    const description = unescape(value('DESCRIPTION')!);
    expect(description).toContain('Express; Shuttle, Inc.: (919) 555-0142');
    expect(description).toContain(`${ARRIVAL_TEXTS.meetingPoint('Terminal 2')}: Ground Transportation Center, zone B.`);
    expect(description).toContain(NOBODY_THERE.taxi);
    expect(description.split('\n').length).toBeGreaterThanOrEqual(4);
  });

  it('is a whole-day event without a time, and lists both terminals before one is chosen', () => {
    const c = arrivalCardOf(source(), { ...TRIP, time: null }, { id: 'c2', savedAt: SAVED, terminal: null });
    const lines = unfold(arrivalIcs(c, now));
    expect(lines.find(([n]) => n.startsWith('DTSTART'))).toEqual(['DTSTART;VALUE=DATE', '20300504']);
    expect(lines.some(([n]) => n === 'DTEND')).toBe(false);
    expect(unescape(lines.find(([n]) => n === 'DESCRIPTION')![1])).toContain('Terminal 1: Door 5, commercial lane.\nTerminal 2: Ground Transportation Center, zone B.');
  });
});
