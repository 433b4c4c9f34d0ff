// The provider form page's form: the kit's form hook with the provider's mutations and
// toasts. The slug follows the name while adding, until the admin types a slug of their own; editing
// never regenerates it.
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { slugify } from '../../../../api/domain/provider';
import type { AdminProviderFieldsFragment, ProviderInput } from '../../../data/admin.generated';
import { AdminCreateProviderDocument, AdminUpdateProviderDocument } from '../../../data/admin.generated';
import { useEntityForm, type EntityFormOptions, type FormMode } from '../forms/useEntityForm';
import { PROVIDER_FIELD_TEXTS } from './providerFieldTexts';
import { EMPTY_PROVIDER, providerSchemaToday, toProviderInput, toProviderValues, type ProviderFormValues } from './providerSchema';
import { ROUTES } from '../../../../api/domain/routes';

export type ProviderFormMode = FormMode;

const providerForm: Omit<EntityFormOptions<AdminProviderFieldsFragment, ProviderFormValues, ProviderInput>, 'schema'> = {
  empty: EMPTY_PROVIDER,
  toValues: toProviderValues,
  toInput: toProviderInput,
  create: AdminCreateProviderDocument,
  update: AdminUpdateProviderDocument,
  toasts: {
    created: (input) => ({ title: 'Provider created', description: `${input.name} is now listed.` }),
    updated: (input) => ({ title: 'Provider updated', description: `${input.name} has been saved.` }),
    failed: (mode, reason) => ({ title: 'Error', description: `Failed to ${mode === 'add' ? 'create' : 'update'} provider: ${reason}` }),
  },
  conflict: { noun: 'provider', fields: PROVIDER_FIELD_TEXTS },
};

/** `id` null while adding; `provider` the loaded one while editing. */
export function useProviderForm(id: number | null, provider: AdminProviderFieldsFragment | null) {
  const navigate = useNavigate();
  // Today's rules at the site: a check date after today is refused (the same schema all day).
  const form = useEntityForm({ ...providerForm, schema: providerSchemaToday(), page: { id, entity: provider, onSaved: () => navigate(ROUTES.adminProviders.path) } });
  const slugEdited = useRef(false);
  const { mode, formik } = form;
  const { setFieldValue } = formik;
  const changeName = useCallback(
    (name: string) => {
      void setFieldValue('name', name);
      if (mode === 'add' && !slugEdited.current) void setFieldValue('slug', slugify(name));
    },
    [mode, setFieldValue],
  );
  const changeSlug = useCallback(
    (slug: string) => {
      slugEdited.current = slug !== '';
      void setFieldValue('slug', slug);
    },
    [setFieldValue],
  );
  return { ...form, changeName, changeSlug };
}
