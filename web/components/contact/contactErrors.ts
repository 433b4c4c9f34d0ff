// What the visitor is told when a message could not be sent (SPEC.md section 8): the server's
// message when there is one (a GraphQL error, or an HTTP error answer's JSON such as a 429 or 413),
// else a generic text; validation errors also go to their fields.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { messageInAnswer } from '../../pwa/outbox';

export const SEND_FAILED_TITLE = 'Failed to send message';
export const SEND_FAILED_FALLBACK = 'Failed to send message. Please try again.';

export interface SendFailure {
  message: string;
  fieldErrors: Record<string, string>;
  /**
   * The server already holds a different message under this draft's idempotency key (409 /
   * CONFLICT): this one was not stored, and sending it again needs a new key.
   */
  keyConflict: boolean;
}

export function describeSendFailure(thrown: unknown): SendFailure {
  // The outbox rethrows the transport's own error; a wrapper may still carry it as `original`.
  const error = (thrown as { original?: unknown } | null)?.original ?? thrown;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const fieldErrors: Record<string, string> = {};
    for (const e of error.errors) {
      const fields = e.extensions?.errors;
      if (fields && typeof fields === 'object') {
        for (const [field, message] of Object.entries(fields as Record<string, unknown>)) {
          if (typeof message === 'string') fieldErrors[field] = message;
        }
      }
    }
    const keyConflict = error.errors.some((e) => e.extensions?.code === 'CONFLICT');
    return { message: first?.message?.trim() || SEND_FAILED_FALLBACK, fieldErrors, keyConflict };
  }
  if (ServerError.is(error)) {
    return { message: messageInAnswer(error.bodyText) ?? SEND_FAILED_FALLBACK, fieldErrors: {}, keyConflict: error.statusCode === 409 };
  }
  return { message: SEND_FAILED_FALLBACK, fieldErrors: {}, keyConflict: false };
}
