import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '../domain/accounts';
import { hashRecoveryCode, matchedStep, newOneTimePassword, newRecoveryCodes, newTotpSecret, otpauthUri, qrCodeSvg, storedRecoveryHashes, totpStep, useRecoveryCode } from './twoFactor';

// A fixed instant in the middle of a 30-second step, so the steps either side are exactly ±30 s.
const NOW = Date.UTC(2026, 10, 29, 12, 0, 15);

describe('TOTP codes (RFC 6238)', () => {
  const secret = newTotpSecret();
  const app = new TOTP({ secret: Secret.fromBase32(secret) });
  const at = (offsetSeconds: number) => app.generate({ timestamp: NOW + offsetSeconds * 1000 });

  it('match the RFC 6238 test vector (SHA-1, 59 s → 94287082, of which a 6-digit app shows 287082)', () => {
    const rfc = Secret.fromLatin1('12345678901234567890').base32;
    expect(matchedStep(rfc, '287082', 59_000)).toBe(1);
  });

  it('accept the code of this step and one either side, and say which step it was', () => {
    expect(matchedStep(secret, at(0), NOW)).toBe(totpStep(NOW));
    expect(matchedStep(secret, at(-30), NOW)).toBe(totpStep(NOW) - 1);
    expect(matchedStep(secret, at(30), NOW)).toBe(totpStep(NOW) + 1);
    expect(matchedStep(secret, at(-60), NOW)).toBeNull();
    expect(matchedStep(secret, at(60), NOW)).toBeNull();
    expect(matchedStep(secret, `${at(0).slice(0, 3)} ${at(0).slice(3)}`, NOW)).toBe(totpStep(NOW));
  });

  it('make an otpauth:// address and a QR code of it', async () => {
    expect(otpauthUri(secret, 'dana')).toBe(`otpauth://totp/RDU%20Rides:dana?issuer=RDU%20Rides&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(await qrCodeSvg(otpauthUri(secret, 'dana'))).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});

describe('recovery codes', () => {
  it('are ten, kept only as hashes, each working once', () => {
    const { codes, stored } = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(stored).not.toContain(code);
    expect(storedRecoveryHashes(stored)).toEqual(codes.map(hashRecoveryCode));
    const left = useRecoveryCode(stored, codes[3].toUpperCase())!;
    expect(storedRecoveryHashes(left)).toHaveLength(RECOVERY_CODE_COUNT - 1);
    expect(useRecoveryCode(left, codes[3])).toBeNull();
    expect(useRecoveryCode(left, '')).toBeNull();
    expect(useRecoveryCode(null, codes[0])).toBeNull();
  });
});

it('one-time passwords are 20 readable characters, never the same twice', () => {
  const a = newOneTimePassword();
  expect(a).toMatch(/^[a-hj-km-np-z2-9]{5}(-[a-hj-km-np-z2-9]{5}){3}$/);
  expect(newOneTimePassword()).not.toBe(a);
});
