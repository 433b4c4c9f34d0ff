// The edit page of an archived provider says so at the top (off the site, where its page sends
// visitors, its history kept) and offers Restore there. Restoring raises the provider's version, so
// the form is loaded again afterwards: Restore waits while the form has unsaved changes.
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminProviderArchiveStateDocument, AdminRestoreProviderDocument } from '../../../data/admin.generated';
import { COUNTS, evictWritten } from '../../../data/cache';
import { useToast } from '../../../components/toast/ToastProvider';
import { readFailure } from '../data/errors';
import { ARCHIVING_LABELS } from '../data/useArchiving';
import { ARCHIVE_LIST_TEXTS, ARCHIVED_BANNER_TEXTS } from './archiveTexts';

const day = (at: unknown) => new Date(String(at)).toLocaleDateString('en-US', { dateStyle: 'medium' });

export function ArchivedBanner({ id, unsavedChanges = false }: { id: number; unsavedChanges?: boolean }) {
  const { toast } = useToast();
  const state = useQuery(AdminProviderArchiveStateDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [restore, restoring] = useMutation(AdminRestoreProviderDocument, { update: (cache) => evictWritten(cache, ['Provider', COUNTS]) });
  const provider = state.data?.providerById;
  if (!provider?.archivedAt) return null;

  const onRestore = async () => {
    try {
      await restore({ variables: { id } });
      toast({ title: ARCHIVE_LIST_TEXTS.restored, description: ARCHIVE_LIST_TEXTS.restoredText(provider.name), variant: 'success' });
    } catch (e) {
      toast({ title: 'Error', description: ARCHIVE_LIST_TEXTS.restoreFailed(readFailure(e).message), variant: 'destructive' });
    }
  };

  return (
    <Alert
      severity="warning"
      icon={<ArchiveOutlinedIcon />}
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" variant="outlined" size="small" disabled={restoring.loading || unsavedChanges} onClick={() => void onRestore()}>
          {restoring.loading ? ARCHIVING_LABELS.restoring : ARCHIVING_LABELS.restore}
        </Button>
      }
    >
      <AlertTitle>{ARCHIVED_BANNER_TEXTS.title}</AlertTitle>
      {ARCHIVED_BANNER_TEXTS.text(day(provider.archivedAt), provider.redirectTo?.name ?? null)}
      {unsavedChanges && ` ${ARCHIVED_BANNER_TEXTS.saveFirst}`}
    </Alert>
  );
}
