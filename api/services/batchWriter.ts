// Writes that may wait a few milliseconds, gathered into one transaction: the postbacks' conversion
// writes (api/services/postbacks.ts). A network reports in bursts (a day's bookings at once, retries);
// one transaction per report would take a pooled connection per report on MariaDB (the same pool the
// public pages read from) and, on SQLite, one commit per report on the server's only thread. Here the
// reports that arrive within `windowMs` of the first waiting one (at most `maxBatch`) are written in
// one transaction on one connection, one after the other, each in a savepoint of its own so one
// failing report (a unique key another process took) fails alone. Each caller is answered only once
// the transaction holding its write has committed: an answer never promises what is not stored.
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

export interface BatchWriterOptions {
  /** How long the first waiting write waits for others to join its transaction. */
  windowMs: number;
  /** The most writes in one transaction (a full batch goes at once). */
  maxBatch: number;
}

export const DEFAULT_BATCH_WRITER: BatchWriterOptions = { windowMs: 20, maxBatch: 100 };

interface Job {
  work: (m: EntityManager) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class BatchWriter {
  private waiting: Job[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** The batch being written: batches go one at a time, so they never wait for each other's locks. */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DataSource,
    private readonly options: BatchWriterOptions = DEFAULT_BATCH_WRITER,
  ) {}

  /** Writes waiting for the next batch (the operator's metrics show it). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `work` inside the next batch's transaction; resolves with its result once that transaction committed. */
  write<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.waiting.length >= this.options.maxBatch) this.flush();
      else if (!this.timer) this.timer = setTimeout(() => this.flush(), this.options.windowMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = [];
    if (!batch.length) return;
    this.writing = this.writing.then(() => this.run(batch));
  }

  private async run(batch: Job[]): Promise<void> {
    let runner: QueryRunner | null = null;
    const done: { job: Job; value: unknown }[] = [];
    try {
      runner = this.db.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      for (const job of batch) {
        // A savepoint per write: its failure undoes only its own statements.
        await runner.startTransaction();
        try {
          const value = await job.work(runner.manager);
          await runner.commitTransaction();
          done.push({ job, value });
        } catch (error) {
          await runner.rollbackTransaction();
          job.reject(error);
        }
      }
      await runner.commitTransaction();
    } catch (error) {
      // The transaction itself failed (a lost connection, a deadlock): none of its writes stand.
      // Every level is undone: a connection goes back to the pool with no transaction open.
      for (let level = 0; runner?.isTransactionActive && level < 4; level++) await runner.rollbackTransaction().catch(() => {});
      // (A write that failed on its own was already answered: a promise settles once.)
      for (const job of batch) job.reject(error);
      return;
    } finally {
      await runner?.release().catch(() => {});
    }
    for (const { job, value } of done) job.resolve(value);
  }
}
