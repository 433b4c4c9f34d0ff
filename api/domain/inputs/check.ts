// The rule kinds every input is described with, and the small pure evaluator both sides run: the
// server builds its class-validator checks from it (api/services/validation.ts), the admin forms
// their yup schemas (web/pages/admin/rules/ruleSchema.ts), the public forms call checkInput.
import { CLICK_MAX_DAYS, CLICK_PAGE_NAMES } from '../clicks';
import { isCalendarDate } from '../hours';
import { isWholeCents } from '../money';
import { MAX, MESSAGES } from '../rules';

const M = MESSAGES;

// ---- rule descriptions --------------------------------------------------------------------------

export type Values = Readonly<Record<string, unknown>>;

/** Text, trimmed before it is measured. Checked in the order type → presence/length → max → test. */
export interface TextRule {
  kind: 'text';
  /** Used in the generic messages ('Name is required'). */
  label: string;
  min?: number;
  /** The message when the text is missing or shorter than `min` (the spec's exact text). */
  minMessage?: string;
  max: number;
  optional?: boolean;
  test?: (value: string, values: Values) => boolean;
  /** The text must be one of these (checked with `test`, under `testMessage`). */
  options?: readonly string[];
  testMessage?: string;
  /**
   * A last check that names its own message (undefined: all is well), e.g. the unknown placeholders
   * of a link, a password equal to the username beside it, or a trip's time already past on the day
   * the trip is for (`values`: the other fields).
   */
  problem?: (value: string, values: Values) => string | undefined;
  /** The rule applies only when this holds (e.g. the ad code only for AdSense and Ezoic). */
  when?: (values: Values) => boolean;
}

/** A number in a range; numeric text matching `text` counts as its number (forms and REST send text). */
export interface NumberRule {
  kind: 'number';
  min: number;
  max: number;
  message: string;
  integer?: boolean;
  optional?: boolean;
  /** When given, a missing value reads 'Label is required' rather than `message`. */
  label?: string;
  text?: RegExp;
  /** An amount of money: at most two decimals. */
  cents?: boolean;
  /** A last check on the other fields (`value`: the number, undefined when left out of an optional rule), e.g. a discount's way to apply it. */
  problem?: (value: number | undefined, values: Values) => string | undefined;
}

export interface ChoiceRule {
  kind: 'choice';
  options: readonly string[];
  message: string;
  /** Another field this one must differ from (the search's To and From). */
  differentFrom?: string;
  /** The message when it equals `differentFrom` (else `message`). */
  differentMessage?: string;
  /** A last check that names its own message (undefined: all is well); `values` are the other fields (a trip's airport end). */
  problem?: (value: string, values: Values) => string | undefined;
  /** A missing value passes (the service keeps or defaults it). */
  optional?: boolean;
}

/**
 * A calendar day written 'YYYY-MM-DD', on or after `notBefore` when given (a trip's date: today),
 * on or before `notAfter` when given (the day a provider's facts were checked: today at the latest).
 */
export interface DateRule {
  kind: 'date';
  label: string;
  optional?: boolean;
  /** The text is not a real calendar day. */
  message: string;
  notBefore?: string;
  notBeforeMessage?: string;
  notAfter?: string;
  notAfterMessage?: string;
}

export interface BooleanRule {
  kind: 'boolean';
  message: string;
}

/** A list of short texts with at least one non-blank entry (blank entries are dropped on save). */
export interface TextListRule {
  kind: 'textList';
  itemLabel: string;
  itemMax: number;
  maxItems: number;
  message: string;
  itemTextMessage: string;
  tooManyMessage: string;
}

/**
 * Several choices from a fixed list (a provider's served places): each entry one of `options`, no
 * entry twice, at least `minItems`. Optional: a missing list passes (the service keeps or defaults it).
 */
export interface ChoiceListRule {
  kind: 'choiceList';
  options: readonly string[];
  minItems: number;
  /** A list that is missing or holds fewer than `minItems` entries. */
  message: string;
  /** An entry that is not one of the options (or is given twice). */
  optionMessage: string;
  optional?: boolean;
}

