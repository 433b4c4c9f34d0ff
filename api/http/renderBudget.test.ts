import { RenderBudget, isRefusal, type RenderLimits } from './renderBudget';

/** Renders that finish when the test says: each records who it ran for, in the order they started. */
function fakeRenders() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  let running = 0;
  let most = 0;
  const render = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      running += 1;
      most = Math.max(most, running);
      finish.set(name, () => {
        running -= 1;
        resolve(name);
      });
    });
  /** Finishes one render and lets the turn it frees be handed on (promise callbacks only: no clock). */
  const done = async (name: string) => {
    finish.get(name)!();
    finish.delete(name);
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { started, render, done, get running() { return running; }, get most() { return most; } };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const limits = (over: Partial<RenderLimits>): RenderLimits => ({ perAddressBurst: 100, perAddressPerSecond: 1, concurrent: 1, queue: 32, perClientQueue: 3, ...over });

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
    const budget = new RenderBudget(limits({ concurrent: 2, queue: 1 }));
    const fake = fakeRenders();
    const runs = [budget.run('a', fake.render('1')), budget.run('b', fake.render('2')), budget.run('c', fake.render('3'))];
    const refused = await budget.run('d', fake.render('4'));
    expect(isRefusal(refused) && refused.refused).toBe('busy');
    await settle();
    expect(fake.started).toEqual(['1', '2']);
    await fake.done('1');
    expect(fake.started).toEqual(['1', '2', '3']); // the queued one took the free turn
    expect(fake.running).toBe(2);
    await fake.done('2');
    await fake.done('3');
    expect(await Promise.all(runs)).toEqual(['1', '2', '3']);
    expect(fake.most).toBe(2);
    expect(budget.queued).toBe(0);
  });

  it('serves waiting renders round robin across clients: a visitor waits behind at most one render per other client', async () => {
    const budget = new RenderBudget(limits({ concurrent: 1, perClientQueue: 3 }));
    const fake = fakeRenders();
    const runs = [budget.run('flood1', fake.render('f1-0'))]; // takes the one turn
    // Two flooding clients fill their backlogs before the visitor arrives.
    for (let i = 1; i <= 3; i++) runs.push(budget.run('flood1', fake.render(`f1-${i}`)));
    for (let i = 1; i <= 3; i++) runs.push(budget.run('flood2', fake.render(`f2-${i}`)));
    runs.push(budget.run('visitor', fake.render('v')));
    await settle();
    for (const name of ['f1-0', 'f1-1', 'f2-1', 'v', 'f1-2', 'f2-2', 'f1-3']) await fake.done(name);
    await fake.done('f2-3');
    expect(fake.started).toEqual(['f1-0', 'f1-1', 'f2-1', 'v', 'f1-2', 'f2-2', 'f1-3', 'f2-3']);
    await Promise.all(runs);
  });

  it('serves first, within each round, the client that has used least of its render budget lately', async () => {
    const budget = new RenderBudget(limits({ concurrent: 1, perClientQueue: 3, perAddressBurst: 30, perAddressPerSecond: 1 }), () => 0);
    const fake = fakeRenders();
    // Two clients that used up most of their budgets, and a visitor who searched twice.
    for (let i = 0; i < 28; i++) budget.take('flood1');
    for (let i = 0; i < 25; i++) budget.take('flood2');
    budget.take('visitor');
    budget.take('visitor');
    const runs = [budget.run('flood1', fake.render('f1-0'))];
    for (let i = 1; i <= 2; i++) runs.push(budget.run('flood1', fake.render(`f1-${i}`)));
    for (let i = 1; i <= 2; i++) runs.push(budget.run('flood2', fake.render(`f2-${i}`)));
    runs.push(budget.run('visitor', fake.render('v')));
    await settle();
    for (const name of ['f1-0', 'v', 'f2-1', 'f1-1', 'f2-2']) await fake.done(name);
    await fake.done('f1-2');
    // The visitor first; then each flooding client once a round, the one with more left first.
    expect(fake.started).toEqual(['f1-0', 'v', 'f2-1', 'f1-1', 'f2-2', 'f1-2']);
    await Promise.all(runs);
  });

  it("bounds each client's own backlog: past it that client alone is refused (backlog), others still queue", async () => {
    const budget = new RenderBudget(limits({ concurrent: 1, perClientQueue: 2, queue: 10 }));
    const fake = fakeRenders();
    const runs = [budget.run('flood', fake.render('f0')), budget.run('flood', fake.render('f1')), budget.run('flood', fake.render('f2'))];
    const over = await budget.run('flood', fake.render('f3'));
    expect(over).toEqual({ refused: 'backlog', retryAfterSeconds: 2 });
    const visitor = budget.run('visitor', fake.render('v'));
    expect(budget.queued).toBe(3);
    await settle();
    for (const name of ['f0', 'f1', 'v', 'f2']) await fake.done(name);
    expect(fake.started).toEqual(['f0', 'f1', 'v', 'f2']);
    expect(await visitor).toBe('v');
    await Promise.all(runs);
  });

  it('bounds the waiting renders of all clients together (busy), whatever each client has left', async () => {
    const budget = new RenderBudget(limits({ concurrent: 1, perClientQueue: 2, queue: 3 }));
    const fake = fakeRenders();
    const runs = ['a', 'b', 'c', 'd'].map((client) => budget.run(client, fake.render(client)));
    expect(budget.queued).toBe(3);
    expect(await budget.run('e', fake.render('e'))).toEqual({ refused: 'busy', retryAfterSeconds: 2 });
    await settle();
    for (const name of ['a', 'b', 'c', 'd']) await fake.done(name);
    expect(fake.started).toEqual(['a', 'b', 'c', 'd']);
    await Promise.all(runs);
  });

  it('takes a waiting render out of the queue when its visitor goes away; a running one is not stopped', async () => {
    const budget = new RenderBudget(limits({ concurrent: 1, perClientQueue: 2 }));
    const fake = fakeRenders();
    const running = new AbortController();
    const gone = new AbortController();
    const first = budget.run('a', fake.render('a'), running.signal);
    const left = budget.run('b', fake.render('b'), gone.signal);
    const stays = budget.run('c', fake.render('c'));
    expect(budget.queued).toBe(2);
    gone.abort();
    running.abort();
    expect(await left).toEqual({ refused: 'cancelled', retryAfterSeconds: 0 });
    expect(budget.queued).toBe(1);
    await settle();
    await fake.done('a');
    expect(await first).toBe('a');
    await fake.done('c');
    expect(await stays).toBe('c');
    expect(fake.started).toEqual(['a', 'c']);
    // A request already gone never queues.
    expect(await budget.run('d', fake.render('d'), gone.signal)).toMatchObject({ refused: 'cancelled' });
    expect(budget.queued).toBe(0);
  });

  it('frees the turn when a render fails', async () => {
    const budget = new RenderBudget(limits({ concurrent: 1 }));
    const failed = budget.run('a', () => Promise.reject(new Error('boom')));
    const next = budget.run('b', async () => 'b');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('b');
    expect(budget.queued).toBe(0);
  });
});
