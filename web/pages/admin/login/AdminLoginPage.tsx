// /admin/login: open to all; an administrator already logged in goes straight to the dashboard
// (or back to the page that sent them here). An account with two-factor sign-in is asked for a code
// from its authenticator app (or a recovery code) after its password.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, AlertTitle, Avatar, Box, Button, CircularProgress, Link, Paper, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { SITE } from '../../../../api/domain/site';
import { LOGIN_FAILED, useAuth } from '../auth/AuthContext';
import { useAdminTitle } from '../components/PageHeader';
import { LoadingState } from '../../../components/common/States';
import { readFailure, waitMessage } from '../data/errors';
import { loginSchema, type LoginValues } from './loginSchema';
import { ROUTES } from '../../../../api/domain/routes';
import { TwoFactorStep } from './TwoFactorStep';

function targetFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(ROUTES.adminDashboard.path) && !from.startsWith(ROUTES.adminLogin.path) ? from : ROUTES.adminDashboard.path;
}

export function AdminLoginPage() {
  useAdminTitle('Login');
  const { user, checking, login } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  /** The password was right: the account's code comes next. */
  const [codeStep, setCodeStep] = useState(false);
  const target = targetFrom(location.state);

  const formik = useFormik<LoginValues>({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const answer = await login({ username: values.username.trim(), password: values.password });
        if (answer === 'two-factor') {
          setCodeStep(true);
          return;
        }
        navigate(target, { replace: true });
      } catch (error) {
        const failure = readFailure(error, LOGIN_FAILED);
        if (failure.code === 'TOO_MANY_REQUESTS') setProblem(waitMessage(failure.retryAfterSeconds ?? 60));
        else if (failure.code === 'BAD_USER_INPUT' && Object.keys(failure.fieldErrors).length) formik.setErrors(failure.fieldErrors);
        else setProblem(failure.message);
      }
    },
  });
  // Validated on submit, then again on every change (as the contact form does).
  const live = formik.submitCount > 0;

  if (checking) return <LoadingState label="Checking your session" />;
  if (user?.isAdmin) return <Navigate to={target} replace />;

  const fieldProps = (name: keyof LoginValues) => ({
    id: `login-${name}`,
    name,
    value: formik.values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      void formik.setFieldValue(name, e.target.value, live);
    },
    onBlur: formik.handleBlur,
    error: live && Boolean(formik.errors[name]),
    helperText: live ? formik.errors[name] : undefined,
    fullWidth: true,
    margin: 'normal' as const,
  });

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (t) => `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 55%, ${t.palette.primary.light} 100%)`,
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 1 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 52, height: 52, mb: 1.5 }} aria-hidden>
            <LockOutlinedIcon />
          </Avatar>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Admin Login
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, textAlign: 'center' }}>
            Sign in to manage {SITE.shortName}. Login is restricted to administrators.
          </Typography>
        </Box>
        {user && !user.isAdmin && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            You are signed in as {user.username}, which is not an administrator account. Log in with an administrator account.
          </Alert>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            <AlertTitle>{LOGIN_FAILED}</AlertTitle>
            {problem}
          </Alert>
        )}
        {codeStep ? (
          <TwoFactorStep
            onSignedIn={() => navigate(target, { replace: true })}
            onStartOver={(why) => {
              formik.resetForm({ values: { username: formik.values.username, password: '' } });
              setCodeStep(false);
              setProblem(why);
            }}
          />
        ) : (
          <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ mt: 1 }}>
            <TextField {...fieldProps('username')} label="Username" autoComplete="username" autoFocus />
            <TextField {...fieldProps('password')} label="Password" type="password" autoComplete="current-password" />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={formik.isSubmitting}
              startIcon={formik.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ mt: 2, py: 1.25 }}
            >
              {formik.isSubmitting ? 'Logging in...' : 'Log in'}
            </Button>
          </Box>
        )}
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/">
            Return to Site
          </Link>
        </Box>
      </Paper>
    </Box>
  );
}
