// A bulk action's target: the ids an admin selected (at most one page's worth), read the same way by
// REST bodies and GraphQL arguments, with the message a bad list gets.

import { PAGE_LIMIT } from './paging';

/** One request acts on at most one page of the largest size: what a person can select. */
export const BULK_LIMIT = PAGE_LIMIT.max;

export const BULK_TEXTS = {
  ids: `ids must be a list of 1 to ${BULK_LIMIT} positive whole numbers`,
} as const;

/** The distinct ids of `raw`, or the field's message. */
export function readIds(raw: unknown): { ok: true; ids: number[] } | { ok: false; errors: { ids: string } } {
  const valid = Array.isArray(raw) && raw.length >= 1 && raw.length <= BULK_LIMIT && raw.every((id) => Number.isSafeInteger(id) && (id as number) >= 1);
  return valid ? { ok: true, ids: [...new Set(raw as number[])] } : { ok: false, errors: { ids: BULK_TEXTS.ids } };
}
