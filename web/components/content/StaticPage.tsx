// Layout of the text pages (About, Privacy, Terms, Affiliate Disclosure): hero, an optional
// "last updated" line and sections with h2 headings.
import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import PageHero from './PageHero';

export interface StaticSection {
  title: string;
  body: ReactNode;
}

export default function StaticPage({ title, lead, lastUpdated, sections }: { title: string; lead?: ReactNode; lastUpdated?: string; sections: StaticSection[] }) {
  return (
    <>
      <PageHero title={title} lead={lead} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper
          component="article"
          variant="outlined"
          aria-labelledby="page-title"
          sx={{
            p: { xs: 2.5, sm: 4, md: 6 },
            borderRadius: 3,
            '& p, & li': { color: 'text.secondary', lineHeight: 1.8 },
            '& p': { mt: 0, mb: 2 },
            '& ul': { pl: 3, mt: 0, mb: 2 },
            '& li': { mb: 0.5 },
            // Links inside text are underlined, not told apart by colour alone.
            '& a': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '2px' },
          }}
        >
          {lastUpdated && (
            <Typography component="p" sx={{ fontWeight: 600, color: 'text.primary !important' }}>
              Last updated: {lastUpdated}
            </Typography>
          )}
          {sections.map((s) => (
            <Box component="section" key={s.title} sx={{ '& + &': { mt: 4 } }}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
                {s.title}
              </Typography>
              {s.body}
            </Box>
          ))}
        </Paper>
      </Container>
    </>
  );
}
