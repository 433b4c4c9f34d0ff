// /admin/providers: the providers in a data grid paged, sorted and searched on the server (so it
// stays quick at 10,000 of them), with edit, route, archive and delete actions. Two tabs: the
// providers shown on the site, and the archived ones (off the site, their history kept), which
// can be restored. A delete of a provider clicks or conversions refer to archives it instead, and
// the dialog says so before.
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import { Box, Chip, FormControlLabel, Paper, Switch, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useNavigate, generatePath } from 'react-router-dom';
import {
  AdminArchiveProviderDocument,
  AdminProviderReferencesDocument,
  AdminProvidersDocument,
  AdminRemoveProviderDocument,
  AdminRestoreProviderDocument,
  type AdminProviderRowFieldsFragment,
} from '../../../data/admin.generated';
import { ProviderBadge } from '../../../components/providers/ProviderBadge';
import { PermanentDeleteText } from '../components/ConfirmDialog';
import { makeSearchToolbar } from '../components/GridSearchToolbar';
import { adminGridProps, adminGridSx, CellText, usePhoneColumns, useServerGrid, type ServerGridProps } from '../components/gridParts';
import { ListPage, shownPage } from '../components/ListPage';
import { useListParams } from '../components/listParams';
import { TabLabel } from '../components/TabLabel';
import { useAdminQuery } from '../data/useAdminQuery';
import { ARCHIVING_LABELS, useConfirmedChange, useRemoveOrArchive } from '../data/useArchiving';
import { ARCHIVE_LIST_TEXTS } from './archiveTexts';
import { RedirectPicker, type RedirectChoice } from './RedirectPicker';
import { PROVIDER_SORTS } from '../../../../api/domain/adminLists';
import { ATTENTION_DAYS, lastStaleCheck } from '../../../../api/domain/attention';
import { calendarDateText } from '../../../../api/domain/factTexts';
import { siteToday } from '../../../../api/domain/hours';
import { visuallyHidden } from '../../../components/common/visuallyHidden';
import { ROUTES } from '../../../../api/domain/routes';

type Row = AdminProviderRowFieldsFragment;

const ProvidersToolbar = makeSearchToolbar('All providers', 'Search providers');
const ArchivedToolbar = makeSearchToolbar('Archived providers', 'Search archived providers');

/** The "checked on" column and its filter (?facts=stale: facts not checked for ATTENTION_DAYS.facts days, or never). */
export const CHECKED_TEXTS = {
  column: 'Checked on',
  never: 'Never',
  stale: `not checked for ${ATTENTION_DAYS.facts} days`,
  filter: `Only facts not checked for ${ATTENTION_DAYS.facts} days (or never)`,
} as const;
const FACTS_PARAM = 'facts';
const STALE_FACTS = 'stale';

/** The list's own filter in the address: ?status=archived. */
export const STATUS_PARAM = 'status';
export const ARCHIVED_STATUS = 'archived';

const A = ARCHIVE_LIST_TEXTS;

export const NO_PROVIDERS = 'No providers found. Click the "Add Provider" button to create one.';
/** What the grid says when a search found nothing (the database is not empty: SPEC's text would mislead). */
export const noProviderMatches = (q: string) => `No provider matches '${q}'`;

export interface ProvidersGridProps {
  rows: readonly Row[];
  loading: boolean;
  onEdit: (row: Row) => void;
  onEditRoute: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** Archive (a provider shown on the site) and restore (an archived one); without them, no such action. */
  onArchive?: (row: Row) => void;
  onRestore?: (row: Row) => void;
  /** Which tab the grid is: its title, and the empty text of the archived one. */
  archived?: boolean;
  /** Paging, sorting and search on the server (useServerGrid); without it the grid pages the rows it is given. */
  server?: ServerGridProps;
  /** The search applied, if any: an empty answer then says nothing matched it. */
  search?: string;
  /** Tests turn virtualization off (jsdom has no layout). */
  disableVirtualization?: boolean;
}

