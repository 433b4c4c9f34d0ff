// What an account must do before anything else, in place of every admin page (the server refuses
// the others until then): choose its own password after a one-time one, or set up two-factor
// sign-in when the site requires it. Drawn like the login page, with a way out (Log out).
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import { Avatar, Box, Button, Paper, Typography } from '@mui/material';
import type { AccountStep } from '../../../../api/domain/accounts';
import { useAuth, type AdminUser } from '../auth/AuthContext';
import { useAdminTitle } from '../components/PageHeader';
import { MY_ACCOUNT_TEXTS as T, PASSWORD_TEXTS } from './accountTexts';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorSetup } from './TwoFactorSetup';

export function AccountSetupPage({ user, step }: { user: AdminUser; step: AccountStep }) {
  useAdminTitle(T.setupTitle);
  const { logout, updateUser } = useAuth();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 1.5, sm: 2 },
        background: (t) => `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 55%, ${t.palette.primary.light} 100%)`,
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: step === 'ENROL_TWO_FACTOR' ? 720 : 460, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2, textAlign: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 52, height: 52, mb: 1.5 }} aria-hidden>
            <LockResetOutlinedIcon />
          </Avatar>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {T.setupTitle}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {step === 'CHANGE_PASSWORD' ? T.setupPassword : T.setupTwoFactor}
          </Typography>
        </Box>
        {step === 'CHANGE_PASSWORD' ? (
          <ChangePasswordForm username={user.username} currentLabel={PASSWORD_TEXTS.oneTime} />
        ) : (
          <TwoFactorSetup username={user.username} onDone={(done: AdminUser) => updateUser(done)} />
        )}
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Button onClick={() => void logout()}>{T.logOut}</Button>
        </Box>
      </Paper>
    </Box>
  );
}
