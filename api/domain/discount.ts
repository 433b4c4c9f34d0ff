// A provider's discount, claimed only as a fact the operator entered: the percent, and a code the
// booking link carries (the `{discountCode}` placeholder of its booking URL) or a link that applies
// it (the discount link, used for Book Now in place of the booking URL). Only then does Book Now
// carry SPEC.md's label (' - 5% Off', ' - 10% Off'), the trip's total a discount line, and the link
// the offer; a badge alone ('Most Popular', 'Local Favorite') claims nothing.

/** The placeholder of a booking URL that the discount code fills. */
export const DISCOUNT_CODE_PLACEHOLDER = '{discountCode}';

/** The largest discount the site states (a larger one is a typing error, not an offer). */
export const MAX_DISCOUNT_PERCENT = 90;
/** A code as networks and booking sites write them: letters, digits, '-' and '_'. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{2,40}$/;

/** The facts as stored and sent (each null when not entered). */
export interface DiscountFacts {
  discountPercent?: number | null;
  discountCode?: string | null;
  discountUrl?: string | null;
  bookingUrl: string;
}

/** An offer the site can keep: its percent, its code (null with a link that applies it) and the link template Book Now opens. */
export interface Discount {
  percent: number;
  code: string | null;
  link: string;
}

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** The provider's offer, or null when the facts do not make one the link applies. */
export function discountOf(p: DiscountFacts): Discount | null {
  const percent = p.discountPercent;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > MAX_DISCOUNT_PERCENT) return null;
  const code = present(p.discountCode) ? p.discountCode.trim() : null;
  if (present(p.discountUrl)) return { percent, code, link: p.discountUrl.trim() };
  if (code && p.bookingUrl.includes(DISCOUNT_CODE_PLACEHOLDER)) return { percent, code, link: p.bookingUrl };
  return null;
}

/** The Book Now label's suffix: SPEC.md's ' - 5% Off' / ' - 10% Off' for an offer of that percent; '' without an offer. */
export function discountLabel(discount: Discount | null): string {
  return discount ? ` - ${discount.percent}% Off` : '';
}

/** What the discount takes off a total, in whole cents (half a cent rounds in the traveller's favour). */
export function discountCents(totalCents: number, percent: number): number {
  return Math.ceil((totalCents * percent) / 100 - 1e-9);
}

export const DISCOUNT_TEXTS = {
  /** The total's discount line. */
  line: (d: Pick<Discount, 'percent' | 'code'>) => (d.code ? `${d.percent}% off with code ${d.code}` : `${d.percent}% off through this link`),
  /** Beside Book Now: what the link applies. */
  applied: (d: Pick<Discount, 'percent' | 'code'>) => (d.code ? `Book Now applies code ${d.code} (${d.percent}% off).` : `Book Now applies the ${d.percent}% discount.`),
} as const;

/** The rules' messages (they name the field that is wrong). */
export const DISCOUNT_MESSAGES = {
  percent: `Discount must be a whole percent from 1 to ${MAX_DISCOUNT_PERCENT}`,
  percentNeedsWay: 'A discount needs a code or a discount link that applies it',
  wayNeedsPercent: 'Enter the discount percent this offer gives',
  code: 'Discount code must be 2 to 40 letters, digits, - or _',
  codeNotCarried: `The booking URL must carry the code (${DISCOUNT_CODE_PLACEHOLDER}), or enter a discount link that applies it`,
} as const;

/** Whether a rule's values hold a percent (numbers or numeric text: forms and REST send text). */
function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
}

/** The cross-field checks of the discount facts, for the rules' `problem` (undefined: all is well). */
export const discountProblems = {
  percent: (values: Readonly<Record<string, unknown>>, percentGiven: boolean): string | undefined => {
    const way = hasValue(values.discountCode) || hasValue(values.discountUrl);
    if (percentGiven && !way) return DISCOUNT_MESSAGES.percentNeedsWay;
    if (!percentGiven && way) return DISCOUNT_MESSAGES.wayNeedsPercent;
    return undefined;
  },
  code: (values: Readonly<Record<string, unknown>>): string | undefined => {
    if (hasValue(values.discountUrl)) return undefined;
    const booking = typeof values.bookingUrl === 'string' ? values.bookingUrl : '';
    return booking.includes(DISCOUNT_CODE_PLACEHOLDER) ? undefined : DISCOUNT_MESSAGES.codeNotCarried;
  },
};
