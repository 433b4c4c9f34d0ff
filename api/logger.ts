import fs from 'node:fs';
import pino, { type Logger } from 'pino';

/**
 * One JSON line per request and per event, on stdout, through a BatchedLog: one write per many lines.
 * What is still held is written when the process stops (flushLogger), and when it exits any other way.
 */
export function createLogger(level: string, destination: pino.DestinationStream = new BatchedLog(1)): Logger {
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

export interface BatchedLogOptions {
  /** Written as soon as this many characters are held. */
  batchChars?: number;
  /** A line is held at most this long when no more come (a quiet server's lines still go out). */
  flushMs?: number;
}

/** Every BatchedLog still open: written out on the process's 'exit' (process.exit, a crash). */
const open = new Set<BatchedLog>();
let exitHookInstalled = false;

/**
 * A log destination that holds lines in memory and writes them in one synchronous write per
 * batch: at `batchChars` (64 KiB), or `flushMs` (100 ms) after the first line of a quiet spell.
 * A line costs an array push; sonic-boom (pino.destination) concatenated every line onto its
 * pending string and measured that string again on every line, about 3 µs a line, a third of a
 * cached answer's cost at info (bench/results/public-reads-before-after.md). The write is
 * synchronous, so none is ever in flight: on the process's 'exit' event (process.exit, an uncaught
 * exception or rejection) whatever is held is written, in order, before the process ends. A reader
 * that does not keep up (a full pipe) holds the rest for the next try instead of blocking.
 */
export class BatchedLog implements pino.DestinationStream {
  private lines: string[] = [];
  private chars = 0;
  private timer: NodeJS.Timeout | null = null;
  private broken = false;
  private readonly batchChars: number;
  private readonly flushMs: number;

  constructor(
    private readonly fd: number,
    { batchChars = 64 * 1024, flushMs = 100 }: BatchedLogOptions = {},
  ) {
    this.batchChars = batchChars;
    this.flushMs = flushMs;
    open.add(this);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.on('exit', () => {
        for (const log of open) log.flushSync({ waitForReader: true });
      });
    }
  }

  write(line: string): void {
    if (this.broken) return;
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.batchChars) this.flushSync();
    else if (!this.timer) this.timer = setTimeout(this.flushHeld, this.flushMs).unref();
  }

  /** pino's logger.flush(cb). */
  flush(cb?: (err?: Error) => void): void {
    this.flushSync({ waitForReader: true });
    cb?.();
  }

  /** Writes what is held; stops holding lines (the process is ending). */
  end(): void {
    this.flushSync({ waitForReader: true });
    open.delete(this);
  }

  private readonly flushHeld = (): void => {
    this.timer = null;
    this.flushSync();
  };

  /**
   * Writes every held line. A reader that is not ready (EAGAIN on a non-blocking pipe) keeps the
   * rest held for the timer's next try, unless `waitForReader` (the process is ending): then it is
   * tried again until it is written, for a few seconds at most.
   */
  flushSync({ waitForReader = false } = {}): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.lines.length || this.broken) return;
    const bytes = Buffer.from(this.lines.length === 1 ? this.lines[0] : this.lines.join(''));
    this.lines = [];
    this.chars = 0;
    let written = 0;
    let tries = 0;
    while (written < bytes.length) {
      try {
        written += fs.writeSync(this.fd, bytes, written);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN' && waitForReader && ++tries < 3000) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
          continue;
        }
        if (code === 'EAGAIN') {
          // Held again, ahead of anything logged since.
          const rest = bytes.subarray(written).toString();
          this.lines.unshift(rest);
          this.chars += rest.length;
          this.timer ??= setTimeout(this.flushHeld, this.flushMs).unref();
          return;
        }
        // The reader is gone (EPIPE) or the file cannot be written: the log stops, the server does not.
        this.broken = true;
        return;
      }
    }
  }
}

export type { Logger };
