// Deleting, archiving and restoring a record whose history must stay (providers, affiliate
// programs). A delete first asks the server what refers to the record: nothing, and the dialog is
// SPEC's 'Are you sure?' that says it is permanent; clicks or conversions, and it says the record
// will be archived instead (or, archived already, that it stays so). Archive and restore ask too.
// Each outcome is toasted, and the cached lists that can hold the record (and the dashboard's
// counts) are dropped, so the lists on screen refetch. The page asks with `ask(entry)` and places
// `dialog` once.
import { CircularProgress, Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ARCHIVE_TEXTS, type ArchivableKind, type RecordReferences } from '../../../../api/domain/archive';
import { useToast, type ToastOptions } from '../../../components/toast/ToastProvider';
import { COUNTS, evictWritten } from '../../../data/cache';
import { ConfirmDialog, useConfirmTarget } from '../components/ConfirmDialog';
import { readFailure } from './errors';

type Message = Pick<ToastOptions, 'title' | 'description'>;

/** What the dialogs need of an entry: its id and name, and whether it is archived. */
export interface ArchivableEntry {
  id: number | string;
  name: string;
  archivedAt?: unknown;
}

export const ARCHIVING_LABELS = {
  checking: (name: string) => `Checking what refers to “${name}”…`,
  delete: 'Delete',
  deleting: 'Deleting...',
  archiveInstead: 'Archive instead',
  archive: 'Archive',
  archiving: 'Archiving...',
  restore: 'Restore',
  restoring: 'Restoring...',
};

export interface RemoveOrArchiveOptions<T extends ArchivableEntry> {
  kind: ArchivableKind;
  /** The GraphQL type: the cached lists that can hold it are dropped after a change. */
  typename: string;
  /** What refers to the entry, read afresh from the server when the dialog opens. */
  references: (target: T) => Promise<RecordReferences & { deletable: boolean }>;
  /** The delete: the server deletes, or archives instead, and says which. */
  remove: (target: T) => Promise<{ deleted: boolean; message: string }>;
  /** SPEC's text for a delete that deletes (usually <PermanentDeleteText />). */
  permanent: (target: T) => ReactNode;
  deleted: (target: T) => Message;
  archived: (target: T, message: string) => Message;
  failed: (target: T, reason: string) => Message;
}

type Check = { state: 'checking' } | { state: 'known'; refs: RecordReferences & { deletable: boolean } } | { state: 'unknown' };

/** The delete of an entry with history: it asks what refers to it, then deletes or archives instead. */
export function useRemoveOrArchive<T extends ArchivableEntry>(options: RemoveOrArchiveOptions<T>) {
  const { kind, typename, references, remove, permanent, deleted, archived, failed } = options;
  const { toast } = useToast();
  const client = useApolloClient();
  const confirm = useConfirmTarget<T>();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [pending, setPending] = useState(false);
  // Only the latest dialog's answer is shown (a slow answer for an entry closed since is dropped).
  const asked = useRef(0);
  // `ask` stays the same function (grids memoize their columns on it); it reads the latest loader.
  const readReferences = useRef(references);
  useEffect(() => {
    readReferences.current = references;
  });
  const openDialog = confirm.ask;

  const ask = useCallback(
    (target: T) => {
      const turn = ++asked.current;
      setCheck({ state: 'checking' });
      openDialog(target);
      readReferences.current(target).then(
        (refs) => turn === asked.current && setCheck({ state: 'known', refs }),
        // Not known: the server still decides (it archives instead when history would be lost) and says so.
        () => turn === asked.current && setCheck({ state: 'unknown' }),
      );
    },
    [openDialog],
  );

  const target = confirm.target;
  const willArchive = check.state === 'known' && !check.refs.deletable;
  const staysArchived = willArchive && Boolean(target?.archivedAt);

  const run = async () => {
    if (!target) return;
    setPending(true);
    try {
      const outcome = await remove(target);
      if (outcome.deleted) {
        const ref = client.cache.identify({ __typename: typename, id: target.id });
        if (ref) client.cache.evict({ id: ref });
      }
      evictWritten(client.cache, [typename, COUNTS]);
      toast({ ...(outcome.deleted ? deleted(target) : archived(target, outcome.message)), variant: 'success' });
    } catch (e) {
      toast({ ...failed(target, readFailure(e).message), variant: 'destructive' });
    } finally {
      setPending(false);
      confirm.close();
    }
  };

  const body = (): ReactNode => {
    if (!target) return null;
    if (check.state === 'checking') {
      return (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={18} />
          <span>{ARCHIVING_LABELS.checking(target.name)}</span>
        </Stack>
      );
    }
    if (check.state === 'unknown' || !willArchive) return permanent(target);
    return staysArchived ? ARCHIVE_TEXTS.cannotDelete(kind, target.name, check.refs) : ARCHIVE_TEXTS.willArchive(kind, target.name, check.refs);
  };

  const dialog = (
    <ConfirmDialog
      open={confirm.open}
      pending={pending}
      confirmDisabled={check.state === 'checking'}
      noConfirm={staysArchived}
      confirmLabel={willArchive ? ARCHIVING_LABELS.archiveInstead : ARCHIVING_LABELS.delete}
      pendingLabel={willArchive ? ARCHIVING_LABELS.archiving : ARCHIVING_LABELS.deleting}
      onConfirm={() => void run()}
      onClose={confirm.close}
    >
      {body()}
    </ConfirmDialog>
  );
  return { ask, dialog };
}

export interface ConfirmedChangeOptions<T> {
  typename: string;
  title: (target: T) => string;
  /** The dialog's text; `children` of the dialog may hold fields (the archive's redirect). */
  body: (target: T) => ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  tone?: 'error' | 'primary';
  run: (target: T) => Promise<unknown>;
  done: (target: T) => Message;
  failed: (target: T, reason: string) => Message;
}

/** An archive or a restore: asked in a dialog, done, toasted; the lists that can hold the entry refetch. */
export function useConfirmedChange<T extends ArchivableEntry>({ typename, title, body, confirmLabel, pendingLabel, tone, run, done, failed }: ConfirmedChangeOptions<T>) {
  const { toast } = useToast();
  const client = useApolloClient();
  const confirm = useConfirmTarget<T>();
  const [pending, setPending] = useState(false);
  const target = confirm.target;

  const confirmChange = async () => {
    if (!target) return;
    setPending(true);
    try {
      await run(target);
      evictWritten(client.cache, [typename, COUNTS]);
      toast({ ...done(target), variant: 'success' });
      confirm.close();
    } catch (e) {
      const failure = readFailure(e);
      toast({ ...failed(target, failure.message), variant: 'destructive' });
      // A field's refusal (the redirect) stays in the dialog to be corrected; anything else closes it.
      if (!Object.keys(failure.fieldErrors).length) confirm.close();
    } finally {
      setPending(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={confirm.open}
      title={target ? title(target) : undefined}
      pending={pending}
      tone={tone}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      onConfirm={() => void confirmChange()}
      onClose={confirm.close}
    >
      {target && body(target)}
    </ConfirmDialog>
  );
  return { ask: confirm.ask, dialog, target, open: confirm.open };
}
