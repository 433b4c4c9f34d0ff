// The per-client bound on an anonymous write (a contact message; booking clicks next), as the
// services see it. api/auth/writeThrottle.ts keeps the counts in the database.
export interface WriteThrottle {
  /** Counts one write by this client address; throws RateLimitedError once over a limit. */
  take(client: string): Promise<void>;
  /** The write turned out to be a replay of one already counted: its point is given back. */
  giveBack(client: string): Promise<void>;
}

/** For a caller that never takes anonymous writes (the command line). */
export const NO_WRITE_THROTTLE: WriteThrottle = { take: async () => {}, giveBack: async () => {} };
