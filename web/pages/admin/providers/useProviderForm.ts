// State, load, save, toasts and navigation of the provider form (add and edit). The slug follows
// the name while adding, until the admin types a slug of their own; editing never regenerates it.
import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { slugify } from '../../../../api/domain/provider';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminCreateProviderDocument, AdminProviderDocument, AdminUpdateProviderDocument } from '../../../data/admin.generated';
import { dropCachedLists } from '../data/cache';
import { readFailure } from '../data/errors';
import { EMPTY_PROVIDER, providerSchema, toProviderInput, toProviderValues, type ProviderFormValues } from './providerSchema';

export type ProviderFormMode = 'add' | 'edit';

export function useProviderForm(id: number | null) {
  const mode: ProviderFormMode = id === null ? 'add' : 'edit';
  const navigate = useNavigate();
  const { toast } = useToast();
  const slugEdited = useRef(false);
  const [uploading, setUploading] = useState(false);

  const load = useQuery(AdminProviderDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const loadFailure = load.error ? readFailure(load.error) : null;

  const [createProvider] = useMutation(AdminCreateProviderDocument, {
    update: (cache) => dropCachedLists(cache, ['providers', 'stats']),
  });
  const [updateProvider] = useMutation(AdminUpdateProviderDocument, {
    update: (cache) => dropCachedLists(cache, ['providers']),
  });

  const provider = load.data?.providerById ?? null;

  const formik = useFormik<ProviderFormValues>({
    initialValues: provider ? toProviderValues(provider) : EMPTY_PROVIDER,
    enableReinitialize: true,
    validationSchema: providerSchema,
    onSubmit: async (values, helpers) => {
      const input = toProviderInput(values);
      try {
        if (mode === 'add') {
          await createProvider({ variables: { input } });
          toast({ title: 'Provider created', description: `${input.name} is now listed.`, variant: 'success' });
        } else {
          await updateProvider({ variables: { id: id!, input } });
          toast({ title: 'Provider updated', description: `${input.name} has been saved.`, variant: 'success' });
        }
        navigate('/admin/providers');
      } catch (error) {
        const failure = readFailure(error);
        if (Object.keys(failure.fieldErrors).length) {
          helpers.setErrors(failure.fieldErrors);
          helpers.setTouched(Object.fromEntries(Object.keys(failure.fieldErrors).map((k) => [k, true])), false);
        }
        const verb = mode === 'add' ? 'create' : 'update';
        toast({ title: 'Error', description: `Failed to ${verb} provider: ${failure.message}`, variant: 'destructive' });
      }
    },
  });

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

  return {
    mode,
    formik,
    provider,
    loading: id !== null && load.loading && !provider,
    loadFailure,
    changeName,
    changeSlug,
    uploading,
    setUploading,
  };
}

export type ProviderFormState = ReturnType<typeof useProviderForm>;
