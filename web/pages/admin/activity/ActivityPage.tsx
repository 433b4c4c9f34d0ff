// /admin/activity (owners): every change made in the back office in a data grid paged on the server,
// filtered by admin, kind of record, record, kind of change and Raleigh days (all in the address),
// downloadable as CSV with the same filters; a row opens the change with every field before and
// after, and Revert where it can be undone. An editor is told the page is not theirs.
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, AlertTitle, Box, Button, Chip, Divider, Drawer, Grid, IconButton, Link, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { DataGrid, Toolbar, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState, type MouseEvent } from 'react';
import { Link as RouterLink, generatePath } from 'react-router-dom';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_SORTS, AUDIT_TYPES, AUDIT_TYPE_LABELS, isRevertible } from '../../../../api/domain/audit';
import { ROUTES } from '../../../../api/domain/routes';
import { ErrorState } from '../../../components/common/States';
import { AdminAuditActorsDocument, AdminAuditEventsDocument } from '../../../data/admin.generated';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { adminGridProps, adminGridSx, usePhoneColumns, useServerGrid } from '../components/gridParts';
import { LIST_PARAMS } from '../components/listParams';
import { readFailure } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { actorText, addressText, changeSummary, fullWhenText, roleText, typeLabel, whenText } from '../history/auditTexts';
import { ChangeList } from '../history/ChangeList';
import { EventFacts, EventHeading, RevertButton, RevertConflictNote, actionColor } from '../history/HistoryPanel';
import { useRevertChange, type AuditEvent } from '../history/useRevertChange';
import { ACTIVITY_PARAMS, activityCsvHref, auditFilterArgs, hasFilters, readActivityFilters } from './activityFilters';

export const ACTIVITY_TEXTS = {
  title: 'Activity',
  subtitle: 'Every change made in the back office: who, when, from which address, which record, and each field before and after.',
  grid: 'Changes',
  csv: 'Download CSV',
  admin: 'Admin',
  allAdmins: 'All admins',
  type: 'Kind of record',
  allTypes: 'All kinds',
  recordId: 'Record id',
  anyRecord: 'Any',
  action: 'Change',
  allActions: 'All changes',
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
  empty: 'No activity recorded yet.',
  noMatch: 'No activity matches these filters.',
  error: 'Failed to fetch the activity',
  deniedTitle: 'Access denied',
  denied: 'Only an owner can see the activity of the whole back office. The history of a record you edit is on its edit page.',
  details: (id: number) => `Change #${id}`,
  close: 'Close',
  record: 'Record',
} as const;
const T = ACTIVITY_TEXTS;

/** The page where a record is edited, or its list searched for it; null where there is none (or it is gone). */
export function recordLink(event: Pick<AuditEvent, 'action' | 'entityType' | 'entityId' | 'entityLabel'>): string | null {
  if (event.entityId === null || event.action === 'delete') return null;
  const search = (path: string) => (event.entityLabel ? `${path}?${new URLSearchParams({ [LIST_PARAMS.q]: event.entityLabel })}` : path);
  switch (event.entityType) {
    case 'Provider':
      return generatePath(ROUTES.adminProviderEdit.path, { id: String(event.entityId) });
    case 'Resource':
      return search(ROUTES.adminResources.path);
    case 'Faq':
      return search(ROUTES.adminFaqs.path);
    case 'AirportOption':
      // A short list, whole on one page: no search to narrow it.
      return ROUTES.adminAirportOptions.path;
    case 'AdSpot':
      return search(ROUTES.adminAdSpots.path);
    case 'AffiliateProgram':
      return ROUTES.adminAffiliatePrograms.path;
    case 'ContactSubmission':
      return ROUTES.adminContacts.path;
    default:
      return null;
  }
}

/** 'Lost & Found (#12)', or the kind and id where the trail has no name. */
const recordName = (e: AuditEvent) => e.entityLabel ?? (e.entityId !== null ? `${typeLabel(e.entityType)} #${e.entityId}` : typeLabel(e.entityType));

const stop = (e: MouseEvent) => e.stopPropagation();

function RecordCell({ event, phone }: { event: AuditEvent; phone: boolean }) {
  const to = recordLink(event);
  const summary = changeSummary(event.changes.map((c) => c.field));
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3, py: 0.5 }}>
      {to ? (
        <Link component={RouterLink} to={to} onClick={stop} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {recordName(event)}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {recordName(event)}
        </Typography>
      )}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {typeLabel(event.entityType)}
        {event.entityId !== null && ` #${event.entityId}`}
      </Typography>
      {phone && (
        <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {actorText(event.actorName, event.actorRole)}
          {summary && ` · ${summary}`}
        </Typography>
      )}
    </Box>
  );
}

function TitleToolbar() {
  return (
    <Toolbar style={{ minHeight: 48, paddingLeft: 16, flex: '0 0 auto' }}>
      <Typography sx={{ fontWeight: 600, flex: 1 }}>{T.grid}</Typography>
    </Toolbar>
  );
}

