// /admin/faqs: the questions as cards, added and edited in a side sheet.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Card, CardActions, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import type { FormikProps } from 'formik';
import { AdminDeleteFaqDocument, AdminFaqsDocument, type AdminFaqFieldsFragment } from '../../../data/admin.generated';
import { AccessDenied } from '../components/AccessDenied';
import { ConfirmDialog, PermanentDeleteText } from '../components/ConfirmDialog';
import { formatDate } from '../components/dates';
import { FormSheet } from '../components/FormSheet';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/PageStates';
import { isForbidden } from '../data/errors';
import { useConfirmedDelete, useOpenFormFromNavigation } from '../data/useConfirmedDelete';
import type { FaqFormValues } from './faqSchema';
import { useFaqForm } from './useFaqForm';

export const NO_FAQS = 'No FAQs found. Add your first FAQ to get started.';

export function FaqFields({ formik }: { formik: FormikProps<FaqFormValues> }) {
  const { values, errors, touched, handleChange, handleBlur, submitCount } = formik;
  const shown = (name: keyof FaqFormValues) => (touched[name] || submitCount > 0 ? errors[name] : undefined);
  return (
    <Stack spacing={2.5}>
      <TextField
        id="faq-question"
        name="question"
        label="Question"
        value={values.question}
        onChange={handleChange}
        onBlur={handleBlur}
        required
        fullWidth
        autoFocus
        error={Boolean(shown('question'))}
        helperText={shown('question')}
      />
      <TextField
        id="faq-answer"
        name="answer"
        label="Answer"
        value={values.answer}
        onChange={handleChange}
        onBlur={handleBlur}
        required
        fullWidth
        multiline
        minRows={6}
        error={Boolean(shown('answer'))}
        helperText={shown('answer')}
      />
    </Stack>
  );
}

export function FaqsPage() {
  useAdminTitle('FAQs');
  const { data, loading, error, refetch } = useQuery(AdminFaqsDocument, { fetchPolicy: 'cache-and-network' });
  const form = useFaqForm();
  useOpenFormFromNavigation(form.openAdd);
  const { confirm, deleting, confirmDelete } = useConfirmedDelete<AdminFaqFieldsFragment>({
    mutation: AdminDeleteFaqDocument,
    typename: 'Faq',
    areas: ['faqs', 'stats'],
    deleted: () => ({ title: 'FAQ Deleted', description: 'The question has been removed from the site.' }),
    failed: (_faq, reason) => ({ title: 'Failed to delete FAQ', description: reason }),
  });

  const faqs = data?.faqs ?? [];

  return (
    <>
      <PageHeader
        title="FAQs"
        subtitle="Questions and answers shown on the home page and the FAQ page."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={form.openAdd}>
            Add FAQ
          </Button>
        }
      />
      {loading && !data ? (
        <LoadingState label="Loading FAQs" />
      ) : error && !data ? (
        isForbidden(error) ? <AccessDenied /> : <ErrorState message="Failed to fetch FAQs" onRetry={() => void refetch()} />
      ) : faqs.length === 0 ? (
        <EmptyState message={NO_FAQS} />
      ) : (
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
                <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => form.openEdit(faq)} aria-label={`Edit ${faq.question}`}>
                  Edit
                </Button>
                <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => confirm.ask(faq)} aria-label={`Delete ${faq.question}`}>
                  Delete
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      )}
      <FormSheet
        open={form.open}
        title={form.editing ? 'Edit FAQ' : 'Add FAQ'}
        description={form.editing ? 'Change the question or its answer.' : 'A new question for the FAQ.'}
        submitLabel={form.editing ? 'Update FAQ' : 'Create FAQ'}
        submitting={form.formik.isSubmitting}
        onSubmit={form.formik.handleSubmit}
        onClose={form.close}
      >
        <FaqFields formik={form.formik} />
      </FormSheet>
      <ConfirmDialog open={confirm.open} pending={deleting} onConfirm={confirmDelete} onClose={confirm.close}>
        <PermanentDeleteText kind="FAQ" name={confirm.target?.question ?? ''} />
      </ConfirmDialog>
    </>
  );
}
