// The login form's rules: the server's own (api/domain/inputs LOGIN_RULES).
import { LOGIN_RULES, type LoginInput } from '../../../../api/domain/inputs';
import { ruleSchema } from '../rules/ruleSchema';

export const loginSchema = ruleSchema(LOGIN_RULES);

export type LoginValues = LoginInput;
