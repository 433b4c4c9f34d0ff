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

// ---- variables of the wrong type --------------------------------------------------------------

const NAME = '[_A-Za-z][_0-9A-Za-z]*';
const VARIABLE = new RegExp(`^Variable "\\$(${NAME})" `);
/** An input object's field missing or unknown, at the end of graphql-js's reason. */
const FIELD_REASON = new RegExp(`^Field "(${NAME})" (?:of required type "[^"]*" was not provided|is not defined by type "[^"]*")\\.`);

/** The end of a JSON string literal that starts `text` (graphql-js writes a string value so), or -1. */
function stringEnd(text: string): number {
  for (let i = 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return -1;
}

/**
 * The field messages of a variable graphql-js refused (BAD_USER_INPUT, "Variable "$in" got invalid
 * value 3 at "in.to"; String cannot represent a non string value: 3"), as the contract gives every
 * refused input: `{ field: message }`, the field named inside the input as the product's own
 * messages name it (`to`, `routePoints.1.coordinates.lat`, `answer` for a required field left out),
 * a variable that is not an input object by its own name (`id`); the message is graphql-js's
 * reason. Null for any other message.
 */
export function variableFieldErrors(message: string): Record<string, string> | null {
  const head = VARIABLE.exec(message);
  if (!head) return null;
  const name = head[1];
  const rest = message.slice(head[0].length);
  const invalid = 'got invalid value ';
  // "of required type … was not provided", "of non-null type … must not be null".
  if (!rest.startsWith(invalid)) return { [name]: message };
  const value = rest.slice(invalid.length);
  // Where inside the variable (graphql-js's path: in.routePoints[1].coordinates.lat), when it says.
  const at = new RegExp(` at "${name}((?:\\.${NAME}|\\[\\d+\\])*)"; `).exec(value);
  let place = '';
  let reason: string;
  if (at) {
    place = at[1].replace(/\[(\d+)\]/g, '.$1').slice(1);
    reason = value.slice(at.index + at[0].length);
  } else {
    // The value as graphql-js wrote it, then "; " and the reason: a string value may hold "; " itself.
    const end = value.startsWith('"') ? stringEnd(value) : 0;
    const split = end < 0 ? -1 : value.indexOf('; ', end);
    const field = /; (Field "[^"]*" (?:of required type "[^"]*" was not provided|is not defined by type "[^"]*")\.[^;]*)$/.exec(value);
    reason = field ? field[1] : split < 0 ? message : value.slice(split + 2);
  }
  const field = FIELD_REASON.exec(reason);
  if (field) place = place ? `${place}.${field[1]}` : field[1];
  return { [place || name]: reason };
}
