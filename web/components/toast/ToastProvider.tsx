// Notifications (SPEC.md section 9): one toast at a time, shown 5000 ms, swipe right 50 px to
// dismiss, F8 moves focus to the toast area, at most 420 px wide.
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST } from '../../../api/domain/rules';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** A button in the toast, e.g. Reload for a new version. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds; null keeps it until dismissed. */
  duration?: number | null;
}

interface ToastState extends ToastOptions {
  id: number;
}

interface ToastApi {
  toast: (options: ToastOptions) => number;
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);

  const dismiss = useCallback((id?: number) => {
    setCurrent((t) => (t && (id === undefined || t.id === id) ? null : t));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId++;
    setCurrent({ id, ...options }); // the limit is one: a new toast replaces the old one
    return id;
  }, []);

  useEffect(() => {
    if (!current) return;
    const duration = current.duration === undefined ? TOAST.durationMs : current.duration;
    if (duration === null) return;
    const timer = setTimeout(() => dismiss(current.id), duration);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        ref={regionRef}
        tabIndex={-1}
        role="region"
        aria-label="Notifications (F8)"
        sx={{
          position: 'fixed',
          zIndex: (t) => t.zIndex.snackbar,
          bottom: { xs: 8, sm: 16 },
          right: { xs: 8, sm: 16 },
          left: { xs: 8, sm: 'auto' },
          width: { sm: '100%' },
          maxWidth: TOAST.maxWidthPx,
          outline: 'none',
          pointerEvents: current ? 'auto' : 'none',
        }}
      >
        {/* Both live regions are always in the page: screen readers announce what is inserted into a
            region they already know, not a region that appears together with its text. */}
        <div role="status" aria-live="polite" data-testid="toast-live-polite">
          {current && current.variant !== 'destructive' && <ToastCard key={current.id} toast={current} onDismiss={() => dismiss(current.id)} />}
        </div>
        <div role="alert" aria-live="assertive" data-testid="toast-live-assertive">
          {current && current.variant === 'destructive' && <ToastCard key={current.id} toast={current} onDismiss={() => dismiss(current.id)} />}
        </div>
      </Box>
    </ToastContext.Provider>
  );
}

/** Pixels a pointer must travel sideways before the toast follows it as a swipe. */
const DRAG_START_PX = 6;

function ToastCard({ toast, onDismiss }: { toast: ToastState; onDismiss: () => void }) {
  const [dx, setDx] = useState(0);
  // The pointer that went down on the toast, and whether it has become a sideways drag.
  const gesture = useRef<{ id: number; x: number; y: number; dragging: boolean } | null>(null);
  const destructive = toast.variant === 'destructive';

  const onPointerDown = (e: React.PointerEvent) => {
    // A press on the close or action button stays a click: no swipe tracking, no pointer capture
    // (capturing here would retarget the click to the toast and the button would never get it).
    if ((e.target as Element).closest('button, a')) return;
    gesture.current = { id: e.pointerId, x: e.clientX, y: e.clientY, dragging: false };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const g = gesture.current;
    if (!g || g.id !== e.pointerId) return;
    const moved = e.clientX - g.x;
    if (!g.dragging) {
      if (Math.abs(moved) < DRAG_START_PX || Math.abs(moved) < Math.abs(e.clientY - g.y)) return;
      g.dragging = true;
      // Only now keep the pointer's events while it leaves the toast during the swipe.
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    }
    setDx(Math.max(0, moved));
  };
  const onPointerUp = (e: React.PointerEvent) => {
    const g = gesture.current;
    if (!g || g.id !== e.pointerId) return;
    gesture.current = null;
    if (g.dragging && Math.max(0, e.clientX - g.x) >= TOAST.swipeThresholdPx) onDismiss();
    else setDx(0);
  };

  return (
    <Paper
      elevation={6}
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      sx={{
        p: 2,
        pr: 5,
        position: 'relative',
        touchAction: 'pan-y',
        transform: `translateX(${dx}px)`,
        opacity: dx ? Math.max(0.3, 1 - dx / 200) : 1,
        transition: gesture.current?.dragging ? 'none' : 'transform 150ms ease, opacity 150ms ease',
        bgcolor: destructive ? 'error.main' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
        borderLeft: 4,
        borderColor: destructive ? 'error.dark' : toast.variant === 'success' ? 'success.main' : 'primary.main',
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {toast.title}
      </Typography>
      {toast.description && (
        <Typography variant="body2" component="p" sx={{ mt: 0.5, opacity: 0.9 }}>
          {toast.description}
        </Typography>
      )}
      {toast.action && (
        <Box sx={{ mt: 1 }}>
          <Box
            component="button"
            type="button"
            onClick={() => {
              toast.action!.onClick();
              onDismiss();
            }}
            sx={{
              font: 'inherit',
              fontWeight: 600,
              cursor: 'pointer',
              border: 1,
              borderRadius: 1,
              px: 1.5,
              py: 0.5,
              bgcolor: 'transparent',
              color: 'inherit',
            }}
          >
            {toast.action.label}
          </Box>
        </Box>
      )}
      <IconButton aria-label="Dismiss notification" size="small" onClick={onDismiss} sx={{ position: 'absolute', top: 6, right: 6, color: 'inherit' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
