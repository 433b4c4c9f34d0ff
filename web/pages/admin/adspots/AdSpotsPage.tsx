// /admin/adspots: the ad spots (tabs by type) in a data grid paged, sorted and searched on the
// server, with preview, enable/disable, edit and delete; added and edited in a dialog. Refetched when
// the window regains focus.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Chip, CircularProgress, Paper, Tab, Tabs } from '@mui/material';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMutation } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { AD_SPOT_SORTS } from '../../../../api/domain/adminLists';
import type { AdType } from '../../../../api/domain/rules';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminAdSpotsDocument, AdminDeleteAdSpotDocument, AdminToggleAdSpotDocument, type AdminAdSpotFieldsFragment } from '../../../data/admin.generated';
import { PermanentDeleteText } from '../components/ConfirmDialog';
import { makeSearchToolbar } from '../components/GridSearchToolbar';
import { adminGridProps, adminGridSx, CellText, usePhoneColumns, useServerGrid, type ServerGridProps } from '../components/gridParts';
import { ListPage, shownPage, type ListTexts } from '../components/ListPage';
import { useListParams } from '../components/listParams';
import { TabLabel } from '../components/TabLabel';
import { evictWritten, writtenType } from '../../../data/cache';
import { staleActionMessage } from '../forms/ConflictDialog';
import { readFailure } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { AdSpotFields, AD_SPOT_TEXTS } from './AdSpotFields';
import { AdSpotPreview } from './AdSpotPreview';
import { AD_TYPE_LABELS, locationLabel } from './adSpotSchema';
import { useAdSpotForm } from './useAdSpotForm';
import { FormHistory } from '../history/FormHistory';

type Spot = AdminAdSpotFieldsFragment;

const TABS: { label: string; type: AdType | null }[] = [
  { label: 'All', type: null },
  { label: 'AdSense', type: 'adsense' },
  { label: 'Ezoic', type: 'ezoic' },
  { label: 'Custom Banners', type: 'custom' },
];

export const NO_AD_SPOTS = 'No ad spots found. Click "Add Ad Spot" to create one.';
/** What the grid says when a search found nothing. */
export const noAdSpotMatches = (q: string) => `No ad spot matches '${q}'`;

const AdSpotsToolbar = makeSearchToolbar('Ad spots', 'Search ad spots');
/** On a phone these are said under the name: the name and the four actions fit 390 px. */
const PHONE_HIDDEN = ['location', 'adType', 'isEnabled'];

export interface AdSpotsGridProps {
  rows: readonly Spot[];
  loading: boolean;
  togglingId: number | null;
  onPreview: (spot: Spot) => void;
  onToggle: (spot: Spot) => void;
  onEdit: (spot: Spot) => void;
  onDelete: (spot: Spot) => void;
  /** Paging, sorting and search on the server (useServerGrid); without it the grid pages the rows it is given. */
  server?: ServerGridProps;
  /** The search applied, if any: an empty answer then says nothing matched it. */
  search?: string;
  disableVirtualization?: boolean;
}

export function AdSpotsGrid({ rows, loading, togglingId, onPreview, onToggle, onEdit, onDelete, server, search, disableVirtualization }: AdSpotsGridProps) {
  const phoneColumns = usePhoneColumns(PHONE_HIDDEN);
  const { phone } = phoneColumns;
  const columns = useMemo<GridColDef<Spot>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1.5,
        minWidth: phone ? 130 : 160,
        display: 'flex',
        renderCell: ({ row }) =>
          phone ? (
            <Box sx={{ py: 1, minWidth: 0 }}>
              <CellText text={row.name} lines={2} />
              <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                  {locationLabel(row.location)} · {AD_TYPE_LABELS[row.adType] ?? row.adType}
                </Box>
                {row.isEnabled ? <Chip size="small" color="success" label="Active" /> : <Chip size="small" label="Inactive" />}
              </Box>
            </Box>
          ) : (
            <CellText text={row.name} lines={2} />
          ),
      },
      {
        field: 'location',
        headerName: 'Location',
        flex: 1,
        minWidth: 120,
        valueFormatter: (value: string) => locationLabel(value),
        display: 'flex',
        renderCell: ({ row }) => <CellText text={locationLabel(row.location)} lines={2} />,
      },
      {
        field: 'adType',
        headerName: 'Type',
        width: 130,
        valueFormatter: (value: AdType) => AD_TYPE_LABELS[value] ?? value,
        renderCell: ({ row }) => <Chip size="small" variant="outlined" label={AD_TYPE_LABELS[row.adType] ?? row.adType} />,
      },
      {
        field: 'isEnabled',
        headerName: 'Status',
        width: 100,
        type: 'boolean',
        renderCell: ({ row }) =>
          row.isEnabled ? <Chip size="small" color="success" label="Active" /> : <Chip size="small" label="Inactive" />,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 170,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<VisibilityOutlinedIcon />} label={`Preview ${params.row.name}`} onClick={() => onPreview(params.row)} />
            <GridActionsCellItem
              icon={
                togglingId === params.row.id ? (
                  <CircularProgress size={18} />
                ) : params.row.isEnabled ? (
                  <ToggleOnIcon color="success" />
                ) : (
                  <ToggleOffOutlinedIcon />
                )
              }
              label={`${params.row.isEnabled ? 'Disable' : 'Enable'} ${params.row.name}`}
              disabled={togglingId === params.row.id}
              onClick={() => onToggle(params.row)}
            />
            <GridActionsCellItem icon={<EditOutlinedIcon />} label={`Edit ${params.row.name}`} onClick={() => onEdit(params.row)} />
            <GridActionsCellItem icon={<DeleteOutlineIcon color="error" />} label={`Delete ${params.row.name}`} onClick={() => onDelete(params.row)} />
          </GridActionsCell>
        ),
      },
    ],
    [togglingId, onPreview, onToggle, onEdit, onDelete, phone],
  );
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      loading={loading}
      label="Ad spots"
      {...adminGridProps(AdSpotsToolbar)}
      disableVirtualization={disableVirtualization}
      getRowHeight={phone ? () => 'auto' : undefined}
      columnVisibilityModel={phoneColumns.columnVisibilityModel}
      onColumnVisibilityModelChange={phoneColumns.onColumnVisibilityModelChange}
      {...server}
      localeText={{ noRowsLabel: search ? noAdSpotMatches(search) : NO_AD_SPOTS, noResultsOverlayLabel: 'No ad spots match your search.' }}
      sx={adminGridSx}
    />
  );
}

