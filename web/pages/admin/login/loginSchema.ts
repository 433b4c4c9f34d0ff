import * as yup from 'yup';
import { MESSAGES, MIN } from '../../../../api/domain/rules';

export const loginSchema = yup.object({
  username: yup.string().trim().required(MESSAGES.login.username).min(MIN.username, MESSAGES.login.username),
  password: yup.string().required(MESSAGES.login.password).min(MIN.password, MESSAGES.login.password),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
