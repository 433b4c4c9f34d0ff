// Setting up an authenticator app: the server's QR code (and the key to type instead), the first
// code to confirm it, then the recovery codes, shown once. Used on My account and as the forced step
// when the site requires two-factor sign-in.
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_TEXTS, isTotpCode, normalCode } from '../../../../api/domain/accounts';
import { AdminConfirmTwoFactorDocument, AdminStartTwoFactorDocument, type AdminStartTwoFactorMutation } from '../../../data/admin.generated';
import { useAuth, type AdminUser } from '../auth/AuthContext';
import { readFailure } from '../data/errors';
import { TWO_FACTOR_TEXTS as T } from './accountTexts';
import { RecoveryCodes } from './RecoveryCodes';

/** The QR code as an image (the SVG text drawn by the server; an <img> never runs what it holds). */
export const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A base32 key in groups of four, as authenticator apps show and accept it. */
const grouped = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

export type Enrolment = AdminStartTwoFactorMutation['startTwoFactorEnrolment'];

export interface TwoFactorSetupProps {
  username: string;
  /** An enrolment already started (replacing an authenticator: started once the code or password was given). */
  started?: Enrolment;
  /** Called once the recovery codes are saved, with the user as the server now has it. */
  onDone: (user: AdminUser) => void;
  onCancel?: () => void;
}

export function TwoFactorSetup({ username, started: given, onDone, onCancel }: TwoFactorSetupProps) {
  const { updateUser } = useAuth();
  const [start, started] = useMutation(AdminStartTwoFactorDocument);
  const [confirm, confirming] = useMutation(AdminConfirmTwoFactorDocument);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ codes: string[]; user: AdminUser } | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || given) return;
    asked.current = true;
    start().catch((e: unknown) => setProblem(readFailure(e, T.failed).message));
  }, [start, given]);

  const enrolment = given ?? started.data?.startTwoFactorEnrolment;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!isTotpCode(code)) {
      setCodeError(ACCOUNT_TEXTS.codeFormat);
      return;
    }
    setCodeError(null);
    try {
      const { data } = await confirm({ variables: { input: { code: normalCode(code) } } });
      const answer = data!.confirmTwoFactor;
      setDone({ codes: answer.codes, user: answer.user });
    } catch (error) {
      const failure = readFailure(error, T.failed);
      if (failure.fieldErrors.code) setCodeError(failure.fieldErrors.code);
      else setProblem(failure.message);
    }
  };

  if (done) {
    return (
      <RecoveryCodes
        codes={done.codes}
        username={username}
        onDone={() => {
          updateUser(done.user);
          onDone(done.user);
        }}
      />
    );
  }

  return (
    <Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {!enrolment ? (
        !problem && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }} role="status">
            <CircularProgress size={20} />
            <Typography>{T.starting}</Typography>
          </Box>
        )
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{T.scan}</Typography>
            <Box
              component="img"
              src={svgDataUri(enrolment.qrSvg)}
              alt={T.qrAlt}
              width={200}
              height={200}
              sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white', mx: { xs: 'auto', md: 0 } }}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              {T.manual}
            </Typography>
            <Typography component="code" data-testid="totp-key" sx={{ fontFamily: 'monospace', fontSize: '0.95rem', wordBreak: 'break-all', display: 'block', mt: 0.5 }}>
              {grouped(enrolment.secret)}
            </Typography>
          </Box>
          <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={T.title}>
            <Typography component="label" htmlFor="totp-confirm-code" sx={{ fontWeight: 600, display: 'block' }}>
              {T.enterCode}
            </Typography>
            <TextField
              id="totp-confirm-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder="123456"
              autoComplete="one-time-code"
              error={Boolean(codeError)}
              helperText={codeError ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': T.code } }}
              sx={{ mt: 1, width: '100%', maxWidth: 240 }}
            />
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button type="submit" variant="contained" disabled={confirming.loading} startIcon={confirming.loading ? <CircularProgress size={18} color="inherit" /> : undefined}>
                {confirming.loading ? T.confirming : T.confirm}
              </Button>
              {onCancel && <Button onClick={onCancel}>{T.cancel}</Button>}
            </Box>
          </Box>
        </Box>
      )}
      {problem && onCancel && (
        <Button onClick={onCancel} sx={{ mt: 1 }}>
          {T.cancel}
        </Button>
      )}
    </Box>
  );
}
