// Affiliate programs (/admin/affiliate-programs, reached from the dashboard's earnings): each
// program with its postback address to paste into the network, the providers it covers, its sub-ID
// parameter, claim window, the secret's last four characters and when it last reported; add and
// edit in a dialog (the rules of api/domain/affiliate.ts, the server's messages on the fields),
// rotate the secret, archive, restore and delete with a confirmation. A new secret is shown once,
// in its own dialog. Two tabs: active programs and archived ones (their postbacks refused, their
// conversions kept in every report); deleting a program with conversions archives it instead.
// Every write names the version the program was read at: when someone else saved it first, the
// edit dialog compares (ConflictDialog) and a rotate asks again about the program as saved now.
import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Autocomplete, Box, Button, Card, CardActions, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AFFILIATE_PROGRAM_RULES, postbackUrl, type AffiliateProgramInput } from '../../../../api/domain/affiliate';
import { EmptyState, ErrorState, LoadingState } from '../../../components/common/States';
import { useToast } from '../../../components/toast/ToastProvider';
import {
  AdminAffiliateProgramsDocument,
  AdminProvidersDocument,
  AffiliateProgramReferencesDocument,
  ArchiveAffiliateProgramDocument,
  CreateAffiliateProgramDocument,
  RemoveAffiliateProgramDocument,
  RestoreAffiliateProgramDocument,
  RotateAffiliateProgramSecretDocument,
  UpdateAffiliateProgramDocument,
  type AffiliateProgramFieldsFragment,
} from '../../../data/admin.generated';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { useListParams } from '../components/listParams';
import { readFailure } from '../data/errors';
import { ChangedByLine, SaveConflict, type ChangedAt } from '../forms/ConflictDialog';
import type { FieldTexts } from '../forms/conflict';
import { useSaveConflict } from '../forms/useSaveConflict';
import { useGuardedClose, useUnsavedChangesGuard } from '../forms/formGuards';
import { useAdminQuery } from '../data/useAdminQuery';
import { ARCHIVING_LABELS, useConfirmedChange, useRemoveOrArchive } from '../data/useArchiving';
import { ruleSchema } from '../rules/ruleSchema';
import { HistoryPanel } from '../history/HistoryPanel';
import { PlainFormDialog, textField } from '../forms/PlainFormDialog';

export const PROGRAM_TEXTS = {
  title: 'Affiliate programs',
  subtitle: 'Each network reports bookings to its postback address; the earnings on the dashboard follow.',
  add: 'Add Program',
  edit: 'Edit',
  rotate: 'Rotate secret',
  delete: 'Delete',
  create: 'Create Program',
  update: 'Update Program',
  cancel: 'Cancel',
  loading: 'Loading affiliate programs',
  error: 'Error loading affiliate programs',
  empty: 'No affiliate programs yet. Click "Add Program" to connect a network.',
  postback: 'Postback address',
  secretHint: (hint: string) => `Secret ending …${hint}`,
  lastPostback: (at: string | null) => (at ? `Last postback ${new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}` : 'No postback yet'),
  window: (days: number) => `Claim window ${days} days`,
  subId: (name: string) => `Sub-ID parameter ${name}`,
  allProviders: 'Covers every provider',
  covers: (names: string) => `Covers ${names}`,
  providersHelp: 'Bookings for clicks on other providers are kept unattributed. None chosen: every provider',
  secretTitle: 'The secret, shown this once',
  secretText: 'Copy it into the network now: it is kept only as a hash and cannot be shown again. Rotate it to make a new one.',
  secretDone: 'I have copied it',
  rotateConfirm: (name: string) => `Make a new secret for ${name}? The current one stops working at once: the network must be given the new one.`,
  deleteConfirm: (name: string) => `Delete ${name}? No conversion was reported to it. This cannot be undone.`,
  saved: 'Program saved',
  deleted: 'Program deleted',
  stale: 'Not done: the program was changed after this page was loaded. Check it: confirming now acts on it as saved now.',
  activeTab: 'Active',
  archivedTab: 'Archived',
  archive: 'Archive',
  restore: 'Restore',
  archivedEmpty: 'No archived programs. A program you archive (or delete after it reported bookings) is kept here with its conversions.',
  archivedSince: (at: string) => `Archived ${new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' })}`,
  archivedNote: 'Its postbacks are refused; its conversions stay in every report.',
  archiveTitle: (name: string) => `Archive ${name}?`,
  archiveConfirm: 'Its postbacks are refused from now on (as for an unknown program) and it leaves the pickers. Its conversions stay in every report, and you can restore it from the Archived tab.',
  restoreTitle: (name: string) => `Restore ${name}?`,
  restoreConfirm: 'Its postbacks are accepted again, with the same secret.',
  archived: 'Program archived',
  restored: 'Program restored',
  archivedProvider: (name: string) => `${name} (archived)`,
  oldAddressUsed: (slug: string, at: string) =>
    `The network still posts to the old address …/api/postbacks/${slug} (last ${new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}): it is still accepted, but give the network the address above.`,
  oldAddressKept: (slug: string) => `The old address …/api/postbacks/${slug} is still accepted (not used since the rename).`,
};
const T = PROGRAM_TEXTS;

