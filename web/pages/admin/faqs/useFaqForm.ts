// State, save and toasts of the FAQ side sheet (add and edit).
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminCreateFaqDocument, AdminUpdateFaqDocument, type AdminFaqFieldsFragment } from '../../../data/admin.generated';
import { dropCachedLists } from '../data/cache';
import { readFailure } from '../data/errors';
import { EMPTY_FAQ, faqSchema, toFaqInput, type FaqFormValues } from './faqSchema';

export function useFaqForm() {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<AdminFaqFieldsFragment | null>(null);
  const [createFaq] = useMutation(AdminCreateFaqDocument, { update: (cache) => dropCachedLists(cache, ['faqs', 'stats']) });
  const [updateFaq] = useMutation(AdminUpdateFaqDocument, { update: (cache) => dropCachedLists(cache, ['faqs']) });

  const formik = useFormik<FaqFormValues>({
    initialValues: EMPTY_FAQ,
    validationSchema: faqSchema,
    onSubmit: async (values, helpers) => {
      const input = toFaqInput(values);
      try {
        if (editing) {
          await updateFaq({ variables: { id: editing.id, input } });
          toast({ title: 'FAQ Updated', description: 'The answer is live on the site.', variant: 'success' });
        } else {
          await createFaq({ variables: { input } });
          toast({ title: 'FAQ Created', description: 'The question now appears on the site.', variant: 'success' });
        }
        setOpen(false);
      } catch (error) {
        const failure = readFailure(error);
        if (Object.keys(failure.fieldErrors).length) helpers.setErrors(failure.fieldErrors);
        toast({ title: editing ? 'Failed to update FAQ' : 'Failed to create FAQ', description: failure.message, variant: 'destructive' });
      }
    },
  });

  const { resetForm } = formik;
  const openAdd = useCallback(() => {
    setEditing(null);
    resetForm({ values: EMPTY_FAQ });
    setOpen(true);
  }, [resetForm]);
  const openEdit = useCallback(
    (faq: AdminFaqFieldsFragment) => {
      setEditing(faq);
      resetForm({ values: { question: faq.question, answer: faq.answer } });
      setOpen(true);
    },
    [resetForm],
  );
  const close = useCallback(() => setOpen(false), []);
  return { formik, open, editing, openAdd, openEdit, close };
}
