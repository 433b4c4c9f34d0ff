// The fields one change touched, each with its value before and after, as readable lines (long
// ones folded behind "Show more"); a change of many fields shows the first few until asked. Side by
// side where the panel is wide, one under the other where it is narrow (a phone, a side sheet).
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { HISTORY_TEXTS as T, fieldLabel, isNotStated, valueLines } from './auditTexts';

export interface FieldChangeView {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** A value is folded past this many lines or characters. */
const FOLD_LINES = 4;
const FOLD_CHARS = 280;

function ValueBox({ field, value, side, showCaption }: { field: string; value: unknown; side: 'before' | 'after'; showCaption: boolean }) {
  const lines = valueLines(field, value);
  const long = lines.length > FOLD_LINES || lines.join('\n').length > FOLD_CHARS;
  const [open, setOpen] = useState(false);
  const shown = long && !open ? lines.slice(0, FOLD_LINES) : lines;
  const caption = side === 'before' ? T.before : T.after;
  return (
    <Box
      sx={{
        minWidth: 0,
        pl: 1.25,
        py: 0.5,
        borderLeft: 3,
        borderColor: side === 'before' ? 'error.light' : 'success.main',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
      data-testid={`change-${field}-${side}`}
    >
      {showCaption && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {caption}
        </Typography>
      )}
      <Box
        component="p"
        aria-label={`${fieldLabel(field)} ${caption.toLowerCase()}`}
        sx={{
          m: 0,
          typography: 'body2',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          color: isNotStated(value) ? 'text.secondary' : 'text.primary',
          fontStyle: isNotStated(value) ? 'italic' : 'normal',
          ...(long && !open ? { maxHeight: `${FOLD_LINES * 1.43}em`, overflow: 'hidden' } : {}),
        }}
      >
        {shown.join('\n')}
      </Box>
      {long && (
        <Button size="small" onClick={() => setOpen((o) => !o)} sx={{ px: 0.5, minWidth: 0 }} aria-expanded={open}>
          {open ? T.showLess : T.showMore}
        </Button>
      )}
    </Box>
  );
}

/** How many fields show before "Show N more fields". */
const SHOWN_FIELDS = 4;

export function ChangeList({ changes, showAll = false }: { changes: readonly FieldChangeView[]; showAll?: boolean }) {
  const [all, setAll] = useState(showAll);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {T.noFields}
      </Typography>
    );
  }
  // A creation has no 'before', a deletion no 'after': show the one side there is.
  const sides: ('before' | 'after')[] = changes.every((c) => c.before === null || c.before === undefined)
    ? ['after']
    : changes.every((c) => c.after === null || c.after === undefined)
      ? ['before']
      : ['before', 'after'];
  const shown = all ? changes : changes.slice(0, SHOWN_FIELDS);
  return (
    <Box sx={{ containerType: 'inline-size', mt: 1 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
        {shown.map((c) => (
          <Box key={c.field} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {fieldLabel(c.field)}
            </Typography>
            <Box
              component="dd"
              sx={{
                m: 0,
                display: 'grid',
                gap: 0.75,
                gridTemplateColumns: '1fr',
                alignItems: 'start',
                ...(sides.length === 2 ? { '@container (min-width: 520px)': { gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)' } } : {}),
              }}
            >
              {sides.includes('before') && <ValueBox field={c.field} value={c.before} side="before" showCaption={sides.length === 2} />}
              {sides.length === 2 && (
                <ArrowForwardIcon
                  aria-hidden
                  fontSize="small"
                  sx={{ color: 'text.secondary', alignSelf: 'center', display: 'none', '@container (min-width: 520px)': { display: 'block' } }}
                />
              )}
              {sides.includes('after') && <ValueBox field={c.field} value={c.after} side="after" showCaption={sides.length === 2} />}
            </Box>
          </Box>
        ))}
      </Box>
      {changes.length > SHOWN_FIELDS && (
        <Button size="small" onClick={() => setAll((a) => !a)} sx={{ mt: 0.5 }} aria-expanded={all}>
          {all ? T.fewerFields : T.moreFields(changes.length - SHOWN_FIELDS)}
        </Button>
      )}
    </Box>
  );
}
