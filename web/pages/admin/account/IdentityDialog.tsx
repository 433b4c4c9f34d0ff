// Before turning two-factor sign-in off, asking for new recovery codes or setting up a new
// authenticator: a code from the app (or a recovery code), or the password.
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import type { ConfirmIdentityInput } from '../../../data/admin.generated';
import { readFailure } from '../data/errors';
import { TWO_FACTOR_TEXTS as T } from './accountTexts';
import { PasswordField } from './PasswordField';

export interface IdentityDialogProps {
  open: boolean;
  title: string;
  intro: string;
  confirmLabel?: string;
  /** Does the change; a refusal (a wrong code) keeps the dialog open with the server's message. */
  onConfirm: (identity: ConfirmIdentityInput) => Promise<void>;
  onClose: () => void;
}

export function IdentityDialog({ open, title, intro, confirmLabel = T.go, onConfirm, onClose }: IdentityDialogProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setCode('');
    setPassword('');
    setErrors({});
    setProblem(null);
    onClose();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setPending(true);
    setErrors({});
    setProblem(null);
    try {
      await onConfirm(code.trim() ? { code: code.trim() } : { password });
      setCode('');
      setPassword('');
    } catch (error) {
      const failure = readFailure(error, T.failed);
      if (Object.keys(failure.fieldErrors).length) setErrors(failure.fieldErrors);
      else setProblem(failure.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{intro}</DialogContentText>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            id={`${id}-code`}
            label={T.codeOrRecovery}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            fullWidth
            margin="normal"
            error={Boolean(errors.code)}
            helperText={errors.code}
            autoFocus
          />
          <PasswordField id={`${id}-password`} label={T.orPassword} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" error={Boolean(errors.password)} helperText={errors.password} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || (!code.trim() && !password)} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
