// Every input's shape and rules, written once with the exact SPEC.md messages, and the small pure
// evaluator both sides run: the server builds its class-validator checks from these rules
// (api/services/validation.ts), the admin forms their yup schemas, the public forms call checkInput.
import {
  AD_DIMENSIONS,
  AD_LOCATIONS,
  AD_TYPES,
  COLOR_PATTERN,
  MAP,
  MAX,
  MESSAGES,
  MIN,
  PASSENGER_OPTIONS,
  RESOURCE_TYPES,
  ROUTE_POINT_TYPES,
  SEARCH_LOCATIONS,
  SLUG_PATTERN,
  isEmail,
  isHttpUrl,
  isImageUrl,
  type AdType,
  type RoutePointType,
} from './rules';

const M = MESSAGES;

// ---- the typed inputs (what a form sends and a service takes) ---------------------------------

export interface LatLng {
  lat: number;
  lng: number;
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface LoginInput {
  username: string;
  password: string;
}

export interface ProviderInput {
  name: string;
  slug: string;
  shortDescription: string;
  imageUrl: string;
  description: string;
  type: string;
  priceRange: string;
  serviceArea: string;
  /** A number from 0 to 5, or text holding one (the REST contract's text form). */
  rating: number | string;
  badge?: string | null;
  bookingUrl: string;
  features: string[];
}

export interface RoutePointInput {
  name: string;
  type: RoutePointType;
  coordinates: LatLng;
}

/** Route data: structured (GraphQL) or the REST contract's JSON text; only the fields given change. */
export interface ProviderRouteInput {
  mapCenter?: LatLng | string | null;
  defaultZoom?: number | string | null;
  routeColor?: string | null;
  routePoints?: RoutePointInput[] | string | null;
}

export interface RouteSettingsInput {
  defaultZoom?: number | string | null;
  routeColor?: string | null;
}

export interface ResourceInput {
  title: string;
  description: string;
  imageUrl: string;
  /** One of RESOURCE_TYPES; text on the wire. */
  type: string;
  linkUrl: string;
  linkText: string;
}

export interface FaqInput {
  question: string;
  answer: string;
}

export interface AdSpotInput {
  name: string;
  /** One of AD_LOCATIONS; text on the wire. */
  location: string;
  adType: AdType;
  adCode?: string | null;
  imageUrl?: string | null;
  linkUrl?: string | null;
  dimensions?: string | null;
  isEnabled?: boolean | null;
}

export interface SearchInput {
  from: string;
  to: string;
  passengers: string;
}

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
  testMessage?: string;
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
  requiredMessage?: string;
  text?: RegExp;
}

export interface ChoiceRule {
  kind: 'choice';
  options: readonly string[];
  message: string;
  /** Another field this one must differ from (the search's To and From). */
  differentFrom?: string;
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

export type FieldRule = TextRule | NumberRule | ChoiceRule | BooleanRule | TextListRule;

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
  if (rule.test && !rule.test(text, values)) return rule.testMessage ?? M.required(rule.label);
  return undefined;
}

function checkNumber(rule: NumberRule, value: unknown): string | undefined {
  if (isBlank(value)) return rule.optional ? undefined : (rule.requiredMessage ?? rule.message);
  const n = numberValue(rule, value);
  if (n === undefined || n < rule.min || n > rule.max || (rule.integer && !Number.isInteger(n))) return rule.message;
  return undefined;
}

function checkTextList(rule: TextListRule, value: unknown): string | undefined {
  if (Array.isArray(value) && !value.every((f) => typeof f === 'string')) return rule.itemTextMessage;
  if (!Array.isArray(value) || !value.some((f: string) => f.trim() !== '')) return rule.message;
  if (value.some((f: string) => f.length > rule.itemMax)) return M.tooLong(rule.itemLabel, rule.itemMax);
  if (value.length > rule.maxItems) return rule.tooManyMessage;
  return undefined;
}

