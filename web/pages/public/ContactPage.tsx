// Contact (SPEC.md section 2, /contact): info cards (e-mail, phone with hours, airport address) and
// the message form, which shows a thank-you panel with 'Send Another Message' after sending.
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocalAirportIcon from '@mui/icons-material/LocalAirport';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Box, Container, Grid, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_HOURS, REPLY_PROMISE } from '../../../api/domain/rules';
import { STATIC_PAGES } from '../../../api/domain/pageMeta';
import { SITE } from '../../../api/domain/site';
import PageHero from '../../components/content/PageHero';
import { CONTACT_FORM_ANCHOR } from '../../components/contact/contactAnchor';
import { ContactPageForm } from '../../components/deferredParts';
import { usePageMeta } from '../../ssr/head';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'flex-start', height: '100%' }}>
      <Box aria-hidden="true" sx={{ color: 'primary.main', bgcolor: 'brand.tint', borderRadius: 2, p: 1.25, display: 'flex' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        <Box sx={{ mt: 0.5, color: 'text.secondary', lineHeight: 1.7, overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Paper>
  );
}

export default function ContactPage() {
  usePageMeta(STATIC_PAGES['/contact']);
  // ?sent=1: the server stored a message this page's form posted without scripts.
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHero title="Contact Us" lead={`Questions about getting to or from RDU, a provider or this site? Send us a message. ${REPLY_PROMISE}`} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 5 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <InfoCard icon={<EmailOutlinedIcon />} title="Email">
                <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {REPLY_PROMISE}
                </Typography>
              </InfoCard>
              <InfoCard icon={<PhoneOutlinedIcon />} title="Phone">
                <Link href={`tel:${SITE.phone.replace(/[^\d+]/g, '')}`}>{SITE.phone}</Link>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {CONTACT_HOURS.weekdays}
                  <br />
                  {CONTACT_HOURS.weekend}
                </Typography>
              </InfoCard>
              <InfoCard icon={<LocalAirportIcon />} title="Airport">
                <Typography variant="body2" sx={{ color: 'inherit' }}>
                  Raleigh-Durham International Airport
                  <br />
                  {SITE.airportAddress}
                </Typography>
                <Typography variant="caption" sx={{ display: 'block', mt: 1 }}>
                  We are an independent site, not the airport. For lost property or flight questions, contact RDU directly.
                </Typography>
              </InfoCard>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper
              component="section"
              id={CONTACT_FORM_ANCHOR}
              aria-labelledby="message-form-title"
              variant="outlined"
              sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, scrollMarginTop: { xs: 72, md: 88 } }}
            >
              <Typography id="message-form-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
                Send us a message
              </Typography>
              <ContactPageForm
                variant="page"
                idPrefix="contact"
                sentByServer={params.get('sent') === '1'}
                onAnotherMessage={() => setParams({}, { replace: true })}
              />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
