// Moved from web/pwa/cachePolicy.test.ts with the click-queue policy (web/pwa/policy/clicks.ts).
import { CLICK_QUEUE } from '../protocol';
import { isClickRetryAnswer, replayQueuedClicks, type ClickQueue } from './clicks';

describe('the booking-click queue', () => {
  /** A queued click: jsdom has no Request, and the replay only clones it and hands it on. */
  const click = (id: string, timestamp = 1) => ({ request: { id, clone() { return this; } } as unknown as Request, timestamp });
  type Entry = ReturnType<typeof click>;
  const fakeQueue = (entries: Entry[]): ClickQueue & { entries: Entry[] } => ({
    entries,
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (entry) => void entries.unshift(entry as Entry),
  });
  const idOf = (request: Request) => (request as unknown as { id: string }).id;

  it('waits on a 5xx only: counted, repeat, refused or throttled answers are final', () => {
    expect([200, 202, 400, 404, 413, 429].filter(isClickRetryAnswer)).toEqual([]);
    expect([500, 502, 503, 504].every(isClickRetryAnswer)).toBe(true);
  });

  it('keeps a click for less than the two days the server recognises its key', () => {
    expect(CLICK_QUEUE.retentionMinutes).toBeLessThan(2 * 24 * 60);
    expect(CLICK_QUEUE.retentionMinutes).toBeGreaterThanOrEqual(24 * 60);
  });

  it('sends every queued click once, oldest first, and empties the queue whatever the final answers', async () => {
    const queue = fakeQueue([click('a'), click('b'), click('c')]);
    const status: Record<string, number> = { a: 202, b: 400, c: 429 };
    const sent: string[] = [];
    const send = async (r: Request) => {
      sent.push(idOf(r));
      return { status: status[idOf(r)] } as Response;
    };
    await expect(replayQueuedClicks(queue, send)).resolves.toBe(3);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(queue.entries).toEqual([]);
    await expect(replayQueuedClicks(queue, send)).resolves.toBe(0);
    expect(sent).toHaveLength(3);
  });

  it.each([
    ['no answer (offline)', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ["a proxy's 502", async () => ({ status: 502 }) as Response],
  ])('stops at %s, puts that click back first with its own time, keeps the rest, and throws for Background Sync to retry', async (_what, fail) => {
    const queue = fakeQueue([click('a', 10), click('b', 20), click('c', 30)]);
    const sent: string[] = [];
    const send = async (r: Request) => {
      sent.push(idOf(r));
      return idOf(r) === 'b' ? fail() : ({ status: 202 } as Response);
    };
    await expect(replayQueuedClicks(queue, send)).rejects.toThrow(/kept for later/);
    expect(sent).toEqual(['a', 'b']);
    expect(queue.entries.map((e) => [idOf(e.request), e.timestamp])).toEqual([['b', 20], ['c', 30]]);
    // The connection is back: the rest go, each once.
    await expect(replayQueuedClicks(queue, async () => ({ status: 202 }) as Response)).resolves.toBe(2);
    expect(queue.entries).toEqual([]);
  });
});
