// The resource sheet's form: the kit's form hook with the resource's mutations and toasts.
import type { AdminResourceFieldsFragment, ResourceInput } from '../../../data/admin.generated';
import { AdminCreateResourceDocument, AdminUpdateResourceDocument } from '../../../data/admin.generated';
import { useEntityForm, type EntityFormOptions } from '../forms/useEntityForm';
import { EMPTY_RESOURCE, resourceSchema, toResourceInput, toResourceValues, type ResourceFormValues } from './resourceSchema';

const resourceForm: EntityFormOptions<AdminResourceFieldsFragment, ResourceFormValues, ResourceInput> = {
  schema: resourceSchema,
  empty: EMPTY_RESOURCE,
  toValues: toResourceValues,
  toInput: toResourceInput,
  create: AdminCreateResourceDocument,
  update: AdminUpdateResourceDocument,
  toasts: {
    created: (input) => ({ title: 'Resource Created', description: `${input.title} has been added.` }),
    updated: (input) => ({ title: 'Resource Updated', description: `${input.title} has been saved.` }),
    failed: (mode, reason) => ({ title: mode === 'add' ? 'Failed to create resource' : 'Failed to update resource', description: reason }),
  },
  conflict: {
    noun: 'resource',
    fields: {
      title: { label: 'Title' },
      description: { label: 'Description' },
      imageUrl: { label: 'Image URL' },
      type: { label: 'Type' },
      linkUrl: { label: 'Link URL' },
      linkText: { label: 'Link text' },
    },
  },
};

export const useResourceForm = () => useEntityForm(resourceForm);
