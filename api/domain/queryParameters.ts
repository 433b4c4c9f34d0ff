// Which query parameters of a request a route cannot read: one it does not know (a misspelling
// such as pax=3 must not answer for 1 passenger) or one given more than once (which value would
// count?). Named each at its own key, so a client learns every one in one answer.
import { QUERY_TEXTS } from './texts';

/** Every unknown or repeated parameter with its message, or null when all are well. */
export function queryParameterProblems(params: URLSearchParams, known: readonly string[]): Record<string, string> | null {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name] of params) {
    if (!known.includes(name)) problems[name] ??= QUERY_TEXTS.unknown(name, known);
    else if (seen.has(name)) problems[name] = QUERY_TEXTS.repeated(name);
    seen.add(name);
  }
  return Object.keys(problems).length ? problems : null;
}
