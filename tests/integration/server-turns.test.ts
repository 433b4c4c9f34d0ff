// web/ssr/serverTurns.ts: turns are handed out one per turn of the event loop, and what else waits
// (a socket's data, other immediates) runs between two of them.
import net from 'node:net';
import { inTurn } from '../../web/ssr/serverTurns';

describe('inTurn', () => {
  it('runs turns asked together in the order asked, with other waiting work between them', async () => {
    const order: string[] = [];
    // Done when the last turn's later work has run (whatever the machine's load).
    await new Promise<void>((resolve) => {
      for (const name of ['a', 'b', 'c'])
        inTurn(() => {
          order.push(name);
          // Work a turn leaves for later (a render's microtasks do their part inside the turn).
          setImmediate(() => {
            order.push(`after ${name}`);
            if (name === 'c') resolve();
          });
        });
    });
    expect(order).toEqual(['a', 'after a', 'b', 'after b', 'c', 'after c']);
  });

  it('lets the process read its sockets between two turns', async () => {
    const server = net.createServer((socket) => socket.on('data', (d) => socket.write(d)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    await new Promise<void>((resolve) => client.once('connect', resolve));
    const order: string[] = [];
    // The echo of what the first turn writes is read while the other turns wait: it takes a few
    // turns of the loop (the server reads, writes back, the client reads), whatever the machine's
    // speed. Turns handed out in one check phase would all run before any socket is read.
    const TURNS = 1_000;
    const echoed = new Promise<void>((resolve) => client.once('data', () => (order.push('socket'), resolve())));
    inTurn(() => {
      order.push('turn 1');
      client.write('x');
    });
    const last = new Promise<void>((resolve) => {
      for (let i = 2; i <= TURNS; i++) inTurn(() => (order.push(`turn ${i}`), i === TURNS && resolve()));
    });
    await Promise.all([echoed, last]);
    client.destroy();
    server.close();
    expect(order[0]).toBe('turn 1');
    expect(order.indexOf('socket')).toBeGreaterThan(0);
    expect(order.indexOf('socket')).toBeLessThan(order.length - 1);
    expect(order.filter((o) => o.startsWith('turn'))).toEqual(Array.from({ length: TURNS }, (_, i) => `turn ${i + 1}`));
  });
});