/**
 * A list of entries, each an object whose fields have their own rules (a provider's fares, fees,
 * opening hours, meeting points; a route's points). Messages name the entry: the evaluator gives the
 * first one for the field, entryErrors every one at its place ('1.amount', '0.coordinates.lat').
 */
export interface EntryListRule {
  kind: 'entryList';
  fields: Readonly<Record<string, FieldRule>>;
  maxItems: number;
  /** The value is not a list of objects. */
  message: string;
  tooManyMessage: string;
  /** No two entries may share this field's value (one fare per place), else `uniqueMessage` on the later one. */
  uniqueBy?: string;
  uniqueMessage?: string;
  /**
   * An entry that is not an object gets this message at its place ('3') and the others are still
   * checked (a route's points); without it such a list is refused as a whole with `message`.
   */
  entryMessage?: string;
  /**
   * A last check of the whole list that names its own message (undefined: all is well), run only
   * when every entry is well: e.g. the route points' stored size. It may name the place in the list
   * it is about ({ at: '3.opens', message }: two openings that overlap); `values` are the input's
   * other fields (a fare's place among the places served).
   */
  problem?: (entries: readonly Values[], values: Values) => string | { at: string; message: string } | undefined;
  optional?: boolean;
}

/** One object whose fields have their own rules (a provider's accessibility, a map's centre). */
export interface EntryRule {
  kind: 'entry';
  fields: Readonly<Record<string, FieldRule>>;
  /** The value is not an object. */
  message: string;
  optional?: boolean;
}

export type FieldRule = TextRule | NumberRule | ChoiceRule | BooleanRule | TextListRule | ChoiceListRule | DateRule | EntryListRule | EntryRule;

/** One rule for every field of an input: the compiler refuses a field without its rule. */
export type Rules<T> = { readonly [K in keyof T]-?: FieldRule };

// ---- the evaluator ------------------------------------------------------------------------------

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The number a value stands for under this rule, or undefined when it stands for none. */
export function numberValue(rule: NumberRule, value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && rule.text?.test(value.trim())) return Number(value.trim());
  return undefined;
}

function checkText(rule: TextRule, value: unknown, values: Values): string | undefined {
  if (rule.when && !rule.when(values)) return undefined;
  if (rule.optional && isBlank(value)) return undefined;
  if (!isBlank(value) && typeof value !== 'string') return M.notText(rule.label);
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < Math.max(rule.min ?? 1, 1)) return rule.minMessage ?? M.required(rule.label);
  if (text.length > rule.max) return M.tooLong(rule.label, rule.max);
  if ((rule.test && !rule.test(text, values)) || (rule.options && !rule.options.includes(text))) return rule.testMessage ?? M.required(rule.label);
  return rule.problem?.(text, values);
}

function checkNumber(rule: NumberRule, value: unknown, values: Values): string | undefined {
  if (isBlank(value)) return rule.optional ? rule.problem?.(undefined, values) : rule.label ? M.required(rule.label) : rule.message;
  const n = numberValue(rule, value);
  if (n === undefined || n < rule.min || n > rule.max || (rule.integer && !Number.isInteger(n)) || (rule.cents && !isWholeCents(n))) return rule.message;
  return rule.problem?.(n, values);
}

function checkTextList(rule: TextListRule, value: unknown): string | undefined {
  if (Array.isArray(value) && !value.every((f) => typeof f === 'string')) return rule.itemTextMessage;
  if (!Array.isArray(value) || !value.some((f: string) => f.trim() !== '')) return rule.message;
  if (value.some((f: string) => f.length > rule.itemMax)) return M.tooLong(rule.itemLabel, rule.itemMax);
  if (value.length > rule.maxItems) return rule.tooManyMessage;
  return undefined;
}

function checkChoiceList(rule: ChoiceListRule, value: unknown): string | undefined {
  if (value === undefined || value === null) return rule.optional ? undefined : rule.message;
  if (!Array.isArray(value)) return rule.message;
  if (value.some((v) => typeof v !== 'string' || !rule.options.includes(v)) || new Set(value).size !== value.length) return rule.optionMessage;
  return value.length < rule.minItems ? rule.message : undefined;
}

