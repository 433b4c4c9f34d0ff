// What a form shows when someone else saved its record first (useEntityForm's `conflict`): a dialog
// saying who changed it and when, the fields that differ (as opened, yours, saved now) with a choice
// per field, and Keep mine / Take theirs / Cancel; after Cancel, a notice that the form is not saved
// and a way back to the comparison. Full screen on a phone, where each field is a card.
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Paper, Radio, RadioGroup, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { formatInstant, timeAgo } from '../components/dates';
import { NOT_ENTERED, defaultChoices, type ChangedBy, type FieldDifference, type Side } from './conflict';

export const SAVE_CONFLICT_TEXTS = {
  title: (noun: string) => `This ${noun} was changed since you opened it`,
  changedBy: (who: string | null) => `Changed by ${who ?? 'someone else'}`,
  intro: 'Nothing was saved yet and nothing you typed is lost. Compare the changes and choose what to keep.',
  differences: 'Fields that differ',
  columns: { field: 'Field', opened: 'When you opened it', mine: 'Yours', theirs: 'Saved now', keep: 'Keep' },
  changed: { you: 'You changed', them: 'They changed', both: 'Both changed' } satisfies Record<ChangedBy, string>,
  choice: { mine: 'Yours', theirs: 'Theirs' } satisfies Record<Side, string>,
  keepGroup: (label: string) => `Keep for ${label}`,
  none: (noun: string) => `No field of this form differs from the saved ${noun}: the change was to something this form does not edit.`,
  howItMerges:
    'Keep mine saves the values chosen above: yours where you changed a field, theirs where only they did. Take theirs drops your changes and loads the saved version.',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  cancel: 'Cancel',
  notSaved: (noun: string) => `Not saved: this ${noun} was changed since you opened it.`,
  review: 'Compare changes',
} as const;
const T = SAVE_CONFLICT_TEXTS;

/** Who saved the record and when, as the conflict answer says. */
export interface ChangedAt {
  changedBy: string | null;
  changedAt: string | null;
}

/** 'Changed by dana 3 minutes ago (Nov 29, 2026, 2:02:11 PM)' as text (for a toast). */
export function changedText({ changedBy, changedAt }: ChangedAt): string {
  const when = changedAt ? ` ${timeAgo(changedAt)} (${formatInstant(changedAt)})` : '';
  return `${T.changedBy(changedBy)}${when}`;
}

/**
 * A one-click write (a toggle, a move) refused because the entry changed since the list was read:
 * the toast that says so (the list is read again, so it shows the entry as saved now).
 */
export function staleActionMessage(title: string, changed: ChangedAt, again: string): { title: string; description: string } {
  return { title, description: `${changedText(changed)}. The list now shows it as saved: ${again} if you still want to.` };
}

/** The same, the name in bold and the exact time a <time> element. */
export function ChangedByLine({ changedBy, changedAt, id }: ChangedAt & { id?: string }) {
  return (
    <Typography id={id} component="p" sx={{ fontWeight: 500 }}>
      Changed by <strong>{changedBy ?? 'someone else'}</strong>
      {changedAt && (
        <>
          {' '}
          {timeAgo(changedAt)}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            (<time dateTime={changedAt}>{formatInstant(changedAt)}</time>)
          </Box>
        </>
      )}
    </Typography>
  );
}

/** The state of a refused save and what the admin can do about it (useEntityForm). */
export interface ConflictState extends ChangedAt {
  /** 'provider', 'FAQ'... */
  noun: string;
  differences: FieldDifference[];
  /** The dialog is open (false after Cancel, until the admin asks to compare again). */
  reviewing: boolean;
  keepMine: (choices: Record<string, Side>) => void;
  takeTheirs: () => void;
  review: () => void;
  dismiss: () => void;
}

const CHIP_COLOR: Record<ChangedBy, 'primary' | 'info' | 'warning'> = { you: 'primary', them: 'info', both: 'warning' };

function Value({ text, kept }: { text: string; kept?: boolean }) {
  return (
    <Box
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        maxHeight: 168,
        overflowY: 'auto',
        fontStyle: text === NOT_ENTERED ? 'italic' : undefined,
        color: text === NOT_ENTERED ? 'text.secondary' : undefined,
        fontWeight: kept ? 600 : undefined,
      }}
    >
      {text}
    </Box>
  );
}

function Choice({ difference, side, onChange }: { difference: FieldDifference; side: Side; onChange: (side: Side) => void }) {
  return (
    <RadioGroup
      row
      aria-label={T.keepGroup(difference.label)}
      name={`keep-${difference.field}`}
      value={side}
      onChange={(_e, value) => onChange(value as Side)}
      sx={{ flexWrap: 'nowrap' }}
    >
      <FormControlLabel value="mine" control={<Radio size="small" />} label={T.choice.mine} />
      <FormControlLabel value="theirs" control={<Radio size="small" />} label={T.choice.theirs} sx={{ mr: 0 }} />
    </RadioGroup>
  );
}

const keptSx = (kept: boolean) => (kept ? { bgcolor: 'action.selected' } : undefined);

