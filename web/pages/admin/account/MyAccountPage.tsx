// /admin/account: the signed-in account's password, two-factor sign-in and sessions ("signed in
// elsewhere"), for every administrator whatever their role.
import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ROLE_LABELS } from '../../../../api/domain/roles';
import { useAuth } from '../auth/AuthContext';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { MY_ACCOUNT_TEXTS as T, PASSWORD_TEXTS, SESSIONS_TEXTS, TWO_FACTOR_TEXTS } from './accountTexts';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';
import { TwoFactorSection } from './TwoFactorSection';

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 1 }}>{intro}</Typography>}
      {children}
    </Paper>
  );
}

export default function MyAccountPage() {
  useAdminTitle(T.title);
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle(user.username, user.role ? ROLE_LABELS[user.role] : 'no role')} />
      <Section id="account-password" title={PASSWORD_TEXTS.title} intro={PASSWORD_TEXTS.intro}>
        <ChangePasswordForm username={user.username} />
      </Section>
      <Section id="account-two-factor" title={TWO_FACTOR_TEXTS.title}>
        <TwoFactorSection user={user} />
      </Section>
      <Section id="account-sessions" title={SESSIONS_TEXTS.title} intro={SESSIONS_TEXTS.intro}>
        <SessionsList />
      </Section>
    </>
  );
}