function checkDate(rule: DateRule, value: unknown): string | undefined {
  if (isBlank(value)) return rule.optional ? undefined : M.required(rule.label);
  if (typeof value !== 'string' || !isCalendarDate(value.trim())) return rule.message;
  if (rule.notBefore && value.trim() < rule.notBefore) return rule.notBeforeMessage ?? rule.message;
  if (rule.notAfter && value.trim() > rule.notAfter) return rule.notAfterMessage ?? rule.message;
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every message of a list of entries or of one entry, keyed by where it is ('1.amount' in a list,
 * 'notes' in an entry, '' for the value as a whole); an empty object when all is well. An entry's
 * own entries and lists answer at their places too ('0.coordinates.lat').
 */
export function entryErrors(rule: EntryListRule | EntryRule, value: unknown, values: Values = {}): Record<string, string> {
  return Object.fromEntries(entryMessages(rule, value, values));
}

/**
 * entryErrors as [place, message] pairs in the order they are found: an object would put a place
 * that is a bare index ('1', an entry that is not an object) before all the others.
 */
export function entryMessages(rule: EntryListRule | EntryRule, value: unknown, values: Values = {}): [string, string][] {
  if (value === undefined || value === null) return rule.optional ? [] : [['', rule.message]];
  if (rule.kind === 'entry') {
    if (!isObject(value)) return [['', rule.message]];
    return [...fieldMessages(rule.fields, value, '')];
  }
  if (!Array.isArray(value) || (!rule.entryMessage && !value.every(isObject))) return [['', rule.message]];
  if (value.length > rule.maxItems) return [['', rule.tooManyMessage]];
  const errors = new Map<string, string>();
  const seen = new Set<unknown>();
  value.forEach((entry: unknown, index) => {
    if (!isObject(entry)) {
      errors.set(`${index}`, rule.entryMessage ?? rule.message);
      return;
    }
    for (const [at, message] of fieldMessages(rule.fields, entry, `${index}.`)) errors.set(at, message);
    if (rule.uniqueBy) {
      const key = typeof entry[rule.uniqueBy] === 'string' ? (entry[rule.uniqueBy] as string).trim() : entry[rule.uniqueBy];
      const at = `${index}.${rule.uniqueBy}`;
      if (seen.has(key) && !errors.has(at)) errors.set(at, rule.uniqueMessage ?? rule.message);
      seen.add(key);
    }
  });
  if (rule.problem && !errors.size) {
    const problem = rule.problem(value as Values[], values);
    if (typeof problem === 'string') errors.set('', problem);
    else if (problem) errors.set(problem.at, problem.message);
  }
  return [...errors];
}

/** The messages of an entry's fields under `prefix`: a field that is itself an entry or a list gives every one of its own. */
function fieldMessages(rules: Readonly<Record<string, FieldRule>>, entry: Values, prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [field, rule] of Object.entries(rules)) {
    if (rule.kind === 'entry' || rule.kind === 'entryList') {
      for (const [at, message] of entryMessages(rule, entry[field])) out.set(`${prefix}${field}${at ? `.${at}` : ''}`, message);
    } else {
      const message = checkField(rule, entry[field], entry);
      if (message) out.set(`${prefix}${field}`, message);
    }
  }
  return out;
}

/** The first message this value breaks, or undefined; `values` are the other fields of the input. */
export function checkField(rule: FieldRule, value: unknown, values: Values = {}): string | undefined {
  switch (rule.kind) {
    case 'text':
      return checkText(rule, value, values);
    case 'number':
      return checkNumber(rule, value, values);
    case 'choice': {
      if (rule.optional && isBlank(value)) return undefined;
      if (typeof value !== 'string' || !rule.options.includes(value)) return rule.message;
      if (rule.differentFrom && value === values[rule.differentFrom]) return rule.differentMessage ?? rule.message;
      return rule.problem?.(value, values);
    }
    case 'date':
      return checkDate(rule, value);
    case 'entryList':
    case 'entry':
      return entryMessages(rule, value, values)[0]?.[1];
    case 'boolean':
      return value === undefined || value === null || typeof value === 'boolean' ? undefined : rule.message;
    case 'textList':
      return checkTextList(rule, value);
    case 'choiceList':
      return checkChoiceList(rule, value);
    default: {
      const unknownRule: never = rule;
      throw new Error(`Unknown rule ${JSON.stringify(unknownRule)}`);
    }
  }
}

