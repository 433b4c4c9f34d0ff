// State, save, toasts of the resource side sheet (add and edit).
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminCreateResourceDocument, AdminUpdateResourceDocument, type AdminResourceFieldsFragment } from '../../../data/admin.generated';
import { dropCachedLists } from '../data/cache';
import { readFailure } from '../data/errors';
import { EMPTY_RESOURCE, resourceSchema, toResourceInput, toResourceValues, type ResourceFormValues } from './resourceSchema';

export function useResourceForm() {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<AdminResourceFieldsFragment | null>(null);
  const [uploading, setUploading] = useState(false);
  const [createResource] = useMutation(AdminCreateResourceDocument, { update: (cache) => dropCachedLists(cache, ['resources', 'stats']) });
  const [updateResource] = useMutation(AdminUpdateResourceDocument, { update: (cache) => dropCachedLists(cache, ['resources']) });

  const formik = useFormik<ResourceFormValues>({
    initialValues: editing ? toResourceValues(editing) : EMPTY_RESOURCE,
    enableReinitialize: true,
    validationSchema: resourceSchema,
    onSubmit: async (values, helpers) => {
      const input = toResourceInput(values);
      try {
        if (editing) {
          await updateResource({ variables: { id: editing.id, input } });
          toast({ title: 'Resource Updated', description: `${input.title} has been saved.`, variant: 'success' });
        } else {
          await createResource({ variables: { input } });
          toast({ title: 'Resource Created', description: `${input.title} has been added.`, variant: 'success' });
        }
        setOpen(false);
      } catch (error) {
        const failure = readFailure(error);
        if (Object.keys(failure.fieldErrors).length) helpers.setErrors(failure.fieldErrors);
        toast({ title: editing ? 'Failed to update resource' : 'Failed to create resource', description: failure.message, variant: 'destructive' });
      }
    },
  });

  const { resetForm } = formik;
  // Each opening starts afresh: nothing of an earlier opening (an upload cut short) carries over.
  const openAdd = useCallback(() => {
    setEditing(null);
    setUploading(false);
    resetForm({ values: EMPTY_RESOURCE });
    setOpen(true);
  }, [resetForm]);
  const openEdit = useCallback(
    (resource: AdminResourceFieldsFragment) => {
      setEditing(resource);
      setUploading(false);
      resetForm({ values: toResourceValues(resource) });
      setOpen(true);
    },
    [resetForm],
  );
  const close = useCallback(() => setOpen(false), []);

  return { formik, open, editing, openAdd, openEdit, close, uploading, setUploading };
}
