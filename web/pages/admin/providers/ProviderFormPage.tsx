// /admin/providers/add and /admin/providers/edit/:id (with the provider's History panel).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useApolloClient } from '@apollo/client/react';
import { Box, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminProviderDocument } from '../../../data/admin.generated';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { SaveConflict } from '../forms/ConflictDialog';
import { SaveBar } from '../forms/FormActions';
import { HistoryPanel } from '../history/HistoryPanel';
import { providerLoadState, useIdParam, useLoadedProvider } from './loadedProvider';
import { ProviderFields } from './ProviderFields';
import { useProviderForm } from './useProviderForm';
import { ArchivedBanner } from './ArchivedBanner';
import { ROUTES } from '../../../../api/domain/routes';

export function ProviderFormPage() {
  const { id: idParam } = useParams();
  const parsed = useIdParam();
  const adding = idParam === undefined;
  const id = adding ? null : Number.isNaN(parsed) ? -1 : parsed;
  const { provider, loading, failure } = useLoadedProvider(AdminProviderDocument, id);
  const form = useProviderForm(id, provider);
  const { mode, formik } = form;
  const { toast } = useToast();
  const client = useApolloClient();
  useAdminTitle(mode === 'add' ? 'Add Provider' : 'Edit Provider');

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!failure || failure.code === 'NOT_FOUND' || failure.code === 'FORBIDDEN') return;
    if (reported.current === failure.message) return;
    reported.current = failure.message;
    toast({ title: 'Error', description: `Failed to load provider: ${failure.message}`, variant: 'destructive' });
  }, [failure, toast]);

  const waiting =
    !adding &&
    providerLoadState({ named: !Number.isNaN(parsed), provider, loading, failure, loadingLabel: 'Loading provider', errorText: () => 'Failed to fetch provider' });
  if (waiting) return waiting;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Button component={RouterLink} to={ROUTES.adminProviders.path} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back to Providers
      </Button>
      <PageHeader
        title={mode === 'add' ? 'Add Provider' : 'Edit Provider'}
        subtitle={mode === 'add' ? 'Add a transport company to the comparison.' : provider?.name}
      />
      {id !== null && <ArchivedBanner id={id} unsavedChanges={formik.dirty} />}
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={mode === 'add' ? 'Add provider' : 'Edit provider'}>
        <ProviderFields formik={formik} mode={mode} onNameChange={form.changeName} onSlugChange={form.changeSlug} onUploadingChange={form.setUploading} />
        <SaveConflict conflict={form.conflict} />
        <SaveBar
          submitLabel={mode === 'add' ? 'Create Provider' : 'Update Provider'}
          submitting={formik.isSubmitting}
          disabled={form.uploading}
          cancelTo={ROUTES.adminProviders.path}
        />
      </Box>
      {id !== null && (
        // After a revert the provider is read again in place: the form then holds it as the revert left it.
        <HistoryPanel entityType="Provider" entityId={id} keepRecordCached inForm onReverted={() => client.refetchQueries({ include: [AdminProviderDocument] })} />
      )}
    </Box>
  );
}
