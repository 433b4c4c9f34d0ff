// One page of an admin list: how many rows, from where, matching what, in which order. Every admin
// list (REST and GraphQL, contacts, providers, resources, FAQs, ad spots) reads its page request here,
// so no answer ever builds an unbounded list and every list says the same thing about bad paging.

export const PAGE_LIMIT = { default: 100, max: 500 } as const;
/** A search longer than this matches nothing a person typed; refusing it keeps LIKE scans cheap. */
export const MAX_SEARCH_LENGTH = 100;

export type SortDirection = 'asc' | 'desc';

export interface PageRequest<SortField extends string = string> {
  limit: number;
  offset: number;
  /** Trimmed search text; absent when empty. */
  q?: string;
  sort?: { field: SortField; direction: SortDirection };
}

export interface Page<T> {
  items: T[];
  /** Rows matching the request's filters, all pages together. */
  total: number;
}

export const PAGING_TEXTS = {
  limit: `limit must be a whole number from 1 to ${PAGE_LIMIT.max}`,
  offset: 'offset must be a whole number of 0 or more',
  q: `The search must be at most ${MAX_SEARCH_LENGTH} characters: shorten it`,
  sort: (fields: readonly string[]) => `sort must be one of ${fields.join(', ')}`,
  direction: "order must be 'asc' or 'desc'",
  unread: "unread must be 'true' or 'false'",
} as const;

/** The raw parameters as a transport received them (REST query strings, GraphQL arguments). */
export interface RawPageRequest {
  limit?: unknown;
  offset?: unknown;
  q?: unknown;
  sort?: unknown;
  order?: unknown;
}

export type PageCheck<SortField extends string> =
  | { ok: true; page: PageRequest<SortField> }
  | { ok: false; errors: Partial<Record<keyof RawPageRequest, string>> };

const wholeNumber = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * Reads a page request; absent values take the defaults (the first page of PAGE_LIMIT.default rows,
 * the list's own order). `sortFields` are the fields the list can order by (each backed by an index).
 */
export function readPageRequest<SortField extends string>(raw: RawPageRequest, sortFields: readonly SortField[]): PageCheck<SortField> {
  const errors: Partial<Record<keyof RawPageRequest, string>> = {};
  const present = (v: unknown) => v !== undefined && v !== null && v !== '';

  const limit = present(raw.limit) ? wholeNumber(raw.limit) : PAGE_LIMIT.default;
  if (limit === null || limit < 1 || limit > PAGE_LIMIT.max) errors.limit = PAGING_TEXTS.limit;
  const offset = present(raw.offset) ? wholeNumber(raw.offset) : 0;
  // GraphQL's Int arrives as a number and may be negative; a query string never is (the digits test).
  if (offset === null || offset < 0) errors.offset = PAGING_TEXTS.offset;

  let q: string | undefined;
  if (present(raw.q)) {
    if (typeof raw.q !== 'string' || raw.q.length > MAX_SEARCH_LENGTH) errors.q = PAGING_TEXTS.q;
    else q = raw.q.trim() || undefined;
  }

  let sort: PageRequest<SortField>['sort'];
  if (present(raw.sort)) {
    const field = sortFields.find((f) => f === raw.sort);
    const direction = present(raw.order) ? raw.order : 'asc';
    if (!field) errors.sort = PAGING_TEXTS.sort(sortFields);
    else if (direction !== 'asc' && direction !== 'desc') errors.order = PAGING_TEXTS.direction;
    else sort = { field, direction };
  } else if (present(raw.order) && raw.order !== 'asc' && raw.order !== 'desc') {
    errors.order = PAGING_TEXTS.direction;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, page: { limit: limit!, offset: offset!, ...(q ? { q } : {}), ...(sort ? { sort } : {}) } };
}

/** 'true' / 'false' (a query string) or a boolean (GraphQL); absent is no filter. */
export function readFlag(raw: unknown): { ok: true; value: boolean | undefined } | { ok: false } {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
  if (raw === true || raw === 'true') return { ok: true, value: true };
  if (raw === false || raw === 'false') return { ok: true, value: false };
  return { ok: false };
}

/** A LIKE pattern matching `q` anywhere, with its own % and _ taken literally (escape character '\'). */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
