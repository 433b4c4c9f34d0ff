// What an account must do before anything else, in place of every admin page (the server refuses
// the others until then): choose its own password after a one-time one, or set up two-factor
// sign-in when the site requires it. Drawn like the login page, with a way out (Log out).
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import { Button } from '@mui/material';
import type { AccountStep } from '../../../../api/domain/accounts';
import { useAuth, type AdminUser } from '../auth/AuthContext';
import { useAdminTitle } from '../components/PageHeader';
import { SignInScreen } from '../components/SignInScreen';
import { MY_ACCOUNT_TEXTS as T, PASSWORD_TEXTS } from './accountTexts';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorSetup } from './TwoFactorSetup';

export function AccountSetupPage({ user, step }: { user: AdminUser; step: AccountStep }) {
  useAdminTitle(T.setupTitle);
  const { logout, updateUser } = useAuth();
  return (
    <SignInScreen
      icon={<LockResetOutlinedIcon />}
      title={T.setupTitle}
      subtitle={step === 'CHANGE_PASSWORD' ? T.setupPassword : T.setupTwoFactor}
      maxWidth={step === 'ENROL_TWO_FACTOR' ? 720 : 460}
      long
      footer={<Button onClick={() => void logout()}>{T.logOut}</Button>}
    >
      {step === 'CHANGE_PASSWORD' ? (
        <ChangePasswordForm username={user.username} currentLabel={PASSWORD_TEXTS.oneTime} />
      ) : (
        <TwoFactorSetup username={user.username} onDone={(done: AdminUser) => updateUser(done)} />
      )}
    </SignInScreen>
  );
}