export type InputErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message of every field that breaks its rule; an empty object when all is well. */
export function checkInput<T>(rules: Rules<T>, values: Values): InputErrors<T> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules) as [string, FieldRule][]) {
    const message = checkField(rule, values[field], values);
    if (message) errors[field] = message;
  }
  return errors as InputErrors<T>;
}

/** The fields a rule set describes, in order (what a transport copies and a presenter shows). */
export function fieldsOf<T>(rules: Rules<T>): (keyof T & string)[] {
  return Object.keys(rules) as (keyof T & string)[];
}

/**
 * Texts trimmed, as the rules measure them and the server stores them, also inside lists and
 * entries (a fee's label); other values left alone.
 */
export function trimTexts<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, trimmed(v)])) as T;
}

function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return trimTexts(value);
  return value;
}

/** The named fields of a row: presenters and forms show an input's fields by its rules' list. */
export function pick<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = source[key];
  return out;
}

/** Messages of rules the spec leaves open (the spec's own texts are MESSAGES in ../rules). */
export const RULE_MESSAGES = {
  featureText: 'Each feature must be text',
  tooManyFeatures: `At most ${MAX.features} features are allowed`,
  tooManyPoints: `At most ${MAX.routePoints} route points are allowed`,
  isEnabled: 'Enabled must be true or false',
  searchPlace: 'Please choose a place from the list',
  searchTo: 'Please choose a destination other than the starting point',
  passengers: 'Please choose the number of passengers',
  servedPlaces: 'Choose at least one place this provider serves',
  servedPlace: 'Choose places from the list of search locations',
  maxPassengers: `The largest party must be a whole number from 1 to ${MAX.passengers}`,
  passengerCount: `Passengers must be a whole number from 1 to ${MAX.passengers}`,
  clickProvider: 'providerId must be the id of a provider',
  clickPage: `page must be one of: ${CLICK_PAGE_NAMES.join(', ')}`,
  clickId: 'clickId must be 8 to 64 letters, digits or -',
  clickDays: `days must be a whole number from 1 to ${CLICK_MAX_DAYS}`,
  reportMonth: 'month must be a month written YYYY-MM, e.g. 2026-10',
  reportMonthAhead: 'month must be this month or an earlier one',
  reportPeriodBoth: 'Give either days or month, not both',
  faqPosition: `Position must be a whole number from 1 to ${MAX.faqPosition}`,
  // a provider's facts
  fareBasis: 'Fare basis must be PER_PERSON or PER_VEHICLE',
  priceRange: 'Price range must read $low - $high with the lower price first, e.g. $25.99 - $65.99',
  amount: (label: string) => `${label} must be an amount in dollars from 0 to 100,000 with at most 2 decimals`,
  fares: 'Fares must be a list of { place, amount }',
  farePlace: 'Choose a place other than RDU Airport from the list of search locations',
  fareTwice: 'Each place can have only one fare',
  tooManyFares: 'At most one fare per place is allowed',
  fees: 'Fees must be a list of { label, amount, per }',
  feePer: 'A fee is charged per BOOKING or per PERSON',
  tooManyFees: `At most ${MAX.fees} fees are allowed`,
  maxBags: `Large bags must be a whole number from 0 to ${MAX.bags}`,
  priceKind: 'Price kind must be FIXED or METERED (null: not stated)',
  bagsPerTraveller: `Bags per traveller must be a whole number from 0 to ${MAX.bags}`,
  extraBagFee: 'Extra-bag fee must be an amount from $0.01 to $1,000.00',
  minPassengers: `Smallest group must be a whole number from 1 to ${MAX.passengers}`,
  /** A group minimum above the largest party: no party could ever book. */
  minPassengersAboveMax: (max: number) => `Smallest group cannot be larger than the largest party (${max})`,
  hours: 'Hours must be a list of { day, opens, closes }',
  hoursDay: 'Day must be a whole number from 0 (Sunday) to 6 (Saturday)',
  clock: (label: string) => `${label} must be a time of day as HH:MM (24-hour), e.g. 05:00`,
  /** An opening whose closing is its opening: neither closed nor a clear 24 hours. */
  hoursSameTime: 'Closes must differ from Opens (a closing before the opening runs past midnight; for every hour choose Around the clock)',
  /** '… overlaps the Monday opening 9am–5pm' */
  hoursOverlap: (day: string, opening: string) => `This opening overlaps the ${day} opening ${opening}: openings must not overlap`,
  aroundTheClock: 'Around the clock must be true or false',
  aroundTheClockHours: 'Around the clock needs no openings: remove them, or turn Around the clock off',
  operating: 'Operating must be true or false',
  /** A fare for a place the provider does not serve: no trip could ever be priced with it. */
  fareNotServed: (place: string) => `${place} is not one of the places this provider serves: add it to Places served or remove this fare`,
  tooManyHours: `At most ${MAX.openings} openings are allowed`,
  minNoticeHours: `Notice must be a whole number of hours from 0 to ${MAX.noticeHours}`,
  phone: 'Please enter a phone number, e.g. (919) 555-0123',
  freeWaitMinutes: `Free waiting time must be a whole number of minutes from 0 to ${MAX.freeWaitMinutes}`,
  flightTracking: 'Flight tracking must be true or false',
  accessibility: 'Accessibility must be { hasWheelchairVehicle, takesFoldingWheelchair, welcomesServiceAnimals, notes }',
  /** A fact that is yes, no or not stated (true, false or null). */
  yesNo: (label: string) => `${label} must be true, false or null (not stated)`,
  pickupPoints: 'Meeting points must be a list of { terminal, instructions }',
  terminal: 'Terminal must be Terminal 1 or Terminal 2',
  terminalTwice: 'Each terminal can have only one meeting point',
  tooManyPickupPoints: 'At most one meeting point per terminal is allowed',
  ratingCount: `Number of reviews must be a whole number from 0 to ${MAX.ratingCount.toLocaleString('en-US')}`,
  factsCheckedOn: 'Facts checked on must be a date as YYYY-MM-DD',
  /** A check date after today at the site: a check that has not happened yet. */
  factsCheckedOnFuture: (today: string) => `Facts checked on cannot be in the future: choose today (${today}) or an earlier date`,
  // a trip
  bags: `Bags must be a whole number from 0 to ${MAX.tripBags}`,
  tripDate: 'Date must be a date as YYYY-MM-DD',
  tripDatePast: 'Please choose today or a later date',
  tripTime: 'Time must be a time of day as HH:MM (24-hour), e.g. 14:30',
  /** A time of day already past, on a trip for today at the site; `next` is the earliest time that can be asked ('17:20'). */
  tripTimePast: (next: string) => `That time has already passed today: please choose ${next} or later, or a later date`,
  wheelchair: 'Wheelchair must be true or false',
  tripSort: 'Sort must be PRICE, RATING or RECOMMENDED',
  /** Two places neither of which is the airport (Durham to Chapel Hill): what the site compares instead. */
  tripAirport: 'We compare rides to and from RDU Airport: please choose RDU Airport as From or To',
  /** A body that is not a JSON object at all. */
  body: 'Expected a JSON object',
} as const;

/** Unsigned decimal text, as the admin form and REST send a rating. */
export const RATING_TEXT = /^\d+(\.\d+)?$/;
/** Numeric text, as the route editor and REST send a zoom level. */
export const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** The route editor's text boxes hold numbers as text: read them the way the rules read numbers. */
export function numberFromText(value: string | undefined): number | undefined {
  const t = (value ?? '').trim();
  return NUMBER_TEXT.test(t) ? Number(t) : undefined;
}
