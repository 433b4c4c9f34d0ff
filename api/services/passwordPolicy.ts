// The password rule with its server-only part: the list of common passwords (NIST SP 800-63B asks
// new passwords to be checked against one). The list is @zxcvbn-ts/language-common's 49,233
// passwords seen most in breaches, compared without regard to case. It is loaded on the first
// password set in a process (about 8 MB of heap that most processes, which never set one, never
// spend) and never sent to a browser: the admin forms check the rest of the rule themselves.
import { ACCOUNT_TEXTS, passwordProblem } from '../domain/accounts';
import { ValidationError } from './errors';

let common: Promise<ReadonlySet<string>> | null = null;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));
  return common;
}

/** How many passwords the list holds (for a test that it is the full list). */
export const commonPasswordCount = async (): Promise<number> => (await commonPasswords()).size;

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}

/** The first way this new password breaks the rule, or undefined when it keeps it. */
export async function newPasswordProblem(password: string, username: string): Promise<string | undefined> {
  return passwordProblem(password, username) ?? ((await isCommonPassword(password)) ? ACCOUNT_TEXTS.passwordCommon : undefined);
}

/** Throws ValidationError with the message under `field` when the new password breaks the rule. */
export async function checkNewPassword(password: string, username: string, field: string): Promise<void> {
  const problem = await newPasswordProblem(password, username);
  if (problem) throw new ValidationError({ [field]: problem });
}
