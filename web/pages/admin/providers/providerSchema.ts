// The provider form's rules: the server's own (api/domain/inputs PROVIDER_RULES), rating and
// features included, so the form accepts exactly what the server accepts.
import { PROVIDER_RULES, checkField, fieldsOf, pick, trimTexts } from '../../../../api/domain/inputs';
import type { AdminProviderFieldsFragment, ProviderInput } from '../../../data/admin.generated';
import { ruleSchema } from '../rules/ruleSchema';

/** The provider's fields as the form holds them: the rating as typed, no badge as ''. */
export type ProviderFormValues = Omit<ProviderInput, 'rating' | 'badge'> & { rating: string; badge: string };

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
  };
}

export function toProviderInput(v: ProviderFormValues): ProviderInput {
  const { rating, badge, features, ...texts } = v;
  return {
    ...trimTexts(texts),
    rating: Number(rating),
    badge: badge.trim() || null,
    features: features.map((f) => f.trim()).filter(Boolean),
  };
}
