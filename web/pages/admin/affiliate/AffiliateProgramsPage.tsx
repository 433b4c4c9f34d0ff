// Affiliate programs (/admin/affiliate-programs, reached from the dashboard's earnings): each
// program with its postback address to paste into the network, the providers it covers, its sub-ID
// parameter, claim window, the secret's last four characters and when it last reported; add and
// edit in a dialog (the rules of api/domain/affiliate.ts, the server's messages on the fields),
// rotate the secret and delete with a confirmation. A new secret is shown once, in its own dialog.
// Every write names the version the program was read at: when someone else saved it first, the
// edit dialog compares (ConflictDialog) and a rotate or delete asks again about the program as saved now.
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Autocomplete, Box, Button, Card, CardActions, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AFFILIATE_PROGRAM_RULES, postbackUrl, type AffiliateProgramInput } from '../../../../api/domain/affiliate';
import { EmptyState, ErrorState, LoadingState } from '../../../components/common/States';
import { useToast } from '../../../components/toast/ToastProvider';
import {
  AdminAffiliateProgramsDocument,
  AdminProvidersDocument,
  CreateAffiliateProgramDocument,
  DeleteAffiliateProgramDocument,
  RotateAffiliateProgramSecretDocument,
  UpdateAffiliateProgramDocument,
  type AffiliateProgramFieldsFragment,
} from '../../../data/admin.generated';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { readFailure } from '../data/errors';
import { ChangedByLine, SaveConflict, type ChangedAt } from '../forms/ConflictDialog';
import type { FieldTexts } from '../forms/conflict';
import { useSaveConflict } from '../forms/useSaveConflict';
import { useAdminQuery } from '../data/useAdminQuery';
import { ruleSchema } from '../rules/ruleSchema';
import { HistoryPanel } from '../history/HistoryPanel';

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
  deleteConfirm: (name: string) => `Delete ${name}? Its conversions go with it. This cannot be undone.`,
  saved: 'Program saved',
  deleted: 'Program deleted',
  stale: 'Not done: the program was changed after this page was loaded. Check it: confirming now acts on it as saved now.',
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
  onClose,
  onSecret,
  onReverted,
}: {
  program: Program | null | 'new';
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

  const field = (name: keyof Omit<FormValues, 'providerIds'>, label: string, helper?: string) => (
    <TextField
      name={name}
      label={label}
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(formik.touched[name] && formik.errors[name])}
      helperText={(formik.touched[name] && formik.errors[name]) || helper}
      required
      fullWidth
    />
  );
  return (
    <Dialog open={program !== null} onClose={formik.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="program-dialog-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="program-dialog-title">{editing ? `Edit ${editing.name}` : T.add}</DialogTitle>
        <DialogContent>
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
              getOptionLabel={(id) => options.find((p) => p.id === id)?.name ?? `Provider #${id}`}
              value={formik.values.providerIds}
              onChange={(_e, ids) => void formik.setFieldValue('providerIds', ids)}
              loading={providers.loading}
              renderInput={(params) => <TextField {...params} label="Providers it covers" error={Boolean(formik.errors.providerIds)} helperText={(formik.errors.providerIds as string | undefined) ?? T.providersHelp} />}
            />
          </Stack>
          {editing && <HistoryPanel entityType="AffiliateProgram" entityId={Number(editing.id)} keepRecordCached inForm onReverted={() => onReverted(editing.id)} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formik.isSubmitting}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {editing ? T.update : T.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
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
  const { data, loading, error, refetch } = useAdminQuery(AdminAffiliateProgramsDocument);
  const providers = useQuery(AdminProvidersDocument, { variables: { limit: 500, sort: 'name' }, fetchPolicy: 'cache-first' });
  const names = new Map((providers.data?.adminProvidersPage.items ?? []).map((p) => [p.id, p.name]));
  const [editing, setEditing] = useState<Program | null | 'new'>(null);
  const [secret, setSecret] = useState<{ name: string; slug: string; secret: string } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'rotate' | 'delete'; program: Program; changed?: ChangedAt } | null>(null);
  const [rotate, rotating] = useMutation(RotateAffiliateProgramSecretDocument);
  const [remove, removing] = useMutation(DeleteAffiliateProgramDocument, { refetchQueries: [AdminAffiliateProgramsDocument] });

  const act = async () => {
    if (!confirm) return;
    const { kind, program } = confirm;
    try {
      if (kind === 'rotate') {
        const answer = (await rotate({ variables: { id: program.id, expectedVersion: program.version } })).data?.rotateAffiliateProgramSecret;
        if (answer) setSecret({ name: answer.program.name, slug: answer.program.slug, secret: answer.secret });
      } else {
        await remove({ variables: { id: program.id, expectedVersion: program.version } });
        toast({ title: T.deleted, variant: 'success' });
      }
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
      {loading && !data ? (
        <LoadingState label={T.loading} />
      ) : error && !data ? (
        <ErrorState onRetry={() => void refetch()}>{T.error}</ErrorState>
      ) : programs.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {programs.map((p) => (
            <Card key={p.id} variant="outlined" data-testid="program-card">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                  {p.name}
                </Typography>
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
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap' }}>
                <Button onClick={() => setEditing(p)}>{T.edit}</Button>
                <Button onClick={() => setConfirm({ kind: 'rotate', program: p })}>{T.rotate}</Button>
                <Button color="error" onClick={() => setConfirm({ kind: 'delete', program: p })}>
                  {T.delete}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      <ProgramDialog
        program={editing}
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
        confirmLabel={confirm?.kind === 'rotate' ? T.rotate : T.delete}
        pendingLabel={confirm?.kind === 'rotate' ? 'Rotating...' : 'Deleting...'}
        pending={rotating.loading || removing.loading}
        onConfirm={() => void act()}
        onClose={() => setConfirm(null)}
      >
        {confirm?.changed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <ChangedByLine changedBy={confirm.changed.changedBy} changedAt={confirm.changed.changedAt} />
            {T.stale}
          </Alert>
        )}
        {confirm ? (confirm.kind === 'rotate' ? T.rotateConfirm(confirm.program.name) : T.deleteConfirm(confirm.program.name)) : null}
      </ConfirmDialog>
    </>
  );
}
