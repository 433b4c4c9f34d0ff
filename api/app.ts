// Builds the Express app (no listen): security headers, logging, body limits, sessions, the REST
// and GraphQL transports, static files and the single-page app's HTML.
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import { resolveActor } from './auth/actor';
import type { SessionSetup } from './auth/sessions';
import type { Config } from './config';
import type { ExecuteOperation } from './domain/render';
import { isDecodablePath } from './domain/routes';
import { SERVER_ERROR } from './domain/texts';
import { adFrameHandler } from './http/adFrame';
import type { PublicReadCache } from './http/publicCache';
import { requestIdFor } from './http/requestId';
import { seoRoutes } from './http/seo';
import { pagesHandler } from './http/pages';
import { uploadFilesHandler } from './http/uploadFiles';
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
}

export function createApp(deps: AppDeps): express.Express {
  const { config, logger, services, sessions, cache } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdFor(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
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

  app.get('/healthz', healthCheck(deps.db));
  app.use(seoRoutes(services, config, cache));

  // Uploaded images, from the database (every process serves every upload); forever (content-addressed names).
  app.use('/uploads', uploadFilesHandler(services));
  const pages = pagesHandler({
    webDir: config.webDir,
    ssrFile: config.ssrFile,
    publicUrl: config.publicUrl,
    services,
    execute: deps.execute,
    cache,
    logger,
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
        const rel = path.relative(config.webDir, file).split(path.sep).join('/');
        if (rel.startsWith('assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (rel === 'sw.js' || rel.endsWith('.webmanifest')) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    },
  });
  app.use((req, res, next) => (isDecodablePath(req.path) ? webFiles(req, res, next) : next()));

  // API transports: sessions and the caller are only worked out here, never for static files.
  const apiStack: RequestHandler[] = [
    cache.recorder(),
    express.json({ limit: JSON_BODY_LIMIT, strict: true }),
    sessions.middleware,
    resolveActor(services.users),
  ];
  app.use('/api', ...apiStack, restRouter(services, logger));
  app.use('/api', restErrorHandler(logger));
  app.use('/graphql', ...apiStack, deps.graphql);
  app.use('/graphql', graphqlTransportErrors(logger));

  app.get('/ad-frame/:id', express.json(), sessions.middleware, resolveActor(services.users), adFrameHandler(services));

  // The contact form posted without scripts (or before the page hydrated), then every page.
  app.post('/contact', ...pages.contactPost);
  app.use(pages.get);
  app.use(restErrorHandler(logger));
  return app;
}

/** 200 once the database answers (the server only listens after migrations); 503 otherwise. */
function healthCheck(db: DataSource): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await Promise.race([
        db.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000).unref()),
      ]);
      res.json({ status: 'ok', database: 'up', migrations: 'applied', uptimeSeconds: Math.round(process.uptime()) });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  };
}

/** Body errors before Apollo runs (bad JSON, too large) still answer in GraphQL's error shape. */
function graphqlTransportErrors(logger: Logger): express.ErrorRequestHandler {
  return (err, req, res, _next) => {
    const answer = answerFor(err);
    if (!answer) logger.error({ err, reqId: req.id }, 'unhandled GraphQL transport error');
    const status = answer?.status ?? 500;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
    res.status(status).json({
      errors: [{ message: answer?.body.message ?? SERVER_ERROR, extensions: { code } }],
    });
  };
}
