// /admin/accounts (owners): every administrator with their role, two-factor sign-in, last sign-in and
// status; add one (its one-time password shown once), change a role, disable, re-enable, reset a
// password or two-factor sign-in, remove, each after a confirmation; and the switch that requires
// two-factor sign-in for everyone. The server keeps the last enabled owner and refuses stale changes.
import AddIcon from '@mui/icons-material/Add';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Chip, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { ROLE_LABELS } from '../../../../api/domain/roles';
import { ErrorState } from '../../../components/common/States';
import { useToast } from '../../../components/toast/ToastProvider';
import {
  AdminAccountsDocument,
  AdminDisableAccountDocument,
  AdminEnableAccountDocument,
  AdminRemoveAccountDocument,
  AdminResetAccountPasswordDocument,
  AdminResetAccountTwoFactorDocument,
  AdminSecuritySettingsDocument,
  AdminUpdateAccountDocument,
  AdminUpdateSecuritySettingsDocument,
  type AdminAccountFieldsFragment,
} from '../../../data/admin.generated';
import { useAuth } from '../auth/AuthContext';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatDate } from '../components/dates';
import { adminGridSx, usePhoneColumns } from '../components/gridParts';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { readFailure } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { AddAccountDialog } from './AddAccountDialog';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';

export type Account = AdminAccountFieldsFragment;

export const ACCOUNTS_TEXTS = {
  title: 'Accounts',
  subtitle: 'Who can sign in to the back office, and what each may do.',
  add: 'Add account',
  roles: 'Owners can do everything, including accounts, affiliate programs, earnings and the audit trail. Editors manage providers, resources, FAQs, ad spots and the inbox.',
  requireTwoFactor: 'Require two-factor sign-in for everyone',
  requireTwoFactorHelp: 'An account without it must set it up at its next request, before anything else.',
  requireOn: 'Two-factor sign-in is now required for everyone',
  requireOff: 'Two-factor sign-in is no longer required',
  grid: 'Accounts',
  you: '(you)',
  on: 'On',
  off: 'Off',
  never: 'Never',
  active: 'Active',
  disabled: 'Disabled',
  mustChangePassword: 'Must change password',
  mustEnrol: 'Must set up two-factor',
  moreActions: 'Account actions',
  columns: { username: 'Username', role: 'Role', twoFactor: 'Two-factor', lastSignIn: 'Last sign-in', status: 'Status', actions: 'Actions' },
  loadError: 'Failed to fetch accounts',
  empty: 'No accounts yet.',
  failed: 'The change was not made',
  done: {
    role: (name: string, role: string) => `${name} is now ${role === 'OWNER' ? 'an owner' : 'an editor'}`,
    disable: (name: string) => `${name} is disabled and signed out everywhere`,
    enable: (name: string) => `${name} can sign in again`,
    resetTwoFactor: (name: string) => `Two-factor sign-in reset for ${name}`,
    remove: (name: string) => `${name} was removed`,
  },
} as const;
const T = ACCOUNTS_TEXTS;

type Action = 'makeOwner' | 'makeEditor' | 'disable' | 'enable' | 'resetPassword' | 'resetTwoFactor' | 'remove';

