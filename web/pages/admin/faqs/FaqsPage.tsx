// /admin/faqs: the questions as cards in the site's order (position), a page at a time with a
// search (both on the server), added and edited in a side sheet, moved to the top, up, down or to the
// bottom in one step with the buttons on each card (the public FAQ lists follow the order).
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import { Box, Card, CardActions, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { FormikProvider, type FormikProps } from 'formik';
import { AdminDeleteFaqDocument, AdminFaqsDocument, AdminMoveFaqDocument, type AdminFaqFieldsFragment } from '../../../data/admin.generated';
import { PermanentDeleteText } from '../components/ConfirmDialog';
import { formatDate } from '../components/dates';
import { EntryActions, ListPage, shownPage, useCardPages, type ListTexts } from '../components/ListPage';
import { evictWritten } from '../../../data/cache';
import { useAdminQuery } from '../data/useAdminQuery';
import { orderTexts, useMoveInOrder } from '../forms/useMoveInOrder';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { BoundTextField } from '../forms/BoundFields';
import { FormHistory } from '../history/FormHistory';
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

export const FAQ_ORDER_TEXTS = orderTexts('on the site');

/** Moves an FAQ in one step: to the top or bottom of the site's order, or one place (moveFaq: its text untouched). */
function useMoveFaq() {
  const [moveFaq] = useMutation(AdminMoveFaqDocument, { update: (cache) => evictWritten(cache, ['Faq']) });
  return useMoveInOrder<AdminFaqFieldsFragment>({
    typename: 'Faq',
    noun: 'FAQ',
    moved: FAQ_ORDER_TEXTS.moved,
    send: async (faq, to) => (await moveFaq({ variables: { id: faq.id, to, expectedVersion: faq.version } })).data?.moveFaq.position,
  });
}

const BY_POSITION = { sort: 'position', order: 'asc' } as const;

export function FaqsPage() {
  const pages = useCardPages('Search FAQs');
  const query = useAdminQuery(AdminFaqsDocument, { variables: { ...pages.variables, ...BY_POSITION } });
  const order = useMoveFaq();
  // The page on screen stays while the next one loads.
  const page = shownPage(query)?.adminFaqsPage;
  const form = useFaqForm();
  const remove = useConfirmedDelete<AdminFaqFieldsFragment>({
    mutation: AdminDeleteFaqDocument,
    typename: 'Faq',
    describe: (faq) => <PermanentDeleteText kind="FAQ" name={faq.question} />,
    deleted: () => ({ title: 'FAQ Deleted', description: 'The question has been removed from the site.' }),
    failed: (_faq, reason) => ({ title: 'Failed to delete FAQ', description: reason }),
  });

  const faqs = page?.items ?? [];
  const paging = pages.controls(page?.total);
  // Under a search the total counts matches, not places: the last place is the server's to enforce.
  const searching = paging.searching;
  const isLast = (faq: AdminFaqFieldsFragment) => !searching && faq.position >= (page?.total ?? 0);
  const fields = (
    <>
      <FaqFields formik={form.formik} />
      <FormHistory entityType="Faq" form={form} reload={async () => (await query.refetch()).data?.adminFaqsPage.items} />
    </>
  );
  const sheet = { state: form, texts: FAQ_TEXTS, frame: 'sheet', fields } as const;

  return (
    <ListPage
      texts={FAQS_PAGE}
      query={{ ...query, data: page }}
      isEmpty={faqs.length === 0}
      paging={paging}
      form={sheet}
      dialogs={remove.dialog}
    >
      <Stack spacing={2}>
        {faqs.map((faq) => (
          <Card key={faq.id} variant="outlined" component="article" aria-label={faq.question}>
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {faq.question}
                </Typography>
                <Chip size="small" variant="outlined" label={FAQ_ORDER_TEXTS.position(faq.position)} />
              </Stack>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Created {formatDate(faq.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', color: 'text.secondary' }}>
                {faq.answer}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 1.5, flexWrap: 'wrap' }}>
              <EntryActions name={faq.question} open={{ label: 'Edit', onClick: () => form.openEdit(faq) }} onDelete={() => remove.ask(faq)} />
              <Box sx={{ flex: 1 }} />
              {(
                [
                  ['TOP', 'Move to top', FAQ_ORDER_TEXTS.top, <VerticalAlignTopIcon key="i" fontSize="small" />, faq.position <= 1],
                  ['UP', 'Move up', FAQ_ORDER_TEXTS.up, <ArrowUpwardIcon key="i" fontSize="small" />, faq.position <= 1],
                  ['DOWN', 'Move down', FAQ_ORDER_TEXTS.down, <ArrowDownwardIcon key="i" fontSize="small" />, isLast(faq)],
                  ['BOTTOM', 'Move to bottom', FAQ_ORDER_TEXTS.bottom, <VerticalAlignBottomIcon key="i" fontSize="small" />, isLast(faq)],
                ] as const
              ).map(([to, title, label, icon, atEnd]) => (
                <Tooltip key={to} title={title}>
                  <span>
                    <IconButton size="small" aria-label={label(faq.question)} disabled={atEnd || order.moving !== null} onClick={() => void order.move(faq, to)}>
                      {icon}
                    </IconButton>
                  </span>
                </Tooltip>
              ))}
            </CardActions>
          </Card>
        ))}
      </Stack>
    </ListPage>
  );
}
