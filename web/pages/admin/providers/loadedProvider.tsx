// What the provider form page and the route editor share: the provider named by the :id of the
// address, loaded afresh, and the states shown instead of the form until it is there (not found,
// loading, access denied, error).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Paper, Typography } from '@mui/material';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../../components/common/States';
import { AccessDenied } from '../components/AccessDenied';
import { readFailure, type Failure } from '../data/errors';
import { ROUTES } from '../../../../api/domain/routes';

export function ProviderNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Provider Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>The provider you are looking for does not exist or has been deleted.</Typography>
      <Button component={RouterLink} to={ROUTES.adminProviders.path} variant="contained" startIcon={<ArrowBackIcon />} sx={{ mt: 3 }}>
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

/** The provider with this id (none while adding: id null), fetched from the server on every visit. */
export function useLoadedProvider<P>(query: TypedDocumentNode<{ providerById: P | null }, { id: number }>, id: number | null, enabled = true) {
  const skip = id === null || !enabled;
  const load = useQuery(query, { variables: { id: id ?? 0 }, skip, fetchPolicy: 'network-only' });
  const provider = (load.data?.providerById as P | null | undefined) ?? null;
  return { provider, loading: !skip && load.loading && !provider, failure: load.error ? readFailure(load.error) : null };
}

export interface LoadState {
  /** The address names a provider (false for a malformed id). */
  named: boolean;
  provider: unknown;
  loading: boolean;
  failure: Failure | null;
  loadingLabel: string;
  errorText: (reason: string) => string;
}

/** What to show instead of a form that edits a provider, or null once it can show. */
export function providerLoadState({ named, provider, loading, failure, loadingLabel, errorText }: LoadState): ReactNode {
  if (!named || failure?.code === 'NOT_FOUND') return <ProviderNotFound />;
  if (loading) return <LoadingState label={loadingLabel} />;
  if (failure?.code === 'FORBIDDEN') return <AccessDenied />;
  if (failure) return <ErrorState>{errorText(failure.message)}</ErrorState>;
  if (!provider) return <ProviderNotFound />;
  return null;
}
