// Apollo Server on /graphql: CSRF prevention on, GET for queries (cacheable), POST for mutations,
// automatic persisted queries, and limits on depth, aliases, cost, tokens and batching.
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { RequestHandler } from 'express';
import type { DocumentNode } from 'graphql';
import type { ExecuteOperation } from '../domain/render';
import type { Logger } from '../logger';
import { PRIVATE_NO_STORE, PUBLIC_REVALIDATE } from '../http/cacheHeaders';
import type { Services } from '../services';
import { ANONYMOUS } from '../services/actor';
import type { GraphQLContext } from './context';
import { formatError } from './errors';
import { buildAppSchema } from './schema';
import { maxTripsPerOperation } from './tripLimit';

/**
 * Our own queries nest at most 4 levels; 15 is what the standard introspection query needs (tools
 * like codegen and IDEs), and introspection is counted too, so nothing deeper ever runs.
 */
export const GRAPHQL_LIMITS = { maxDepth: 15, maxAliases: 15, maxCost: 5000, maxTokens: 2000, maxDirectives: 10 } as const;

/**
 * Anonymous, successful GET queries are public (kept by the hot cache and the service worker);
 * everything else is private. A public answer that depends on the clock carries Expires. A throttled login gets Retry-After like the REST answer.
 */
const httpCachePlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ request }) {
    return {
      async willSendResponse({ response, contextValue, operation }) {
        const single = response.body.kind === 'single' ? response.body.singleResult : null;
        const errors = single?.errors ?? [];
        const isPublic =
          request.http?.method === 'GET' && contextValue.actor?.kind === 'anonymous' && operation?.operation === 'query' && errors.length === 0;
        response.http.headers.set('cache-control', isPublic ? PUBLIC_REVALIDATE : PRIVATE_NO_STORE);
        // An answer that depends on the clock says until when it holds (the hot cache keeps it no longer).
        if (isPublic && contextValue.validUntil !== undefined) response.http.headers.set('expires', new Date(contextValue.validUntil).toUTCString());
        const waits = errors.filter((e) => e.extensions?.code === 'TOO_MANY_REQUESTS' || e.extensions?.code === 'SERVICE_UNAVAILABLE');
        const retry = waits[0]?.extensions?.retryAfterSeconds;
        if (retry !== undefined) response.http.headers.set('retry-after', String(retry));
        // The database could not be reached: an HTTP-level 503 so clients, proxies and the
        // worker's queues treat it as "try again", never as an answer to keep.
        if (errors.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
        // The answer's type follows Accept (application/json or application/graphql-response+json):
        // caches, ours in front of the app included, keep one copy per Accept.
        // A partner's answer also follows Origin (its CORS headers, api/auth/partnerKeys.ts).
        response.http.headers.set('vary', contextValue.actor?.kind === 'partner' ? 'Accept, Origin' : 'Accept');
      },
    };
  },
};

export interface GraphQLTransport {
  middleware: RequestHandler;
  /** Runs one operation in-process as an anonymous visitor (server-side rendering), through the same plugins and error mapping. */
  executeAnonymous: ExecuteOperation;
  stop(): Promise<void>;
}

export async function createGraphQL(services: Services, logger: Logger, opts: { development: boolean }): Promise<GraphQLTransport> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: false, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    // Counted by graphql-js's own parser (parseOptions below): armor's plugin throws from
    // parsingDidStart, which Apollo answers as a 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: !opts.development },
  });
  const protection = armor.protect();
  const server = new ApolloServer<GraphQLContext>({
    schema: await buildAppSchema(),
    csrfPrevention: true,
    // The process entry owns SIGTERM/SIGINT and stops Apollo itself as part of its graceful close;
    // Apollo's own handlers would race it and leave graphql.stop() waiting forever.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: opts.development,
    introspection: true,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    validationRules: [...protection.validationRules, maxTripsPerOperation()],
    plugins: [...protection.plugins, httpCachePlugin, ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled()],
    formatError: formatError(logger, opts.development),
    logger: {
      debug: (m) => logger.debug(m),
      info: (m) => logger.info(m),
      warn: (m) => logger.warn(m),
      error: (m) => logger.error(m),
    },
  });
  await server.start();
  const handler = expressMiddleware(server, {
    context: async ({ req, res }) => ({ req, res, actor: req.actor, services, logger }),
  });
  const executeAnonymous: ExecuteOperation = async ({ document, variables }) => {
    // Queries only (pages read); no request or response exists, and none of our queries needs one.
    const contextValue = { actor: ANONYMOUS, services, logger } as GraphQLContext;
    const response = await server.executeOperation({ query: document as DocumentNode, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('GraphQL: an incremental answer where a single one was expected');
    return response.body.singleResult;
  };
  return {
    executeAnonymous,
    middleware: (req, res, next) => {
      // Apollo wants req.body to exist; a GET has none.
      if (!('body' in req) || req.body === undefined) (req as { body?: unknown }).body = {};
      return handler(req, res, next);
    },
    stop: () => server.stop(),
  };
}
