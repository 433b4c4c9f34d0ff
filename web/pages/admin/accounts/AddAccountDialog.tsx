// Adding an administrator: a username and a role (the server's rules, NEW_ACCOUNT_RULES); the server
// makes the one-time password, which the page then shows once.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId } from 'react';
import { NEW_ACCOUNT_RULES, type NewAccountInput } from '../../../../api/domain/accounts';
import { ROLES, ROLE_LABELS } from '../../../../api/domain/roles';
import { AdminCreateAccountDocument } from '../../../data/admin.generated';
import { useSentForm } from '../forms/useSentForm';
import { ruleSchema } from '../rules/ruleSchema';

export const ADD_ACCOUNT_TEXTS = {
  title: 'Add account',
  intro: 'The new administrator gets a one-time password, shown to you once: they choose their own at their first sign-in.',
  username: 'Username',
  usernameHint: 'Letters, digits, dots, dashes and underscores',
  role: 'Role',
  submit: 'Add account',
  submitting: 'Adding...',
  cancel: 'Cancel',
  failed: 'Failed to add the account',
} as const;
const T = ADD_ACCOUNT_TEXTS;

const schema = ruleSchema(NEW_ACCOUNT_RULES);
const EMPTY: NewAccountInput = { username: '', role: 'EDITOR' };

export function AddAccountDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (username: string, oneTimePassword: string) => void }) {
  const id = useId();
  const [create] = useMutation(AdminCreateAccountDocument);
  const { formik, problem, setProblem, live } = useSentForm<NewAccountInput>({
    initialValues: EMPTY,
    validationSchema: schema,
    failed: T.failed,
    send: async (values, helpers) => {
      const { data } = await create({ variables: { input: { username: values.username.trim(), role: values.role } } });
      helpers.resetForm();
      onAdded(data!.createAccount.account.username, data!.createAccount.oneTimePassword);
    },
  });
  const close = () => {
    if (formik.isSubmitting) return;
    formik.resetForm();
    setProblem(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={`${id}-title`}>{T.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.intro}</DialogContentText>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            id={`${id}-username`}
            name="username"
            label={T.username}
            value={formik.values.username}
            onChange={(e) => void formik.setFieldValue('username', e.target.value, live)}
            error={Boolean(formik.errors.username)}
            helperText={formik.errors.username ?? T.usernameHint}
            autoComplete="off"
            fullWidth
            margin="normal"
            autoFocus
          />
          <TextField
            id={`${id}-role`}
            name="role"
            select
            label={T.role}
            value={formik.values.role}
            onChange={(e) => void formik.setFieldValue('role', e.target.value, live)}
            error={Boolean(formik.errors.role)}
            helperText={formik.errors.role}
            fullWidth
            margin="normal"
          >
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={formik.isSubmitting}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting} startIcon={formik.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {formik.isSubmitting ? T.submitting : T.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