const BY_NAME = [{ field: 'name', sort: 'asc' as const }];
/** On a phone these go into the name's cell: Name, Rating and the actions fit 390 px. */
const PHONE_HIDDEN = ['type', 'serviceArea', 'badge', 'factsCheckedOn'];

export function ProvidersGrid({ rows, loading, onEdit, onEditRoute, onDelete, onArchive, onRestore, archived = false, server, search, disableVirtualization }: ProvidersGridProps) {
  // Every column of the spec stays in view down to a 768 px tablet (718 px for the grid): the
  // minimum widths add up to 714 px (four 32 px action buttons included), long texts wrap (rows grow to fit), and a narrow Name column
  // shows the slug without its '/providers/' prefix. On a phone, type, service area and badge are
  // said under the name instead of in their columns.
  const phoneColumns = usePhoneColumns(PHONE_HIDDEN);
  const { phone } = phoneColumns;
  // "Checked on" is beyond SPEC's columns: shown where the grid has room for it beside them (1200 px
  // and wider); narrower, SPEC's columns keep the width and the stale-facts switch still filters.
  const roomForChecked = useMediaQuery('(min-width:1200px)', { noSsr: true });
  const columnVisibilityModel = roomForChecked ? phoneColumns.columnVisibilityModel : { ...phoneColumns.columnVisibilityModel, factsCheckedOn: false };
  // The last check day that leaves facts stale today (the attention list's 90 days).
  const lastStale = lastStaleCheck(siteToday(new Date()));
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1.4,
        minWidth: phone ? 120 : 144,
        display: 'flex',
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, width: '100%', minWidth: 0, containerType: 'inline-size' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
              {row.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }} noWrap title={`/providers/${row.slug}`}>
              <Box component="span" sx={{ '@container (max-width: 220px)': { display: 'none' } }}>
                /providers/
              </Box>
              {row.slug}
            </Typography>
            {phone && (
              <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
                <Typography variant="caption" sx={{ overflowWrap: 'anywhere', lineHeight: 1.35 }}>
                  {row.type} · {row.serviceArea}
                </Typography>
                {row.badge && <ProviderBadge badge={row.badge} />}
              </Box>
            )}
            {row.archivedAt && (
              <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
                <Chip size="small" variant="outlined" label={A.archivedChip} icon={<ArchiveOutlinedIcon />} sx={{ height: 22 }} />
                <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', lineHeight: 1.35 }}>
                  {row.redirectTo ? A.redirectsTo(row.redirectTo.name) : A.pageGone}
                </Typography>
              </Box>
            )}
          </Box>
        ),
      },
      { field: 'type', headerName: 'Type', flex: 0.9, minWidth: 100, display: 'flex', renderCell: ({ row }) => <CellText text={row.type} /> },
      { field: 'serviceArea', headerName: 'Service Area', flex: 1.3, minWidth: 110, display: 'flex', renderCell: ({ row }) => <CellText text={row.serviceArea} /> },
      {
        field: 'rating',
        headerName: 'Rating',
        type: 'number',
        width: phone ? 80 : 92,
        // Room for the title and its sort arrow.
        disableColumnMenu: true,
        display: 'flex',
        renderCell: ({ value }) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
            <StarRoundedIcon sx={{ fontSize: 18, color: 'rating.main' }} aria-hidden />
            {Number(value).toFixed(1)}
          </Box>
        ),
      },
      {
        field: 'badge',
        headerName: 'Badge',
        width: 120,
        display: 'flex',
        valueGetter: (value: string | null) => value || 'No badge',
        renderCell: ({ row }) =>
          row.badge ? (
            <ProviderBadge badge={row.badge} />
          ) : (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              No badge
            </Box>
          ),
      },
      {
        field: 'factsCheckedOn',
        headerName: CHECKED_TEXTS.column,
        width: 130,
        display: 'flex',
        renderCell: ({ row }) => {
          const stale = !row.factsCheckedOn || row.factsCheckedOn <= lastStale;
          return (
            <Box component="span" sx={{ color: stale ? 'warning.dark' : 'text.primary' }}>
              {row.factsCheckedOn ? <time dateTime={row.factsCheckedOn}>{calendarDateText(row.factsCheckedOn)}</time> : CHECKED_TEXTS.never}
              {stale && <Box component="span" sx={visuallyHidden}>{` (${CHECKED_TEXTS.stale})`}</Box>}
            </Box>
          );
        },
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        // Edit, route, archive (or restore) and delete: four buttons of 32 px and the cell's padding.
        width: onArchive || onRestore ? 148 : 124,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<EditOutlinedIcon />} label={`Edit ${params.row.name}`} onClick={() => onEdit(params.row)} />
            <GridActionsCellItem icon={<RouteOutlinedIcon />} label={`Edit route of ${params.row.name}`} onClick={() => onEditRoute(params.row)} />
            {params.row.archivedAt
              ? onRestore && <GridActionsCellItem icon={<UnarchiveOutlinedIcon />} label={`Restore ${params.row.name}`} onClick={() => onRestore(params.row)} />
              : onArchive && <GridActionsCellItem icon={<ArchiveOutlinedIcon />} label={`Archive ${params.row.name}`} onClick={() => onArchive(params.row)} />}
            <GridActionsCellItem
              icon={<DeleteOutlineIcon color="error" />}
              label={`Delete ${params.row.name}`}
              onClick={() => onDelete(params.row)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [onEdit, onEditRoute, onDelete, onArchive, onRestore, phone, lastStale],
  );

  return (
    <DataGrid
      rows={rows}
      columns={columns}
      loading={loading}
      label="Providers"
      {...adminGridProps(archived ? ArchivedToolbar : ProvidersToolbar, BY_NAME)}
      disableVirtualization={disableVirtualization}
      getRowHeight={() => 'auto'}
      columnVisibilityModel={columnVisibilityModel}
      onColumnVisibilityModelChange={phoneColumns.onColumnVisibilityModelChange}
      {...server}
      localeText={{ noRowsLabel: search ? noProviderMatches(search) : archived ? A.noArchived : NO_PROVIDERS, noResultsOverlayLabel: 'No providers match your search.' }}
      sx={[adminGridSx, { '& .MuiDataGrid-cell': { py: 1, minHeight: 60 }, '& .MuiDataGrid-actionsCell .MuiIconButton-root': { p: '4px' } }]}
    />
  );
}