function DifferenceTable({ differences, choices, choose }: { differences: FieldDifference[]; choices: Record<string, Side>; choose: (field: string, side: Side) => void }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={T.differences} sx={{ '& td, & th': { verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '18%' }}>{T.columns.field}</TableCell>
            <TableCell sx={{ width: '22%' }}>{T.columns.opened}</TableCell>
            <TableCell sx={{ width: '22%' }}>{T.columns.mine}</TableCell>
            <TableCell sx={{ width: '22%' }}>{T.columns.theirs}</TableCell>
            <TableCell>{T.columns.keep}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {differences.map((d) => {
            const side = choices[d.field] ?? d.keep;
            return (
              <TableRow key={d.field} data-field={d.field}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {d.label}
                  </Typography>
                  <Chip size="small" variant="outlined" color={CHIP_COLOR[d.changedBy]} label={T.changed[d.changedBy]} sx={{ mt: 0.5 }} />
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>
                  <Value text={d.opened} />
                </TableCell>
                <TableCell sx={keptSx(side === 'mine')}>
                  <Value text={d.mine} kept={side === 'mine'} />
                </TableCell>
                <TableCell sx={keptSx(side === 'theirs')}>
                  <Value text={d.theirs} kept={side === 'theirs'} />
                </TableCell>
                <TableCell>
                  <Choice difference={d} side={side} onChange={(s) => choose(d.field, s)} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Labelled({ label, text, kept }: { label: string; text: string; kept?: boolean }) {
  return (
    <Box sx={{ px: 1, py: 0.75, borderRadius: 1, ...keptSx(Boolean(kept)) }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        <Value text={text} kept={kept} />
      </Typography>
    </Box>
  );
}

/** On a phone: one card a field, the three values under each other. */
function DifferenceCards({ differences, choices, choose }: { differences: FieldDifference[]; choices: Record<string, Side>; choose: (field: string, side: Side) => void }) {
  return (
    <Stack spacing={1.5} component="ul" aria-label={T.differences} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {differences.map((d) => {
        const side = choices[d.field] ?? d.keep;
        return (
          <Paper key={d.field} component="li" variant="outlined" data-field={d.field} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
              <Typography variant="subtitle2" component="h3">
                {d.label}
              </Typography>
              <Chip size="small" variant="outlined" color={CHIP_COLOR[d.changedBy]} label={T.changed[d.changedBy]} />
            </Box>
            <Labelled label={T.columns.mine} text={d.mine} kept={side === 'mine'} />
            <Labelled label={T.columns.theirs} text={d.theirs} kept={side === 'theirs'} />
            <Labelled label={T.columns.opened} text={d.opened} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, px: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {T.columns.keep}:
              </Typography>
              <Choice difference={d} side={side} onChange={(s) => choose(d.field, s)} />
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}

export function ConflictDialog({ conflict }: { conflict: ConflictState }) {
  const id = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { differences, noun } = conflict;
  // Each refusal mounts its own dialog, starting from its three-way merge.
  const [choices, setChoices] = useState(() => defaultChoices(differences));
  const choose = (field: string, side: Side) => setChoices((c) => ({ ...c, [field]: side }));
  const List = phone ? DifferenceCards : DifferenceTable;

  return (
    <Dialog
      open={conflict.reviewing}
      onClose={conflict.dismiss}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-who`}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      // The save button it opened from was disabled while saving: SaveConflict puts focus back.
      disableRestoreFocus
    >
      <DialogTitle id={`${id}-title`}>{T.title(noun)}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          <ChangedByLine id={`${id}-who`} changedBy={conflict.changedBy} changedAt={conflict.changedAt} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {T.intro}
          </Typography>
        </Alert>
        {differences.length ? (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {T.differences}
            </Typography>
            <List differences={differences} choices={choices} choose={choose} />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              {T.howItMerges}
            </Typography>
          </>
        ) : (
          <Typography>{T.none(noun)}</Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={conflict.dismiss}>{T.cancel}</Button>
        <Button variant="outlined" onClick={conflict.takeTheirs}>
          {T.takeTheirs}
        </Button>
        <Button variant="contained" onClick={() => conflict.keepMine(choices)}>
          {T.keepMine}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A form's conflict: the dialog, and after Cancel a notice above the form's buttons. Placed inside
 * the form: when the dialog closes, focus goes back to the form's save button.
 */
export function SaveConflict({ conflict }: { conflict: ConflictState | null }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const reviewing = conflict?.reviewing ?? false;
  const wasReviewing = useRef(false);
  useEffect(() => {
    if (wasReviewing.current && !reviewing) anchor.current?.closest('form')?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    wasReviewing.current = reviewing;
  }, [reviewing]);
  return (
    <>
      <span ref={anchor} hidden />
      {conflict && <Notice conflict={conflict} />}
    </>
  );
}

function Notice({ conflict }: { conflict: ConflictState }) {
  return (
    <>
      {!conflict.reviewing && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={conflict.review}>
              {T.review}
            </Button>
          }
        >
          {T.notSaved(conflict.noun)} <ChangedByLine changedBy={conflict.changedBy} changedAt={conflict.changedAt} />
        </Alert>
      )}
      <ConflictDialog conflict={conflict} />
    </>
  );
}
