// The delete flow every admin list shares: ask (ConfirmDialog), call the delete mutation, drop the
// entity and the lists that showed it from the Apollo cache, toast the outcome, close the dialog.
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast, type ToastOptions } from '../../../components/toast/ToastProvider';
import { useConfirmTarget } from '../components/ConfirmDialog';
import { dropCachedLists, dropEntity, type CachedArea } from './cache';
import { readFailure } from './errors';

type Message = Pick<ToastOptions, 'title' | 'description'>;

export interface ConfirmedDeleteOptions<T extends { id: number }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  mutation: TypedDocumentNode<any, { id: number }>;
  /** GraphQL type name of the deleted entity, e.g. 'Provider'. */
  typename: string;
  /** The cached lists that showed it. */
  areas: readonly CachedArea[];
  deleted: (target: T) => Message;
  failed: (target: T, reason: string) => Message;
  /** After a successful delete, before the toast (e.g. close a detail view of it). */
  onDeleted?: (target: T) => void;
}

export function useConfirmedDelete<T extends { id: number }>({ mutation, typename, areas, deleted, failed, onDeleted }: ConfirmedDeleteOptions<T>) {
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
          dropCachedLists(cache, areas);
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

  return { confirm, deleting, confirmDelete: () => void confirmDelete() };
}

/** Opens the add form when the page was reached with `state: { openForm: true }` (the dashboard's quick actions). */
export function useOpenFormFromNavigation(openAdd: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if ((location.state as { openForm?: boolean } | null)?.openForm) {
      openAdd();
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate, openAdd]);
}
