// /admin/adspots: every ad spot (tabs by type) in a data grid with preview, enable/disable, edit
// and delete; added and edited in a dialog. Refetched when the window regains focus.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { AdType } from '../../../../api/domain/rules';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminAdSpotsDocument, AdminDeleteAdSpotDocument, AdminToggleAdSpotDocument, type AdminAdSpotFieldsFragment } from '../../../data/admin.generated';
import { AccessDenied } from '../components/AccessDenied';
import { ConfirmDialog, PermanentDeleteText } from '../components/ConfirmDialog';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { ErrorState } from '../components/PageStates';
import { adminGridSx, CellText } from '../components/gridParts';
import { TabLabel } from '../components/TabLabel';
import { dropCachedLists } from '../data/cache';
import { isForbidden, readFailure } from '../data/errors';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { AdSpotFields } from './AdSpotFields';
import { AdSpotPreview } from './AdSpotPreview';
import { AD_TYPE_LABELS, locationLabel } from './adSpotSchema';
import { useAdSpotForm } from './useAdSpotForm';

type Spot = AdminAdSpotFieldsFragment;

const TABS: { label: string; type: AdType | null }[] = [
  { label: 'All', type: null },
  { label: 'AdSense', type: 'adsense' },
  { label: 'Ezoic', type: 'ezoic' },
  { label: 'Custom Banners', type: 'custom' },
];

export const NO_AD_SPOTS = 'No ad spots found. Click "Add Ad Spot" to create one.';

export interface AdSpotsGridProps {
  rows: readonly Spot[];
  loading: boolean;
  togglingId: number | null;
  onPreview: (spot: Spot) => void;
  onToggle: (spot: Spot) => void;
  onEdit: (spot: Spot) => void;
  onDelete: (spot: Spot) => void;
  disableVirtualization?: boolean;
}

export function AdSpotsGrid({ rows, loading, togglingId, onPreview, onToggle, onEdit, onDelete, disableVirtualization }: AdSpotsGridProps) {
  const columns = useMemo<GridColDef<Spot>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1.5, minWidth: 160, display: 'flex', renderCell: ({ row }) => <CellText text={row.name} lines={2} /> },
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
    [togglingId, onPreview, onToggle, onEdit, onDelete],
  );
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      loading={loading}
      label="Ad spots"
      disableRowSelectionOnClick
      disableVirtualization={disableVirtualization}
      autoHeight
      pageSizeOptions={[10, 25, 50]}
      initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      localeText={{ noRowsLabel: NO_AD_SPOTS }}
      slotProps={{ loadingOverlay: { variant: 'circular-progress', noRowsVariant: 'circular-progress' } }}
      sx={adminGridSx}
    />
  );
}

export function AdSpotsPage() {
  useAdminTitle('Ad Spots');
  const { toast } = useToast();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const dialogId = useId();
  const { data, loading, error, refetch } = useQuery(AdminAdSpotsDocument, { fetchPolicy: 'cache-and-network' });
  const [tab, setTab] = useState(0);
  const [previewing, setPreviewing] = useState<Spot | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const form = useAdSpotForm();
  const [toggleAdSpot] = useMutation(AdminToggleAdSpotDocument, { update: (cache) => dropCachedLists(cache, ['adSpots']) });
  const { confirm, deleting, confirmDelete } = useConfirmedDelete<Spot>({
    mutation: AdminDeleteAdSpotDocument,
    typename: 'AdSpot',
    areas: ['adSpots'],
    deleted: (spot) => ({ title: 'Ad spot deleted successfully', description: spot.name }),
    failed: (_spot, reason) => ({ title: 'Error', description: `Failed to delete ad spot: ${reason}` }),
  });

  // SPEC.md section 7: the admin ad spot list is refetched when the window regains focus.
  useEffect(() => {
    const onFocus = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  const spots = data?.adminAdSpots ?? [];
  const counts = useMemo(() => TABS.map((t) => (t.type ? spots.filter((s) => s.adType === t.type).length : spots.length)), [spots]);
  const rows = useMemo(() => (TABS[tab].type ? spots.filter((s) => s.adType === TABS[tab].type) : spots), [spots, tab]);

  const handlers = useMemo(
    () => ({
      onPreview: (spot: Spot) => {
        setPreviewing(spot);
        setPreviewOpen(true);
      },
      onToggle: async (spot: Spot) => {
        setTogglingId(spot.id);
        try {
          const result = await toggleAdSpot({ variables: { id: spot.id } });
          const enabled = result.data?.toggleAdSpot.isEnabled;
          toast({
            title: 'Ad spot status toggled successfully',
            description: `${spot.name} is now ${enabled ? 'active' : 'inactive'}.`,
            variant: 'success',
          });
        } catch (e) {
          toast({ title: 'Error', description: `Failed to toggle ad spot status: ${readFailure(e).message}`, variant: 'destructive' });
        } finally {
          setTogglingId(null);
        }
      },
      onEdit: form.openEdit,
      onDelete: confirm.ask,
    }),
    [toggleAdSpot, toast, form.openEdit, confirm.ask],
  );

  return (
    <>
      <PageHeader
        title="Ad Spots"
        subtitle="Banners and ad units in the page slots. Pages show an active spot of their slot."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={form.openAdd}>
            Add Ad Spot
          </Button>
        }
      />
      {error && !data ? (
        isForbidden(error) ? <AccessDenied /> : <ErrorState message={`Failed to fetch ad spots: ${readFailure(error).message}`} onRetry={() => void refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Tabs
            value={tab}
            onChange={(_e, v: number) => setTab(v)}
            aria-label="Ad types"
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
          >
            {TABS.map((t, i) => (
              <Tab
                key={t.label}
                label={<TabLabel label={t.label} count={counts[i]} />}
                id={`adspot-tab-${i}`}
                aria-controls="adspot-panel"
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id="adspot-panel" aria-labelledby={`adspot-tab-${tab}`}>
            <AdSpotsGrid rows={rows} loading={loading && !data} togglingId={togglingId} {...handlers} onToggle={(s) => void handlers.onToggle(s)} />
          </Box>
        </Paper>
      )}
      <Dialog open={form.open} onClose={form.formik.isSubmitting ? undefined : form.close} aria-labelledby={`${dialogId}-title`} maxWidth="md" fullWidth fullScreen={fullScreen}>
        <Box component="form" noValidate onSubmit={form.formik.handleSubmit}>
          <DialogTitle id={`${dialogId}-title`}>{form.editing ? 'Edit Ad Spot' : 'Add Ad Spot'}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
              {form.editing ? 'Change this ad spot and save.' : 'A new ad for one of the page slots.'}
            </Typography>
            <AdSpotFields formik={form.formik} onUploadingChange={form.setUploading} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={form.close} disabled={form.formik.isSubmitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={form.formik.isSubmitting || form.uploading}
              startIcon={form.formik.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {form.editing ? 'Update Ad Spot' : 'Create Ad Spot'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <AdSpotPreview spot={previewing} open={previewOpen} onClose={() => setPreviewOpen(false)} />
      <ConfirmDialog open={confirm.open} pending={deleting} onConfirm={confirmDelete} onClose={confirm.close}>
        <PermanentDeleteText kind="ad spot" name={confirm.target?.name ?? ''} />
      </ConfirmDialog>
    </>
  );
}
