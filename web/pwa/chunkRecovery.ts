// A deployment removes the previous build's files. A page still running the old bundle fails to
// load a lazy chunk it has not loaded yet (the service worker keeps the old build's public chunks
// until the new worker takes over, but not forever, and never the admin ones). Such a page is moved
// onto the new version: the waiting worker (if any) takes over and the page reloads, once; a guard
// in sessionStorage stops a reload loop. Offline, nothing is reloaded: the chunk is simply missing.
// The worker's registration code is loaded only when needed (it is not in the first download).
const registration = () => import(/* webpackChunkName: "pwa-register" */ './register');

const GUARD_KEY = 'rdu-rides:chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 30_000;

const CHUNK_ERROR_MESSAGE =
  /Loading (CSS )?chunk [\w.-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** webpack's ChunkLoadError, mini-css-extract's CSS chunk error, or a failed native import(). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; code?: unknown; message?: unknown };
  return e.name === 'ChunkLoadError' || e.code === 'CSS_CHUNK_LOAD_FAILED' || CHUNK_ERROR_MESSAGE.test(String(e.message ?? ''));
}

export type RecoveryOutcome = 'reloading' | 'offline' | 'already-tried';

export interface RecoveryDeps {
  isOnline: () => boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  findWaitingUpdate: () => Promise<boolean>;
  activateUpdateAndReload: () => Promise<void>;
  reload: () => void;
}

const browserDeps = (): RecoveryDeps => ({
  isOnline: () => navigator.onLine,
  storage: window.sessionStorage,
  now: Date.now,
  findWaitingUpdate: () => registration().then((m) => m.findWaitingUpdate()),
  // If even that code is gone with the old version, a plain reload moves onto the new one.
  activateUpdateAndReload: () => registration().then((m) => m.activateUpdateAndReload(), () => window.location.reload()),
  reload: () => window.location.reload(),
});

export async function recoverFromChunkError(deps: RecoveryDeps = browserDeps()): Promise<RecoveryOutcome> {
  if (!deps.isOnline()) return 'offline';
  let last = 0;
  try {
    last = Number(deps.storage.getItem(GUARD_KEY) || 0);
  } catch {
    // storage blocked: treat as not tried
  }
  if (deps.now() - last < CHUNK_RELOAD_GUARD_MS) return 'already-tried';
  try {
    deps.storage.setItem(GUARD_KEY, String(deps.now()));
  } catch {
    // without storage there is no loop guard: do not reload
    return 'already-tried';
  }
  if (await deps.findWaitingUpdate().catch(() => false)) await deps.activateUpdateAndReload();
  else deps.reload();
  return 'reloading';
}
