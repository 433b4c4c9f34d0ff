// The resource form's rules: the server's own (api/domain/inputs RESOURCE_RULES).
import { RESOURCE_RULES, fieldsOf, pick, trimTexts } from '../../../../api/domain/inputs';
import type { AdminResourceFieldsFragment, ResourceInput } from '../../../data/admin.generated';
import { ruleSchema } from '../rules/ruleSchema';

/** The resource's fields; the version a save names is the form hook's. */
export type ResourceFormValues = Omit<ResourceInput, 'expectedVersion'>;

export const EMPTY_RESOURCE: ResourceFormValues = { title: '', description: '', imageUrl: '', type: 'Guide', linkUrl: '', linkText: '' };

export const resourceSchema = ruleSchema(RESOURCE_RULES);

export const toResourceValues = (r: AdminResourceFieldsFragment): ResourceFormValues => pick(r, fieldsOf(RESOURCE_RULES));

export const toResourceInput = (v: ResourceFormValues): ResourceInput => trimTexts(pick(v, fieldsOf(RESOURCE_RULES)));

export const PLACEHOLDER_RESOURCE_IMAGE = '/demo/placeholder-resource.svg';
