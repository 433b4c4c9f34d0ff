// The session store while the database cannot be reached: a real knex pointed at a port nobody
// listens on, so every query fails as it does during a database restart.
import net from 'node:net';
import knex, { type Knex } from 'knex';
import type session from 'express-session';
import { SafeKnexStore } from './sessions';
import { isDatabaseUnavailable } from '../services/errors';

async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

describe('SafeKnexStore with the database away', () => {
  let db: Knex;
  let store: SafeKnexStore;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    db = knex({ client: 'mysql2', connection: { host: '127.0.0.1', port: await closedPort(), user: 'x', password: 'x', database: 'x' }, pool: { min: 0, max: 2 }, log: { warn: () => {}, error: () => {}, debug: () => {}, deprecate: () => {} } });
    store = new SafeKnexStore({ knex: db, createTable: false, cleanupInterval: 0 });
  });
  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    await db.destroy();
  });

  const sess = { cookie: { maxAge: 1000, expires: new Date(Date.now() + 1000), originalMaxAge: 1000 } } as unknown as session.SessionData;

  it.each([
    ['get', (cb: (...a: unknown[]) => void) => store.get('sid', cb)],
    ['set', (cb: (...a: unknown[]) => void) => store.set('sid', sess, cb)],
    ['destroy', (cb: (...a: unknown[]) => void) => store.destroy('sid', cb)],
    ['length', (cb: (...a: unknown[]) => void) => store.length(cb)],
    ['all', (cb: (...a: unknown[]) => void) => store.all(cb)],
  ])('%s calls back once with the connection error and its promise settles', async (_name, call) => {
    const calls: unknown[][] = [];
    await expect(call((...args) => calls.push(args))).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(isDatabaseUnavailable(calls[0][0])).toBe(true);
  });

  it('touch (every signed-in request) settles and calls back once', async () => {
    let calls = 0;
    await expect(store.touch('sid', sess, () => (calls += 1))).resolves.toBeUndefined();
    expect(calls).toBe(1);
  });

  it('a callback that throws is not called a second time as a store failure', async () => {
    let calls = 0;
    const thrown = new Error('next middleware blew up');
    const result = store.get('sid', () => {
      calls += 1;
      if (calls === 1) throw thrown;
    });
    await expect(result).rejects.toBe(thrown);
    expect(calls).toBe(1);
  });

  it('left no unhandled rejection behind', async () => {
    // Node reports a rejection nobody handled once the microtasks of the turn it happened in have
    // run: one turn of the loop after the calls above settled, every such rejection is reported.
    await new Promise((r) => setImmediate(r));
    expect(rejections).toEqual([]);
  });
});
