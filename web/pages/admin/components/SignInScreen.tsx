// The screen of the steps before the admin area (the login, an account's first password or
// two-factor set-up): a card on the brand's gradient with an icon, a title and a line under it, the
// step itself, then a way out at the foot.
import { Avatar, Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface SignInScreenProps {
  icon: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  maxWidth: number;
  /** A long step: on a phone it starts at the top, with a little less padding. */
  long?: boolean;
  children: ReactNode;
  /** A link or a button under the step (Return to Site, Log out). */
  footer: ReactNode;
}

export function SignInScreen({ icon, title, subtitle, maxWidth, long, children, footer }: SignInScreenProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: long ? { xs: 'flex-start', sm: 'center' } : 'center',
        justifyContent: 'center',
        p: long ? { xs: 1.5, sm: 2 } : 2,
        background: (t) => `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 55%, ${t.palette.primary.light} 100%)`,
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth, p: { xs: long ? 2.5 : 3, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: long ? 2 : 1, textAlign: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 52, height: 52, mb: 1.5 }} aria-hidden>
            {icon}
          </Avatar>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {subtitle}
          </Typography>
        </Box>
        {children}
        <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>
      </Paper>
    </Box>
  );
}
