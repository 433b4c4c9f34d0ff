// The ad spot dialog's form: the kit's form hook with the ad spot's mutations and toasts.
import type { AdSpotInput, AdminAdSpotFieldsFragment } from '../../../data/admin.generated';
import { AdminCreateAdSpotDocument, AdminUpdateAdSpotDocument } from '../../../data/admin.generated';
import { useEntityForm, type EntityFormOptions } from '../forms/useEntityForm';
import { AD_TYPE_LABELS, EMPTY_AD_SPOT, adSpotSchema, locationLabel, toAdSpotInput, toAdSpotValues, type AdSpotFormValues } from './adSpotSchema';

const adSpotForm: EntityFormOptions<AdminAdSpotFieldsFragment, AdSpotFormValues, AdSpotInput> = {
  schema: adSpotSchema,
  empty: EMPTY_AD_SPOT,
  toValues: toAdSpotValues,
  toInput: toAdSpotInput,
  create: AdminCreateAdSpotDocument,
  update: AdminUpdateAdSpotDocument,
  toasts: {
    created: (input) => ({ title: 'Ad spot created successfully', description: input.name }),
    updated: (input) => ({ title: 'Ad spot updated successfully', description: input.name }),
    failed: (mode, reason) => ({ title: 'Error', description: `${mode === 'add' ? 'Failed to create ad spot' : 'Failed to update ad spot'}: ${reason}` }),
  },
  conflict: {
    noun: 'ad spot',
    fields: {
      name: { label: 'Name' },
      location: { label: 'Location', show: locationLabel },
      adType: { label: 'Ad type', show: (type) => AD_TYPE_LABELS[type] ?? type },
      adCode: { label: 'Ad code' },
      imageUrl: { label: 'Banner image URL' },
      linkUrl: { label: 'Destination URL' },
      dimensions: { label: 'Dimensions' },
      isEnabled: { label: 'Status', show: (enabled) => (enabled ? 'Active' : 'Inactive') },
    },
  },
};

export const useAdSpotForm = () => useEntityForm(adSpotForm);