const NEWEST_FIRST = [{ field: 'at', sort: 'desc' as const }];
/** On a phone the admin, the change and its fields go into the first two columns' cells. */
const PHONE_HIDDEN = ['actorName', 'address', 'action', 'entityType', 'changes'];

interface ActivityGridProps {
  rows: AuditEvent[];
  loading: boolean;
  filtered: boolean;
  server: ReturnType<ReturnType<typeof useServerGrid>['grid']>;
  onOpen: (e: AuditEvent) => void;
  disableVirtualization?: boolean;
}

function ActivityGrid({ rows, loading, filtered, server, onOpen, disableVirtualization }: ActivityGridProps) {
  const phoneColumns = usePhoneColumns(PHONE_HIDDEN);
  const { phone } = phoneColumns;
  const columns = useMemo<GridColDef<AuditEvent>[]>(
    () => [
      {
        field: 'at',
        headerName: 'When',
        width: phone ? 128 : 160,
        display: 'flex',
        renderCell: ({ row }) => (
          <Box sx={{ py: 0.5 }}>
            <Typography variant="body2" component="time" dateTime={row.at} title={fullWhenText(row.at)} sx={{ display: 'block', lineHeight: 1.35 }}>
              {whenText(row.at, new Date())}
            </Typography>
            {phone && <Chip size="small" label={AUDIT_ACTION_LABELS[row.action as keyof typeof AUDIT_ACTION_LABELS] ?? row.action} color={actionColor(row.action)} sx={{ mt: 0.5 }} />}
          </Box>
        ),
      },
      {
        field: 'actorName',
        headerName: 'Admin',
        sortable: false,
        flex: 0.8,
        minWidth: 100,
        display: 'flex',
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.actorName}
            </Typography>
            {row.actorRole && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {roleText(row.actorRole)}
              </Typography>
            )}
          </Box>
        ),
      },
      { field: 'address', headerName: 'Address', sortable: false, width: 120, display: 'flex', valueGetter: (v: string | null) => (v ? addressText(v) : '') },
      {
        field: 'action',
        headerName: 'Change',
        sortable: false,
        width: 130,
        display: 'flex',
        renderCell: ({ row }) => <Chip size="small" label={AUDIT_ACTION_LABELS[row.action as keyof typeof AUDIT_ACTION_LABELS] ?? row.action} color={actionColor(row.action)} />,
      },
      { field: 'entityType', headerName: 'Record type', sortable: false, width: 110, display: 'flex', valueGetter: (v: string) => typeLabel(v) },
      { field: 'entityLabel', headerName: 'Record', sortable: false, flex: 1.3, minWidth: phone ? 150 : 160, display: 'flex', renderCell: ({ row }) => <RecordCell event={row} phone={phone} /> },
      {
        field: 'changes',
        headerName: 'Changes',
        sortable: false,
        flex: 1.2,
        minWidth: 140,
        display: 'flex',
        valueGetter: (_v, row) => changeSummary(row.changes.map((c) => c.field)) || row.note || '',
        renderCell: ({ value }) => (
          <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.35, overflowWrap: 'anywhere' }}>
            {value as string}
          </Box>
        ),
      },
    ],
    [phone],
  );
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      loading={loading}
      label={T.grid}
      {...adminGridProps(TitleToolbar, NEWEST_FIRST)}
      disableVirtualization={disableVirtualization}
      disableColumnMenu
      getRowHeight={() => 'auto'}
      columnVisibilityModel={phoneColumns.columnVisibilityModel}
      onColumnVisibilityModelChange={phoneColumns.onColumnVisibilityModelChange}
      {...server}
      onRowClick={({ row }) => onOpen(row)}
      onCellKeyDown={({ row }, event) => {
        if (event.key === 'Enter') onOpen(row);
      }}
      localeText={{ noRowsLabel: filtered ? T.noMatch : T.empty }}
      sx={[adminGridSx, { '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .MuiDataGrid-cell': { py: 0.75, minHeight: 52 } }]}
    />
  );
}

/** One change in full: who, when, from where, the record, every field before and after, and Revert. */
function ChangeDrawer({ event, onClose }: { event: AuditEvent | null; onClose: () => void }) {
  const revert = useRevertChange({ onReverted: onClose });
  const to = event ? recordLink(event) : null;
  return (
    <Drawer
      anchor="right"
      open={event !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 600 } }, role: 'dialog', 'aria-labelledby': 'change-drawer-title' } }}
    >
      {event && (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
            <Typography id="change-drawer-title" variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
              {T.details(event.id)}
            </Typography>
            <IconButton aria-label={T.close} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          <Divider />
          <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2 }}>
            <EventHeading event={event} />
            <EventFacts event={event} />
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              {T.record}:{' '}
              {to ? (
                <Link component={RouterLink} to={to} onClick={onClose}>
                  {recordName(event)}
                </Link>
              ) : (
                recordName(event)
              )}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({typeLabel(event.entityType)}
                {event.entityId !== null && ` #${event.entityId}`})
              </Box>
            </Typography>
            <ChangeList changes={event.changes} showAll />
            {revert.conflict?.eventId === event.id && <RevertConflictNote conflict={revert.conflict} onClose={revert.clearConflict} />}
          </Box>
          {isRevertible(event) && (
            <>
              <Divider />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 3, py: 2 }}>
                <RevertButton event={event} onClick={() => revert.ask(event)} disabled={revert.pending} />
              </Box>
            </>
          )}
          {revert.dialog}
        </Box>
      )}
    </Drawer>
  );
}

