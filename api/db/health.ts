// Whether this process can reach its database right now, as the last queries found it. While it
// cannot, the server answers from its last good prepared copies and refuses writes with 503 rather
// than trying (and waiting on) a database that is away; a probe notices its return within a second.
// One failed query is not an outage: a pooled connection the server killed (or timed out) fails the
// one query that drew it, while a fresh connection answers. So a failure is first confirmed by asking
// again at once, and only a database that does not answer that is called away.
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
  /** The check running after a failure while up: resolves to whether the database answered it. */
  private confirming: Promise<boolean> | null = null;

  constructor(
    private readonly db: Pick<DataSource, 'query'>,
    private readonly events: HealthEvents = {},
    private readonly probeMs = 500,
    /** How many times a failure is checked by asking again at once (each try may draw another dead pooled connection). */
    private readonly confirmTries = 3,
    private readonly probeTimeoutMs = 2_000,
  ) {}

  get isUp(): boolean {
    return this.downSince === null;
  }

  /**
   * A query failed. Only errors that mean "the database is not there" count: a query refused for
   * its content says nothing about the connection. While up, the failure is confirmed first (see
   * confirm); while down, the probe keeps asking.
   */
  reportFailure(error: unknown): void {
    void this.confirm(error);
  }

  /**
   * Whether the database answers after `error`: true at once for an error that says nothing about
   * the connection; otherwise the database is asked again (up to confirmTries times, at once, one
   * check shared by everyone who asks meanwhile). Not answering makes it down until a probe succeeds.
   * A caller whose query failed may try it again when this says true.
   */
  confirm(error: unknown): Promise<boolean> {
    return isDatabaseUnavailable(error) ? this.confirmOutage(error) : Promise.resolve(true);
  }

  /** confirm, for a failure its caller already knows to be the database's absence (a GraphQL answer's SERVICE_UNAVAILABLE). */
  confirmOutage(error: unknown): Promise<boolean> {
    if (this.stopped) return Promise.resolve(true);
    if (this.downSince !== null) {
      this.scheduleProbe();
      return Promise.resolve(false);
    }
    if (!this.confirming) {
      const check = this.answers(this.confirmTries).then((up) => {
        if (this.confirming === check) this.confirming = null;
        if (!up) this.markDown(error);
        return up;
      });
      this.confirming = check;
    }
    return this.confirming;
  }

  private markDown(error: unknown): void {
    if (this.stopped || this.downSince !== null) return;
    this.downSince = Date.now();
    this.events.onDown?.(error);
    this.scheduleProbe();
  }

  /** Asks `SELECT 1` up to `tries` times in a row: true as soon as one answers. */
  private async answers(tries: number): Promise<boolean> {
    for (let i = 0; i < tries; i++) {
      try {
        await Promise.race([
          this.db.query('SELECT 1'),
          new Promise((_, reject) => setTimeout(() => reject(Object.assign(new Error('database timeout'), { code: 'ETIMEDOUT' })), this.probeTimeoutMs).unref()),
        ]);
        return true;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) return true; // it answered, if with an error
        if ((error as { code?: unknown }).code === 'ETIMEDOUT') return false; // slow, not a dead connection: asking again would wait as long
      }
    }
    return false;
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
