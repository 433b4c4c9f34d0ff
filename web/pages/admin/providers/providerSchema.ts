// The provider form's rules: the server's own (api/domain/inputs PROVIDER_RULES), rating, features
// and every fact included, so the form accepts exactly what the server accepts. Numbers are held as
// typed (text) and read by the same rules; the facts' lists and entries get their messages on the
// entry that breaks them ('fares.1.amount').
import { providerRulesOn, trimTexts, type ProviderInput as DomainProviderInput } from '../../../../api/domain/inputs';
import { siteToday } from '../../../../api/domain/hours';
import { DEFAULT_REACH } from '../../../../api/domain/search';
import type { AdminProviderFieldsFragment, FareBasis, FeePer, PriceKind, ProviderInput } from '../../../data/admin.generated';
import { ruleSchema, type FormValueReader } from '../rules/ruleSchema';

/** Flight tracking and each accessibility fact as a three-way choice: not stated, yes, no. */
export type YesNoChoice = '' | 'yes' | 'no';

/** The provider's fields as the form holds them: its texts as the server reads them, numbers as typed, no badge (and other blanks) as ''. */
export interface ProviderFormValues extends Pick<DomainProviderInput, 'name' | 'slug' | 'shortDescription' | 'imageUrl' | 'description' | 'type'> {
  rating: string;
  badge: string;
  bookingUrl: string;
  /** The discount, as entered (api/domain/discount.ts); all blank: no discount. */
  discountPercent: string;
  discountCode: string;
  discountUrl: string;
  features: string[];
  /** false: not operating for now (in no list or trip answer). */
  operating: boolean;
  servedPlaces: string[];
  maxPassengers: string;
  /** '' while adding: the server takes it from the service type. */
  fareBasis: FareBasis | '';
  fares: { place: string; amount: string }[];
  fees: { label: string; amount: string; per: FeePer }[];
  maxBags: string;
  /** What the price is and covers; '' (or blank): not stated. */
  priceKind: PriceKind | '';
  tipIncluded: YesNoChoice;
  bagsPerTraveller: string;
  /** The extra-bag fee as typed, in dollars ('15.00'); sent in cents. */
  extraBagFeeCents: string;
  minPassengers: string;
  hours: { day: number; opens: string; closes: string }[];
  /** Every hour of every day: then no openings. */
  aroundTheClock: boolean;
  minNoticeHours: string;
  phone: string;
  email: string;
  freeWaitMinutes: string;
  flightTracking: YesNoChoice;
  cancellationPolicy: string;
  accessibility: { wheelchairVehicle: YesNoChoice; foldingWheelchair: YesNoChoice; serviceAnimals: YesNoChoice; notes: string };
  pickupPoints: { terminal: string; instructions: string }[];
  ratingCount: string;
  ratingSource: string;
  factsCheckedOn: string;
}

const NO_ACCESSIBILITY: ProviderFormValues['accessibility'] = { wheelchairVehicle: '', foldingWheelchair: '', serviceAnimals: '', notes: '' };

export const EMPTY_PROVIDER: ProviderFormValues = {
  name: '',
  slug: '',
  shortDescription: '',
  imageUrl: '',
  description: '',
  type: '',
  rating: '',
  badge: '',
  bookingUrl: '',
  discountPercent: '',
  discountCode: '',
  discountUrl: '',
  features: [''],
  operating: true,
  // No place until the admin chooses (the field asks for at least one): a new provider claims none by default.
  servedPlaces: [],
  maxPassengers: String(DEFAULT_REACH.maxPassengers),
  fareBasis: '',
  fares: [],
  fees: [],
  maxBags: '',
  priceKind: '',
  tipIncluded: '',
  bagsPerTraveller: '',
  extraBagFeeCents: '',
  minPassengers: '',
  hours: [],
  // SPEC's '24 Hours', as the server gives a provider saved without hours; untick to enter openings.
  aroundTheClock: true,
  minNoticeHours: '0',
  phone: '',
  email: '',
  freeWaitMinutes: '',
  flightTracking: '',
  cancellationPolicy: '',
  accessibility: NO_ACCESSIBILITY,
  pickupPoints: [],
  ratingCount: '',
  ratingSource: '',
  factsCheckedOn: '',
};

