// Bulk actions on the selected messages: mark read at once, delete after a confirmation that says
// how many. Either way the inbox page and the counts are dropped from the cache (so they refetch)
// and a toast in the spec's style says what happened.
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminDeleteContactsDocument, AdminMarkContactsReadDocument } from '../../../data/admin.generated';
import { ConfirmDialog, useConfirmTarget } from '../components/ConfirmDialog';
import { COUNTS, evictWritten } from '../../../data/cache';
import { readFailure } from '../data/errors';

const messages = (n: number) => `${n.toLocaleString('en-US')} message${n === 1 ? '' : 's'}`;

export const BULK_TOASTS = {
  read: (n: number) => ({ title: 'Contacts marked as read', description: `${messages(n)} marked as read.` }),
  readFailed: 'Failed to mark contacts as read',
  deleted: (n: number) => ({ title: 'Contacts deleted', description: `${messages(n)} removed.` }),
  deleteFailed: 'Failed to delete contacts',
} as const;

export function useBulkContactActions(onDone: () => void) {
  const { toast } = useToast();
  const confirm = useConfirmTarget<number[]>();
  const refresh = { update: (cache: Parameters<typeof evictWritten>[0]) => evictWritten(cache, ['ContactSubmission', COUNTS]) };
  const [markRead, { loading: marking }] = useMutation(AdminMarkContactsReadDocument, refresh);
  const [remove, { loading: deleting }] = useMutation(AdminDeleteContactsDocument, refresh);

  const markSelectedRead = async (ids: number[]) => {
    try {
      const { data } = await markRead({ variables: { ids } });
      toast({ ...BULK_TOASTS.read(data?.markContactsRead ?? 0), variant: 'success' });
      onDone();
    } catch (e) {
      toast({ title: BULK_TOASTS.readFailed, description: readFailure(e).message, variant: 'destructive' });
    }
  };

  const confirmDelete = async () => {
    const ids = confirm.target;
    if (!ids) return;
    try {
      const { data } = await remove({ variables: { ids } });
      toast({ ...BULK_TOASTS.deleted(data?.deleteContacts ?? 0), variant: 'success' });
      onDone();
    } catch (e) {
      toast({ title: BULK_TOASTS.deleteFailed, description: readFailure(e).message, variant: 'destructive' });
    } finally {
      confirm.close();
    }
  };

  const dialog = (
    <ConfirmDialog open={confirm.open} pending={deleting} onConfirm={() => void confirmDelete()} onClose={confirm.close}>
      {confirm.target && (
        <>
          This will permanently delete the <strong>{messages(confirm.target.length)}</strong> you selected. This action cannot be undone.
        </>
      )}
    </ConfirmDialog>
  );
  return { markSelectedRead, askDelete: confirm.ask, busy: marking || deleting, dialog };
}