/** The first message this value breaks, or undefined; `values` are the other fields of the input. */
export function checkField(rule: FieldRule, value: unknown, values: Values = {}): string | undefined {
  switch (rule.kind) {
    case 'text':
      return checkText(rule, value, values);
    case 'number':
      return checkNumber(rule, value);
    case 'choice': {
      const ok = typeof value === 'string' && rule.options.includes(value) && (!rule.differentFrom || value !== values[rule.differentFrom]);
      return ok ? undefined : rule.message;
    }
    case 'boolean':
      return value === undefined || value === null || typeof value === 'boolean' ? undefined : rule.message;
    case 'textList':
      return checkTextList(rule, value);
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

/** Texts trimmed, as the rules measure them and the server stores them; other values left alone. */
export function trimTexts<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
}

/** The named fields of a row: presenters and forms show an input's fields by its rules' list. */
export function pick<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = source[key];
  return out;
}

// ---- the rules of each input (SPEC.md section 5) ------------------------------------------------

const text = (label: string, max: number = MAX.shortText, more: Partial<TextRule> = {}): TextRule => ({ kind: 'text', label, max, ...more });
const oneOf = (options: readonly string[]) => (v: string) => options.includes(v);

export const CONTACT_RULES: Rules<ContactInput> = {
  name: text('Name', MAX.shortText, { min: MIN.contactName, minMessage: M.contact.name }),
  email: text('Email', MAX.email, { minMessage: M.contact.email, test: isEmail, testMessage: M.contact.email }),
  subject: text('Subject', MAX.shortText, { min: MIN.contactSubject, minMessage: M.contact.subject }),
  message: text('Message', MAX.contactMessage, { min: MIN.contactMessage, minMessage: M.contact.message }),
};

// Passwords are trimmed like every text, so a password can never start or end with a space.
export const LOGIN_RULES: Rules<LoginInput> = {
  username: text('Username', 64, { min: MIN.username, minMessage: M.login.username }),
  password: text('Password', MAX.password, { min: MIN.password, minMessage: M.login.password }),
};

/** Unsigned decimal text, as the admin form and REST send a rating. */
const RATING_TEXT = /^\d+(\.\d+)?$/;
/** Numeric text, as the route editor and REST send a zoom level. */
const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

export const PROVIDER_RULES: Rules<ProviderInput> = {
  name: text('Name'),
  slug: text('Slug', MAX.shortText, { test: (v) => SLUG_PATTERN.test(v), testMessage: M.provider.slug }),
  shortDescription: text('Short description'),
  imageUrl: text('Image', MAX.url, { test: isImageUrl, testMessage: M.provider.url }),
  description: text('Description', MAX.longText),
  type: text('Service type'),
  priceRange: text('Price range'),
  serviceArea: text('Service area'),
  rating: { kind: 'number', min: 0, max: 5, text: RATING_TEXT, requiredMessage: M.required('Rating'), message: M.provider.rating },
  badge: text('Badge', MAX.shortText, { optional: true }),
  bookingUrl: text('Booking URL', MAX.url, { test: isHttpUrl, testMessage: M.provider.url }),
  features: {
    kind: 'textList',
    itemLabel: 'A feature',
    itemMax: MAX.shortText,
    maxItems: MAX.features,
    message: M.provider.features,
    itemTextMessage: M.provider.featureText,
    tooManyMessage: M.provider.tooManyFeatures,
  },
};

export const LAT_LNG_RULES: Rules<LatLng> = {
  lat: { kind: 'number', min: -90, max: 90, message: M.route.lat },
  lng: { kind: 'number', min: -180, max: 180, message: M.route.lng },
};

/** The route editor's text boxes hold numbers as text: read them the way the rules read numbers. */
export function numberFromText(value: string | undefined): number | undefined {
  const t = (value ?? '').trim();
  return NUMBER_TEXT.test(t) ? Number(t) : undefined;
}

export const ROUTE_POINT_RULES: Rules<Omit<RoutePointInput, 'coordinates'>> = {
  name: text('Name', MAX.shortText, { minMessage: M.route.name }),
  type: { kind: 'choice', options: ROUTE_POINT_TYPES, message: M.route.type },
};

