// /admin/partners (owners): the integrators with a key, in a grid (name, share, quota, origins, the
// key's last four characters, status); add and edit in a dialog (the rules of api/domain/partners.ts,
// the server's messages on the fields), a new key, disable and enable after a confirmation. A key is
// shown once, in its own dialog, with a copy button: the server keeps only its hash.
import AddIcon from '@mui/icons-material/Add';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import WebhookOutlinedIcon from '@mui/icons-material/WebhookOutlined';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useFormik } from 'formik';
import { useMemo, useState, type ReactNode } from 'react';
import { PARTNERS_PAGE_TEXTS, PARTNER_RULES, type PartnerInput } from '../../../../api/domain/partners';
import { ErrorState } from '../../../components/common/States';
import { useToast } from '../../../components/toast/ToastProvider';
import {
  AdminPartnersDocument,
  CreatePartnerDocument,
  DisablePartnerDocument,
  EnablePartnerDocument,
  RotatePartnerKeyDocument,
  UpdatePartnerDocument,
  type PartnerFieldsFragment,
} from '../../../data/admin.generated';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { adminGridSx, usePhoneColumns } from '../components/gridParts';
import { readFailure } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { WebhooksDialog } from './WebhooksDialog';
import { WEBHOOKS_PANEL_TEXTS } from '../../../../api/domain/webhooks';
import { ruleSchema } from '../rules/ruleSchema';
import { PlainFormDialog, textField } from '../forms/PlainFormDialog';

const T = PARTNERS_PAGE_TEXTS;
export const PARTNERS_GRID_TEXTS = {
  grid: 'Partners',
  subtitle: 'Integrators call the API with their key; their booking links earn them their share.',
  columns: { name: 'Partner', share: 'Share', quota: 'Quota', origins: 'Browser origins', key: 'Key', status: 'Status', actions: 'Actions' },
  keyEnding: (hint: string) => `…${hint}`,
  perMinute: (n: number) => `${n.toLocaleString('en-US')}/min`,
  noOrigins: 'Server only',
  edit: 'Edit',
  save: 'Save partner',
  create: 'Create partner',
  cancel: 'Cancel',
  moreActions: 'More actions',
  fields: { name: 'Name', slug: 'Slug', revenueSharePercent: 'Revenue share (%)', quotaPerMinute: 'Quota (requests per minute)', contact: 'Contact', webhookUrl: 'Webhook URL', allowedOrigins: 'Allowed browser origins' },
} as const;
const G = PARTNERS_GRID_TEXTS;

type Partner = PartnerFieldsFragment;
type Action = 'edit' | 'webhooks' | 'rotate' | 'disable' | 'enable';

interface FormValues {
  name: string;
  slug: string;
  revenueSharePercent: string;
  quotaPerMinute: string;
  contact: string;
  webhookUrl: string;
  allowedOrigins: string;
}

const EMPTY: FormValues = { name: '', slug: '', revenueSharePercent: '0', quotaPerMinute: '600', contact: '', webhookUrl: '', allowedOrigins: '' };
const schema = ruleSchema(PARTNER_RULES);
const valuesOf = (p: Partner): FormValues => ({
  name: p.name,
  slug: p.slug,
  revenueSharePercent: String(p.revenueSharePercent),
  quotaPerMinute: String(p.quotaPerMinute),
  contact: p.contact ?? '',
  webhookUrl: p.webhookUrl ?? '',
  allowedOrigins: p.allowedOrigins.join('\n'),
});
const inputOf = (v: FormValues): PartnerInput & { revenueSharePercent: number; quotaPerMinute: number; allowedOrigins: string[] } => ({
  name: v.name,
  slug: v.slug,
  revenueSharePercent: Number(v.revenueSharePercent || 0),
  quotaPerMinute: Number(v.quotaPerMinute || 600),
  contact: v.contact || null,
  webhookUrl: v.webhookUrl || null,
  allowedOrigins: v.allowedOrigins.split(/\s+/).filter(Boolean),
});

