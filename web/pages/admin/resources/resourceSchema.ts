// The resource form's rules (SPEC.md section 5) from the shared rules and messages.
import * as yup from 'yup';
import { MAX, MESSAGES, MIN, RESOURCE_TYPES, isHttpUrl, isImageUrl } from '../../../../api/domain/rules';
import type { AdminResourceFieldsFragment, ResourceInput } from '../../../data/admin.generated';

export type ResourceFormValues = ResourceInput;

export const EMPTY_RESOURCE: ResourceFormValues = { title: '', description: '', imageUrl: '', type: 'Guide', linkUrl: '', linkText: '' };

export const resourceSchema = yup.object({
  title: yup.string().trim().required(MESSAGES.resource.title).min(MIN.resourceTitle, MESSAGES.resource.title).max(MAX.shortText, MESSAGES.tooLong('Title', MAX.shortText)),
  description: yup
    .string()
    .trim()
    .required(MESSAGES.resource.description)
    .min(MIN.resourceDescription, MESSAGES.resource.description)
    .max(MAX.longText, MESSAGES.tooLong('Description', MAX.longText)),
  imageUrl: yup.string().trim().required(MESSAGES.resource.url).test('url', MESSAGES.resource.url, (v) => !v || isImageUrl(v)),
  type: yup.string().required(MESSAGES.resource.type).oneOf(RESOURCE_TYPES, MESSAGES.resource.type),
  linkUrl: yup.string().trim().required(MESSAGES.resource.url).test('url', MESSAGES.resource.url, (v) => !v || isHttpUrl(v)),
  linkText: yup.string().trim().required(MESSAGES.resource.linkText).min(MIN.linkText, MESSAGES.resource.linkText).max(MAX.shortText, MESSAGES.tooLong('Link text', MAX.shortText)),
});

export const toResourceValues = (r: AdminResourceFieldsFragment): ResourceFormValues => ({
  title: r.title,
  description: r.description,
  imageUrl: r.imageUrl,
  type: r.type,
  linkUrl: r.linkUrl,
  linkText: r.linkText,
});

export const toResourceInput = (v: ResourceFormValues): ResourceInput => ({
  title: v.title.trim(),
  description: v.description.trim(),
  imageUrl: v.imageUrl.trim(),
  type: v.type,
  linkUrl: v.linkUrl.trim(),
  linkText: v.linkText.trim(),
});

/** Badge colours by type. */
export const RESOURCE_TYPE_COLORS: Record<string, { bg: string; fg: string }> = {
  Guide: { bg: '#E3F2FD', fg: '#0D47A1' },
  Hotels: { bg: '#F3E5F5', fg: '#6A1B9A' },
  Attractions: { bg: '#E8F5E9', fg: '#1B5E20' },
  Business: { bg: '#ECEFF1', fg: '#263238' },
  Events: { bg: '#FFF3E0', fg: '#BF360C' },
};
export const resourceTypeColor = (type: string) => RESOURCE_TYPE_COLORS[type] ?? { bg: '#F5F5F5', fg: '#424242' };

export const PLACEHOLDER_RESOURCE_IMAGE = '/demo/placeholder-resource.svg';
