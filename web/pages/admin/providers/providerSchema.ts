// The provider form's rules: the server's own (api/domain/inputs PROVIDER_RULES), rating, features
// and every fact included, so the form accepts exactly what the server accepts. Numbers are held as
// typed (text) and read by the same rules; the facts' lists and entries get their messages on the
// entry that breaks them ('fares.1.amount').
import { PROVIDER_RULES, trimTexts } from '../../../../api/domain/inputs';
import { DEFAULT_REACH } from '../../../../api/domain/search';
import type { AdminProviderFieldsFragment, FareBasis, FeePer, ProviderInput } from '../../../data/admin.generated';
import { ruleSchema, type FormValueReader } from '../rules/ruleSchema';

/** Flight tracking as a three-way choice: not entered, yes, no. */
export type YesNoChoice = '' | 'yes' | 'no';

/** The provider's fields as the form holds them: numbers as typed, no badge (and other blanks) as ''. */
export interface ProviderFormValues {
  name: string;
  slug: string;
  shortDescription: string;
  imageUrl: string;
  description: string;
  type: string;
  priceRange: string;
  serviceArea: string;
  rating: string;
  badge: string;
  bookingUrl: string;
  /** The discount, as entered (api/domain/discount.ts); all blank: no discount. */
  discountPercent: string;
  discountCode: string;
  discountUrl: string;
  features: string[];
  servedPlaces: string[];
  maxPassengers: string;
  /** '' while adding: the server takes it from the service type. */
  fareBasis: FareBasis | '';
  fares: { place: string; amount: string }[];
  fees: { label: string; amount: string; per: FeePer }[];
  maxBags: string;
  hours: { day: number; opens: string; closes: string }[];
  minNoticeHours: string;
  phone: string;
  email: string;
  freeWaitMinutes: string;
  flightTracking: YesNoChoice;
  cancellationPolicy: string;
  accessibility: { wheelchairVehicle: boolean; foldingWheelchair: boolean; serviceAnimals: boolean; notes: string };
  pickupPoints: { terminal: string; instructions: string }[];
  ratingCount: string;
  ratingSource: string;
  factsCheckedOn: string;
}

const NO_ACCESSIBILITY = { wheelchairVehicle: false, foldingWheelchair: false, serviceAnimals: false, notes: '' };

export const EMPTY_PROVIDER: ProviderFormValues = {
  name: '',
  slug: '',
  shortDescription: '',
  imageUrl: '',
  description: '',
  type: '',
  priceRange: '',
  serviceArea: '',
  rating: '',
  badge: '',
  bookingUrl: '',
  discountPercent: '',
  discountCode: '',
  discountUrl: '',
  features: [''],
  // As the server does for a provider saved without them: every place, a party of 4; narrow them.
  servedPlaces: [...DEFAULT_REACH.servedPlaces],
  maxPassengers: String(DEFAULT_REACH.maxPassengers),
  fareBasis: '',
  fares: [],
  fees: [],
  maxBags: '',
  hours: [],
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

/** Unticked boxes and no notes: accessibility not entered. */
function accessibilityValue(a: ProviderFormValues['accessibility']): NonNullable<ProviderInput['accessibility']> | null {
  const notes = a.notes.trim();
  if (!a.wheelchairVehicle && !a.foldingWheelchair && !a.serviceAnimals && !notes) return null;
  return { wheelchairVehicle: a.wheelchairVehicle, foldingWheelchair: a.foldingWheelchair, serviceAnimals: a.serviceAnimals, notes: notes || null };
}

// Formik hands yup '' as undefined; lists hold the entries as typed.
const readers: Partial<Record<keyof ProviderInput, FormValueReader>> = {
  flightTracking: ((choice: YesNoChoice | undefined) => yesNoValue(choice ?? '')) as FormValueReader,
  accessibility: ((a: ProviderFormValues['accessibility'] | undefined) => (a ? accessibilityValue({ ...NO_ACCESSIBILITY, ...a, notes: a.notes ?? '' }) : null)) as FormValueReader,
};

export const providerSchema = ruleSchema(PROVIDER_RULES, readers);

const amountText = (amount: number) => String(amount);
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function toProviderValues(p: AdminProviderFieldsFragment): ProviderFormValues {
  return {
    name: p.name,
    slug: p.slug,
    shortDescription: p.shortDescription,
    imageUrl: p.imageUrl,
    description: p.description,
    type: p.type,
    priceRange: p.priceRange,
    serviceArea: p.serviceArea,
    rating: String(p.rating),
    badge: p.badge ?? '',
    bookingUrl: p.bookingUrl,
    discountPercent: numberText(p.discountPercent ?? null),
    discountCode: p.discountCode ?? '',
    discountUrl: p.discountUrl ?? '',
    features: p.features.length ? [...p.features] : [''],
    servedPlaces: [...(p.servedPlaces ?? DEFAULT_REACH.servedPlaces)],
    maxPassengers: String(p.maxPassengers ?? DEFAULT_REACH.maxPassengers),
    fareBasis: p.fareBasis ?? '',
    fares: (p.fares ?? []).map((f) => ({ place: f.place, amount: amountText(f.amount) })),
    fees: (p.fees ?? []).map((f) => ({ label: f.label, amount: amountText(f.amount), per: f.per })),
    maxBags: numberText(p.maxBags ?? null),
    hours: (p.hours ?? []).map((h) => ({ day: h.day, opens: h.opens, closes: h.closes })),
    minNoticeHours: String(p.minNoticeHours ?? 0),
    phone: p.phone ?? '',
    email: p.email ?? '',
    freeWaitMinutes: numberText(p.freeWaitMinutes ?? null),
    flightTracking: yesNoChoice(p.flightTracking ?? null),
    cancellationPolicy: p.cancellationPolicy ?? '',
    accessibility: p.accessibility ? { ...p.accessibility, notes: p.accessibility.notes ?? '' } : NO_ACCESSIBILITY,
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
    priceRange: v.priceRange,
    serviceArea: v.serviceArea,
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
    // Not chosen while adding: the server takes it from the service type.
    fareBasis: v.fareBasis || null,
    fares: v.fares.map((f) => ({ place: f.place, amount: Number(f.amount) })),
    fees: v.fees.map((f) => ({ label: f.label.trim(), amount: Number(f.amount), per: f.per })),
    maxBags: numberOrNull(v.maxBags),
    hours: v.hours.map((h) => ({ day: h.day, opens: h.opens, closes: h.closes })),
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