function Filters({ params, update }: { params: URLSearchParams; update: (changes: Record<string, string | null>) => void }) {
  const filters = readActivityFilters(params);
  const actors = useAdminQuery(AdminAuditActorsDocument);
  const known = actors.data?.auditActors ?? [];
  // A filter changed starts again at the first page.
  const set = (name: string, value: string) => update({ [name]: value || null, [LIST_PARAMS.page]: null });
  const field = { size: 'small', fullWidth: true } as const;
  // A select says what it holds ('All admins') rather than leave an empty box under its label.
  const select = { select: true, slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } }, ...field } as const;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2.5 }} component="section" aria-label="Filters">
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
          <TextField label={T.admin} value={filters.actorId !== undefined ? String(filters.actorId) : ''} onChange={(e) => set(ACTIVITY_PARAMS.admin, e.target.value)} {...select}>
            <MenuItem value="">{T.allAdmins}</MenuItem>
            {/* An admin in the address the list does not name (yet) still shows as chosen. */}
            {filters.actorId !== undefined && !known.some((a) => a.id === filters.actorId) && <MenuItem value={String(filters.actorId)}>{`Admin #${filters.actorId}`}</MenuItem>}
            {known.map((a) => (
              <MenuItem key={a.id} value={String(a.id)}>
                {actorText(a.name, a.role)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
          <TextField label={T.type} value={filters.entityType ?? ''} onChange={(e) => set(ACTIVITY_PARAMS.type, e.target.value)} {...select}>
            <MenuItem value="">{T.allTypes}</MenuItem>
            {AUDIT_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {AUDIT_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 6, md: 4, lg: 2 }}>
          <TextField
            label={T.recordId}
            value={params.get(ACTIVITY_PARAMS.record) ?? ''}
            onChange={(e) => set(ACTIVITY_PARAMS.record, e.target.value.replace(/\D/g, '').slice(0, 9))}
            placeholder={T.anyRecord}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            {...field}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 6, md: 4, lg: 2 }}>
          <TextField label={T.action} value={filters.action ?? ''} onChange={(e) => set(ACTIVITY_PARAMS.action, e.target.value)} {...select}>
            <MenuItem value="">{T.allActions}</MenuItem>
            {AUDIT_ACTIONS.map((a) => (
              <MenuItem key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 6, md: 4, lg: 2 }}>
          <TextField type="date" label={T.from} value={filters.from ?? ''} onChange={(e) => set(ACTIVITY_PARAMS.from, e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to } }} {...field} />
        </Grid>
        <Grid size={{ xs: 6, sm: 6, md: 4, lg: 2 }}>
          <TextField type="date" label={T.to} value={filters.to ?? ''} onChange={(e) => set(ACTIVITY_PARAMS.to, e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from } }} {...field} />
        </Grid>
      </Grid>
      {hasFilters(filters) && (
        <Button
          size="small"
          startIcon={<FilterAltOffOutlinedIcon />}
          onClick={() => update({ ...Object.fromEntries(Object.values(ACTIVITY_PARAMS).map((p) => [p, null])), [LIST_PARAMS.page]: null })}
          sx={{ mt: 1.5 }}
        >
          {T.clear}
        </Button>
      )}
    </Paper>
  );
}

/** `disableVirtualization`: tests turn it off (jsdom has no layout). */
export function ActivityPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  useAdminTitle(T.title);
  const paging = useServerGrid(NEWEST_FIRST, AUDIT_SORTS);
  const filters = readActivityFilters(paging.params);
  const query = useAdminQuery(AdminAuditEventsDocument, { variables: { ...paging.variables, ...auditFilterArgs(filters) } });
  const page = (query.data ?? query.previousData)?.auditEvents;
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const failure = query.error ? readFailure(query.error) : null;

  if (failure?.code === 'FORBIDDEN') {
    return (
      <>
        <PageHeader title={T.title} />
        <Alert severity="warning" icon={<LockOutlinedIcon />} data-testid="activity-denied">
          <AlertTitle>{T.deniedTitle}</AlertTitle>
          {T.denied}
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} href={activityCsvHref(filters)} download>
            {T.csv}
          </Button>
        }
      />
      <Filters params={paging.params} update={paging.update} />
      {failure && !page ? (
        <ErrorState onRetry={() => void query.refetch()}>{`${T.error}: ${failure.message}`}</ErrorState>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <ActivityGrid rows={page?.items ?? []} loading={query.loading && !query.data} filtered={hasFilters(filters)} server={paging.grid(page?.total)} onOpen={setOpen} disableVirtualization={disableVirtualization} />
        </Paper>
      )}
      <ChangeDrawer event={open} onClose={() => setOpen(null)} />
    </>
  );
}