/** Each confirmation's title, text and button. */
const CONFIRM: Record<Action, { title: string; body: (name: string) => ReactNode; button: string; pending: string }> = {
  makeOwner: {
    title: 'Make owner?',
    body: (n) => (
      <>
        <strong>{n}</strong> will be able to do everything, including running accounts, affiliate programs, earnings and the audit trail.
      </>
    ),
    button: 'Make owner',
    pending: 'Saving...',
  },
  makeEditor: {
    title: 'Make editor?',
    body: (n) => (
      <>
        <strong>{n}</strong> will manage providers, resources, FAQs, ad spots and the inbox only.
      </>
    ),
    button: 'Make editor',
    pending: 'Saving...',
  },
  disable: {
    title: 'Disable account?',
    body: (n) => (
      <>
        <strong>{n}</strong> is signed out everywhere and cannot sign in until the account is re-enabled.
      </>
    ),
    button: 'Disable',
    pending: 'Disabling...',
  },
  enable: {
    title: 'Re-enable account?',
    body: (n) => (
      <>
        <strong>{n}</strong> can sign in again with the password the account had.
      </>
    ),
    button: 'Re-enable',
    pending: 'Enabling...',
  },
  resetPassword: {
    title: 'Reset password?',
    body: (n) => (
      <>
        <strong>{n}</strong> is signed out everywhere and gets a one-time password, shown to you once, to change at their next sign-in.
      </>
    ),
    button: 'Reset password',
    pending: 'Resetting...',
  },
  resetTwoFactor: {
    title: 'Reset two-factor sign-in?',
    body: (n) => (
      <>
        Two-factor sign-in and the recovery codes of <strong>{n}</strong> stop working: they sign in with their password only (and set it up again if the site requires it).
      </>
    ),
    button: 'Reset two-factor',
    pending: 'Resetting...',
  },
  remove: {
    title: 'Remove account?',
    body: (n) => (
      <>
        <strong>{n}</strong> is signed out and can never sign in again. The audit trail keeps what they did under their name. This cannot be undone.
      </>
    ),
    button: 'Remove',
    pending: 'Removing...',
  },
};

function statusOf(a: Account): { label: string; color: 'default' | 'success' | 'warning' | 'error' } {
  if (a.disabled) return { label: T.disabled, color: 'error' };
  if (a.nextStep === 'CHANGE_PASSWORD') return { label: T.mustChangePassword, color: 'warning' };
  if (a.nextStep === 'ENROL_TWO_FACTOR') return { label: T.mustEnrol, color: 'warning' };
  return { label: T.active, color: 'success' };
}

const lastSignIn = (a: Account) => (a.lastSignInAt ? formatDate(a.lastSignInAt, true) : T.never);
const PHONE_HIDDEN = ['twoFactorEnabled', 'lastSignInAt', 'status'];

export interface AccountsGridProps {
  rows: Account[];
  loading: boolean;
  me: number | undefined;
  onAction: (action: Action, account: Account) => void;
  disableVirtualization?: boolean;
}

