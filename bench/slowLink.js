// A slow phone connection in front of the site, for the whole browser (pages and the service
// worker alike, which DevTools' throttling of one page does not reach): a TCP proxy that delays each
// chunk by half the round trip and paces all connections together through one downlink and one
// uplink. The default is Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
// Plain Node, so bench/first-visit.js runs it as it is; the browser tests take it through
// tests/e2e/support/slowLink.ts (types in bench/slowLink.d.ts).
const net = require('node:net');

async function startSlowLink(targetPort, { rttMs = 150, downBitsPerSecond = 1_638_400, upBitsPerSecond = 750_000 } = {}) {
  // When each direction of the shared link is next free (ms since the epoch).
  const free = { down: 0, up: 0 };
  const rate = { down: downBitsPerSecond / 8 / 1000, up: upBitsPerSecond / 8 / 1000 }; // bytes per ms
  /** How long until a chunk sent now arrives: its turn on the link, its time on the wire, half a round trip. */
  const arrivalDelay = (bytes, way) => {
    const now = Date.now();
    free[way] = Math.max(now, free[way]) + bytes / rate[way];
    return free[way] - now + rttMs / 2;
  };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    // Per socket and direction, chunks arrive in order (each no earlier than the one before).
    const relay = (from, to, way) => {
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
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

module.exports = { startSlowLink };
