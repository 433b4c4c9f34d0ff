import { attributionOf, canMove, conversionStatusLabel, historyEntryText, lostCommission, POSTBACK_RULES } from './affiliate';
import { checkInput } from './inputs';

const program = { claimWindowDays: 30, providerIds: [1, 2] };
const at = new Date('2026-11-20T12:00:00Z');
const daysBefore = (days: number) => new Date(at.getTime() - days * 86_400_000);

describe('a conversion’s lifecycle', () => {
  it('moves forward only; a reversal after paid (a clawback) is a move too', () => {
    expect(canMove('booked', 'confirmed')).toBe(true);
    expect(canMove('paid', 'reversed')).toBe(true);
    expect(canMove('confirmed', 'booked')).toBe(false);
    expect(canMove('reversed', 'paid')).toBe(false);
    expect(conversionStatusLabel('reversed', 'paid')).toBe('Clawed back');
    expect(conversionStatusLabel('reversed', 'confirmed')).toBe('Reversed');
    expect(conversionStatusLabel('booked')).toBe('Pending');
  });

  it('says a reversal lost the commission before it, whatever it reports', () => {
    expect(lostCommission({ status: 'confirmed', commissionCents: 750 }, 0)).toBe(750);
    expect(lostCommission({ status: 'confirmed', commissionCents: 750 }, 200)).toBe(750);
    expect(lostCommission(null, 300)).toBe(300);
  });

  it('writes a history entry', () => {
    const createdAt = new Date('2026-11-02T15:00:00.000Z');
    expect(historyEntryText({ status: 'confirmed', commissionCents: 450, correction: true, createdAt }, null)).toBe('2026-11-02T15:00:00.000Z confirmed 4.50 (correction)');
    expect(historyEntryText({ status: 'reversed', commissionCents: 0, correction: false, createdAt }, 750)).toBe('2026-11-02T15:00:00.000Z reversed 0.00 (lost 7.50)');
  });
});

describe('attribution', () => {
  it('credits a counted click of a covered provider inside the claim window', () => {
    expect(attributionOf('abcdef-12345', { providerId: 1, createdAt: daysBefore(30) }, program, at)).toEqual({ attributed: true });
    expect(attributionOf('abcdef-12345', { providerId: 9, createdAt: daysBefore(1) }, { claimWindowDays: 30, providerIds: [] }, at)).toEqual({ attributed: true });
  });

  it.each([
    [null, null, 'no-sub-id'],
    ['tp_123.abc', null, 'not-issued'],
    ['short', null, 'not-issued'],
    ['abcdef-12345', null, 'unknown-click'],
    ['abcdef-12345', { providerId: 1, createdAt: new Date(at.getTime() + 1000) }, 'unknown-click'],
    ['abcdef-12345', { providerId: 1, createdAt: daysBefore(31) }, 'outside-window'],
    ['abcdef-12345', { providerId: 3, createdAt: daysBefore(1) }, 'not-covered'],
  ])('keeps %s (click %o) unattributed: %s', (subId, click, reason) => {
    expect(attributionOf(subId, click, program, at)).toEqual({ attributed: false, reason });
  });

  it('takes any sub-ID of letters, digits, _, . and - up to 64', () => {
    for (const click of ['x', 'tp_123.ABC', 'a'.repeat(64)]) expect(checkInput(POSTBACK_RULES, { click, order: 'O', status: 'booked', commission: '1' })).toEqual({});
    expect(checkInput(POSTBACK_RULES, { click: 'a b', order: 'O', status: 'booked', commission: '1' })).toEqual({ click: 'click (the sub-ID) must be 1 to 64 letters, digits, _, . or -' });
  });
});
