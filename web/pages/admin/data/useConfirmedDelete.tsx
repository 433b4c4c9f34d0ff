// The delete path every admin list shares: ask (ConfirmDialog), call the delete mutation, drop the
// entity and the lists that can hold it (and the dashboard's counts) from the Apollo cache, toast the outcome, close the dialog.
// The page asks with `ask(entry)` and places `dialog` once.
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useToast, type ToastOptions } from '../../../components/toast/ToastProvider';
import { ConfirmDialog, useConfirmTarget } from '../components/ConfirmDialog';
import { COUNTS, dropEntity, evictWritten } from '../../../data/cache';
import { readFailure } from './errors';

type Message = Pick<ToastOptions, 'title' | 'description'>;

export interface ConfirmedDeleteOptions<T extends { id: number }> {
  mutation: TypedDocumentNode<unknown, { id: number }>;
  /** GraphQL type name of the deleted entity, e.g. 'Provider': the cached lists that can hold it are dropped. */
  typename: string;
  /** The dialog's text, usually <PermanentDeleteText kind="provider" name={...} />. */
  describe: (target: T) => ReactNode;
  deleted: (target: T) => Message;
  failed: (target: T, reason: string) => Message;
  /** After a successful delete, before the toast (e.g. close a detail view of it). */
  onDeleted?: (target: T) => void;
}

export function useConfirmedDelete<T extends { id: number }>({ mutation, typename, describe, deleted, failed, onDeleted }: ConfirmedDeleteOptions<T>) {
  const { toast } = useToast();
  const confirm = useConfirmTarget<T>();
  const [remove, { loading: deleting }] = useMutation(mutation);

  const confirmDelete = async () => {
    const target = confirm.target;
    if (!target) return;
    try {
      await remove({
        variables: { id: target.id },
        update: (cache) => {
          dropEntity(cache, typename, target.id);
          evictWritten(cache, [typename, COUNTS]);
        },
      });
      onDeleted?.(target);
      toast({ ...deleted(target), variant: 'success' });
    } catch (e) {
      toast({ ...failed(target, readFailure(e).message), variant: 'destructive' });
    } finally {
      confirm.close();
    }
  };

  const dialog = (
    <ConfirmDialog open={confirm.open} pending={deleting} onConfirm={() => void confirmDelete()} onClose={confirm.close}>
      {confirm.target && describe(confirm.target)}
    </ConfirmDialog>
  );
  return { ask: confirm.ask, dialog };
}
