// Money as the site handles it: amounts travel and are stored as US dollars with at most two
// decimals (numbers, as entered), and every sum is made in whole cents so a total is exactly the
// sum of its lines. Imports nothing.

export const CURRENCY = 'USD';

/** The largest amount one fare or fee may state, in dollars (a coach across the state). */
export const MAX_AMOUNT = 100_000;

/** Decimal text of an amount as a form or a REST client may send it: '18', '18.5', '18.50'. */
export const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;

/** True for a number of dollars with at most two decimals (18.5 and 18.50 yes, 18.505 no). */
export function isWholeCents(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** Dollars (at most two decimals) → whole cents: 18.5 → 1850. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents → dollars as a number: 1850 → 18.5. */
export const toDollars = (cents: number): number => cents / 100;

let usdFormat: Intl.NumberFormat | null = null;

/** Whole cents as the pages write them: 7400 → '$74.00', 123456 → '$1,234.56'. */
export function usd(cents: number): string {
  usdFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return usdFormat.format(cents / 100);
}
