// Administrators' accounts, decided once for the server, the admin pages and the docs: the password
// rule (NIST SP 800-63B: a length, no composition rules, not the username; the list of common
// passwords is the server's, api/services/passwordPolicy.ts), two-factor sign-in's codes, what an
// account must do before anything else, the inputs of the account calls and every text they say.
// Imports nothing of the project but other domain modules.
import { ROLES, type Role } from './roles';
import { MAX, MESSAGES } from './rules';
import type { Rules, TextRule, Values } from './inputs/check';

/** NIST SP 800-63B (5.1.1.2): at least 8 characters; this site asks 12, counted as Unicode code points. */
export const PASSWORD_MIN_LENGTH = 12;

/** A TOTP code (RFC 6238 as every authenticator app shows it): 6 digits, a new one every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many one-time recovery codes an account is given at enrolment (and each time it asks for new ones). */
export const RECOVERY_CODE_COUNT = 10;
/** The issuer an authenticator app shows beside the account name. */
export const TOTP_ISSUER = 'RDU Rides';

/** What an account must do before it may do anything else in the back office. */
export const ACCOUNT_STEPS = ['CHANGE_PASSWORD', 'ENROL_TWO_FACTOR'] as const;
export type AccountStep = (typeof ACCOUNT_STEPS)[number];

/**
 * The step an account must take first: a one-time password is changed before anything (an owner set
 * it, or start-up made it from an ADMIN_PASSWORD under the rule), then, when the site requires
 * two-factor sign-in for everyone, an account without it enrols.
 */
export function nextStepOf(account: { mustChangePassword: boolean; twoFactorEnabled: boolean }, siteRequiresTwoFactor: boolean): AccountStep | null {
  if (account.mustChangePassword) return 'CHANGE_PASSWORD';
  if (siteRequiresTwoFactor && !account.twoFactorEnabled) return 'ENROL_TWO_FACTOR';
  return null;
}

/** How many code points a text holds (a password's length: an emoji is one character, not two). */
export const codePoints = (text: string): number => [...text].length;

export const ACCOUNT_TEXTS = {
  // passwords
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordIsUsername: 'Password must not be the same as the username',
  passwordCommon: 'This password is on a list of common passwords that attackers try first. Please choose another.',
  passwordUnchanged: 'Choose a password other than your current one',
  passwordsDiffer: 'The two passwords do not match',
  currentPasswordMissing: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not right',
  // sign-in
  loggedInAs: (username: string) => `You are now logged in as ${username}`,
  codeNeeded: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  codeWrong: 'That code is not right, or it was already used. Enter the newest code from your authenticator app.',
  recoveryCodeWrong: 'That recovery code is not right, or it was already used',
  codeOrRecoveryCode: 'Enter the code from your authenticator app, or one of your recovery codes',
  signInExpired: 'Your sign-in has expired. Please enter your username and password again.',
  // what an account must do first (403 with `reason`)
  passwordChangeRequired: 'Choose a new password before you continue: your current one was given to you for one sign-in only.',
  enrolmentRequired: 'Set up two-factor sign-in before you continue: this site requires it for every account.',
  // two-factor sign-in on one's own account
  notEnrolling: 'Start setting up two-factor sign-in first: the code was for a setup that is no longer open.',
  twoFactorOff: 'Two-factor sign-in is not on for this account',
  codeOrPassword: 'Enter a code from your authenticator app (or a recovery code) or your password',
  identityWrong: 'That code or password is not right',
  requiredBySite: 'This site requires two-factor sign-in for every account, so it cannot be turned off. You can set up a new authenticator instead.',
  // sessions
  sessionNotFound: 'That session has already ended',
  // accounts an owner runs
  accountNotFound: 'Account not found',
  usernameTaken: (username: string) => `The username "${username}" is taken`,
  usernameFormat: 'Username may hold letters, digits, dots, dashes and underscores only',
  role: 'Role must be OWNER or EDITOR',
  lastOwner: 'This is the last enabled owner, and the site must always have one. Make another account an owner first.',
  ownTwoFactorFirst: 'Turn on two-factor sign-in for your own account before requiring it for everyone.',
  requireTwoFactor: 'Require two-factor sign-in must be true or false',
} as const;
const T = ACCOUNT_TEXTS;

/** What 403's `reason` carries for each step, and the text it comes with. */
export const STEP_TEXTS: Record<AccountStep, string> = {
  CHANGE_PASSWORD: T.passwordChangeRequired,
  ENROL_TWO_FACTOR: T.enrolmentRequired,
};