const AD_SPOTS_PAGE: ListTexts = {
  title: 'Ad Spots',
  subtitle: 'Banners and ad units in the page slots. Pages show an active spot of their slot.',
  states: { error: (reason) => `Failed to fetch ad spots: ${reason}` },
};

export function AdSpotsPage() {
  const { toast } = useToast();
  const [params, updateParams] = useListParams();
  // The tab is the list's own filter in the address (?type=adsense), like its page, sort and search.
  const tab = Math.max(0, TABS.findIndex((t) => t.type === params.get('type')));
  const paging = useServerGrid(undefined, AD_SPOT_SORTS);
  const query = useAdminQuery(AdminAdSpotsDocument, { variables: { ...paging.variables, adType: TABS[tab].type } });
  const { loading, refetch } = query;
  // The page on screen stays while the next one loads.
  const page = shownPage(query)?.adminAdSpotsPage;
  const [previewing, setPreviewing] = useState<Spot | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const form = useAdSpotForm();
  const [toggleAdSpot] = useMutation(AdminToggleAdSpotDocument, { update: (cache) => evictWritten(cache, [writtenType(AdminToggleAdSpotDocument)]) });
  const remove = useConfirmedDelete<Spot>({
    mutation: AdminDeleteAdSpotDocument,
    typename: 'AdSpot',
    describe: (spot) => <PermanentDeleteText kind="ad spot" name={spot.name} />,
    deleted: (spot) => ({ title: 'Ad spot deleted successfully', description: spot.name }),
    failed: (_spot, reason) => ({ title: 'Error', description: `Failed to delete ad spot: ${reason}` }),
  });

  // SPEC.md section 7: the admin ad spot list is refetched when the window regains focus.
  useEffect(() => {
    const onFocus = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  // The tabs count the spots matching the search, whichever tab is open.
  const byType = page?.byType;
  const counts = TABS.map((t) => (!byType ? 0 : t.type ? byType[t.type] : byType.adsense + byType.ezoic + byType.custom));

  const handlers = useMemo(
    () => ({
      onPreview: (spot: Spot) => {
        setPreviewing(spot);
        setPreviewOpen(true);
      },
      onToggle: async (spot: Spot) => {
        setTogglingId(spot.id);
        try {
          const result = await toggleAdSpot({ variables: { id: spot.id, expectedVersion: spot.version } });
          const enabled = result.data?.toggleAdSpot.isEnabled;
          toast({
            title: 'Ad spot status toggled successfully',
            description: `${spot.name} is now ${enabled ? 'active' : 'inactive'}.`,
            variant: 'success',
          });
        } catch (e) {
          const failure = readFailure(e);
          if (failure.conflict) {
            // Someone else saved it first (perhaps toggled it already): nothing changed, the list is read again.
            toast(staleActionMessage(`${spot.name} was not changed`, failure.conflict, 'enable or disable it again'));
            void refetch().catch(() => undefined);
            return;
          }
          toast({ title: 'Error', description: `Failed to toggle ad spot status: ${failure.message}`, variant: 'destructive' });
        } finally {
          setTogglingId(null);
        }
      },
      onEdit: form.openEdit,
      onDelete: remove.ask,
    }),
    [toggleAdSpot, toast, refetch, form.openEdit, remove.ask],
  );

  return (
    <ListPage
      texts={AD_SPOTS_PAGE}
      query={{ ...query, data: page }}
      form={{
        state: form,
        texts: AD_SPOT_TEXTS,
        frame: 'dialog',
        fields: (
          <>
            <AdSpotFields formik={form.formik} onUploadingChange={form.setUploading} />
            <FormHistory entityType="AdSpot" form={form} reload={async () => (await refetch()).data?.adminAdSpotsPage.items} />
          </>
        ),
      }}
      dialogs={
        <>
          <AdSpotPreview spot={previewing} open={previewOpen} onClose={() => setPreviewOpen(false)} />
          {remove.dialog}
        </>
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_e, v: number) => updateParams({ type: TABS[v].type, page: null })}
          aria-label="Ad types"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {TABS.map((t, i) => (
            <Tab key={t.label} label={<TabLabel label={t.label} count={counts[i]} />} id={`adspot-tab-${i}`} aria-controls="adspot-panel" />
          ))}
        </Tabs>
        <Box role="tabpanel" id="adspot-panel" aria-labelledby={`adspot-tab-${tab}`}>
          <AdSpotsGrid
            rows={page?.items ?? []}
            loading={loading && !query.data}
            togglingId={togglingId}
            {...handlers}
            onToggle={(s) => void handlers.onToggle(s)}
            server={paging.grid(page?.total)}
            search={paging.q}
          />
        </Box>
      </Paper>
    </ListPage>
  );
}