/** Service types the site knows (the field stays free text). */
export const PROVIDER_TYPES = ['Shuttle Van', 'Shared Shuttle', 'Taxi Service', 'Black Car', 'Minibus', 'Shared & Private'] as const;

const yesNoValue = (choice: YesNoChoice): boolean | null => (choice === 'yes' ? true : choice === 'no' ? false : null);
const yesNoChoice = (value: boolean | null): YesNoChoice => (value === true ? 'yes' : value === false ? 'no' : '');

/** Each fact yes, no or not stated, sent by its three-valued name; nothing stated and no notes: accessibility not entered. */
function accessibilityValue(a: ProviderFormValues['accessibility']): NonNullable<ProviderInput['accessibility']> | null {
  const notes = a.notes.trim();
  if (!a.wheelchairVehicle && !a.foldingWheelchair && !a.serviceAnimals && !notes) return null;
  return {
    hasWheelchairVehicle: yesNoValue(a.wheelchairVehicle),
    takesFoldingWheelchair: yesNoValue(a.foldingWheelchair),
    welcomesServiceAnimals: yesNoValue(a.serviceAnimals),
    notes: notes || null,
  };
}

// Formik hands yup '' as undefined; lists hold the entries as typed.
const readers: Partial<Record<keyof ProviderInput, FormValueReader>> = {
  flightTracking: ((choice: YesNoChoice | undefined) => yesNoValue(choice ?? '')) as FormValueReader,
  tipIncluded: ((choice: YesNoChoice | undefined) => yesNoValue(choice ?? '')) as FormValueReader,
  // Typed in dollars, checked (and sent) in cents; text that is not an amount is left for the rule to refuse.
  extraBagFeeCents: ((text: string | undefined) => (text === undefined ? undefined : (dollarsToCents(text) ?? text))) as FormValueReader,
  accessibility: ((a: ProviderFormValues['accessibility'] | undefined) => (a ? accessibilityValue({ ...NO_ACCESSIBILITY, ...a, notes: a.notes ?? '' }) : null)) as FormValueReader,
};

let schemaToday: { today: string; schema: ReturnType<typeof ruleSchema> } | null = null;

/** The form's schema on a day at the site (the server's rules that day: facts cannot be checked after it), made once a day. */
export function providerSchemaOn(today: string) {
  if (schemaToday?.today !== today) schemaToday = { today, schema: ruleSchema(providerRulesOn(today), readers) };
  return schemaToday.schema;
}

/** The form's schema today at the site. */
export const providerSchemaToday = () => providerSchemaOn(siteToday(new Date()));

const amountText = (amount: number) => String(amount);

