import pino, { type Logger } from 'pino';

/**
 * One JSON line per request and per event, on stdout. Written asynchronously: under load the lines
 * of many requests go out in one write instead of a system call each (a third of a cached
 * answer's cost, measured with bench/public-reads.js), and when quiet each line goes out at once.
 * What is still buffered is written when the process stops (flushLogger).
 */
export function createLogger(level: string, destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false })): Logger {
  return pino(
    {
      level,
      base: { service: 'rdu-rides' },
      // Never log credentials or session material, whatever a request carries.
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.passwordHash'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** Writes out what the logger still holds (before the process exits). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}

export type { Logger };
