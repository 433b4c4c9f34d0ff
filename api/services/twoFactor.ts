// Two-factor sign-in's codes: TOTP (RFC 6238, as every authenticator app computes it: SHA-1, 6
// digits, 30 seconds) through otpauth, the enrolment's otpauth:// address and its QR code (an SVG
// drawn here by qrcode, so no third party ever sees the secret), and the one-time recovery codes,
// kept only as SHA-256 hashes.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { DataSource, EntityManager } from 'typeorm';
import { User } from '../entities';
import { READABLE_ALPHABET, RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, normalCode, normalRecoveryCode } from '../domain/accounts';

/** Codes one step either side of now are accepted: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;

/** A new secret: 160 random bits (RFC 4226's recommended length), as base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totp(secret: string, username: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: username, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, username: string): string => totp(secret, username).toString();

/** The time step a timestamp (ms) falls in. */
export const totpStep = (nowMs: number): number => TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs });

/**
 * The time step of the code when it is right for this secret at `nowMs` (one step either side
 * allowed), else null. The caller refuses a step at or before the last one accepted (a replay).
 */
export function matchedStep(secret: string, code: string, nowMs: number): number | null {
  const delta = totp(secret, '').validate({ token: normalCode(code), timestamp: nowMs, window: WINDOW });
  return delta === null ? null : totpStep(nowMs) + delta;
}

/** The enrolment's QR code, as SVG text. */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
}

function readableText(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += READABLE_ALPHABET[crypto.randomInt(READABLE_ALPHABET.length)];
  return out;
}

/** A recovery code as shown once: 'k7mq2-x9pdr' (about 49 random bits). */
const newRecoveryCode = (): string => `${readableText(5)}-${readableText(5)}`;

export const hashRecoveryCode = (code: string): string => crypto.createHash('sha256').update(normalRecoveryCode(code)).digest('hex');

/** A fresh set: the codes to show once, and the hashes to keep (as the column's JSON text). */
export function newRecoveryCodes(): { codes: string[]; stored: string } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, stored: JSON.stringify(codes.map(hashRecoveryCode)) };
}

export function storedRecoveryHashes(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const hashes: unknown = JSON.parse(stored);
    return Array.isArray(hashes) ? hashes.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The stored hashes without this code's, when the code is one of them (compared in constant time),
 * else null. The caller stores what is left: each code works once.
 */
export function useRecoveryCode(stored: string | null, code: string): string | null {
  const given = Buffer.from(hashRecoveryCode(code), 'hex');
  const hashes = storedRecoveryHashes(stored);
  const index = hashes.findIndex((h) => {
    const kept = Buffer.from(h, 'hex');
    return kept.length === given.length && crypto.timingSafeEqual(kept, given);
  });
  if (index < 0 || normalRecoveryCode(code) === '') return null;
  return JSON.stringify(hashes.filter((_, i) => i !== index));
}

/** A one-time password an owner hands a new admin: 20 readable characters in groups of five (about 99 bits). */
export function newOneTimePassword(): string {
  return [readableText(5), readableText(5), readableText(5), readableText(5)].join('-');
}

/**
 * Accepts a code from the account's authenticator once: its step must come after the last step
 * accepted, and the conditional write makes two requests with one code accept it once between them.
 * Neither this nor a recovery code raises the account's version (nothing an owner edits changed).
 */
export async function acceptTotpCode(db: DataSource | EntityManager, user: User, secret: string, code: string, nowMs: number): Promise<boolean> {
  const step = matchedStep(secret, code, nowMs);
  if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) return false;
  const result = await db
    .getRepository(User)
    .createQueryBuilder()
    .update()
    .set({ totpLastStep: step, version: () => 'version', updatedAt: () => 'updatedAt' } as never)
    .where('id = :id', { id: user.id })
    .andWhere('(totpLastStep IS NULL OR totpLastStep < :step)', { step })
    .execute();
  if (result.affected !== 1) return false;
  user.totpLastStep = step;
  return true;
}

/** Accepts one of the account's recovery codes once (the conditional write: never twice). */
export async function acceptRecoveryCode(db: DataSource | EntityManager, user: User, code: string): Promise<boolean> {
  const left = useRecoveryCode(user.recoveryCodes, code);
  if (left === null) return false;
  const result = await db
    .getRepository(User)
    .createQueryBuilder()
    .update()
    .set({ recoveryCodes: left, version: () => 'version', updatedAt: () => 'updatedAt' } as never)
    .where('id = :id', { id: user.id })
    .andWhere('recoveryCodes = :before', { before: user.recoveryCodes })
    .execute();
  if (result.affected !== 1) return false;
  user.recoveryCodes = left;
  return true;
}

/** How many recovery codes the account has left. */
export const recoveryCodesLeft = (user: User): number => storedRecoveryHashes(user.recoveryCodes).length;
