// A slow phone connection in front of the site, for the whole browser (pages and the service
// worker alike, which DevTools' throttling of one page does not reach): a TCP proxy that delays each
// chunk by half the round trip and paces all connections together through one downlink and one
// uplink. The default is Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
import net from 'node:net';

export interface SlowLinkOptions {
  rttMs?: number;
  downBitsPerSecond?: number;
  upBitsPerSecond?: number;
}

export interface SlowLink {
  url: string;
  close(): Promise<void>;
}

export async function startSlowLink(targetPort: number, { rttMs = 150, downBitsPerSecond = 1_638_400, upBitsPerSecond = 750_000 }: SlowLinkOptions = {}): Promise<SlowLink> {
  // When each direction of the shared link is next free (ms since the epoch).
  const free = { down: 0, up: 0 };
  const rate = { down: downBitsPerSecond / 8 / 1000, up: upBitsPerSecond / 8 / 1000 }; // bytes per ms
  /** How long until a chunk sent now arrives: its turn on the link, its time on the wire, half a round trip. */
  const arrivalDelay = (bytes: number, way: 'down' | 'up') => {
    const now = Date.now();
    free[way] = Math.max(now, free[way]) + bytes / rate[way];
    return free[way] - now + rttMs / 2;
  };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    // Per socket and direction, chunks arrive in order (each no earlier than the one before).
    const relay = (from: net.Socket, to: net.Socket, way: 'down' | 'up') => {
      let last = Date.now();
      from.on('data', (chunk) => {
        const at = Math.max(last, Date.now() + arrivalDelay(chunk.length, way));
        last = at;
        setTimeout(() => to.writable && to.write(chunk), at - Date.now());
      });
      from.on('end', () => setTimeout(() => to.end(), Math.max(0, last - Date.now())));
      from.on('error', () => to.destroy());
      from.on('close', () => sockets.delete(from));
    };
    relay(client, upstream, 'up');
    relay(upstream, client, 'down');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
