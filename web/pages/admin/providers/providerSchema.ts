// The provider form's rules: the server's own (api/domain/inputs PROVIDER_RULES), rating and
// features included, so the form accepts exactly what the server accepts.
import { PROVIDER_RULES, checkField, fieldsOf, pick, trimTexts } from '../../../../api/domain/inputs';
import { DEFAULT_REACH } from '../../../../api/domain/search';
import type { AdminProviderFieldsFragment, ProviderInput } from '../../../data/admin.generated';
import { ruleSchema } from '../rules/ruleSchema';

/** The provider's fields as the form holds them: the rating and largest party as typed, no badge as ''. */
export type ProviderFormValues = Omit<ProviderInput, 'rating' | 'badge' | 'servedPlaces' | 'maxPassengers'> & {
  rating: string;
  badge: string;
  servedPlaces: string[];
  maxPassengers: string;
};

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
  features: [''],
  // As the server does for a provider saved without them: every place, a party of 4; narrow them.
  servedPlaces: [...DEFAULT_REACH.servedPlaces],
  maxPassengers: String(DEFAULT_REACH.maxPassengers),
};

/** Service types the site knows (the field stays free text). */
export const PROVIDER_TYPES = ['Shuttle Van', 'Shared Shuttle', 'Taxi Service', 'Black Car', 'Minibus', 'Shared & Private'] as const;

export const isRatingText = (value: string) => checkField(PROVIDER_RULES.rating, value) === undefined;

export const hasFeature = (features: readonly (string | undefined)[] | undefined) => checkField(PROVIDER_RULES.features, features) === undefined;

export const providerSchema = ruleSchema(PROVIDER_RULES);

export function toProviderValues(p: AdminProviderFieldsFragment): ProviderFormValues {
  return {
    ...pick(p, fieldsOf(PROVIDER_RULES)),
    rating: String(p.rating),
    badge: p.badge ?? '',
    features: p.features.length ? [...p.features] : [''],
    servedPlaces: [...(p.servedPlaces ?? DEFAULT_REACH.servedPlaces)],
    maxPassengers: String(p.maxPassengers ?? DEFAULT_REACH.maxPassengers),
  };
}

export function toProviderInput(v: ProviderFormValues): ProviderInput {
  const { rating, badge, features, servedPlaces, maxPassengers, ...texts } = v;
  return {
    ...trimTexts(texts),
    rating: Number(rating),
    servedPlaces: [...servedPlaces],
    maxPassengers: Number(maxPassengers),
    badge: badge.trim() || null,
    features: features.map((f) => f.trim()).filter(Boolean),
  };
}
