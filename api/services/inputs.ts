// The validated shapes services accept, with the rules of SPEC.md section 5 (messages from
// api/domain/rules.ts). Transports hand over plain objects; services call validateInput.
import {
  AD_LOCATIONS,
  AD_TYPES,
  COLOR_PATTERN,
  DIMENSIONS_PATTERN,
  MAP,
  MAX,
  MESSAGES,
  MIN,
  RESOURCE_TYPES,
  ROUTE_POINT_TYPES,
  SLUG_PATTERN,
  isEmail,
  isHttpUrl,
  isImageUrl,
} from '../domain/rules';
import { ListOf, Rule, Text } from './validation';

const M = MESSAGES;

export class ContactInput {
  @Text({ label: 'Name', min: MIN.contactName, minMessage: M.contact.name, max: MAX.shortText })
  name!: string;

  @Text({ label: 'Email', minMessage: M.contact.email, max: MAX.email, test: isEmail, testMessage: M.contact.email })
  email!: string;

  @Text({ label: 'Subject', min: MIN.contactSubject, minMessage: M.contact.subject, max: MAX.shortText })
  subject!: string;

  @Text({ label: 'Message', min: MIN.contactMessage, minMessage: M.contact.message, max: MAX.contactMessage })
  message!: string;
}
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

export class LoginInput {
  @Text({ label: 'Username', min: MIN.username, minMessage: M.login.username, max: 64 })
  username!: string;

  // Passwords are not trimmed by meaning, but validateInput trims every text; admins set them with
  // the same rule, so a password can never start or end with a space.
  @Text({ label: 'Password', min: MIN.password, minMessage: M.login.password, max: MAX.password })
  password!: string;
}
export const LOGIN_FIELDS = ['username', 'password'] as const;

const isRating = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 5;
};

export class ProviderInput {
  @Text({ label: 'Name', max: MAX.shortText })
  name!: string;

  @Text({ label: 'Slug', max: MAX.shortText, test: (v) => SLUG_PATTERN.test(v), testMessage: M.provider.slug })
  slug!: string;

  @Text({ label: 'Short description', max: MAX.shortText })
  shortDescription!: string;

  @Text({ label: 'Image', max: MAX.url, test: isImageUrl, testMessage: M.provider.url })
  imageUrl!: string;

  @Text({ label: 'Description', max: MAX.longText })
  description!: string;

  @Text({ label: 'Service type', max: MAX.shortText })
  type!: string;

  @Text({ label: 'Price range', max: MAX.shortText })
  priceRange!: string;

  @Text({ label: 'Service area', max: MAX.shortText })
  serviceArea!: string;

  /** Text holding a number from 0 to 5; a JSON number is accepted too. */
  @Rule('present', (v) => v !== undefined && v !== null && v !== '', M.required('Rating'))
  @Rule('test', (v) => v === undefined || v === null || v === '' || isRating(v), M.provider.rating)
  rating!: string | number;

  @Text({ label: 'Badge', max: MAX.shortText, optional: true })
  badge?: string | null;

  @Text({ label: 'Booking URL', max: MAX.url, test: isHttpUrl, testMessage: M.provider.url })
  bookingUrl!: string;

  @ListOf(MAX.features, M.provider.features)
  @Rule('present', (v) => Array.isArray(v) && v.some((f) => typeof f === 'string' && f.trim() !== ''), M.provider.features)
  @Rule('text', (v) => !Array.isArray(v) || v.every((f) => typeof f === 'string'), 'Each feature must be text')
  @Rule('max', (v) => !Array.isArray(v) || v.every((f) => typeof f !== 'string' || f.length <= MAX.shortText), M.tooLong('A feature', MAX.shortText))
  features!: string[];
}
export const PROVIDER_FIELDS = [
  'name', 'slug', 'shortDescription', 'imageUrl', 'description', 'type', 'priceRange',
  'serviceArea', 'rating', 'badge', 'bookingUrl', 'features',
] as const;

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const inRange = (v: unknown, lo: number, hi: number) => isNum(v) && v >= lo && v <= hi;

export class LatLngInput {
  @Rule('test', (v) => inRange(v, -90, 90), M.route.lat)
  lat!: number;

  @Rule('test', (v) => inRange(v, -180, 180), M.route.lng)
  lng!: number;
}

export class RoutePointInput {
  @Text({ label: 'Name', minMessage: M.route.name, max: MAX.shortText })
  name!: string;

