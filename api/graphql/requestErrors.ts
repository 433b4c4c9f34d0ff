// Errors Apollo Server raises about the HTTP request itself without giving them a code (a
// persisted query whose hash is not its text's, an unsupported persisted-query version): it
// answers them 400 but labels them INTERNAL_SERVER_ERROR, which would read as our fault. They are
// the sender's: BAD_REQUEST with a message saying what to fix.
import { GRAPHQL_TEXTS } from '../domain/texts';

/** Apollo's own wording, mapped to ours where we have something clearer to say. */
const CLEARER: Record<string, string> = {
  'provided sha does not match query': GRAPHQL_TEXTS.persistedQueryMismatch,
  'Unsupported persisted query version': GRAPHQL_TEXTS.persistedQueryVersion,
};

/** The message for a request Apollo refused with a 4xx and no code of its own, or null. */
export function refusedRequestMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { message, extensions, originalError } = error as { message?: unknown; extensions?: { code?: unknown; http?: { status?: unknown } }; originalError?: unknown };
  const status = extensions?.http?.status;
  if (originalError || extensions?.code !== undefined || typeof status !== 'number' || status < 400 || status >= 500) return null;
  return typeof message === 'string' ? (CLEARER[message] ?? message) : null;
}
