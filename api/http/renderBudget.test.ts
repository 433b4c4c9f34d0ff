import { RenderBudget, isRefusal } from './renderBudget';

describe('RenderBudget', () => {
  it('gives each address a burst of renders, then one per refill period, and other addresses their own', () => {
    let now = 0;
    const budget = new RenderBudget({ perAddressBurst: 3, perAddressPerSecond: 0.5, concurrent: 2, queue: 4 }, () => now);
    expect([1, 2, 3].map(() => budget.take('a'))).toEqual([null, null, null]);
    expect(budget.take('a')).toEqual({ refused: 'address', retryAfterSeconds: 2 });
    expect(budget.take('b')).toBeNull();
    now += 2000;
    expect(budget.take('a')).toBeNull();
    expect(budget.take('a')).toMatchObject({ refused: 'address' });
  });

  it('runs at most `concurrent` renders at once, queues a few, and refuses past the queue', async () => {
    const budget = new RenderBudget({ perAddressBurst: 100, perAddressPerSecond: 1, concurrent: 2, queue: 1 });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const render = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve('done');
        });
      });
    const runs = [budget.run(render), budget.run(render), budget.run(render)];
    const refused = await budget.run(render);
    expect(isRefusal(refused) && refused.refused).toBe('busy');
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(2);
    releases.shift()!();
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(2); // the queued one took the free turn
    while (releases.length) releases.shift()!();
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
  });
});
