// The password change form's state: the schema (passwordSchema.ts), the mutation, the field
// messages the server answers (a common password, a wrong current one), the toast, and the signed-in
// user as the server now has it (the other sessions have ended; this one stays).
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminChangePasswordDocument } from '../../../data/admin.generated';
import { useAuth, type AdminUser } from '../auth/AuthContext';
import { useSentForm } from '../forms/useSentForm';
import { PASSWORD_TEXTS } from './accountTexts';
import { EMPTY_PASSWORD_CHANGE, changePasswordSchema, type ChangePasswordValues } from './passwordSchema';

export function useChangePasswordForm(username: string, onChanged?: (user: AdminUser) => void) {
  const { toast } = useToast();
  const { updateUser } = useAuth();
  const [change] = useMutation(AdminChangePasswordDocument);
  const schema = useMemo(() => changePasswordSchema(username), [username]);

  const { formik, problem, live } = useSentForm<ChangePasswordValues>({
    initialValues: EMPTY_PASSWORD_CHANGE,
    validationSchema: schema,
    failed: PASSWORD_TEXTS.failed,
    send: async (values, helpers) => {
      const { data } = await change({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } } });
      const user = data!.changePassword;
      updateUser(user);
      toast({ title: PASSWORD_TEXTS.changed, description: PASSWORD_TEXTS.changedDescription, variant: 'success' });
      helpers.resetForm();
      onChanged?.(user);
    },
  });
  return { formik, problem, live };
}
