// Question-and-answer accordion: one question open at a time; clicking the open one closes it.
// Answers keep the paragraphs and line breaks their admin typed.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import type { FaqsQuery } from '../../data/generated';
import { EmptyState } from '../common/States';

type Faq = FaqsQuery['faqs'][number];

export const NO_FAQS = 'No FAQs available at this time.';

/**
 * An answer as its admin typed it: a blank line starts a new paragraph, a single line break stays a
 * line break (HTML would fold both into one space).
 */
export function answerParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()));
}

function FaqAnswer({ text }: { text: string }) {
  return (
    <Box sx={{ color: 'text.secondary', lineHeight: 1.7, '& p': { m: 0 }, '& p + p': { mt: 1.25 } }}>
      {answerParagraphs(text).map((lines, index) => (
        <Typography key={index} component="p" sx={{ lineHeight: 'inherit', color: 'inherit' }}>
          {lines.map((line, at) => (
            <Fragment key={at}>
              {at > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Typography>
      ))}
    </Box>
  );
}

export default function FaqAccordion({ faqs, headingLevel = 'h3' }: { faqs: readonly Faq[]; headingLevel?: 'h2' | 'h3' }) {
  const [open, setOpen] = useState<number | null>(null);

  if (faqs.length === 0) return <EmptyState title={NO_FAQS} icon={<QuestionAnswerIcon />} />;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {faqs.map((faq, index) => {
        const expanded = open === index;
        return (
          <Accordion
            key={faq.id}
            expanded={expanded}
            onChange={() => setOpen(expanded ? null : index)}
            disableGutters
            elevation={0}
            slotProps={{ heading: { component: headingLevel } }}
            sx={{
              border: 1,
              borderColor: expanded ? 'primary.main' : 'divider',
              borderRadius: '12px !important',
              bgcolor: 'background.paper',
              '&::before': { display: 'none' },
              transition: 'border-color 150ms ease',
            }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon sx={{ color: 'primary.main' }} />}
              id={`faq-${faq.id}-question`}
              aria-controls={`faq-${faq.id}-answer`}
              sx={{ px: { xs: 2, md: 3 }, py: 0.5, '& .MuiAccordionSummary-content': { my: 1.5 } }}
            >
              <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.02rem' }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pt: 0, pb: 2.5 }}>
              <FaqAnswer text={faq.answer} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
