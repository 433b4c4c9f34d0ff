import crypto from 'node:crypto';
import { readSignatureHeader, shortError, webhookRetryDelayMs, WEBHOOK_ERROR_MAX, WEBHOOK_MAX_ATTEMPTS } from '../domain/webhooks';
import { signWebhook, verifyWebhookSignature } from './webhookSignature';

const MIN = 60_000;
const HOUR = 3600_000;

describe('webhook retries', () => {
  it.each([
    [1, 1 * MIN],
    [2, 2 * MIN],
    [3, 4 * MIN],
    [4, 8 * MIN],
    [5, 16 * MIN],
    [6, 32 * MIN],
    [7, 64 * MIN],
  ])('waits after try %i: %i ms (1 minute, doubling)', (attempts, ms) => {
    expect(webhookRetryDelayMs(attempts)).toBe(ms);
  });

  it('makes 8 tries in all, then gives up', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
    expect(webhookRetryDelayMs(8)).toBeNull();
    expect(webhookRetryDelayMs(9)).toBeNull();
  });

  it('never waits more than 12 hours', () => {
    // Were there more tries, the doubling would stop at 12 h.
    for (let n = 1; n < 8; n++) expect(webhookRetryDelayMs(n)!).toBeLessThanOrEqual(12 * HOUR);
  });

  it('keeps a short error on one line', () => {
    expect(shortError('connect\n  ECONNREFUSED')).toBe('connect ECONNREFUSED');
    expect(shortError('x'.repeat(500))).toHaveLength(WEBHOOK_ERROR_MAX);
  });
});

describe('webhook signatures', () => {
  const secret = 'rdu_whsec_test-secret';
  const body = JSON.stringify({ id: 'e1', type: 'ping', createdAt: '2026-01-01T00:00:00.000Z', data: {} });

  it('is HMAC-SHA256 over `${t}.${body}`, hex, in t=…,v1=…', () => {
    const expected = crypto.createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signWebhook(secret, 1_700_000_000, body)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies its own signature and refuses another body, secret, or an old timestamp', () => {
    const header = signWebhook(secret, 1_700_000_000, body);
    expect(verifyWebhookSignature(secret, header, body, 1_700_000_010)).toBe(true);
    expect(verifyWebhookSignature(secret, header, `${body} `, 1_700_000_010)).toBe(false);
    expect(verifyWebhookSignature('rdu_whsec_other', header, body, 1_700_000_010)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, 1_700_000_000 + 301)).toBe(false);
  });

  it.each([[''], ['t=abc,v1=00'], ['v1=' + 'a'.repeat(64)], ['t=1700000000'], [null]])('reads %p as no signature', (value) => {
    expect(readSignatureHeader(value)).toBeNull();
    expect(verifyWebhookSignature(secret, value, body, 1_700_000_000)).toBe(false);
  });
});
