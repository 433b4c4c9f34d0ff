import { ACCOUNT_TEXTS, CHANGE_PASSWORD_RULES, NEW_CREDENTIALS_RULES, isTotpCode, nextStepOf, normalRecoveryCode, passwordProblem } from './accounts';
import { checkInput } from './inputs';

describe('the password rule a browser can check', () => {
  it.each([
    ['', ACCOUNT_TEXTS.passwordTooShort],
    ['eleven char', ACCOUNT_TEXTS.passwordTooShort],
    ['🚌'.repeat(11), ACCOUNT_TEXTS.passwordTooShort],
    ['twelve chars', undefined],
    ['🚌'.repeat(12), undefined],
    ['no rules!!!!', undefined],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('refuses the username in any case, and with spaces around it', () => {
    expect(passwordProblem('Administrator', 'administrator')).toBe(ACCOUNT_TEXTS.passwordIsUsername);
    expect(passwordProblem(' administrator ', 'ADMINISTRATOR')).toBe(ACCOUNT_TEXTS.passwordIsUsername);
    expect(passwordProblem('administrator2', 'administrator')).toBeUndefined();
  });

  it('is the rules of new credentials and of a password change, with their field names', () => {
    expect(checkInput(NEW_CREDENTIALS_RULES, { username: 'dana.k', password: 'DANA.K' })).toEqual({ password: ACCOUNT_TEXTS.passwordTooShort });
    expect(checkInput(NEW_CREDENTIALS_RULES, { username: 'a-long-username', password: 'A-Long-Username' })).toEqual({ password: ACCOUNT_TEXTS.passwordIsUsername });
    expect(checkInput(NEW_CREDENTIALS_RULES, { username: 'dana k', password: 'a long password' })).toEqual({ username: ACCOUNT_TEXTS.usernameFormat });
    expect(checkInput(CHANGE_PASSWORD_RULES, { currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: ACCOUNT_TEXTS.currentPasswordMissing,
      newPassword: ACCOUNT_TEXTS.passwordTooShort,
    });
  });
});

describe('what an account must do first', () => {
  it.each([
    [{ mustChangePassword: true, twoFactorEnabled: false }, true, 'CHANGE_PASSWORD'],
    [{ mustChangePassword: true, twoFactorEnabled: true }, false, 'CHANGE_PASSWORD'],
    [{ mustChangePassword: false, twoFactorEnabled: false }, true, 'ENROL_TWO_FACTOR'],
    [{ mustChangePassword: false, twoFactorEnabled: true }, true, null],
    [{ mustChangePassword: false, twoFactorEnabled: false }, false, null],
  ])('%j with two-factor required: %s → %s', (account, required, step) => {
    expect(nextStepOf(account, required)).toBe(step);
  });
});

describe('codes as people type them', () => {
  it('reads a TOTP code with spaces, and only six digits', () => {
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode(' 123456 ')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });

  it('reads a recovery code in any case, with or without its dash', () => {
    expect(normalRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(normalRecoveryCode('abcde fghjk')).toBe('abcdefghjk');
  });
});