type Program = AffiliateProgramFieldsFragment;
interface FormValues {
  name: string;
  slug: string;
  subIdParam: string;
  claimWindowDays: string;
  providerIds: number[];
}
const EMPTY: FormValues = { name: '', slug: '', subIdParam: 'subid', claimWindowDays: '30', providerIds: [] };
const schema = ruleSchema(AFFILIATE_PROGRAM_RULES);
const valuesOf = (p: Program): FormValues => ({ name: p.name, slug: p.slug, subIdParam: p.subIdParam, claimWindowDays: String(p.claimWindowDays), providerIds: p.providerIds });

function ProgramDialog({
  program,
  names,
  onClose,
  onSecret,
  onReverted,
}: {
  program: Program | null | 'new';
  /** Every provider's name, archived ones marked (a program may still cover one). */
  names: Map<number, string>;
  onClose: () => void;
  onSecret: (s: { name: string; slug: string; secret: string }) => void;
  /** A change was reverted from the history: the page shows the program as it is now. */
  onReverted: (id: string) => unknown;
}) {
  const { toast } = useToast();
  const providers = useQuery(AdminProvidersDocument, { variables: { limit: 500, sort: 'name' }, fetchPolicy: 'cache-first' });
  const options = providers.data?.adminProvidersPage.items ?? [];
  const [create] = useMutation(CreateAffiliateProgramDocument, { refetchQueries: [AdminAffiliateProgramsDocument] });
  const [update] = useMutation(UpdateAffiliateProgramDocument, { refetchQueries: [AdminAffiliateProgramsDocument] });
  const editing = program !== null && program !== 'new' ? program : null;
  const [failure, setFailure] = useState<string | null>(null);
  // The program as the form read it: its version is what a save names.
  const readAt = useRef<Program | null>(editing);
  const formik = useFormik<FormValues>({
    initialValues: editing ? valuesOf(editing) : EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const input: AffiliateProgramInput & { claimWindowDays: number; providerIds: number[] } = { ...values, claimWindowDays: Number(values.claimWindowDays) };
      const at = readAt.current;
      try {
        if (at) {
          await update({ variables: { id: at.id, input: { ...input, expectedVersion: at.version } } });
          toast({ title: T.saved, variant: 'success' });
        } else {
          const made = await create({ variables: { input } });
          const answer = made.data?.createAffiliateProgram;
          if (answer) onSecret({ name: answer.program.name, slug: answer.program.slug, secret: answer.secret });
        }
        onClose();
      } catch (error) {
        const read = readFailure(error);
        if (read.conflict && at) saveConflict.refuse(read.conflict, at, values);
        else if (Object.keys(read.fieldErrors).length) helpers.setErrors(read.fieldErrors);
        else setFailure(read.message);
      }
    },
  });
  const { resetForm, setValues, submitForm } = formik;
  const rebase = useCallback(
    (record: Program | null, values?: FormValues) => {
      // The conflict answer's record names its id as a number; the list's as the ID text.
      readAt.current = record && { ...record, id: String(record.id) };
      resetForm({ values: record ? valuesOf(record) : EMPTY });
      if (values) void setValues(values, false);
    },
    [resetForm, setValues],
  );
  const providerName = (id: number) => options.find((p) => p.id === id)?.name ?? `Provider #${id}`;
  const fields: FieldTexts<FormValues> = {
    name: { label: 'Name' },
    slug: { label: 'Slug' },
    subIdParam: { label: 'Sub-ID parameter' },
    claimWindowDays: { label: 'Claim window (days)' },
    providerIds: { label: 'Providers it covers', show: (ids) => (ids.length ? ids.map(providerName).join('\n') : T.allProviders) },
  };
  const saveConflict = useSaveConflict<Program, FormValues>({ noun: 'program', fields, toValues: valuesOf, rebase, submit: submitForm });
  const { clear } = saveConflict;
  // Each opening starts from the program opened (or a new one).
  useEffect(() => {
    clear();
    setFailure(null);
    rebase(program !== null && program !== 'new' ? program : null);
  }, [program, rebase, clear]);

  // What was typed is not dropped without asking: by Escape, a click beside the dialog, Cancel, a link or a reload.
  const open = program !== null;
  const typed = open && formik.dirty && !formik.isSubmitting;
  useUnsavedChangesGuard(typed);
  const close = useGuardedClose(typed, onClose);

  const field = (name: keyof Omit<FormValues, 'providerIds'>, label: string, helper?: string) => <TextField {...textField(formik, name, helper)} label={label} required fullWidth />;
  return (
    <PlainFormDialog
      open={open}
      onClose={close}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      titleId="program-dialog-title"
      title={editing ? `Edit ${editing.name}` : T.add}
      cancelLabel={T.cancel}
      submitLabel={editing ? T.update : T.create}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SaveConflict conflict={saveConflict.conflict} />
        {failure && <Alert severity="error">{failure}</Alert>}
        {field('name', 'Name')}
        {field('slug', 'Slug', 'Lowercase letters, digits and hyphens: the postback address is /api/postbacks/{slug}')}
        {field('subIdParam', 'Sub-ID parameter', 'The name the network sends the click id under (subid, sid, clickref, subId1…); click is always read too')}
        {field('claimWindowDays', 'Claim window (days)', 'How long after a click a booking is still credited to it')}
        <Autocomplete
          multiple
          options={options.map((p) => p.id)}
          getOptionLabel={(id) => options.find((p) => p.id === id)?.name ?? names.get(id) ?? `Provider #${id}`}
          value={formik.values.providerIds}
          onChange={(_e, ids) => void formik.setFieldValue('providerIds', ids)}
          loading={providers.loading}
          renderInput={(params) => <TextField {...params} label="Providers it covers" error={Boolean(formik.errors.providerIds)} helperText={(formik.errors.providerIds as string | undefined) ?? T.providersHelp} />}
        />
      </Stack>
      {editing && <HistoryPanel entityType="AffiliateProgram" entityId={Number(editing.id)} keepRecordCached inForm onReverted={() => onReverted(editing.id)} />}
    </PlainFormDialog>
  );
}