  @Rule('test', (v) => (ROUTE_POINT_TYPES as readonly unknown[]).includes(v), M.route.type)
  type!: string;

  coordinates!: LatLngInput;
}

export class RouteSettingsInput {
  @Rule('test', (v) => v === undefined || v === null || (Number.isInteger(v) && inRange(v, MAP.minZoom, MAP.maxZoom)), M.route.zoom)
  defaultZoom?: number | null;

  @Text({ label: 'Route colour', max: 32, optional: true, test: (v) => COLOR_PATTERN.test(v), testMessage: M.route.color })
  routeColor?: string | null;
}

export class ResourceInput {
  @Text({ label: 'Title', min: MIN.resourceTitle, minMessage: M.resource.title, max: MAX.shortText })
  title!: string;

  @Text({ label: 'Description', min: MIN.resourceDescription, minMessage: M.resource.description, max: MAX.longText })
  description!: string;

  @Text({ label: 'Image URL', minMessage: M.resource.url, max: MAX.url, test: isImageUrl, testMessage: M.resource.url })
  imageUrl!: string;

  @Text({ label: 'Type', minMessage: M.resource.type, max: 32, test: (v) => (RESOURCE_TYPES as readonly string[]).includes(v), testMessage: M.resource.type })
  type!: string;

  @Text({ label: 'Link URL', minMessage: M.resource.url, max: MAX.url, test: isHttpUrl, testMessage: M.resource.url })
  linkUrl!: string;

  @Text({ label: 'Link text', min: MIN.linkText, minMessage: M.resource.linkText, max: MAX.shortText })
  linkText!: string;
}
export const RESOURCE_FIELDS = ['title', 'description', 'imageUrl', 'type', 'linkUrl', 'linkText'] as const;

export class FaqInput {
  @Text({ label: 'Question', min: MIN.faqQuestion, minMessage: M.faq.question, max: MAX.shortText })
  question!: string;

  @Text({ label: 'Answer', min: MIN.faqAnswer, minMessage: M.faq.answer, max: MAX.longText })
  answer!: string;
}
export const FAQ_FIELDS = ['question', 'answer'] as const;

const needsCode = (o: Record<string, unknown>) => o.adType === 'adsense' || o.adType === 'ezoic';
const isCustom = (o: Record<string, unknown>) => o.adType === 'custom';

export class AdSpotInput {
  @Text({ label: 'Name', min: MIN.adName, minMessage: M.adSpot.name, max: MAX.shortText })
  name!: string;

  @Text({ label: 'Location', minMessage: M.adSpot.location, max: 64, test: (v) => (AD_LOCATIONS as readonly string[]).includes(v), testMessage: M.adSpot.location })
  location!: string;

  @Text({ label: 'Ad type', minMessage: M.adSpot.adType, max: 16, test: (v) => (AD_TYPES as readonly string[]).includes(v), testMessage: M.adSpot.adType })
  adType!: string;

  @Text({ label: 'Ad code', min: MIN.adCode, minMessage: M.adSpot.adCode, max: MAX.adCode, when: needsCode })
  adCode?: string | null;

  @Text({ label: 'Image URL', minMessage: M.adSpot.imageUrl, max: MAX.url, when: isCustom, test: isImageUrl, testMessage: M.adSpot.url })
  imageUrl?: string | null;

  @Text({ label: 'Link URL', minMessage: M.adSpot.linkUrl, max: MAX.url, when: isCustom, test: isHttpUrl, testMessage: M.adSpot.url })
  linkUrl?: string | null;

  @Rule('test', (v) => v === undefined || v === null || typeof v === 'boolean', 'Enabled must be true or false')
  isEnabled?: boolean | null;

  @Text({ label: 'Dimensions', max: 16, optional: true, test: (v) => DIMENSIONS_PATTERN.test(v) && v === '728x90', testMessage: M.adSpot.dimensions })
  dimensions?: string | null;
}
export const AD_SPOT_FIELDS = ['name', 'location', 'adType', 'adCode', 'imageUrl', 'linkUrl', 'isEnabled', 'dimensions'] as const;

export class NewUserInput {
  @Text({ label: 'Username', min: MIN.username, minMessage: M.login.username, max: 64 })
  username!: string;

  @Text({ label: 'Password', min: MIN.password, minMessage: M.login.password, max: MAX.password })
  password!: string;
}