/**
 * The part of the password rule a browser can check: the length, and the username. The server
 * also refuses the common passwords (a list of 49,233 that stays on the server).
 */
export function passwordProblem(password: string, username?: string | null): string | undefined {
  if (codePoints(password) < PASSWORD_MIN_LENGTH) return T.passwordTooShort;
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase()) return T.passwordIsUsername;
  return undefined;
}

const usernameOf = (values: Values) => (typeof values.username === 'string' ? values.username : undefined);

/** A new password: the rule above; the username is read beside it when the input has one. */
export const newPasswordRule = (label: string): TextRule => ({
  kind: 'text',
  label,
  max: MAX.password,
  minMessage: T.passwordTooShort,
  problem: (value, values) => passwordProblem(value, usernameOf(values)),
});

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
const USERNAME_MAX = 64;

const usernameRule: TextRule = {
  kind: 'text',
  label: 'Username',
  min: 3,
  minMessage: MESSAGES.login.username,
  max: USERNAME_MAX,
  test: (v) => USERNAME_PATTERN.test(v),
  testMessage: T.usernameFormat,
};

/** A new account with a password the caller chose (the command line, start-up). */
export interface NewCredentialsInput {
  username: string;
  password: string;
}

export const NEW_CREDENTIALS_RULES: Rules<NewCredentialsInput> = {
  username: usernameRule,
  password: newPasswordRule('Password'),
};

/** A new account an owner adds: the server makes its one-time password. */
export interface NewAccountInput {
  username: string;
  role: Role;
}

export const NEW_ACCOUNT_RULES: Rules<NewAccountInput> = {
  username: usernameRule,
  role: { kind: 'choice', options: ROLES, message: T.role },
};

/** An owner's change to an account (its role). */
export interface AccountInput {
  role: Role;
}

export const ACCOUNT_RULES: Rules<AccountInput> = {
  role: { kind: 'choice', options: ROLES, message: T.role },
};

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export const CHANGE_PASSWORD_RULES: Rules<ChangePasswordInput> = {
  currentPassword: { kind: 'text', label: 'Current password', max: MAX.password, minMessage: T.currentPasswordMissing },
  newPassword: newPasswordRule('New password'),
};

/** A TOTP code as people type it: spaces anywhere are ignored ('123 456'). */
export const normalCode = (code: string): string => code.replace(/\s+/g, '');
const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
export const isTotpCode = (code: string): boolean => TOTP_CODE.test(normalCode(code));

const codeRule: TextRule = { kind: 'text', label: 'Code', max: 32, minMessage: T.codeFormat, test: isTotpCode, testMessage: T.codeFormat };

/** The code that confirms an enrolment. */
export interface TwoFactorCodeInput {
  code: string;
}

export const TWO_FACTOR_CODE_RULES: Rules<TwoFactorCodeInput> = { code: codeRule };

/** Sign-in's second step: a code from the app, or one of the recovery codes. */
export interface TwoFactorSignInInput {
  code?: string | null;
  recoveryCode?: string | null;
}

export const TWO_FACTOR_SIGN_IN_RULES: Rules<TwoFactorSignInInput> = {
  code: { ...codeRule, optional: true },
  recoveryCode: { kind: 'text', label: 'Recovery code', max: 64, optional: true },
};

/** Proof that the person at the keyboard is the account's holder, before turning two-factor off or new recovery codes. */
export interface ConfirmIdentityInput {
  /** A code from the app, or a recovery code. */
  code?: string | null;
  password?: string | null;
}

export const CONFIRM_IDENTITY_RULES: Rules<ConfirmIdentityInput> = {
  code: { kind: 'text', label: 'Code', max: 64, optional: true },
  password: { kind: 'text', label: 'Password', max: MAX.password, optional: true },
};

/** The back office's security settings (an owner's). */
export interface SecuritySettingsInput {
  requireTwoFactor: boolean;
}

export const SECURITY_SETTINGS_RULES: Rules<SecuritySettingsInput> = {
  requireTwoFactor: { kind: 'boolean', message: T.requireTwoFactor },
};

/**
 * Recovery codes and one-time passwords are drawn from letters and digits that cannot be misread
 * for one another (no 0/o, 1/l/i).
 */
export const READABLE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as typed: case, spaces and dashes do not matter ('ABCDE-FGHJK' is 'abcdefghjk'). */
export const normalRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');