export function ProvidersListPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [params, updateParams] = useListParams();
  // The tab is the list's own filter in the address (?status=archived), like its page, sort and search.
  const archived = params.get(STATUS_PARAM) === ARCHIVED_STATUS;
  // Its other filter (?facts=stale): facts not checked for 90 days, or never.
  const stale = params.get(FACTS_PARAM) === STALE_FACTS;
  const paging = useServerGrid(BY_NAME, PROVIDER_SORTS);
  const query = useAdminQuery(AdminProvidersDocument, { variables: { ...paging.variables, ...(archived ? { archived: true } : {}), ...(stale ? { stale: true } : {}) } });
  // The page on screen stays while the next one loads.
  const page = shownPage(query)?.adminProvidersPage;
  const [removeProvider] = useMutation(AdminRemoveProviderDocument);
  const [archiveProvider] = useMutation(AdminArchiveProviderDocument);
  const [restoreProvider] = useMutation(AdminRestoreProviderDocument);
  const [redirect, setRedirect] = useState<RedirectChoice | null>(null);

  const remove = useRemoveOrArchive<Row>({
    kind: 'provider',
    typename: 'Provider',
    references: async (row) => (await client.query({ query: AdminProviderReferencesDocument, variables: { id: row.id }, fetchPolicy: 'network-only' })).data!.providerReferences,
    remove: async (row) => (await removeProvider({ variables: { id: row.id } })).data!.removeProvider,
    permanent: (row) => <PermanentDeleteText kind="provider" name={row.name} />,
    deleted: (row) => ({ title: 'Provider deleted', description: `${row.name} has been removed.` }),
    archived: (_row, message) => ({ title: A.archived, description: message }),
    failed: (_row, reason) => ({ title: 'Error', description: `Failed to delete provider: ${reason}` }),
  });
  const archive = useConfirmedChange<Row>({
    typename: 'Provider',
    title: (row) => A.archiveTitle(row.name),
    body: (row) => (
      <>
        {A.archiveText}
        <RedirectPicker exclude={row.id} value={redirect} onChange={setRedirect} />
      </>
    ),
    confirmLabel: ARCHIVING_LABELS.archive,
    pendingLabel: ARCHIVING_LABELS.archiving,
    run: (row) => archiveProvider({ variables: { id: row.id, redirectToId: redirect?.id ?? null } }),
    done: (row) => ({ title: A.archived, description: A.archivedText(row.name) }),
    failed: (_row, reason) => ({ title: 'Error', description: A.archiveFailed(reason) }),
  });
  const restore = useConfirmedChange<Row>({
    typename: 'Provider',
    title: (row) => A.restoreTitle(row.name),
    body: () => A.restoreText,
    confirmLabel: ARCHIVING_LABELS.restore,
    pendingLabel: ARCHIVING_LABELS.restoring,
    tone: 'primary',
    run: (row) => restoreProvider({ variables: { id: row.id } }),
    done: (row) => ({ title: A.restored, description: A.restoredText(row.name) }),
    failed: (_row, reason) => ({ title: 'Error', description: A.restoreFailed(reason) }),
  });

  const onEdit = useMemo(() => (row: Row) => navigate(generatePath(ROUTES.adminProviderEdit.path, { id: String(row.id) })), [navigate]);
  const onEditRoute = useMemo(() => (row: Row) => navigate(generatePath(ROUTES.adminProviderRoute.path, { id: String(row.id) })), [navigate]);
  const askArchive = archive.ask;
  const onArchive = useMemo(
    () => (row: Row) => {
      setRedirect(null);
      askArchive(row);
    },
    [askArchive],
  );
  const counts = page?.byStatus;

  return (
    <ListPage
      texts={{ title: 'Providers', subtitle: 'The transport companies shown on the site.', states: { error: 'Error loading providers' } }}
      addLink={{ label: 'Add Provider', to: ROUTES.adminProviderAdd.path }}
      query={{ ...query, data: page }}
      dialogs={
        <>
          {remove.dialog}
          {archive.dialog}
          {restore.dialog}
        </>
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={archived ? 1 : 0}
          onChange={(_e, v: number) => updateParams({ [STATUS_PARAM]: v === 1 ? ARCHIVED_STATUS : null, page: null })}
          aria-label="Provider status"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          <Tab label={<TabLabel label={A.activeTab} count={counts?.active} />} id="provider-tab-0" aria-controls="provider-panel" />
          <Tab label={<TabLabel label={A.archivedTab} count={counts?.archived} />} id="provider-tab-1" aria-controls="provider-panel" />
        </Tabs>
        <Box sx={{ px: 2, pt: 1 }}>
          <FormControlLabel
            control={<Switch checked={stale} onChange={(e) => updateParams({ [FACTS_PARAM]: e.target.checked ? STALE_FACTS : null, page: null })} />}
            label={CHECKED_TEXTS.filter}
          />
        </Box>
        <Box role="tabpanel" id="provider-panel" aria-labelledby={`provider-tab-${archived ? 1 : 0}`}>
          <ProvidersGrid
            rows={page?.items ?? []}
            loading={query.loading && !query.data}
            server={paging.grid(page?.total)}
            search={paging.q}
            archived={archived}
            onEdit={onEdit}
            onEditRoute={onEditRoute}
            onDelete={remove.ask}
            onArchive={onArchive}
            onRestore={restore.ask}
          />
        </Box>
      </Paper>
    </ListPage>
  );
}
