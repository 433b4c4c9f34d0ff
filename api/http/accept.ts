// What a request's Accept header asks for, read once for the prepared-bytes cache in front of the
// app (api/http/publicCache.ts) and the page handler (api/http/pages.ts): a client that accepts no
// HTML is never sent a page, and an answer whose type follows Accept (a GraphQL GET:
// application/json or application/graphql-response+json) is kept apart per Accept.

/** The media ranges a header accepts (q above 0), lower-cased, without their parameters. */
function acceptedRanges(accept: string): string[] {
  const ranges: string[] = [];
  for (const part of accept.split(',')) {
    const [range, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!range) continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    ranges.push(range);
  }
  return ranges;
}

/** Whether a page (text/html) may answer: no Accept header (or an empty one) accepts anything. */
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return acceptedRanges(accept).some((range) => range === 'text/html' || range === 'text/*' || range === '*/*');
}

/**
 * The Accept header as an answer that depends on it is kept under: as sent, lower-cased, without
 * spaces (clients send a fixed header, so the few spellings in use make few copies).
 */
export function acceptKey(accept: string | string[] | undefined): string {
  const text = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  return text.toLowerCase().replace(/\s+/g, '');
}
