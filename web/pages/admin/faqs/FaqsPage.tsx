// /admin/faqs: the questions as cards, a page at a time with a search (both on the server), added
// and edited in a side sheet.
import { Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { FormikProvider, type FormikProps } from 'formik';
import { AdminDeleteFaqDocument, AdminFaqsDocument, type AdminFaqFieldsFragment } from '../../../data/admin.generated';
import { PermanentDeleteText } from '../components/ConfirmDialog';
import { formatDate } from '../components/dates';
import { EntryActions, ListPage, useCardPages, type ListTexts } from '../components/ListPage';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { BoundTextField } from '../forms/BoundFields';
import type { FormTexts } from '../forms/FormSheet';
import type { FaqFormValues } from './faqSchema';
import { useFaqForm } from './useFaqForm';

export const NO_FAQS = 'No FAQs found. Add your first FAQ to get started.';

/** The titles, descriptions and submit labels of the form's two modes. */
export const FAQ_TEXTS: FormTexts = {
  add: { title: 'Add FAQ', description: 'A new question for the FAQ.', submit: 'Create FAQ' },
  edit: { title: 'Edit FAQ', description: 'Change the question or its answer.', submit: 'Update FAQ' },
};

export function FaqFields({ formik }: { formik: FormikProps<FaqFormValues> }) {
  return (
    <FormikProvider value={formik}>
      <Stack spacing={2.5}>
        <BoundTextField name="question" label="Question" required autoFocus />
        <BoundTextField name="answer" label="Answer" required multiline minRows={6} />
      </Stack>
    </FormikProvider>
  );
}

const FAQS_PAGE: ListTexts = {
  title: 'FAQs',
  subtitle: 'Questions and answers shown on the home page and the FAQ page.',
  states: { loading: 'Loading FAQs', error: 'Failed to fetch FAQs', empty: NO_FAQS, noMatch: 'No FAQs match your search.' },
};

export function FaqsPage() {
  const pages = useCardPages('Search FAQs');
  const query = useQuery(AdminFaqsDocument, { variables: pages.variables, fetchPolicy: 'cache-and-network' });
  // The page on screen stays while the next one loads.
  const page = (query.data ?? query.previousData)?.adminFaqsPage;
  const form = useFaqForm();
  const remove = useConfirmedDelete<AdminFaqFieldsFragment>({
    mutation: AdminDeleteFaqDocument,
    typename: 'Faq',
    describe: (faq) => <PermanentDeleteText kind="FAQ" name={faq.question} />,
    deleted: () => ({ title: 'FAQ Deleted', description: 'The question has been removed from the site.' }),
    failed: (_faq, reason) => ({ title: 'Failed to delete FAQ', description: reason }),
  });

  const faqs = page?.items ?? [];
  const sheet = { state: form, texts: FAQ_TEXTS, frame: 'sheet', fields: <FaqFields formik={form.formik} /> } as const;

  return (
    <ListPage
      texts={FAQS_PAGE}
      query={{ ...query, data: page }}
      isEmpty={faqs.length === 0}
      paging={pages.controls(page?.total)}
      form={sheet}
      dialogs={remove.dialog}
    >
      <Stack spacing={2}>
        {faqs.map((faq) => (
          <Card key={faq.id} variant="outlined" component="article" aria-label={faq.question}>
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                {faq.question}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Created {formatDate(faq.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', color: 'text.secondary' }}>
                {faq.answer}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 1.5 }}>
              <EntryActions name={faq.question} open={{ label: 'Edit', onClick: () => form.openEdit(faq) }} onDelete={() => remove.ask(faq)} />
            </CardActions>
          </Card>
        ))}
      </Stack>
    </ListPage>
  );
}
