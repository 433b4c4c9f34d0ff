// Builds the Express app (no listen): security headers, logging, body limits, sessions, the REST
// and GraphQL transports, static files and the single-page app's HTML.
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import { resolveActor } from './auth/actor';
import type { SessionSetup } from './auth/sessions';
import type { Config } from './config';
import { adFrameHandler } from './http/adFrame';
import type { PublicReadCache } from './http/publicCache';
import { requestIdFor } from './http/requestId';
import { spaHandler } from './http/spa';
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
      // Pages get a per-answer nonce policy (api/http/spa.ts); JSON answers need none.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
    }),
  );
  app.use(compression());

  app.get('/healthz', healthCheck(deps.db));

  // Static files: fingerprinted bundles forever, uploads forever (content-addressed names).
  app.use(
    '/uploads',
    express.static(config.uploadDir, { index: false, immutable: true, maxAge: '365d', fallthrough: false }),
  );
  const spa = spaHandler(config.webDir, services);
  app.get('/index.html', spa);
  app.use(
    express.static(config.webDir, {
      index: false,
      setHeaders: (res, file) => {
        const rel = path.relative(config.webDir, file).split(path.sep).join('/');
        if (rel.startsWith('assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (rel === 'sw.js' || rel.endsWith('.webmanifest')) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    }),
  );

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

  app.use(spa);
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
      errors: [{ message: answer?.body.message ?? 'Something went wrong on our side. Please try again.', extensions: { code } }],
    });
  };
}
