// A partner's webhook receiver for the tests: a local HTTP server that keeps every request and
// answers the next status queued for its path, else 200. A path may be held (a receiver that does
// not answer: its requests wait until released) or the whole receiver taken down and brought back
// on the same port (connections refused meanwhile).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export class Receiver {
  readonly received: Received[] = [];
  readonly answers = new Map<string, number[]>();
  private readonly held = new Map<string, (() => void)[]>();
  private readonly holding = new Set<string>();
  private server = this.makeServer();
  private port = 0;
  url = '';

  private makeServer() {
    return http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const answer = () => {
          res.statusCode = this.answers.get(path)?.shift() ?? 200;
          res.end('ok');
        };
        if (this.holding.has(path)) this.held.set(path, [...(this.held.get(path) ?? []), answer]);
        else answer();
      });
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
  }

  /** Down: nothing listens on its port (each try is a refused connection) until start() again. */
  async stop() {
    for (const path of [...this.holding]) this.release(path);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server = this.makeServer();
  }

  /** Requests to `path` get no answer until released. */
  hold(path: string) {
    this.holding.add(path);
  }

  /** Answers what `path` holds, and the next ones at once. */
  release(path: string) {
    this.holding.delete(path);
    for (const answer of this.held.get(path) ?? []) answer();
    this.held.delete(path);
  }

  at(path: string) {
    return this.received.filter((r) => r.path === path);
  }

  events(path: string, type?: string) {
    return this.at(path)
      .map((r) => ({ ...r, payload: JSON.parse(r.body) as { id: string; type: string; createdAt: string; data: Record<string, unknown> } }))
      .filter((r) => !type || r.payload.type === type);
  }
}
