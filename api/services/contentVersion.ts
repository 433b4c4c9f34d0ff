// Tells every cache that public content changed: locally at once, and in other server processes
// (sharing one MySQL database) through a version number they poll.
import { EventEmitter } from 'node:events';
import type { DataSource } from 'typeorm';
import { ContentVersion } from '../entities';

/** What becomes of each poll. */
export interface PollReport {
  onError: (error: unknown) => void;
  onSuccess?: () => void;
}

export class ContentVersionService {
  private readonly events = new EventEmitter();
  private known = -1;
  private timer: NodeJS.Timeout | null = null;
  private report: PollReport | null = null;
  private checking: Promise<void> | null = null;

  constructor(private readonly db: DataSource) {}

  /** Called by services after a write to public content has committed. */
  async bump(): Promise<void> {
    await this.db.getRepository(ContentVersion).increment({ id: 1 }, 'version', 1);
    this.known = await this.read();
    this.events.emit('change');
  }

  /**
   * The content version this process last saw (-1 before the first read): what an in-process copy
   * of content is keyed on. A write here changes it at once, one in another process within a poll.
   */
  get version(): number {
    return this.known;
  }

  onChange(listener: () => void): () => void {
    this.events.on('change', listener);
    return () => this.events.off('change', listener);
  }

  async ensureRow(): Promise<void> {
    const repo = this.db.getRepository(ContentVersion);
    if (!(await repo.existsBy({ id: 1 }))) {
      await repo.createQueryBuilder().insert().values({ id: 1, version: 0 }).orIgnore().execute();
    }
    this.known = await this.read();
  }

  /**
   * Polls for writes made by other processes; a change seen fires the same event. Each poll's
   * outcome is also reported (the server's database health follows it).
   */
  startPolling(intervalMs: number, report: PollReport): void {
    if (this.timer || intervalMs <= 0) return;
    this.report = report;
    this.timer = setInterval(() => void this.check(), intervalMs);
    this.timer.unref();
  }

  stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Looks for another process's write now, as the poll does: after the check under way, if any
   * (it may have read before that write), with a read of its own.
   */
  async poll(): Promise<void> {
    await this.checking;
    await this.check();
  }

  /** One read of the version. A check waiting on a slow database is joined, not doubled, by the next poll. */
  private check(): Promise<void> {
    return (this.checking ??= (async () => {
      try {
        const version = await this.read();
        this.report?.onSuccess?.();
        if (version !== this.known) {
          this.known = version;
          this.events.emit('change');
        }
      } catch (error) {
        this.report?.onError(error);
      } finally {
        this.checking = null;
      }
    })());
  }

  private async read(): Promise<number> {
    const row = await this.db.getRepository(ContentVersion).findOneBy({ id: 1 });
    return row?.version ?? 0;
  }
}
