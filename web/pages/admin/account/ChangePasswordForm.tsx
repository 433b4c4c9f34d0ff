// The password change form (My account, and the forced change after a one-time password).
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { AdminUser } from '../auth/AuthContext';
import { PASSWORD_TEXTS as T } from './accountTexts';
import { PasswordField } from './PasswordField';
import type { ChangePasswordValues } from './passwordSchema';
import { useChangePasswordForm } from './useChangePasswordForm';

export interface ChangePasswordFormProps {
  username: string;
  /** The current password's label: 'One-time password' when the account must change it first. */
  currentLabel?: string;
  onChanged?: (user: AdminUser) => void;
}

export function ChangePasswordForm({ username, currentLabel = T.current, onChanged }: ChangePasswordFormProps) {
  const { formik, problem, live } = useChangePasswordForm(username, onChanged);
  const field = (name: keyof ChangePasswordValues, label: string, autoComplete: string, hint?: string) => ({
    id: `password-${name}`,
    name,
    label,
    autoComplete,
    value: formik.values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => void formik.setFieldValue(name, e.target.value, live),
    // A message from the server (a common password) shows even before the form re-checks.
    error: Boolean(formik.errors[name]),
    helperText: formik.errors[name] ?? hint,
  });
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={T.title} sx={{ maxWidth: 520 }}>
      {/* The username, for password managers saving the new password against the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      <PasswordField {...field('currentPassword', currentLabel, 'current-password')} />
      <PasswordField {...field('newPassword', T.new, 'new-password', T.hint)} />
      <PasswordField {...field('repeatPassword', T.repeat, 'new-password')} />
      <Button
        type="submit"
        variant="contained"
        disabled={formik.isSubmitting}
        startIcon={formik.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ mt: 2 }}
      >
        {formik.isSubmitting ? T.submitting : T.submit}
      </Button>
    </Box>
  );
}
