// GraphQL object types of the account calls, and their named mappings from the services' answers.
import { Field, ObjectType } from 'type-graphql';
import type { AccountWithPassword } from '../../services/accounts';
import type { RecoveryCodes, TwoFactorEnrolment } from '../../services/myAccount';
import type { SecuritySettings } from '../../services/settings';
import type { SignedInSession } from '../../services/signedIn';
import { UserType, toUserType } from '../admin/types';

@ObjectType('SignedInSession', { description: 'One live session of the signed-in account ("signed in elsewhere")' })
export class SignedInSessionType {
  @Field({ description: 'Names the session for endSession (it is not the session id itself)' })
  id!: string;

  @Field({ description: 'The session this request came with' })
  current!: boolean;

  @Field(() => String, { nullable: true, description: 'The address it signed in from' })
  address!: string | null;

  @Field(() => String, { nullable: true, description: "The browser's User-Agent at sign-in" })
  userAgent!: string | null;

  @Field()
  signedInAt!: Date;

  @Field(() => Date, { nullable: true })
  lastActiveAt!: Date | null;
}

@ObjectType('TwoFactorEnrolment', { description: 'What an authenticator app needs, shown once: confirm with its first code' })
export class TwoFactorEnrolmentType {
  @Field({ description: 'The secret as base32, to type in when the QR code cannot be scanned' })
  secret!: string;

  @Field({ description: 'The otpauth:// address the QR code holds' })
  uri!: string;

  @Field({ description: 'The QR code as SVG text' })
  qrSvg!: string;
}

@ObjectType('RecoveryCodes', { description: 'Ten one-time recovery codes, shown this once (only their hashes are kept)' })
export class RecoveryCodesType {
  @Field(() => [String])
  codes!: string[];

  @Field(() => UserType)
  user!: UserType;
}

@ObjectType('AccountWithPassword', { description: 'An account and the one-time password it was given, shown this once' })
export class AccountWithPasswordType {
  @Field(() => UserType)
  account!: UserType;

  @Field({ description: 'For one sign-in: its holder chooses a new password first' })
  oneTimePassword!: string;
}

@ObjectType('SecuritySettings')
export class SecuritySettingsType {
  @Field({ description: 'Every account must use two-factor sign-in' })
  requireTwoFactor!: boolean;
}

export const toSignedInSessionType = (s: SignedInSession): SignedInSessionType => ({ ...s });
export const toEnrolmentType = (e: TwoFactorEnrolment): TwoFactorEnrolmentType => ({ secret: e.secret, uri: e.uri, qrSvg: e.qrSvg });
export const toRecoveryCodesType = (r: RecoveryCodes): RecoveryCodesType => ({ codes: r.codes, user: toUserType(r.account) });
export const toAccountWithPasswordType = (a: AccountWithPassword): AccountWithPasswordType => ({ account: toUserType(a.account), oneTimePassword: a.oneTimePassword });
export const toSecuritySettingsType = (s: SecuritySettings): SecuritySettingsType => ({ requireTwoFactor: s.requireTwoFactor });
