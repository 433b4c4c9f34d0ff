// The FAQ sheet's form: the kit's form hook with the FAQ's mutations and toasts.
import type { AdminFaqFieldsFragment, FaqInput } from '../../../data/admin.generated';
import { AdminCreateFaqDocument, AdminUpdateFaqDocument } from '../../../data/admin.generated';
import { useEntityForm, type EntityFormOptions } from '../forms/useEntityForm';
import { EMPTY_FAQ, faqSchema, toFaqInput, type FaqFormValues } from './faqSchema';

const faqForm: EntityFormOptions<AdminFaqFieldsFragment, FaqFormValues, FaqInput> = {
  schema: faqSchema,
  empty: EMPTY_FAQ,
  toValues: (faq) => ({ question: faq.question, answer: faq.answer }),
  toInput: toFaqInput,
  create: AdminCreateFaqDocument,
  update: AdminUpdateFaqDocument,
  toasts: {
    created: () => ({ title: 'FAQ Created', description: 'The question now appears on the site.' }),
    updated: () => ({ title: 'FAQ Updated', description: 'The answer is live on the site.' }),
    failed: (mode, reason) => ({ title: mode === 'add' ? 'Failed to create FAQ' : 'Failed to update FAQ', description: reason }),
  },
  conflict: { noun: 'FAQ', fields: { question: { label: 'Question' }, answer: { label: 'Answer' } } },
};

export const useFaqForm = () => useEntityForm(faqForm);