function PartnerDialog({ partner, onClose, onKey }: { partner: Partner | 'new'; onClose: () => void; onKey: (made: { name: string; key: string }) => void }) {
  const { toast } = useToast();
  const editing = partner === 'new' ? null : partner;
  const [create] = useMutation(CreatePartnerDocument, { refetchQueries: [AdminPartnersDocument] });
  const [update] = useMutation(UpdatePartnerDocument, { refetchQueries: [AdminPartnersDocument] });
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<FormValues>({
    initialValues: editing ? valuesOf(editing) : EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        if (editing) {
          await update({ variables: { id: editing.id, input: { ...inputOf(values), expectedVersion: editing.version } } });
          toast({ title: T.updated, variant: 'success' });
          onClose();
        } else {
          const made = await create({ variables: { input: inputOf(values) } });
          const answer = made.data?.createPartner;
          if (answer) onKey({ name: answer.partner.name, key: answer.key });
          toast({ title: T.created, variant: 'success' });
        }
      } catch (e) {
        const f = readFailure(e);
        helpers.setErrors(f.fieldErrors);
        setFailure(f.message);
        toast({ title: editing ? T.updateFailed : T.createFailed, description: f.message, variant: 'destructive' });
      }
    },
  });
  const field = (name: keyof FormValues, helper?: string) => ({ ...textField(formik, name, helper), id: `partner-${name}`, label: G.fields[name], fullWidth: true });
  return (
    <PlainFormDialog
      open
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      titleId="partner-dialog-title"
      title={editing ? `${G.edit} ${editing.name}` : T.add}
      cancelLabel={G.cancel}
      submitLabel={editing ? G.save : G.create}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField {...field('name')} required autoFocus />
        <TextField {...field('slug')} required />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField {...field('revenueSharePercent', T.shareHelp)} inputMode="decimal" />
          <TextField {...field('quotaPerMinute', T.quotaHelp)} inputMode="numeric" />
        </Box>
        <TextField {...field('allowedOrigins', T.originsHelp)} multiline minRows={2} />
        <TextField {...field('contact')} />
        <TextField {...field('webhookUrl')} type="url" />
      </Stack>
    </PlainFormDialog>
  );
}

/** The key, this once: copied, then gone from the page. */
function KeyDialog({ made, onClose }: { made: { name: string; key: string }; onClose: () => void }) {
  const { toast } = useToast();
  const copy = async () => {
    await navigator.clipboard?.writeText(made.key).catch(() => undefined);
    toast({ title: T.copied, variant: 'success' });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="partner-key-title">
      <DialogTitle id="partner-key-title">
        {T.keyTitle}: {made.name}
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {T.keyOnce}
        </Alert>
        <TextField value={made.key} fullWidth label={T.keyTitle} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'partner-key', spellCheck: false }, input: { sx: { fontFamily: 'monospace' } } }} onFocus={(e) => e.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{T.copy}</Button>
        <Button variant="contained" onClick={onClose}>
          {T.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const PHONE_HIDDEN = ['quotaPerMinute', 'allowedOrigins', 'keyHint', 'status'];

export function PartnersGrid({ rows, loading, onAction, disableVirtualization }: { rows: Partner[]; loading: boolean; onAction: (a: Action, p: Partner) => void; disableVirtualization?: boolean }) {
  const phoneColumns = usePhoneColumns(PHONE_HIDDEN);
  const { phone } = phoneColumns;
  const columns = useMemo<GridColDef<Partner>[]>(
    () => [
      {
        field: 'name',
        headerName: G.columns.name,
        flex: 1,
        minWidth: 150,
        display: 'flex',
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, py: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
              {row.slug}
              {phone ? ` · ${G.keyEnding(row.keyHint)}` : ''}
            </Typography>
            {phone && row.disabledAt && <Chip size="small" variant="outlined" color="warning" label={T.disabled} sx={{ mt: 0.5 }} />}
          </Box>
        ),
      },
      { field: 'revenueSharePercent', headerName: G.columns.share, width: 80, type: 'number', valueFormatter: (value: number) => `${value}%` },
      { field: 'quotaPerMinute', headerName: G.columns.quota, width: 110, type: 'number', valueFormatter: (value: number) => G.perMinute(value) },
      {
        field: 'allowedOrigins',
        headerName: G.columns.origins,
        flex: 1,
        minWidth: 180,
        display: 'flex',
        sortable: false,
        valueGetter: (value: string[]) => value.join(' '),
        renderCell: ({ row }) => (
          <Box sx={{ py: 0.5, overflowWrap: 'anywhere', fontSize: 13 }}>{row.allowedOrigins.length ? row.allowedOrigins.map((o) => <div key={o}>{o}</div>) : <Box component="span" sx={{ color: 'text.secondary' }}>{G.noOrigins}</Box>}</Box>
        ),
      },
      { field: 'keyHint', headerName: G.columns.key, width: 90, valueFormatter: (value: string) => G.keyEnding(value), cellClassName: 'partner-key-hint' },
      {
        field: 'status',
        headerName: G.columns.status,
        width: 110,
        display: 'flex',
        valueGetter: (_value, row) => (row.disabledAt ? T.disabled : T.active),
        renderCell: ({ row }) => <Chip size="small" variant="outlined" color={row.disabledAt ? 'warning' : 'success'} label={row.disabledAt ? T.disabled : T.active} />,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: G.columns.actions,
        width: 80,
        renderCell: (params) => {
          const p = params.row;
          const item = (action: Action, icon: ReactNode, label: string) => <GridActionsCellItem key={action} icon={icon} label={label} showInMenu onClick={() => onAction(action, p)} />;
          return (
            <GridActionsCell {...params}>
              {item('edit', <EditOutlinedIcon />, G.edit)}
              {item('webhooks', <WebhookOutlinedIcon />, WEBHOOKS_PANEL_TEXTS.open)}
              {item('rotate', <KeyOutlinedIcon />, T.rotate)}
              {p.disabledAt ? item('enable', <PlayCircleOutlineIcon />, T.enable) : item('disable', <BlockOutlinedIcon />, T.disable)}
            </GridActionsCell>
          );
        },
      },
    ],
    [onAction, phone],
  );
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      loading={loading}
      label={G.grid}
      autoHeight
      hideFooter={rows.length <= 25}
      disableRowSelectionOnClick
      disableVirtualization={disableVirtualization}
      getRowHeight={() => 'auto'}
      initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
      columnVisibilityModel={phoneColumns.columnVisibilityModel}
      onColumnVisibilityModelChange={phoneColumns.onColumnVisibilityModelChange}
      localeText={{ noRowsLabel: T.empty, actionsCellMore: G.moreActions }}
      slotProps={{ loadingOverlay: { variant: 'circular-progress', noRowsVariant: 'circular-progress' } }}
      sx={[adminGridSx, { '& .MuiDataGrid-cell': { py: 1, minHeight: 56 } }]}
    />
  );
}

