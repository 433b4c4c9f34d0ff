// State, save and toasts of the ad spot dialog (add and edit).
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminCreateAdSpotDocument, AdminUpdateAdSpotDocument, type AdminAdSpotFieldsFragment } from '../../../data/admin.generated';
import { dropCachedLists } from '../data/cache';
import { readFailure } from '../data/errors';
import { EMPTY_AD_SPOT, adSpotSchema, toAdSpotInput, toAdSpotValues, type AdSpotFormValues } from './adSpotSchema';

export function useAdSpotForm() {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<AdminAdSpotFieldsFragment | null>(null);
  const [uploading, setUploading] = useState(false);
  const [createAdSpot] = useMutation(AdminCreateAdSpotDocument, { update: (cache) => dropCachedLists(cache, ['adSpots']) });
  const [updateAdSpot] = useMutation(AdminUpdateAdSpotDocument, { update: (cache) => dropCachedLists(cache, ['adSpots']) });

  const formik = useFormik<AdSpotFormValues>({
    initialValues: EMPTY_AD_SPOT,
    validationSchema: adSpotSchema,
    onSubmit: async (values, helpers) => {
      const input = toAdSpotInput(values);
      try {
        if (editing) {
          await updateAdSpot({ variables: { id: editing.id, input } });
          toast({ title: 'Ad spot updated successfully', description: input.name, variant: 'success' });
        } else {
          await createAdSpot({ variables: { input } });
          toast({ title: 'Ad spot created successfully', description: input.name, variant: 'success' });
        }
        setOpen(false);
      } catch (error) {
        const failure = readFailure(error);
        if (Object.keys(failure.fieldErrors).length) helpers.setErrors(failure.fieldErrors);
        toast({
          title: 'Error',
          description: `${editing ? 'Failed to update ad spot' : 'Failed to create ad spot'}: ${failure.message}`,
          variant: 'destructive',
        });
      }
    },
  });

  const { resetForm } = formik;
  // Each opening starts afresh: nothing of an earlier opening (an upload cut short) carries over.
  const openAdd = useCallback(() => {
    setEditing(null);
    setUploading(false);
    resetForm({ values: EMPTY_AD_SPOT });
    setOpen(true);
  }, [resetForm]);
  const openEdit = useCallback(
    (spot: AdminAdSpotFieldsFragment) => {
      setEditing(spot);
      setUploading(false);
      resetForm({ values: toAdSpotValues(spot) });
      setOpen(true);
    },
    [resetForm],
  );
  const close = useCallback(() => setOpen(false), []);
  return { formik, open, editing, openAdd, openEdit, close, uploading, setUploading };
}