/** '15' or '15.5' or '15.50' (dollars) as cents; null when the text is not such an amount. */
function dollarsToCents(text: string): number | null {
  const t = text.trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : null;
}
const centsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function toProviderValues(p: AdminProviderFieldsFragment): ProviderFormValues {
  return {
    name: p.name,
    slug: p.slug,
    shortDescription: p.shortDescription,
    imageUrl: p.imageUrl,
    description: p.description,
    type: p.type,
    rating: String(p.rating),
    badge: p.badge ?? '',
    bookingUrl: p.bookingUrl,
    discountPercent: numberText(p.discountPercent ?? null),
    discountCode: p.discountCode ?? '',
    discountUrl: p.discountUrl ?? '',
    features: p.features.length ? [...p.features] : [''],
    operating: p.operating,
    servedPlaces: [...(p.servedPlaces ?? DEFAULT_REACH.servedPlaces)],
    maxPassengers: String(p.maxPassengers ?? DEFAULT_REACH.maxPassengers),
    fareBasis: p.fareBasis ?? '',
    fares: (p.fares ?? []).map((f) => ({ place: f.place, amount: amountText(f.amount) })),
    fees: (p.fees ?? []).map((f) => ({ label: f.label, amount: amountText(f.amount), per: f.per })),
    maxBags: numberText(p.maxBags ?? null),
    priceKind: p.priceKind ?? '',
    tipIncluded: yesNoChoice(p.tipIncluded ?? null),
    bagsPerTraveller: numberText(p.bagsPerTraveller ?? null),
    extraBagFeeCents: centsText(p.extraBagFeeCents ?? null),
    minPassengers: numberText(p.minPassengers ?? null),
    hours: (p.hours ?? []).map((h) => ({ day: h.day, opens: h.opens, closes: h.closes })),
    aroundTheClock: p.aroundTheClock,
    minNoticeHours: String(p.minNoticeHours ?? 0),
    phone: p.phone ?? '',
    email: p.email ?? '',
    freeWaitMinutes: numberText(p.freeWaitMinutes ?? null),
    flightTracking: yesNoChoice(p.flightTracking ?? null),
    cancellationPolicy: p.cancellationPolicy ?? '',
    accessibility: p.accessibility
      ? {
          wheelchairVehicle: yesNoChoice(p.accessibility.wheelchairVehicle ?? null),
          foldingWheelchair: yesNoChoice(p.accessibility.foldingWheelchair ?? null),
          serviceAnimals: yesNoChoice(p.accessibility.serviceAnimals ?? null),
          notes: p.accessibility.notes ?? '',
        }
      : NO_ACCESSIBILITY,
    pickupPoints: (p.pickupPoints ?? []).map((pp) => ({ terminal: pp.terminal, instructions: pp.instructions })),
    ratingCount: numberText(p.ratingCount ?? null),
    ratingSource: p.ratingSource ?? '',
    factsCheckedOn: p.factsCheckedOn ?? '',
  };
}

const blankToNull = (text: string) => text.trim() || null;
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function toProviderInput(v: ProviderFormValues): ProviderInput {
  const texts = trimTexts({
    name: v.name,
    slug: v.slug,
    shortDescription: v.shortDescription,
    imageUrl: v.imageUrl,
    description: v.description,
    type: v.type,
    bookingUrl: v.bookingUrl,
  });
  return {
    ...texts,
    rating: Number(v.rating),
    servedPlaces: [...v.servedPlaces],
    maxPassengers: Number(v.maxPassengers),
    badge: v.badge.trim() || null,
    discountPercent: numberOrNull(v.discountPercent),
    discountCode: blankToNull(v.discountCode),
    discountUrl: blankToNull(v.discountUrl),
    features: v.features.map((f) => f.trim()).filter(Boolean),
    operating: v.operating,
    // Not chosen while adding: the server takes it from the service type.
    fareBasis: v.fareBasis || null,
    fares: v.fares.map((f) => ({ place: f.place, amount: Number(f.amount) })),
    fees: v.fees.map((f) => ({ label: f.label.trim(), amount: Number(f.amount), per: f.per })),
    maxBags: numberOrNull(v.maxBags),
    priceKind: v.priceKind || null,
    tipIncluded: yesNoValue(v.tipIncluded),
    bagsPerTraveller: numberOrNull(v.bagsPerTraveller),
    extraBagFeeCents: v.extraBagFeeCents.trim() === '' ? null : dollarsToCents(v.extraBagFeeCents),
    minPassengers: numberOrNull(v.minPassengers),
    // Around the clock has no openings: those the form still holds are not sent.
    hours: v.aroundTheClock ? [] : v.hours.map((h) => ({ day: h.day, opens: h.opens, closes: h.closes })),
    aroundTheClock: v.aroundTheClock,
    minNoticeHours: Number(v.minNoticeHours.trim() || 0),
    phone: blankToNull(v.phone),
    email: blankToNull(v.email),
    freeWaitMinutes: numberOrNull(v.freeWaitMinutes),
    flightTracking: yesNoValue(v.flightTracking),
    cancellationPolicy: blankToNull(v.cancellationPolicy),
    accessibility: accessibilityValue(v.accessibility),
    pickupPoints: v.pickupPoints.map((p) => ({ terminal: p.terminal, instructions: p.instructions.trim() })),
    ratingCount: numberOrNull(v.ratingCount),
    ratingSource: blankToNull(v.ratingSource),
    factsCheckedOn: blankToNull(v.factsCheckedOn),
  };
}
