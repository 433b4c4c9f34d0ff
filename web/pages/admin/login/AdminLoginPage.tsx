// /admin/login: open to all; an administrator already logged in goes straight to the dashboard
// (or back to the page that sent them here). An account with two-factor sign-in is asked for a code
// from its authenticator app (or a recovery code) after its password.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, AlertTitle, Box, Button, CircularProgress, Link, TextField } from '@mui/material';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { SITE } from '../../../../api/domain/site';
import { LOGIN_FAILED, useAuth } from '../auth/AuthContext';
import { useAdminTitle } from '../components/PageHeader';
import { SignInScreen } from '../components/SignInScreen';
import { LoadingState } from '../../../components/common/States';
import { useSentForm } from '../forms/useSentForm';
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
  /** The password was right: the account's code comes next. */
  const [codeStep, setCodeStep] = useState(false);
  const target = targetFrom(location.state);

  // Validated on submit, then again on every change (as the contact form does).
  const { formik, problem, setProblem, live } = useSentForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    failed: LOGIN_FAILED,
    send: async (values) => {
      const answer = await login({ username: values.username.trim(), password: values.password });
      if (answer === 'two-factor') {
        setCodeStep(true);
        return;
      }
      navigate(target, { replace: true });
    },
  });

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
    <SignInScreen
      icon={<LockOutlinedIcon />}
      title="Admin Login"
      subtitle={`Sign in to manage ${SITE.shortName}. Login is restricted to administrators.`}
      maxWidth={420}
      footer={
        <Link component={RouterLink} to="/">
          Return to Site
        </Link>
      }
    >
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
    </SignInScreen>
  );
}
