// The password change form's state: the schema (passwordSchema.ts), the mutation, the field
// messages the server answers (a common password, a wrong current one), the toast, and the signed-in
// user as the server now has it (the other sessions have ended; this one stays).
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminChangePasswordDocument } from '../../../data/admin.generated';
import { useAuth, type AdminUser } from '../auth/AuthContext';
import { readFailure, waitMessage } from '../data/errors';
import { PASSWORD_TEXTS } from './accountTexts';
import { EMPTY_PASSWORD_CHANGE, changePasswordSchema, type ChangePasswordValues } from './passwordSchema';

export function useChangePasswordForm(username: string, onChanged?: (user: AdminUser) => void) {
  const { toast } = useToast();
  const { updateUser } = useAuth();
  const [change] = useMutation(AdminChangePasswordDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(() => changePasswordSchema(username), [username]);

  const formik = useFormik<ChangePasswordValues>({
    initialValues: EMPTY_PASSWORD_CHANGE,
    validationSchema: schema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      try {
        const { data } = await change({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } } });
        const user = data!.changePassword;
        updateUser(user);
        toast({ title: PASSWORD_TEXTS.changed, description: PASSWORD_TEXTS.changedDescription, variant: 'success' });
        helpers.resetForm();
        onChanged?.(user);
      } catch (error) {
        const failure = readFailure(error, PASSWORD_TEXTS.failed);
        if (failure.code === 'BAD_USER_INPUT' && Object.keys(failure.fieldErrors).length) helpers.setErrors(failure.fieldErrors);
        else if (failure.code === 'TOO_MANY_REQUESTS') setProblem(waitMessage(failure.retryAfterSeconds ?? 60));
        else setProblem(failure.message);
      }
    },
  });
  return { formik, problem, live: formik.submitCount > 0 };
}
