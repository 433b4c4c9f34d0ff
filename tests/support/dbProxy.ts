// A TCP proxy between the app and its MariaDB, to take the database away and give it back the way
// a restart does (connections dropped, new ones refused) without stopping the shared test server.
import net from 'node:net';

export class DbProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts listening (on the same port as before, after a cut). */
  async start(): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  get listening(): boolean {
    return this.server !== null;
  }

  /** Drops every open connection (as KILL or a crash would); new ones still get through. */
  dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  /** The database goes away: open connections dropped, new ones refused, until start() again. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.dropConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
