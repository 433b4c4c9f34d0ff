// Sign-in's second step: the 6-digit code from the authenticator app, or (lost phone) one of the
// recovery codes. A wrong code is said beside its box; a sign-in that expired (or whose password
// changed meanwhile) goes back to the password.
import { Alert, AlertTitle, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ACCOUNT_TEXTS, isTotpCode, normalCode } from '../../../../api/domain/accounts';
import { LOGIN_FAILED, useAuth } from '../auth/AuthContext';
import { readFailure, waitMessage } from '../data/errors';

export const TWO_FACTOR_STEP_TEXTS = {
  title: 'Two-step verification',
  intro: 'Enter the 6-digit code your authenticator app shows for RDU Rides.',
  recoveryIntro: 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.',
  code: 'Code',
  recoveryCode: 'Recovery code',
  submit: 'Verify',
  submitting: 'Verifying...',
  useRecovery: 'Lost your phone? Use a recovery code',
  useCode: 'Use a code from the app instead',
  startOver: 'Start over',
} as const;
const T = TWO_FACTOR_STEP_TEXTS;

export function TwoFactorStep({ onSignedIn, onStartOver }: { onSignedIn: () => void; onStartOver: (why: string | null) => void }) {
  const { loginTwoFactor } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const text = value.trim();
    if (!recovery && !isTotpCode(text)) return setFieldError(ACCOUNT_TEXTS.codeFormat);
    if (recovery && !text) return setFieldError(ACCOUNT_TEXTS.codeOrRecoveryCode);
    setFieldError(null);
    setPending(true);
    try {
      await loginTwoFactor(recovery ? { recoveryCode: text } : { code: normalCode(text) });
      onSignedIn();
    } catch (error) {
      const failure = readFailure(error, LOGIN_FAILED);
      if (failure.code === 'TOO_MANY_REQUESTS') setProblem(waitMessage(failure.retryAfterSeconds ?? 60));
      else if (failure.message === ACCOUNT_TEXTS.signInExpired) onStartOver(failure.message);
      else if (failure.code === 'UNAUTHENTICATED' || failure.fieldErrors.code || failure.fieldErrors.recoveryCode) {
        setFieldError(failure.fieldErrors.code ?? failure.fieldErrors.recoveryCode ?? failure.message);
      } else setProblem(failure.message);
      setPending(false);
    }
  };

  const switchKind = () => {
    setRecovery((r) => !r);
    setValue('');
    setFieldError(null);
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 2 }} aria-labelledby="two-factor-title">
      <Typography id="two-factor-title" variant="h6" component="h2" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {T.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 0.5 }}>
        {recovery ? T.recoveryIntro : T.intro}
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          <AlertTitle>{LOGIN_FAILED}</AlertTitle>
          {problem}
        </Alert>
      )}
      <TextField
        key={recovery ? 'recovery' : 'code'}
        id={recovery ? 'login-recovery-code' : 'login-code'}
        label={recovery ? T.recoveryCode : T.code}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        error={Boolean(fieldError)}
        helperText={fieldError ?? ' '}
        fullWidth
        margin="normal"
        autoFocus
        slotProps={{ htmlInput: recovery ? { autoCapitalize: 'none', spellCheck: false } : { inputMode: 'numeric' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ mt: 1, py: 1.25 }}
      >
        {pending ? T.submitting : T.submit}
      </Button>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 2 }}>
        <Link component="button" type="button" onClick={switchKind}>
          {recovery ? T.useCode : T.useRecovery}
        </Link>
        <Link component="button" type="button" onClick={() => onStartOver(null)}>
          {T.startOver}
        </Link>
      </Box>
    </Box>
  );
}
