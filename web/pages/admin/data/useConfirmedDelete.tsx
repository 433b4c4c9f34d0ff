// The delete path every admin list shares: ask (ConfirmDialog), call the delete mutation naming the
// version the entry was read at, drop the entity and the lists that can hold it (and the dashboard's
// counts) from the Apollo cache, toast the outcome, close the dialog. An entry someone else changed
// since the list was read is not deleted: the dialog stays open, says who changed it and when, and
// asks again about the entry as saved now (the list behind it refreshes).
// The page asks with `ask(entry)` and places `dialog` once.
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { useToast, type ToastOptions } from '../../../components/toast/ToastProvider';
import { ConfirmDialog, useConfirmTarget } from '../components/ConfirmDialog';
import { COUNTS, dropEntity, evictWritten } from '../../../data/cache';
import { ChangedByLine, type ChangedAt } from '../forms/ConflictDialog';
import { readFailure } from './errors';

type Message = Pick<ToastOptions, 'title' | 'description'>;

export const STALE_DELETE_TEXT = 'Not deleted: it was changed after this list was loaded. Check the changes: Delete now deletes it as saved now.';

export interface ConfirmedDeleteOptions<T extends { id: number; version?: number }> {
  /** Records that have versions take `expectedVersion` (contact messages have none). */
  mutation: TypedDocumentNode<unknown, { id: number; expectedVersion?: number | null }>;
  /** GraphQL type name of the deleted entity, e.g. 'Provider': the cached lists that can hold it are dropped. */
  typename: string;
  /** The dialog's text, usually <PermanentDeleteText kind="provider" name={...} />. */
  describe: (target: T) => ReactNode;
  deleted: (target: T) => Message;
  failed: (target: T, reason: string) => Message;
  /** After a successful delete, before the toast (e.g. close a detail view of it). */
  onDeleted?: (target: T) => void;
}

export function useConfirmedDelete<T extends { id: number; version?: number }>({ mutation, typename, describe, deleted, failed, onDeleted }: ConfirmedDeleteOptions<T>) {
  const { toast } = useToast();
  const client = useApolloClient();
  const confirm = useConfirmTarget<T>();
  const [remove, { loading: deleting }] = useMutation(mutation);
  // Who changed the entry since the list was read, when a delete was refused for it.
  const [changed, setChanged] = useState<ChangedAt | null>(null);

  const { ask: askAbout } = confirm;
  const ask = useCallback(
    (target: T) => {
      setChanged(null);
      askAbout(target);
    },
    [askAbout],
  );

  const confirmDelete = async () => {
    const target = confirm.target;
    if (!target) return;
    try {
      await remove({
        variables: { id: target.id, ...(target.version === undefined ? {} : { expectedVersion: target.version }) },
        update: (cache) => {
          dropEntity(cache, typename, target.id);
          evictWritten(cache, [typename, COUNTS]);
        },
      });
      onDeleted?.(target);
      toast({ ...deleted(target), variant: 'success' });
    } catch (e) {
      const failure = readFailure(e);
      if (failure.conflict) {
        confirm.ask({ ...target, ...(failure.conflict.current as Partial<T>), version: failure.conflict.version });
        setChanged({ changedBy: failure.conflict.changedBy, changedAt: failure.conflict.changedAt });
        evictWritten(client.cache, [typename]);
        return;
      }
      toast({ ...failed(target, failure.message), variant: 'destructive' });
    }
    confirm.close();
  };

  const dialog = (
    <ConfirmDialog open={confirm.open} pending={deleting} onConfirm={() => void confirmDelete()} onClose={confirm.close}>
      {changed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <ChangedByLine {...changed} />
          {STALE_DELETE_TEXT}
        </Alert>
      )}
      {confirm.target && describe(confirm.target)}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
