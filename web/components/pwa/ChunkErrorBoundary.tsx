// Catches what would otherwise blank the whole app: a lazy part of the app (the admin area, the map)
// that cannot load. Online, that means the page runs a bundle a deployment removed: it moves
// onto the new version (web/pwa/chunkRecovery.ts). Offline, it says the part needs a connection and
// retries when the connection returns. Other errors get a plain message with a Reload button.
import { Alert, AlertTitle, Box, Button, CircularProgress, Container } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isAdminPath } from '../../../api/domain/routes';
import { isChunkLoadError, recoverFromChunkError, type RecoveryOutcome } from '../../pwa/chunkRecovery';

export const OFFLINE_PART_TEXT = 'This page could not be loaded while you are offline. It will load when your connection returns.';
export const OFFLINE_ADMIN_TEXT = 'The admin area works only online. It will load when your connection returns.';
export const FAILED_TEXT = 'Something went wrong while loading this page.';

interface Props {
  children: ReactNode;
  /** The current path: a new path clears the error (e.g. leaving a page that failed). */
  resetKey: string;
  /** Injected in tests. */
  recover?: () => Promise<RecoveryOutcome>;
  reload?: () => void;
}

interface State {
  error: unknown;
  chunk: boolean;
  outcome: RecoveryOutcome | 'pending' | null;
}

export default class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, chunk: false, outcome: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, chunk: isChunkLoadError(error), outcome: isChunkLoadError(error) ? 'pending' : null };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (!isChunkLoadError(error)) return;
    void (this.props.recover ?? recoverFromChunkError)().then((outcome) => {
      if (this.state.error === error) this.setState({ outcome });
      if (outcome === 'offline') window.addEventListener('online', this.onOnline, { once: true });
    });
  }

  override componentDidUpdate(prev: Props): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) {
      window.removeEventListener('online', this.onOnline);
      this.setState({ error: null, chunk: false, outcome: null });
    }
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.onOnline);
  }

  // React.lazy remembers a failed import: only a reload tries again.
  private readonly onOnline = () => this.reload();

  private reload(): void {
    (this.props.reload ?? (() => window.location.reload()))();
  }

  override render(): ReactNode {
    const { error, chunk, outcome } = this.state;
    if (!error) return this.props.children;
    if (chunk && (outcome === 'pending' || outcome === 'reloading')) {
      return (
        <Box role="status" aria-label="Loading the latest version" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
          <CircularProgress />
        </Box>
      );
    }
    const offline = chunk && outcome === 'offline';
    const admin = typeof window !== 'undefined' && isAdminPath(window.location.pathname);
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Alert
          severity={offline ? 'warning' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={() => this.reload()} sx={{ whiteSpace: 'nowrap' }}>
              {offline ? 'Try again' : 'Reload'}
            </Button>
          }
        >
          <AlertTitle>{offline ? 'You are offline' : 'Page not loaded'}</AlertTitle>
          {offline ? (admin ? OFFLINE_ADMIN_TEXT : OFFLINE_PART_TEXT) : FAILED_TEXT}
        </Alert>
      </Container>
    );
  }
}

/** The boundary, cleared whenever the route changes. */
export function RoutedChunkErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ChunkErrorBoundary resetKey={pathname}>{children}</ChunkErrorBoundary>;
}
