// A record's History panel, beside its edit form (provider page, route editor, the resource and FAQ
// sheets, the ad spot dialog, the affiliate program dialog): every change to it, newest first (who,
// their role, when on the site's clock, from where, each field before and after), a longer page on
// "Load more", and Revert on the changes that can be undone. Folded on a phone, open on a wider screen.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import UndoIcon from '@mui/icons-material/Undo';
import { Accordion, AccordionDetails, AccordionSummary, Alert, AlertTitle, Box, Button, Chip, Typography, useMediaQuery, useTheme, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { isRevertible, type AuditType } from '../../../../api/domain/audit';
import { PAGE_LIMIT } from '../../../../api/domain/paging';
import { EmptyState, ErrorState, LoadingState } from '../../../components/common/States';
import { AdminRecordHistoryDocument } from '../../../data/admin.generated';
import { readFailure } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { HISTORY_TEXTS as T, actionLabel, addressText, fullWhenText, roleText, whenText } from './auditTexts';
import { ChangeList } from './ChangeList';
import { useRevertChange, type AuditEvent, type RevertConflict, type RevertOptions } from './useRevertChange';

/** Events per "page": the first look, and each "Load more". */
export const HISTORY_PAGE = 10;

/** The chip colour of each kind of change. */
export function actionColor(action: string): 'default' | 'primary' | 'success' | 'error' | 'warning' | 'info' {
  switch (action) {
    case 'create':
    case 'restore':
      return 'success';
    case 'delete':
    case 'archive':
    case 'sign-in-failed':
      return 'error';
    case 'revert':
      return 'warning';
    case 'update':
      return 'primary';
    default:
      return 'default';
  }
}

/** Who, when and how: the line that opens an event (also the Activity page's drawer). */
export function EventHeading({ event }: { event: AuditEvent }) {
  const role = roleText(event.actorRole);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
      <Chip size="small" label={actionLabel(event.action)} color={actionColor(event.action)} variant={event.action === 'update' ? 'outlined' : 'filled'} />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {event.actorName}
      </Typography>
      {role && (
        <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
          {role}
        </Typography>
      )}
      <Typography variant="body2" component="time" dateTime={event.at} title={fullWhenText(event.at)} sx={{ color: 'text.secondary' }}>
        {whenText(event.at, new Date())}
      </Typography>
    </Box>
  );
}

/** Where it came from, the version it left, what it undid, and its note. */
export function EventFacts({ event }: { event: AuditEvent }) {
  const facts = [event.address && T.from(addressText(event.address)), event.version !== null && T.version(event.version), event.revertOf !== null && T.revertOf(event.revertOf)].filter(Boolean);
  return (
    <>
      {facts.length > 0 && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Typography>
      )}
      {event.note && (
        <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {event.note}
        </Typography>
      )}
    </>
  );
}

/** The refusal of a revert because the record changed since, under the change it was asked for. */
export function RevertConflictNote({ conflict, onClose }: { conflict: RevertConflict; onClose: () => void }) {
  return (
    <Alert severity="warning" onClose={onClose} sx={{ mt: 1.5 }} data-testid="revert-conflict">
      <AlertTitle>{T.conflictTitle}</AlertTitle>
      {conflict.text}
    </Alert>
  );
}

export function RevertButton({ event, onClick, disabled }: { event: AuditEvent; onClick: () => void; disabled?: boolean }) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<UndoIcon />}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${T.revert} ${actionLabel(event.action).toLowerCase()} by ${event.actorName}, ${whenText(event.at, new Date())}`}
    >
      {T.revert}
    </Button>
  );
}

function HistoryEvent({ event, onRevert, conflict, onCloseConflict, busy }: { event: AuditEvent; onRevert: () => void; conflict: RevertConflict | null; onCloseConflict: () => void; busy: boolean }) {
  return (
    <Box component="li" sx={{ py: 2, '& + &': { borderTop: 1, borderColor: 'divider' } }} data-testid="history-event">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <EventHeading event={event} />
          <EventFacts event={event} />
        </Box>
        {isRevertible(event) && <RevertButton event={event} onClick={onRevert} disabled={busy} />}
      </Box>
      <ChangeList changes={event.changes} />
      {conflict && <RevertConflictNote conflict={conflict} onClose={onCloseConflict} />}
    </Box>
  );
}

export interface HistoryPanelProps extends RevertOptions {
  entityType: AuditType;
  entityId: number;
  sx?: SxProps<Theme>;
}

function RecordHistory({ entityType, entityId, sx, ...revertOptions }: HistoryPanelProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [expanded, setExpanded] = useState(!phone);
  const [limit, setLimit] = useState(HISTORY_PAGE);
  const query = useAdminQuery(AdminRecordHistoryDocument, { variables: { entityType, entityId, limit } });
  // The events on screen stay while a longer page, or the page after a revert, loads.
  const page = (query.data ?? query.previousData)?.recordHistory;
  const revert = useRevertChange(revertOptions);
  const titleId = `history-${entityType}-${entityId}`;

  const body = () => {
    if (!page && query.loading) return <LoadingState label={T.loading} />;
    if (!page) return <ErrorState onRetry={() => void query.refetch()}>{`${T.error}: ${readFailure(query.error).message}`}</ErrorState>;
    if (page.items.length === 0) return <EmptyState title={T.empty} icon={<HistoryIcon />} />;
    const left = page.total - page.items.length;
    return (
      <>
        <Box component="ol" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {page.items.map((event) => (
            <HistoryEvent
              key={event.id}
              event={event}
              onRevert={() => revert.ask(event)}
              conflict={revert.conflict?.eventId === event.id ? revert.conflict : null}
              onCloseConflict={revert.clearConflict}
              busy={revert.pending}
            />
          ))}
        </Box>
        {left > 0 && limit < PAGE_LIMIT.max && (
          <Button onClick={() => setLimit((l) => Math.min(PAGE_LIMIT.max, l + HISTORY_PAGE))} disabled={query.loading} sx={{ mt: 1 }}>
            {T.loadMore(left)}
          </Button>
        )}
      </>
    );
  };

  return (
    <Accordion
      expanded={expanded}
      onChange={(_e, open) => setExpanded(open)}
      variant="outlined"
      disableGutters
      sx={[{ mt: 3, borderRadius: 2, '&::before': { display: 'none' } }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
      slotProps={{ heading: { component: 'h2' } }}
      data-testid="history-panel"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${titleId}-content`} id={`${titleId}-summary`}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <HistoryIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
          <Typography id={titleId} component="span" sx={{ fontWeight: 700 }}>
            {T.title}
          </Typography>
          {page && (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {T.count(page.total)}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${titleId}-content`} sx={{ pt: 0 }}>
        {body()}
      </AccordionDetails>
      {revert.dialog}
    </Accordion>
  );
}

/** One record's history; a new record starts afresh (its own page length, folded state and notes). */
export function HistoryPanel(props: HistoryPanelProps) {
  return <RecordHistory key={`${props.entityType}:${props.entityId}`} {...props} />;
}
