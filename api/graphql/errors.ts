// Maps service errors to GraphQL errors once: extensions.code plus field messages. Anything
// unexpected becomes a generic INTERNAL_SERVER_ERROR and a log line.
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from '../logger';
import { SERVER_ERROR } from '../domain/texts';
import { asAppError, shapeCurrentRecord, type AppError, type CurrentRecord, type CurrentRecordShapes } from '../services/errors';
import { programView } from '../services/affiliatePrograms';
import { partnerView } from '../services/partners';
import { toUserType } from './admin/types';
import { toAdSpotType } from './ads/types';
import { toAdminAirportOptionType } from './airport/types';
import { toProgramType } from './affiliate/types';
import { toFaqType, toResourceType } from './content/types';
import { toPartnerType } from './partners/types';
import { toProviderType } from './providers/types';
import { refusedRequestMessage, variableFieldErrors } from './requestErrors';

/** A record as it is now, in the shape of its GraphQL type (as JSON: dates as ISO text). */
function recordOf(current: CurrentRecord): unknown {
  return JSON.parse(JSON.stringify(shapeCurrentRecord(current, GRAPHQL_SHAPES)));
}

const GRAPHQL_SHAPES: CurrentRecordShapes = {
  Provider: (row) => toProviderType(row, () => undefined),
  Resource: toResourceType,
  Faq: toFaqType,
  AdSpot: toAdSpotType,
  AffiliateProgram: (row) => toProgramType(programView(row)),
  User: toUserType,
  Partner: (row) => toPartnerType(partnerView(row)),
  AirportOption: toAdminAirportOptionType,
};

export function gqlExtensions(error: AppError): Record<string, unknown> {
  switch (error.code) {
    case 'VALIDATION':
      return { code: 'BAD_USER_INPUT', errors: error.errors };
    case 'BAD_REQUEST':
      return { code: 'BAD_USER_INPUT' };
    case 'UNAUTHENTICATED':
      return { code: 'UNAUTHENTICATED' };
    case 'FORBIDDEN':
      return { code: 'FORBIDDEN', ...(error.reason ? { reason: error.reason } : {}) };
    case 'NOT_FOUND':
      // An archived provider: gone for visitors, with the provider its page now sends them to.
      if (error.archived) return { code: 'NOT_FOUND', archived: true, redirectTo: error.archived.redirectTo };
      return { code: 'NOT_FOUND' };
    case 'CONFLICT':
      if (error.current) {
        const { version, changedBy, changedAt } = error.current;
        return { code: 'CONFLICT', current: recordOf(error.current), version, changedBy, changedAt: changedAt?.toISOString() ?? null };
      }
      return { code: 'CONFLICT', ...(error.field ? { errors: { [error.field]: error.message } } : {}) };
    case 'PAYLOAD_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE' };
    case 'RATE_LIMITED':
      return { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: error.retryAfterSeconds };
    case 'UNAVAILABLE':
      return { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: error.retryAfterSeconds };
    default: {
      const unmapped: never = error;
      throw new Error(`Unmapped error ${String(unmapped)}`);
    }
  }
}

/** Apollo's formatError: `error` is what the resolver threw (wrapped in a GraphQLError). */
export function formatError(logger: Logger, exposeDetails: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = (error as { originalError?: unknown })?.originalError ?? error;
    const known = asAppError(original);
    if (known) {
      return { message: known.message, path: formatted.path, locations: formatted.locations, extensions: gqlExtensions(known) };
    }
    const refused = refusedRequestMessage(error);
    if (refused !== null) return { message: refused, extensions: { code: 'BAD_REQUEST' } };
    const code = formatted.extensions?.code;
    // Errors Apollo and graphql-js raise about the request itself are safe and useful as they are;
    // a variable of the wrong type also names its field, as every refused input does.
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
      const fields = code === 'BAD_USER_INPUT' ? variableFieldErrors(formatted.message) : null;
      return { ...formatted, extensions: { ...(exposeDetails ? formatted.extensions : extensions), ...(fields ? { errors: fields } : {}) } };
    }
    logger.error({ err: original, path: formatted.path }, 'unhandled GraphQL error');
    return {
      message: SERVER_ERROR,
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
