// How a webhook delivery is signed (HMAC-SHA256 over `${t}.${body}` with the partner's signing
// secret) and how a receiver checks it; the receiver's side is the snippet in docs/integrators.md.
import crypto from 'node:crypto';
import { readSignatureHeader, signatureHeader, signedText } from '../domain/webhooks';

export function webhookDigest(secret: string, timestampSeconds: number, body: string): string {
  return crypto.createHmac('sha256', secret).update(signedText(timestampSeconds, body), 'utf8').digest('hex');
}

/** The RDU-Signature header's value for this body at this moment. */
export function signWebhook(secret: string, timestampSeconds: number, body: string): string {
  return signatureHeader(timestampSeconds, webhookDigest(secret, timestampSeconds, body));
}

/**
 * Whether a header signs this body with this secret, made within `toleranceSeconds` of `nowSeconds`
 * (an old signature replayed is refused). Compared in constant time.
 */
export function verifyWebhookSignature(secret: string, header: string | null | undefined, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parsed = readSignatureHeader(header);
  if (!parsed || Math.abs(nowSeconds - parsed.t) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookDigest(secret, parsed.t, body), 'hex');
  return parsed.v1.some((v) => crypto.timingSafeEqual(Buffer.from(v, 'hex'), expected));
}
