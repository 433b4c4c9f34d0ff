// web/ssr/serverTurns.ts: turns are handed out one per turn of the event loop: what else waits (a socket's data, other
// immediates) runs between two of them.
import net from 'node:net';
import { inTurn } from '../../web/ssr/serverTurns';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

describe('inTurn', () => {
  it('runs turns asked together in the order asked, with other waiting work between them', async () => {
    const order: string[] = [];
    for (const name of ['a', 'b', 'c']) inTurn(() => {
      order.push(name);
      // Work a turn leaves for later (a render's microtasks do their part inside the turn).
      setImmediate(() => order.push(`after ${name}`));
    });
    await settle();
    expect(order).toEqual(['a', 'after a', 'b', 'after b', 'c', 'after c']);
  });

  it('lets the process read its sockets between two turns', async () => {
    const server = net.createServer((socket) => socket.on('data', (d) => socket.write(d)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    await new Promise<void>((resolve) => client.once('connect', resolve));
    const order: string[] = [];
    // The echo of what the first turn writes arrives while the other turns wait.
    const echoed = new Promise<void>((resolve) => client.once('data', () => (order.push('socket'), resolve())));
    inTurn(() => {
      order.push('turn 1');
      client.write('x');
    });
    const busy = (ms: number) => {
      const end = Date.now() + ms;
      while (Date.now() < end);
    };
    const last = new Promise<void>((resolve) => {
      for (let i = 2; i <= 6; i++) inTurn(() => (order.push(`turn ${i}`), busy(5), i === 6 && resolve()));
    });
    await Promise.all([echoed, last]);
    client.destroy();
    server.close();
    expect(order[0]).toBe('turn 1');
    expect(order.indexOf('socket')).toBeLessThan(order.length - 1);
    expect(order.filter((o) => o.startsWith('turn'))).toEqual(['turn 1', 'turn 2', 'turn 3', 'turn 4', 'turn 5', 'turn 6']);
  });
});
