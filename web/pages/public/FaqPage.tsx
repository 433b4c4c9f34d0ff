// FAQ (SPEC.md section 2, /faq): the single-open accordion; 'No FAQs available at this time.' when empty.
import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { faqPageJsonLd } from '../../../api/domain/seo';
import { STATIC_PAGES } from '../../../api/domain/pageMeta';
import { QueryState } from '../../components/common/States';
import PageHero from '../../components/content/PageHero';
import { FaqAccordion } from '../../components/deferredParts';
import { usePageMeta } from '../../ssr/head';
import { readsUnanswered, useLoadSavedPage } from '../../components/pwa/useLoadSavedPage';
import { FaqsDocument } from '../../data/generated';

export const FAQS_ERROR = 'Error loading FAQs. Please try again later.';

export default function FaqPage() {
  const read = useQuery(FaqsDocument);
  const { data } = read;
  // Offline after client-side navigation: the page kept on the device has the questions.
  const loadingSavedPage = useLoadSavedPage(readsUnanswered(read));
  const faqs = data?.faqs;
  usePageMeta({ ...STATIC_PAGES['/faq'], jsonLd: faqs?.length ? () => [faqPageJsonLd(faqs)] : undefined });
  return (
    <>
      <PageHero title="Frequently Asked Questions" lead="Quick answers about shuttles, taxis and car services at Raleigh-Durham International Airport." />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <QueryState read={read} savedPage={loadingSavedPage} loading="Loading questions" error={FAQS_ERROR}>
          {() => <FaqAccordion faqs={data?.faqs ?? []} headingLevel="h2" />}
        </QueryState>
        <Box sx={{ mt: 6, textAlign: 'center', p: { xs: 3, md: 4 }, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Still have a question?
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2.5 }}>Our team is happy to help you plan your ride from RDU.</Typography>
          <Button component={RouterLink} to="/contact" variant="contained">
            Contact Us
          </Button>
        </Box>
      </Container>
    </>
  );
}