function SecretDialog({ shown: open, onClose }: { shown: { name: string; slug: string; secret: string } | null; onClose: () => void }) {
  // The secret stays written while the dialog fades out.
  const last = useRef(open);
  if (open) last.current = open;
  const shown = open ?? last.current;
  const url = shown ? postbackUrl(window.location.origin, shown.slug) : '';
  return (
    <Dialog open={open !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="secret-title">
      <DialogTitle id="secret-title">{T.secretTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{T.secretText}</Typography>
        <TextField label={`Secret of ${shown?.name ?? ''}`} value={shown?.secret ?? ''} fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'program-secret' } }} onFocus={(e) => e.target.select()} />
        <TextField label={T.postback} value={url} fullWidth sx={{ mt: 2 }} slotProps={{ htmlInput: { readOnly: true } }} onFocus={(e) => e.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {T.secretDone}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function AffiliateProgramsPage() {
  useAdminTitle(T.title);
  const { toast } = useToast();
  const client = useApolloClient();
  const [params, updateParams] = useListParams();
  const archivedTab = params.get('status') === 'archived';
  const { data, loading, error, refetch } = useAdminQuery(AdminAffiliateProgramsDocument, { variables: archivedTab ? { archived: true } : {} });
  const providers = useQuery(AdminProvidersDocument, { variables: { limit: 500, sort: 'name' }, fetchPolicy: 'cache-first' });
  // A program may cover a provider archived since: its name is still shown, marked.
  const archivedProviders = useQuery(AdminProvidersDocument, { variables: { limit: 500, sort: 'name', archived: true }, fetchPolicy: 'cache-first' });
  const names = new Map([
    ...(archivedProviders.data?.adminProvidersPage.items ?? []).map((p) => [p.id, T.archivedProvider(p.name)] as const),
    ...(providers.data?.adminProvidersPage.items ?? []).map((p) => [p.id, p.name] as const),
  ]);
  const [editing, setEditing] = useState<Program | null | 'new'>(null);
  const [secret, setSecret] = useState<{ name: string; slug: string; secret: string } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'rotate'; program: Program; changed?: ChangedAt } | null>(null);
  const [rotate, rotating] = useMutation(RotateAffiliateProgramSecretDocument);
  const [removeProgram] = useMutation(RemoveAffiliateProgramDocument);
  const [archiveProgram] = useMutation(ArchiveAffiliateProgramDocument);
  const [restoreProgram] = useMutation(RestoreAffiliateProgramDocument);

  const remove = useRemoveOrArchive<Program>({
    kind: 'affiliate program',
    typename: 'AffiliateProgram',
    references: async (p) => (await client.query({ query: AffiliateProgramReferencesDocument, variables: { id: p.id }, fetchPolicy: 'network-only' })).data!.affiliateProgramReferences,
    remove: async (p) => (await removeProgram({ variables: { id: p.id } })).data!.removeAffiliateProgram,
    permanent: (p) => T.deleteConfirm(p.name),
    deleted: () => ({ title: T.deleted }),
    archived: (_p, message) => ({ title: T.archived, description: message }),
    failed: (_p, reason) => ({ title: reason }),
  });
  const archive = useConfirmedChange<Program>({
    typename: 'AffiliateProgram',
    title: (p) => T.archiveTitle(p.name),
    body: () => T.archiveConfirm,
    confirmLabel: ARCHIVING_LABELS.archive,
    pendingLabel: ARCHIVING_LABELS.archiving,
    run: (p) => archiveProgram({ variables: { id: p.id } }),
    done: (p) => ({ title: T.archived, description: p.name }),
    failed: (_p, reason) => ({ title: reason }),
  });
  const restore = useConfirmedChange<Program>({
    typename: 'AffiliateProgram',
    title: (p) => T.restoreTitle(p.name),
    body: () => T.restoreConfirm,
    confirmLabel: ARCHIVING_LABELS.restore,
    pendingLabel: ARCHIVING_LABELS.restoring,
    tone: 'primary',
    run: (p) => restoreProgram({ variables: { id: p.id } }),
    done: (p) => ({ title: T.restored, description: p.name }),
    failed: (_p, reason) => ({ title: reason }),
  });

  const act = async () => {
    if (!confirm) return;
    const { kind, program } = confirm;
    try {
      const answer = (await rotate({ variables: { id: program.id, expectedVersion: program.version } })).data?.rotateAffiliateProgramSecret;
      if (answer) setSecret({ name: answer.program.name, slug: answer.program.slug, secret: answer.secret });
    } catch (e) {
      const failure = readFailure(e);
      if (failure.conflict) {
        // Asked again about the program as saved now.
        setConfirm({ kind, program: { ...program, ...(failure.conflict.current as Partial<Program>), id: program.id, version: failure.conflict.version }, changed: failure.conflict });
        void refetch().catch(() => undefined);
        return;
      }
      toast({ title: failure.message, variant: 'destructive' });
    }
    setConfirm(null);
  };

  const programs = data?.affiliatePrograms ?? [];
  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {T.add}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs value={archivedTab ? 1 : 0} onChange={(_e, v: number) => updateParams({ status: v === 1 ? 'archived' : null })} aria-label="Program status" sx={{ px: 1 }}>
          <Tab label={T.activeTab} id="program-tab-0" aria-controls="program-panel" />
          <Tab label={T.archivedTab} id="program-tab-1" aria-controls="program-panel" />
        </Tabs>
      </Paper>
      <Box role="tabpanel" id="program-panel" aria-labelledby={`program-tab-${archivedTab ? 1 : 0}`}>
        {loading && !data ? (
          <LoadingState label={T.loading} />
        ) : error && !data ? (
          <ErrorState onRetry={() => void refetch()}>{T.error}</ErrorState>
        ) : programs.length === 0 ? (
          <EmptyState title={archivedTab ? T.archivedEmpty : T.empty} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {programs.map((p) => (
              <Card key={p.id} variant="outlined" data-testid="program-card">
                <CardContent>
                  <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                    {p.name}
                  </Typography>
                  {p.archivedAt && (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                      <Chip size="small" variant="outlined" icon={<ArchiveOutlinedIcon />} label={T.archivedSince(p.archivedAt as string)} />
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {T.archivedNote}
                      </Typography>
                    </Box>
                  )}
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {T.postback}
                  </Typography>
                  <Typography component="code" sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {postbackUrl(typeof window === 'undefined' ? '' : window.location.origin, p.slug)}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                    <Chip size="small" label={T.subId(p.subIdParam)} />
                    <Chip size="small" label={T.window(p.claimWindowDays)} />
                    <Chip size="small" label={T.secretHint(p.secretHint)} />
                  </Box>
                  <Typography variant="body2" sx={{ mt: 1.5 }}>
                    {p.providerIds.length ? T.covers(p.providerIds.map((id) => names.get(id) ?? `Provider #${id}`).join(', ')) : T.allProviders}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {T.lastPostback(p.lastPostbackAt as string | null)}
                  </Typography>
                  {p.oldAddresses.map((old) =>
                    old.lastUsedAt ? (
                      <Alert key={old.slug} severity="warning" sx={{ mt: 1.5 }}>
                        {T.oldAddressUsed(old.slug, old.lastUsedAt as string)}
                      </Alert>
                    ) : (
                      <Typography key={old.slug} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                        {T.oldAddressKept(old.slug)}
                      </Typography>
                    ),
                  )}
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap' }}>
                  {p.archivedAt ? (
                    <Button onClick={() => restore.ask(p)}>{T.restore}</Button>
                  ) : (
                    <>
                      <Button onClick={() => setEditing(p)}>{T.edit}</Button>
                      <Button onClick={() => setConfirm({ kind: 'rotate', program: p })}>{T.rotate}</Button>
                      <Button onClick={() => archive.ask(p)}>{T.archive}</Button>
                    </>
                  )}
                  <Button color="error" onClick={() => remove.ask(p)}>
                    {T.delete}
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Box>
        )}
      </Box>
      <ProgramDialog
        program={editing}
        names={names}
        onClose={() => setEditing(null)}
        onSecret={setSecret}
        onReverted={async (id) => {
          const fresh = (await refetch()).data?.affiliatePrograms.find((p) => p.id === id);
          setEditing(fresh ?? null);
        }}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={confirm !== null}
        confirmLabel={T.rotate}
        pendingLabel="Rotating..."
        pending={rotating.loading}
        onConfirm={() => void act()}
        onClose={() => setConfirm(null)}
      >
        {confirm?.changed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <ChangedByLine changedBy={confirm.changed.changedBy} changedAt={confirm.changed.changedAt} />
            {T.stale}
          </Alert>
        )}
        {confirm ? T.rotateConfirm(confirm.program.name) : null}
      </ConfirmDialog>
      {remove.dialog}
      {archive.dialog}
      {restore.dialog}
    </>
  );
}