export default function PartnersPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  useAdminTitle(T.title);
  const { toast } = useToast();
  const { data, loading, error, refetch } = useAdminQuery(AdminPartnersDocument);
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [hooked, setHooked] = useState<Partner | null>(null);
  const [confirming, setConfirming] = useState<{ action: 'rotate' | 'disable'; partner: Partner } | null>(null);
  const [rotate, rotating] = useMutation(RotatePartnerKeyDocument, { refetchQueries: [AdminPartnersDocument] });
  const [disable, disabling] = useMutation(DisablePartnerDocument, { refetchQueries: [AdminPartnersDocument] });
  const [enable] = useMutation(EnablePartnerDocument, { refetchQueries: [AdminPartnersDocument] });

  const onAction = useMemo(
    () => async (action: Action, partner: Partner) => {
      if (action === 'edit') return setEditing(partner);
      if (action === 'webhooks') return setHooked(partner);
      if (action === 'rotate' || action === 'disable') return setConfirming({ action, partner });
      try {
        await enable({ variables: { id: partner.id, expectedVersion: partner.version } });
        toast({ title: T.enabledToast, variant: 'success' });
      } catch (e) {
        toast({ title: T.updateFailed, description: readFailure(e).message, variant: 'destructive' });
      }
    },
    [enable, toast],
  );

  const confirm = async () => {
    if (!confirming) return;
    const { action, partner } = confirming;
    try {
      if (action === 'rotate') {
        const answer = await rotate({ variables: { id: partner.id, expectedVersion: partner.version } });
        const fresh = answer.data?.rotatePartnerKey;
        if (fresh) setMade({ name: fresh.partner.name, key: fresh.key });
        toast({ title: T.rotated, variant: 'success' });
      } else {
        await disable({ variables: { id: partner.id, expectedVersion: partner.version } });
        toast({ title: T.disabledToast, variant: 'success' });
      }
    } catch (e) {
      toast({ title: T.updateFailed, description: readFailure(e).message, variant: 'destructive' });
    }
    setConfirming(null);
  };

  return (
    <Box>
      <PageHeader
        title={T.title}
        subtitle={G.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {T.add}
          </Button>
        }
      />
      {error && !data ? (
        <ErrorState onRetry={() => void refetch()}>{T.loadError}</ErrorState>
      ) : (
        <PartnersGrid rows={data?.partners ?? []} loading={loading && !data} onAction={(a, p) => void onAction(a, p)} disableVirtualization={disableVirtualization} />
      )}
      {editing && (
        <PartnerDialog
          key={editing === 'new' ? 'new' : editing.id}
          partner={editing}
          onClose={() => setEditing(null)}
          onKey={(m) => {
            setEditing(null);
            setMade(m);
          }}
        />
      )}
      {made && <KeyDialog made={made} onClose={() => setMade(null)} />}
      {hooked && <WebhooksDialog key={hooked.id} partner={hooked} onClose={() => setHooked(null)} />}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `${confirming.action === 'rotate' ? T.rotate : T.disable}: ${confirming.partner.name}` : undefined}
        confirmLabel={confirming?.action === 'rotate' ? T.rotate : T.disable}
        pendingLabel={confirming?.action === 'rotate' ? T.rotate : T.disable}
        pending={rotating.loading || disabling.loading}
        tone="primary"
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      >
        {confirming?.action === 'rotate' ? T.rotateConfirm : T.disableConfirm}
      </ConfirmDialog>
    </Box>
  );
}
