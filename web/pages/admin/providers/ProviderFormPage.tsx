// /admin/providers/add and /admin/providers/edit/:id.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useToast } from '../../../components/toast/ToastProvider';
import { AccessDenied } from '../components/AccessDenied';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { ErrorState, LoadingState } from '../components/PageStates';
import { ProviderFields } from './ProviderFields';
import { useProviderForm } from './useProviderForm';

export function ProviderNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Provider Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>The provider you are looking for does not exist or has been deleted.</Typography>
      <Button component={RouterLink} to="/admin/providers" variant="contained" startIcon={<ArrowBackIcon />} sx={{ mt: 3 }}>
        Back to Providers
      </Button>
    </Paper>
  );
}

/** The :id route parameter as a positive integer, or NaN. */
export function useIdParam(): number {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

export function ProviderFormPage() {
  const { id: idParam } = useParams();
  const parsed = useIdParam();
  const adding = idParam === undefined;
  const state = useProviderForm(adding ? null : Number.isNaN(parsed) ? -1 : parsed);
  const { mode, formik, loading, loadFailure, provider } = state;
  const { toast } = useToast();
  useAdminTitle(mode === 'add' ? 'Add Provider' : 'Edit Provider');

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!loadFailure || loadFailure.code === 'NOT_FOUND' || loadFailure.code === 'FORBIDDEN') return;
    if (reported.current === loadFailure.message) return;
    reported.current = loadFailure.message;
    toast({ title: 'Error', description: `Failed to load provider: ${loadFailure.message}`, variant: 'destructive' });
  }, [loadFailure, toast]);

  if (!adding && (Number.isNaN(parsed) || loadFailure?.code === 'NOT_FOUND' || (!loading && !loadFailure && !provider))) {
    return <ProviderNotFound />;
  }
  if (loading) return <LoadingState label="Loading provider" />;
  if (loadFailure?.code === 'FORBIDDEN') return <AccessDenied />;
  if (loadFailure) return <ErrorState message="Failed to fetch provider" />;

  const busy = formik.isSubmitting || state.uploading;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Button component={RouterLink} to="/admin/providers" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back to Providers
      </Button>
      <PageHeader
        title={mode === 'add' ? 'Add Provider' : 'Edit Provider'}
        subtitle={mode === 'add' ? 'Add a transport company to the comparison.' : provider?.name}
      />
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={mode === 'add' ? 'Add provider' : 'Edit provider'}>
        <ProviderFields
          formik={formik}
          mode={mode}
          onNameChange={state.changeName}
          onSlugChange={state.changeSlug}
          onUploadingChange={state.setUploading}
        />
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            display: 'flex',
            gap: 1.5,
            justifyContent: 'flex-end',
            py: 2,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button component={RouterLink} to="/admin/providers" disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={formik.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {mode === 'add' ? 'Create Provider' : 'Update Provider'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
