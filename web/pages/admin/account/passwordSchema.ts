// The password change form's rules: the server's own (CHANGE_PASSWORD_RULES, the length counted in
// code points), the username the account holder must not choose, and the repeat that must match.
// The list of common passwords stays on the server: its refusal comes back as newPassword's message.
import * as yup from 'yup';
import { ACCOUNT_TEXTS, CHANGE_PASSWORD_RULES, passwordProblem, type ChangePasswordInput } from '../../../../api/domain/accounts';
import { ruleField } from '../rules/ruleSchema';

export interface ChangePasswordValues extends ChangePasswordInput {
  /** The new password typed again (the form's own check: a typo would lock the holder out). */
  repeatPassword: string;
}

export const EMPTY_PASSWORD_CHANGE: ChangePasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function changePasswordSchema(username: string) {
  return yup.object({
    currentPassword: ruleField(CHANGE_PASSWORD_RULES.currentPassword),
    newPassword: ruleField(CHANGE_PASSWORD_RULES.newPassword).test('not-username', '', function notUsername(value) {
      const problem = typeof value === 'string' ? passwordProblem(value.trim(), username) : undefined;
      return problem ? this.createError({ message: problem }) : true;
    }),
    repeatPassword: yup.mixed().test('same', ACCOUNT_TEXTS.passwordsDiffer, function same(value) {
      return (value ?? '') === (this.parent.newPassword ?? '');
    }),
  });
}
