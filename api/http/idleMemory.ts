// Gives memory back to the system once a burst of traffic is over. Under load, V8 (Node 24) grows
// its young and old generations; after the burst it collects the garbage but keeps the freed
// 256 KB pages pooled for reuse, and they stay resident: measured here after a 60 s mixed load,
// 380-470 MB RSS for a heap of 60 MB, 260-350 MB of it pooled pages (bench/results/mixed-load.md).
// Only V8's "last resort" full collection releases that pool; it stops the process for a moment,
// so it runs once the server has been idle for a while after traffic, never while requests come.
import type http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';

export type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** V8's gc(), exposed to this module only (the flag applies to contexts created after it is set). */
function exposeGc(): Collect | null {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as Collect) : null;
  } catch {
    return null;
  }
}

/**
 * One last-resort collection now, for a moment when the process serves nothing yet (after its
 * pages were made ready, before it listens). Returns the RSS before and after, or null when V8's
 * gc() cannot be reached.
 */
export function releaseMemoryNow(): { before: number; after: number } | null {
  const gc = exposeGc();
  if (!gc) return null;
  const before = process.memoryUsage.rss();
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return { before, after: process.memoryUsage.rss() };
}

export interface IdleMemoryRelease {
  stop(): void;
}

export interface IdleMemoryOptions {
  /** Quiet time after the last request before releasing. */
  idleMs?: number;
  /**
   * How much the RSS must have grown since the last release (or the start) to be worth one: a
   * quiet site's occasional request never pays for a full collection.
   */
  minGrowthBytes?: number;
  onRelease?: (rssBefore: number, rssAfter: number) => void;
  /** The clock (Date.now) and the timer that runs the idle check every `periodMs` (setInterval, unref'd): tests drive both. */
  now?: () => number;
  every?: (check: () => void, periodMs: number) => () => void;
  /** The collection itself (V8's last-resort gc(); null where it cannot be reached) and the RSS reading: tests may stand in. */
  collect?: Collect | null;
  rss?: () => number;
}

/** setInterval, not keeping the process alive; returns how to stop it. */
function everyUnref(check: () => void, periodMs: number): () => void {
  const timer = setInterval(check, periodMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Watches the server's requests; after `idleMs` without one (and only if some came since the last
 * release and the RSS grew by `minGrowthBytes`), runs one last-resort collection.
 */
export function releaseMemoryWhenIdle(
  server: http.Server,
  { idleMs = 5_000, minGrowthBytes = 64 * 2 ** 20, onRelease, now = Date.now, every = everyUnref, collect, rss = () => process.memoryUsage.rss() }: IdleMemoryOptions = {},
): IdleMemoryRelease {
  const gc = collect === undefined ? exposeGc() : collect;
  if (!gc) return { stop() {} };
  let baseline = rss();
  let lastRequest = 0;
  let servedSinceRelease = false;
  const seen = () => {
    lastRequest = now();
    servedSinceRelease = true;
  };
  server.on('request', seen);
  const stopChecks = every(() => {
    if (!servedSinceRelease || now() - lastRequest < idleMs) return;
    servedSinceRelease = false;
    const before = rss();
    if (before - baseline < minGrowthBytes) return;
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    baseline = rss();
    onRelease?.(before, baseline);
  }, Math.max(250, Math.floor(idleMs / 2)));
  return {
    stop() {
      stopChecks();
      server.off('request', seen);
    },
  };
}
