// "Are you sure?" before a delete: names what goes, says it is permanent, and reads
// 'Deleting...' while the call is pending.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useId, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  children: ReactNode;
  confirmLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  /** The confirm button's colour: 'error' for what takes something away (the default), 'primary' otherwise (a restore). */
  tone?: 'error' | 'primary';
  /** Confirming is not possible yet (say, while what would happen is being checked). */
  confirmDisabled?: boolean;
  /** Nothing to confirm (the dialog only explains): the cancel button then reads `closeLabel`. */
  noConfirm?: boolean;
  closeLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title = 'Are you sure?',
  children,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  pending = false,
  tone = 'error',
  confirmDisabled = false,
  noConfirm = false,
  closeLabel = 'Close',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} autoFocus={noConfirm}>
          {noConfirm ? closeLabel : 'Cancel'}
        </Button>
        {!noConfirm && (
          <Button onClick={onConfirm} color={tone} variant="contained" disabled={pending || confirmDisabled} autoFocus>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The standard body: 'This will permanently delete the provider "X". This action cannot be undone.' */
export function PermanentDeleteText({ kind, name }: { kind: string; name: string }) {
  return (
    <>
      This will permanently delete the {kind} <strong>&ldquo;{name}&rdquo;</strong>. This action cannot be undone.
    </>
  );
}

/**
 * What a confirmation dialog is about. The target outlives `open`, so the dialog's text does not
 * go blank while it fades out.
 */
export function useConfirmTarget<T>() {
  const [state, setState] = useState<{ target: T | null; open: boolean }>({ target: null, open: false });
  const ask = useCallback((target: T) => setState({ target, open: true }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { target: state.target, open: state.open, ask, close };
}
