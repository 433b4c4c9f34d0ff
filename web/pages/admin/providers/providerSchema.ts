// The provider form's rules (SPEC.md section 5), from the shared rules and messages.
import * as yup from 'yup';
import { MAX, MESSAGES, SLUG_PATTERN, isHttpUrl, isImageUrl } from '../../../../api/domain/rules';
import type { AdminProviderFieldsFragment, ProviderInput } from '../../../data/admin.generated';

export interface ProviderFormValues {
  name: string;
  slug: string;
  shortDescription: string;
  imageUrl: string;
  description: string;
  type: string;
  priceRange: string;
  serviceArea: string;
  /** Text in the form, a number on the wire. */
  rating: string;
  badge: string;
  bookingUrl: string;
  features: string[];
}

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

const text = (label: string, max: number = MAX.shortText) =>
  yup.string().trim().required(MESSAGES.required(label)).max(max, MESSAGES.tooLong(label, max));

export const isRatingText = (value: string) => /^\d+(\.\d+)?$/.test(value.trim()) && Number(value) >= 0 && Number(value) <= 5;

export const hasFeature = (features: readonly (string | undefined)[] | undefined) =>
  Boolean(features?.some((f) => typeof f === 'string' && f.trim() !== ''));

export const providerSchema = yup.object({
  name: text('Name'),
  slug: text('Slug').matches(SLUG_PATTERN, MESSAGES.provider.slug),
  shortDescription: text('Short description'),
  imageUrl: text('Image', MAX.url).test('image-url', MESSAGES.provider.url, (v) => !v || isImageUrl(v.trim())),
  description: text('Description', MAX.longText),
  type: text('Service type'),
  priceRange: text('Price range'),
  serviceArea: text('Service area'),
  rating: yup.string().trim().required(MESSAGES.required('Rating')).test('rating', MESSAGES.provider.rating, (v) => !v || isRatingText(v)),
  badge: yup.string().trim().max(MAX.shortText, MESSAGES.tooLong('Badge', MAX.shortText)),
  bookingUrl: text('Booking URL', MAX.url).test('http-url', MESSAGES.provider.url, (v) => !v || isHttpUrl(v.trim())),
  features: yup
    .array(yup.string().max(MAX.shortText, MESSAGES.tooLong('A feature', MAX.shortText)))
    .max(MAX.features, `At most ${MAX.features} features are allowed`)
    .test('at-least-one', MESSAGES.provider.features, (list) => hasFeature(list)),
});

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
    features: p.features.length ? [...p.features] : [''],
  };
}

export function toProviderInput(v: ProviderFormValues): ProviderInput {
  return {
    name: v.name.trim(),
    slug: v.slug.trim(),
    shortDescription: v.shortDescription.trim(),
    imageUrl: v.imageUrl.trim(),
    description: v.description.trim(),
    type: v.type.trim(),
    priceRange: v.priceRange.trim(),
    serviceArea: v.serviceArea.trim(),
    rating: Number(v.rating),
    badge: v.badge.trim() || null,
    bookingUrl: v.bookingUrl.trim(),
    features: v.features.map((f) => f.trim()).filter(Boolean),
  };
}
