// Process entry: configuration, start, and a graceful stop on SIGTERM/SIGINT.
import 'reflect-metadata';
import { deploymentWarnings, loadConfig } from './config';
import { createLogger, flushLogger } from './logger';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, { logger });
  // The runtime is logged so an operator (and CI) can see which Node.js really serves: npm scripts run the
  // project's own Node 24 (the `node` dependency), not whatever Node ran `npm install`.
  logger.info(
    { port: running.port, database: config.database.kind, node: process.version },
    `RDU Rides is listening on http://localhost:${running.port} (Node.js ${process.version})`,
  );
  for (const warning of deploymentWarnings(config)) logger.warn(warning);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drainSeconds: config.shutdownDrainSeconds, graceSeconds: config.shutdownGraceSeconds }, 'shutting down: /readyz says 503, then finishing in-flight requests');
    running
      .close(config.shutdownGraceSeconds * 1000, config.shutdownDrainSeconds * 1000)
      .then(() => {
        logger.info('stopped cleanly');
        return flushLogger(logger).then(() => process.exit(0));
      })
      .catch((err) => {
        logger.error({ err }, 'error while stopping');
        return flushLogger(logger).finally(() => process.exit(1));
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  // Start-up failures (bad DATABASE_URL, database down) end the process with a readable reason.
  console.error(`Could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
