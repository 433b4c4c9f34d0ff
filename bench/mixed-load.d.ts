// Types of bench/mixed-load.js for the TypeScript tests that drive it.
export interface MixedLoadResult {
  requests: number;
  requestsPerSecond: number;
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  /** Count per HTTP status. */
  statuses: Record<string, number>;
  /** Statuses outside the expected set, with their counts. */
  unexpected: Record<string, number>;
  clean: boolean;
}
export function mixedLoad(options: {
  baseUrl: string;
  seconds?: number;
  connections?: number;
  /** An admin's credentials: adds the admin's reads with a logged-in session cookie. */
  admin?: { username: string; password: string } | null;
}): Promise<MixedLoadResult>;
