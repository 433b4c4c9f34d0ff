import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, recoverFromChunkError, type RecoveryDeps } from './chunkRecovery';

function deps(overrides: Partial<RecoveryDeps> = {}) {
  const storage = new Map<string, string>();
  const calls: string[] = [];
  let now = 1_000_000;
  const d: RecoveryDeps = {
    isOnline: () => true,
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    now: () => now,
    findWaitingUpdate: async () => false,
    activateUpdateAndReload: async () => void calls.push('activate+reload'),
    reload: () => void calls.push('reload'),
    ...overrides,
  };
  return { d, calls, advance: (ms: number) => (now += ms) };
}

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('Loading chunk map failed.\n(error: http://x/assets/map.1.js)'), { name: 'ChunkLoadError' }), true],
    [Object.assign(new Error('Loading CSS chunk map failed.\n(/assets/map.1.css)'), { code: 'CSS_CHUNK_LOAD_FAILED' }), true],
    [new Error('Loading chunk admin-vendors failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    [new TypeError('Failed to fetch'), false],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
    ['Loading chunk 1 failed', false],
  ])('%p → %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('recoverFromChunkError', () => {
  it('reloads once onto the new version', async () => {
    const { d, calls } = deps();
    await expect(recoverFromChunkError(d)).resolves.toBe('reloading');
    expect(calls).toEqual(['reload']);
  });

  it('lets a waiting worker take over first', async () => {
    const { d, calls } = deps({ findWaitingUpdate: async () => true });
    await expect(recoverFromChunkError(d)).resolves.toBe('reloading');
    expect(calls).toEqual(['activate+reload']);
  });

  it('does not reload in a loop', async () => {
    const { d, calls, advance } = deps();
    await recoverFromChunkError(d);
    advance(CHUNK_RELOAD_GUARD_MS - 1);
    await expect(recoverFromChunkError(d)).resolves.toBe('already-tried');
    expect(calls).toEqual(['reload']);
    advance(2);
    await expect(recoverFromChunkError(d)).resolves.toBe('reloading');
  });

  it('does nothing offline: the chunk is missing, not stale', async () => {
    const { d, calls } = deps({ isOnline: () => false });
    await expect(recoverFromChunkError(d)).resolves.toBe('offline');
    expect(calls).toEqual([]);
  });

  it('does not reload without storage for its loop guard', async () => {
    const { d, calls } = deps();
    d.storage = { getItem: () => null, setItem: () => { throw new Error('blocked'); } };
    await expect(recoverFromChunkError(d)).resolves.toBe('already-tried');
    expect(calls).toEqual([]);
  });
});
