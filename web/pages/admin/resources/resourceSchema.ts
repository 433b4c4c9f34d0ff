// The resource form's rules: the server's own (api/domain/inputs RESOURCE_RULES).
import { RESOURCE_RULES, fieldsOf, pick, trimTexts } from '../../../../api/domain/inputs';
import type { AdminResourceFieldsFragment, ResourceInput } from '../../../data/admin.generated';
import { ruleSchema } from '../rules/ruleSchema';

export type ResourceFormValues = ResourceInput;

export const EMPTY_RESOURCE: ResourceFormValues = { title: '', description: '', imageUrl: '', type: 'Guide', linkUrl: '', linkText: '' };

export const resourceSchema = ruleSchema(RESOURCE_RULES);

export const toResourceValues = (r: AdminResourceFieldsFragment): ResourceFormValues => pick(r, fieldsOf(RESOURCE_RULES));

export const toResourceInput = (v: ResourceFormValues): ResourceInput => trimTexts(pick(v, fieldsOf(RESOURCE_RULES)));

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
