// What the visitor is told when a message could not be sent (SPEC.md section 8): the server's
// message when there is one, else a generic text; validation errors also go to their fields.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const SEND_FAILED_TITLE = 'Failed to send message';
export const SEND_FAILED_FALLBACK = 'Failed to send message. Please try again.';

export interface SendFailure {
  message: string;
  fieldErrors: Record<string, string>;
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
    return { message: first?.message?.trim() || SEND_FAILED_FALLBACK, fieldErrors };
  }
  return { message: SEND_FAILED_FALLBACK, fieldErrors: {} };
}
