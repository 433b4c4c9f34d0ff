// My account's two-factor sign-in: its state, setting it up, and (once on) new recovery codes, a new
// authenticator, or turning it off, each after a code or the password.
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminDisableTwoFactorDocument, AdminNewRecoveryCodesDocument, AdminStartTwoFactorDocument, type ConfirmIdentityInput } from '../../../data/admin.generated';
import type { AdminUser } from '../auth/AuthContext';
import { useAuth } from '../auth/AuthContext';
import { TWO_FACTOR_TEXTS as T } from './accountTexts';
import { IdentityDialog } from './IdentityDialog';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSetup, type Enrolment } from './TwoFactorSetup';

/** At or below this many codes left, the section asks for new ones. */
const FEW_RECOVERY_CODES = 2;

type Asking = 'newCodes' | 'newAuthenticator' | 'turnOff';
type Showing = { kind: 'setup'; started?: Enrolment } | { kind: 'codes'; codes: string[] } | null;

export function TwoFactorSection({ user }: { user: AdminUser }) {
  const { toast } = useToast();
  const { updateUser } = useAuth();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [showing, setShowing] = useState<Showing>(null);
  const [disable] = useMutation(AdminDisableTwoFactorDocument);
  const [renew] = useMutation(AdminNewRecoveryCodesDocument);
  const [start] = useMutation(AdminStartTwoFactorDocument);

  const confirm = async (identity: ConfirmIdentityInput) => {
    if (asking === 'turnOff') {
      const { data } = await disable({ variables: { identity } });
      updateUser(data!.disableTwoFactor);
      toast({ title: T.turnedOff, variant: 'success' });
    } else if (asking === 'newCodes') {
      const { data } = await renew({ variables: { identity } });
      updateUser(data!.newRecoveryCodes.user);
      setShowing({ kind: 'codes', codes: data!.newRecoveryCodes.codes });
    } else {
      // The new authenticator's setup starts here, so a wrong code or password is said in this dialog.
      const { data } = await start({ variables: { identity } });
      setShowing({ kind: 'setup', started: data!.startTwoFactorEnrolment });
    }
    setAsking(null);
  };

  const done = () => setShowing(null);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        {user.twoFactorEnabled ? <VerifiedUserOutlinedIcon color="success" aria-hidden /> : <SecurityOutlinedIcon color="action" aria-hidden />}
        <Typography sx={{ fontWeight: 600 }} data-testid="two-factor-state">
          {user.twoFactorEnabled ? T.on : T.off}
        </Typography>
      </Box>
      {showing?.kind === 'setup' ? (
        <Box sx={{ mt: 2 }}>
          <TwoFactorSetup
            username={user.username}
            started={showing.started}
            onDone={() => {
              toast({ title: T.enabled, variant: 'success' });
              done();
            }}
            onCancel={done}
          />
        </Box>
      ) : showing?.kind === 'codes' ? (
        <Box sx={{ mt: 2 }}>
          <RecoveryCodes codes={showing.codes} username={user.username} onDone={done} />
        </Box>
      ) : user.twoFactorEnabled ? (
        <>
          {user.recoveryCodesLeft <= FEW_RECOVERY_CODES ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {T.fewLeft(user.recoveryCodesLeft)}
            </Alert>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {T.recoveryLeft(user.recoveryCodesLeft)}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button variant="outlined" onClick={() => setAsking('newCodes')}>
              {T.newCodes}
            </Button>
            <Button variant="outlined" onClick={() => setAsking('newAuthenticator')}>
              {T.newAuthenticator}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setAsking('turnOff')}>
              {T.turnOff}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {T.intro}
          </Typography>
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => setShowing({ kind: 'setup' })}>
            {T.setUp}
          </Button>
        </>
      )}
      <IdentityDialog
        open={asking !== null}
        title={asking ? T.confirmTitle[asking] : ''}
        intro={asking ? T.confirmIntro[asking] : ''}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
