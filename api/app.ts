// Builds the Express app (no listen): security headers, logging, body limits, sessions, the REST
// and GraphQL transports, static files and the single-page app's HTML.
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import { resolveActor } from './auth/actor';
import { partnerPreflight, resolvePartnerKey } from './auth/partnerKeys';
import type { SessionSetup } from './auth/sessions';
import type { Config } from './config';
import type { ExecuteOperation } from './domain/render';
import { isDecodablePath } from './domain/routes';
import { SERVER_ERROR } from './domain/texts';
import { adFrameHandler } from './http/adFrame';
import { GRAPHQL_EXPLORER_PATH } from './domain/explorer';
import { explorerHandler } from './http/explorer';
import { installClientGroup } from './http/clientGroup';
import { installTripAllowance } from './http/tripAllowance';
import { ignoreUnusableForwardedHeaders } from './http/forwarded';
import type { PublicReadCache } from './http/publicCache';
import { redactUrl } from './http/redactUrl';
import { requestIdFor } from './http/requestId';
import { refuseCrossSiteWrites } from './http/sameSite';
import { seoRoutes } from './http/seo';
import { pagesHandler, type PagesHandler } from './http/pages';
import { shareImageHandler } from './http/shareImage';
import { SHARE_IMAGE_PATH } from './domain/seo';
import { uploadFilesHandler } from './http/uploadFiles';
import { refuseSourceMaps, webFileCacheControl, webFileResourcePolicy } from './http/webFiles';
import type { DatabaseHealth } from './db/health';
import { METRICS_PATH, type Metrics, metricsWithToken } from './http/metrics';
import { LIVENESS_PATH, READINESS_PATH, type Readiness, liveness, readinessCheck } from './http/health';
import { DEFAULT_RENDER_LIMITS, type RenderLimits } from './http/renderBudget';
import { ServiceUnavailableError } from './services/errors';
import type { Logger } from './logger';
import { answerFor, restErrorHandler } from './rest/errors';
import { restRouter } from './rest';
import type { Services } from './services';

export const JSON_BODY_LIMIT = '100kb';

export interface AppDeps {
  config: Config;
  logger: Logger;
  db: DataSource;
  services: Services;
  sessions: SessionSetup;
  graphql: RequestHandler;
  /** Runs GraphQL queries in-process for server-side rendering. */
  execute: ExecuteOperation;
  cache: PublicReadCache;
  health: DatabaseHealth;
  /** Where the process is in its life (api/http/health.ts): /readyz answers from it. */
  readiness: Readiness;
  renderLimits?: RenderLimits;
  /** The operator's metrics, when on (METRICS_PORT or METRICS_TOKEN). */
  metrics?: Metrics | null;
}

export interface App {
  app: express.Express;
  pages: PagesHandler;
}

