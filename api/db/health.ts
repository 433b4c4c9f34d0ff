// Whether this process can reach its database right now, as the last queries found it. While it
// cannot, the server answers from its last good prepared copies and refuses writes with 503 rather
// than trying (and waiting on) a database that is away; a probe notices its return within a second.
import type { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../services/errors';

export interface HealthEvents {
  /** The database stopped answering (logged once per outage, not once per failed query). */
  onDown?(error: unknown): void;
  /** It answers again after being away for `downMs`. */
  onUp?(downMs: number): void;
}

export class DatabaseHealth {
  private downSince: number | null = null;
  private probe: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Pick<DataSource, 'query'>,
    private readonly events: HealthEvents = {},
    private readonly probeMs = 500,
  ) {}

  get isUp(): boolean {
    return this.downSince === null;
  }

  /**
   * A query failed. Only errors that mean "the database is not there" count: a query refused for
   * its content says nothing about the connection.
   */
  reportFailure(error: unknown): void {
    if (!isDatabaseUnavailable(error) || this.stopped) return;
    if (this.downSince === null) {
      this.downSince = Date.now();
      this.events.onDown?.(error);
    }
    this.scheduleProbe();
  }

  /** A query succeeded: the database is there. */
  reportSuccess(): void {
    if (this.downSince === null) return;
    const downMs = Date.now() - this.downSince;
    this.downSince = null;
    if (this.probe) clearTimeout(this.probe);
    this.probe = null;
    this.events.onUp?.(downMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.probe) clearTimeout(this.probe);
    this.probe = null;
  }

  /** While down, asks the database every probeMs whether it is back (whatever else polls it or not). */
  private scheduleProbe(): void {
    if (this.probe || this.stopped) return;
    this.probe = setTimeout(() => {
      this.probe = null;
      this.db.query('SELECT 1').then(
        () => this.reportSuccess(),
        (error: unknown) => (isDatabaseUnavailable(error) ? this.reportFailure(error) : this.reportSuccess()),
      );
    }, this.probeMs);
    this.probe.unref();
  }
}