export function AccountsGrid({ rows, loading, me, onAction, disableVirtualization }: AccountsGridProps) {
  const phoneColumns = usePhoneColumns(PHONE_HIDDEN);
  const { phone } = phoneColumns;
  const columns = useMemo<GridColDef<Account>[]>(
    () => [
      {
        field: 'username',
        headerName: T.columns.username,
        flex: 1.2,
        minWidth: 140,
        display: 'flex',
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, py: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.username} {row.id === me && <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>{T.you}</Box>}
            </Typography>
            {phone && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                <Chip size="small" variant="outlined" color={statusOf(row).color} label={statusOf(row).label} />
                <Chip size="small" variant="outlined" label={`2FA ${row.twoFactorEnabled ? T.on : T.off}`} />
              </Box>
            )}
            {phone && (
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.25 }}>
                {T.columns.lastSignIn}: {lastSignIn(row)}
              </Typography>
            )}
          </Box>
        ),
      },
      {
        field: 'role',
        headerName: T.columns.role,
        width: phone ? 88 : 110,
        display: 'flex',
        valueGetter: (value: Account['role']) => (value ? ROLE_LABELS[value] : ''),
      },
      {
        field: 'twoFactorEnabled',
        headerName: T.columns.twoFactor,
        width: 116,
        display: 'flex',
        valueGetter: (value: boolean) => (value ? T.on : T.off),
        renderCell: ({ row }) => (
          <Chip size="small" icon={<ShieldOutlinedIcon />} color={row.twoFactorEnabled ? 'success' : 'default'} variant={row.twoFactorEnabled ? 'filled' : 'outlined'} label={row.twoFactorEnabled ? T.on : T.off} />
        ),
      },
      {
        field: 'lastSignInAt',
        headerName: T.columns.lastSignIn,
        flex: 1,
        minWidth: 150,
        display: 'flex',
        valueGetter: (value: string | null) => (value ? new Date(value) : null),
        type: 'dateTime',
        renderCell: ({ row }) => lastSignIn(row),
      },
      {
        field: 'status',
        headerName: T.columns.status,
        width: 190,
        display: 'flex',
        valueGetter: (_value, row) => statusOf(row).label,
        renderCell: ({ row }) => <Chip size="small" variant="outlined" color={statusOf(row).color} label={statusOf(row).label} />,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: T.columns.actions,
        width: 80,
        renderCell: (params) => {
          const a = params.row;
          const item = (action: Action, icon: ReactNode, label: string) => (
            <GridActionsCellItem key={action} icon={icon} label={label} showInMenu onClick={() => onAction(action, a)} />
          );
          return (
            <GridActionsCell {...params}>
              {a.role === 'OWNER' ? item('makeEditor', <PersonOutlineIcon />, 'Make editor') : item('makeOwner', <PersonOutlineIcon />, 'Make owner')}
              {item('resetPassword', <KeyOutlinedIcon />, 'Reset password')}
              {a.twoFactorEnabled ? item('resetTwoFactor', <LockResetOutlinedIcon />, 'Reset two-factor') : null}
              {a.disabled ? item('enable', <PlayCircleOutlineIcon />, 'Re-enable') : item('disable', <BlockOutlinedIcon />, 'Disable')}
              {item('remove', <DeleteOutlineIcon color="error" />, 'Remove')}
            </GridActionsCell>
          );
        },
      },
    ],
    [me, onAction, phone],
  );
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      loading={loading}
      label={T.grid}
      autoHeight
      hideFooter={rows.length <= 25}
      disableRowSelectionOnClick
      disableVirtualization={disableVirtualization}
      getRowHeight={() => 'auto'}
      initialState={{ sorting: { sortModel: [{ field: 'username', sort: 'asc' }] } }}
      columnVisibilityModel={phoneColumns.columnVisibilityModel}
      onColumnVisibilityModelChange={phoneColumns.onColumnVisibilityModelChange}
      localeText={{ noRowsLabel: T.empty, actionsCellMore: T.moreActions }}
      slotProps={{ loadingOverlay: { variant: 'circular-progress', noRowsVariant: 'circular-progress' } }}
      sx={[adminGridSx, { '& .MuiDataGrid-cell': { py: 1, minHeight: 56 } }]}
    />
  );
}