export function createApp(deps: AppDeps): App {
  const { config, logger, services, sessions, cache, health } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  installClientGroup(app, config.ipv6ClientPrefix);
  installTripAllowance(app, config.tripLimits);
  app.set('query parser', 'simple');
  app.use(ignoreUnusableForwardedHeaders);
  if (deps.metrics) app.use(deps.metrics.requestsMiddleware());

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdFor(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // A 503 is an answer the server chose (the database is away, too many renders): a warning,
      // not an error with a stack; the outage itself is logged once by the health watch.
      customLogLevel: (_req, res, err) => (err || (res.statusCode >= 500 && res.statusCode !== 503) ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      customErrorObject: (_req, res, error, value) => (isStatusOnly(error, res.statusCode) ? { ...value, err: undefined } : value),
      customErrorMessage: (_req, res, error) => (isStatusOnly(error, res.statusCode) ? 'request completed' : 'request errored'),
      autoLogging: { ignore: (req) => req.url === LIVENESS_PATH || req.url === READINESS_PATH },
      serializers: {
        // A network may send its postback secret in the address (secret=, however the name is spelt): never written to the log.
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use(
    helmet({
      // Pages carry their own policy (api/http/pages.ts); JSON answers need none.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
    }),
  );
  app.use(compression());

  // With METRICS_TOKEN, /metrics answers a request that carries it; anyone else finds no such page.
  if (deps.metrics && config.metrics?.token) app.get(METRICS_PATH, metricsWithToken(deps.metrics, config.metrics.token));
  app.get(LIVENESS_PATH, liveness(deps.readiness));
  app.get(READINESS_PATH, readinessCheck(deps.readiness));
  app.use(seoRoutes(services, config, cache));

  // Uploaded images, from the database (every process serves every upload); forever (content-addressed names).
  app.use('/uploads', uploadFilesHandler(services));
  // og:image for the site's SVG and WebP pictures, as JPEG (link previews draw few other formats).
  app.get(SHARE_IMAGE_PATH, shareImageHandler(services, config.webDir));
  const pages = pagesHandler({
    webDir: config.webDir,
    ssrFile: config.ssrFile,
    publicUrl: config.publicUrl,
    services,
    execute: deps.execute,
    cache,
    health,
    logger,
    // A test's own limits, else the defaults; the per-client backlog as configured unless the test set one.
    renderLimits: { ...(deps.renderLimits ?? DEFAULT_RENDER_LIMITS), perClientQueue: deps.renderLimits?.perClientQueue ?? config.renderQueuePerClient },
    onRender: deps.metrics ? (seconds, outcome) => deps.metrics!.rendered(seconds, outcome) : undefined,
  });
  // The built web app, served precompressed (.br/.gz made at build time) when the browser takes it.
  // A path with a broken percent-encoding is no file: the page handler answers it (not found).
  const webFiles = expressStaticGzip(config.webDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', webFileCacheControl(config.webDir, file));
        if (webFileResourcePolicy(file)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    },
  });
  app.use(refuseSourceMaps);
  app.use((req, res, next) => (isDecodablePath(req.path) ? webFiles(req, res, next) : next()));

  // API transports: sessions and the caller are only worked out here, never for static files.
  // While the database is away they answer 503 at once (a public read still kept was answered
  // before the app, api/server.ts), rather than wait on a connection that cannot be made.
  const whileDatabaseAway: RequestHandler = (_req, _res, next) => next(health.isUp ? undefined : new ServiceUnavailableError());
  const apiStack: RequestHandler[] = [
    whileDatabaseAway,
    // Browser apps of partners: a preflight is answered before anything else reads the request.
    partnerPreflight(services.partners),
    cache.recorder(),
    express.json({ limit: JSON_BODY_LIMIT, strict: true }),
    sessions.middleware,
    resolveActor(services.users),
    // A key makes the request the partner's (or a 401), after the session: a key wins over a cookie.
    resolvePartnerKey(services.partners, config.publicUrl),
  ];
  // The GraphQL explorer's page (before /graphql: Apollo would answer any path under it); no session, no database.
  app.get(GRAPHQL_EXPLORER_PATH, explorerHandler(config.webDir));
  // Admin writes from another site's page are refused before anything is read (api/http/sameSite.ts).
  app.use(['/api/admin', '/api/providers'], refuseCrossSiteWrites(config.publicUrl));
  app.use('/api', ...apiStack, restRouter(services, logger));
  app.use('/api', restErrorHandler(logger));
  app.use('/graphql', ...apiStack, deps.graphql);
  app.use('/graphql', graphqlTransportErrors(logger));

  app.get('/ad-frame/:id', whileDatabaseAway, express.json(), sessions.middleware, resolveActor(services.users), adFrameHandler(services));

  // The contact form posted without scripts (or before the page hydrated), then every page.
  app.post('/contact', ...pages.contactPost);
  app.use(pages.get);
  app.use(restErrorHandler(logger));
  return { app, pages };
}

/** pino-http's stand-in error for an answer with a 5xx status and no thrown error: nothing to trace. */
function isStatusOnly(error: Error, status: number): boolean {
  return error.message === `failed with status code ${status}`;
}

/** Body errors before Apollo runs (bad JSON, too large) still answer in GraphQL's error shape. */
function graphqlTransportErrors(logger: Logger): express.ErrorRequestHandler {
  return (err, req, res, _next) => {
    const answer = answerFor(err);
    if (!answer) logger.error({ err, reqId: req.id }, 'unhandled GraphQL transport error');
    const status = answer?.status ?? 500;
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 503
          ? 'SERVICE_UNAVAILABLE'
          : status === 401
            ? 'UNAUTHENTICATED'
            : status === 429
              ? 'TOO_MANY_REQUESTS'
              : status < 500
                ? 'BAD_REQUEST'
                : 'INTERNAL_SERVER_ERROR';
    if (answer?.headers) res.set(answer.headers);
    res.status(status).json({
      errors: [{ message: answer?.body.message ?? SERVER_ERROR, extensions: { code } }],
    });
  };
}