export const ZOOM_RULE: NumberRule = { kind: 'number', min: MAP.minZoom, max: MAP.maxZoom, integer: true, optional: true, text: NUMBER_TEXT, message: M.route.zoom };

export const ROUTE_SETTINGS_RULES: Rules<RouteSettingsInput> = {
  defaultZoom: ZOOM_RULE,
  routeColor: text('Route colour', 32, { optional: true, test: (v) => COLOR_PATTERN.test(v), testMessage: M.route.color }),
};

export const RESOURCE_RULES: Rules<ResourceInput> = {
  title: text('Title', MAX.shortText, { min: MIN.resourceTitle, minMessage: M.resource.title }),
  description: text('Description', MAX.longText, { min: MIN.resourceDescription, minMessage: M.resource.description }),
  imageUrl: text('Image URL', MAX.url, { minMessage: M.resource.url, test: isImageUrl, testMessage: M.resource.url }),
  type: text('Type', 32, { minMessage: M.resource.type, test: oneOf(RESOURCE_TYPES), testMessage: M.resource.type }),
  linkUrl: text('Link URL', MAX.url, { minMessage: M.resource.url, test: isHttpUrl, testMessage: M.resource.url }),
  linkText: text('Link text', MAX.shortText, { min: MIN.linkText, minMessage: M.resource.linkText }),
};

export const FAQ_RULES: Rules<FaqInput> = {
  question: text('Question', MAX.shortText, { min: MIN.faqQuestion, minMessage: M.faq.question }),
  answer: text('Answer', MAX.longText, { min: MIN.faqAnswer, minMessage: M.faq.answer }),
};

/** AdSense and Ezoic spots carry ad code; custom banners an image and a link. */
export const needsAdCode = (adType: unknown) => adType === 'adsense' || adType === 'ezoic';
export const isCustomBanner = (adType: unknown) => adType === 'custom';

export const AD_SPOT_RULES: Rules<AdSpotInput> = {
  name: text('Name', MAX.shortText, { min: MIN.adName, minMessage: M.adSpot.name }),
  location: text('Location', 64, { minMessage: M.adSpot.location, test: oneOf(AD_LOCATIONS), testMessage: M.adSpot.location }),
  adType: text('Ad type', 16, { minMessage: M.adSpot.adType, test: oneOf(AD_TYPES), testMessage: M.adSpot.adType }),
  adCode: text('Ad code', MAX.adCode, { min: MIN.adCode, minMessage: M.adSpot.adCode, when: (o) => needsAdCode(o.adType) }),
  imageUrl: text('Image URL', MAX.url, { minMessage: M.adSpot.imageUrl, when: (o) => isCustomBanner(o.adType), test: isImageUrl, testMessage: M.adSpot.url }),
  linkUrl: text('Link URL', MAX.url, { minMessage: M.adSpot.linkUrl, when: (o) => isCustomBanner(o.adType), test: isHttpUrl, testMessage: M.adSpot.url }),
  dimensions: text('Dimensions', 16, { optional: true, test: oneOf(AD_DIMENSIONS), testMessage: M.adSpot.dimensions }),
  isEnabled: { kind: 'boolean', message: M.adSpot.isEnabled },
};

export const SEARCH_RULES: Rules<SearchInput> = {
  from: { kind: 'choice', options: SEARCH_LOCATIONS, message: M.search.place },
  to: { kind: 'choice', options: SEARCH_LOCATIONS, message: M.search.to, differentFrom: 'from' },
  passengers: { kind: 'choice', options: PASSENGER_OPTIONS, message: M.search.passengers },
};

/** Admin image uploads: one picture, 8 MB at most, re-encoded on the server. */
export const UPLOAD_RULES = {
  maxBytes: 8 * 1024 * 1024,
  field: 'image',
  tooLarge: M.upload.tooLarge,
  notAnImage: M.upload.notAnImage,
  oneFile: M.upload.oneFile,
} as const;

export function checkUploadSize(bytes: number): string | undefined {
  return bytes > UPLOAD_RULES.maxBytes ? UPLOAD_RULES.tooLarge : undefined;
}