function RequireTwoFactorSwitch() {
  const { toast } = useToast();
  const { data, loading } = useAdminQuery(AdminSecuritySettingsDocument);
  const [update, updating] = useMutation(AdminUpdateSecuritySettingsDocument, { refetchQueries: [AdminSecuritySettingsDocument, AdminAccountsDocument] });
  const on = data?.securitySettings.requireTwoFactor ?? false;
  const change = async (requireTwoFactor: boolean) => {
    try {
      await update({ variables: { input: { requireTwoFactor } } });
      toast({ title: requireTwoFactor ? T.requireOn : T.requireOff, variant: 'success' });
    } catch (e) {
      toast({ title: T.failed, description: readFailure(e).message, variant: 'destructive' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
      <FormControlLabel
        control={<Switch checked={on} disabled={loading || updating.loading} onChange={(e) => void change(e.target.checked)} />}
        label={<Typography sx={{ fontWeight: 600 }}>{T.requireTwoFactor}</Typography>}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', ml: { xs: 0, sm: 6 } }}>
        {T.requireTwoFactorHelp}
      </Typography>
    </Paper>
  );
}

export default function AccountsPage() {
  useAdminTitle(T.title);
  const { toast } = useToast();
  const { user, refresh } = useAuth();
  const { data, loading, error, refetch } = useAdminQuery(AdminAccountsDocument);
  const [adding, setAdding] = useState(false);
  const [handOver, setHandOver] = useState<{ username: string; password: string } | null>(null);
  const [confirm, setConfirm] = useState<{ action: Action; account: Account; open: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const refetchAccounts = { refetchQueries: [AdminAccountsDocument] };
  const [updateAccount] = useMutation(AdminUpdateAccountDocument, refetchAccounts);
  const [disable] = useMutation(AdminDisableAccountDocument, refetchAccounts);
  const [enable] = useMutation(AdminEnableAccountDocument, refetchAccounts);
  const [resetPassword] = useMutation(AdminResetAccountPasswordDocument, refetchAccounts);
  const [resetTwoFactor] = useMutation(AdminResetAccountTwoFactorDocument, refetchAccounts);
  const [remove] = useMutation(AdminRemoveAccountDocument, refetchAccounts);

  const run = async () => {
    if (!confirm) return;
    const { action, account: a } = confirm;
    const ids = { id: a.id, expectedVersion: a.version };
    setPending(true);
    try {
      switch (action) {
        case 'makeOwner':
        case 'makeEditor': {
          const role = action === 'makeOwner' ? 'OWNER' : 'EDITOR';
          await updateAccount({ variables: { id: a.id, input: { role, expectedVersion: a.version } } });
          toast({ title: T.done.role(a.username, role), variant: 'success' });
          break;
        }
        case 'disable':
          await disable({ variables: ids });
          toast({ title: T.done.disable(a.username), variant: 'success' });
          break;
        case 'enable':
          await enable({ variables: ids });
          toast({ title: T.done.enable(a.username), variant: 'success' });
          break;
        case 'resetPassword': {
          const { data: answer } = await resetPassword({ variables: ids });
          setHandOver({ username: a.username, password: answer!.resetAccountPassword.oneTimePassword });
          break;
        }
        case 'resetTwoFactor':
          await resetTwoFactor({ variables: ids });
          toast({ title: T.done.resetTwoFactor(a.username), variant: 'success' });
          break;
        case 'remove':
          await remove({ variables: ids });
          toast({ title: T.done.remove(a.username), variant: 'success' });
          break;
      }
      // An owner who changed their own account (made themselves an editor, say) sees it at once.
      if (a.id === user?.id) await refresh();
    } catch (e) {
      toast({ title: T.failed, description: readFailure(e).message, variant: 'destructive' });
      if (readFailure(e).code === 'CONFLICT') void refetch();
    } finally {
      setPending(false);
      setConfirm((c) => (c ? { ...c, open: false } : c));
    }
  };

  const accounts = data?.accounts ?? [];
  const shown = confirm ? CONFIRM[confirm.action] : null;
  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {T.add}
          </Button>
        }
      />
      <RequireTwoFactorSwitch />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {T.roles}
      </Typography>
      {error && !data ? (
        <ErrorState onRetry={() => void refetch()}>{T.loadError}</ErrorState>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <AccountsGrid rows={accounts} loading={loading && !data} me={user?.id} onAction={(action, account) => setConfirm({ action, account, open: true })} />
        </Paper>
      )}
      <AddAccountDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(username, password) => {
          setAdding(false);
          setHandOver({ username, password });
          void refetch();
        }}
      />
      <OneTimePasswordDialog handOver={handOver} onClose={() => setHandOver(null)} />
      <ConfirmDialog
        open={Boolean(confirm?.open)}
        title={shown?.title}
        confirmLabel={shown?.button}
        pendingLabel={shown?.pending}
        pending={pending}
        onConfirm={() => void run()}
        onClose={() => setConfirm((c) => (c ? { ...c, open: false } : c))}
      >
        {confirm && shown ? shown.body(confirm.account.username) : null}
      </ConfirmDialog>
    </>
  );
}
