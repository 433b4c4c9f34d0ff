// The cluster test's visitors: HTTPS through nginx (trusting only the test's own certificate) or
// plain HTTP straight to one process, every answer recorded with when it was asked and answered;
// and the mixed load (pages, public reads, contact messages sent as the offline outbox sends them,
// a signed-in admin's calls).
import http from 'node:http';
import https from 'node:https';
import { SERVER_ERROR } from '../../api/domain/texts';

export type Kind = 'page' | 'read' | 'write' | 'admin' | 'health' | 'login' | 'edit';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Exchange {
  kind: Kind;
  method: string;
  path: string;
  /** 'nginx', or the process asked directly ('app1'...). */
  target: string;
  start: number;
  end: number;
  /** null: no answer (connection refused or reset, timeout). */
  status: number | null;
  error?: string;
  xCache?: string;
  retryAfter?: string;
  contentType?: string;
  /** What the answer's body shows, for pages: an error text, 'Provider Not Found', the expected content missing. */
  flags: string[];
}

/** Texts a page shows when its data could not be read: never acceptable in an answer a cache may keep. */
export const ERROR_TEXTS = ['Error loading', SERVER_ERROR, 'Provider Not Found', 'Page Not Found'];

export class Site {
  private readonly agent: http.Agent;

  constructor(
    readonly name: string,
    private readonly base: string,
    private readonly record: (e: Exchange) => void,
    tls?: { ca: string; servername: string },
    /** false: a connection per request (a client that never races a server closing an idle connection). */
    keepAlive = true,
  ) {
    this.agent = tls
      ? new https.Agent({ keepAlive, maxSockets: 32, ca: tls.ca, servername: tls.servername })
      : new http.Agent({ keepAlive, maxSockets: 32 });
  }

  async request(
    kind: Kind,
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number; expectText?: string } = {},
  ): Promise<Answer | null> {
    const start = Date.now();
    const url = new URL(path, this.base);
    const transport = url.protocol === 'https:' ? https : http;
    const headers: Record<string, string> = { 'user-agent': 'Mozilla/5.0 (cluster test)', ...init.headers };
    if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
    try {
      const answer = await new Promise<Answer>((resolve, reject) => {
        const req = transport.request(url, { method, headers, agent: this.agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        });
        req.setTimeout(init.timeoutMs ?? 15_000, () => req.destroy(new Error('timeout')));
        req.on('error', reject);
        req.end(init.body);
      });
      const flags: string[] = [];
      if (kind === 'page') {
        for (const text of ERROR_TEXTS) if (answer.body.includes(text)) flags.push(`shows "${text}"`);
        if (answer.status === 200 && init.expectText && !answer.body.includes(init.expectText)) flags.push(`lacks "${init.expectText}"`);
      }
      this.record({
        kind,
        method,
        path,
        target: this.name,
        start,
        end: Date.now(),
        status: answer.status,
        xCache: header(answer.headers['x-cache']),
        retryAfter: header(answer.headers['retry-after']),
        contentType: header(answer.headers['content-type']),
        flags,
      });
      return answer;
    } catch (err) {
      this.record({ kind, method, path, target: this.name, start, end: Date.now(), status: null, error: (err as Error).message, flags: [] });
      return null;
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : v);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A message as the contact form's outbox keeps it: its key is made once and sent with every try. */
export interface OutboxMessage {
  n: number;
  key: string;
  subject: string;
  tries: number;
  ackedAt: number | null;
  /** A 4xx other than 429: the outbox gives the message up (should never happen here). */
  refused: number | null;
}

export interface LoadSetup {
  site: Site;
  providerSlug: string;
  /** Texts the pages must show (as they are in HTML: no character HTML escapes). */
  providerName: string;
  faqText: string;
  adminCookie: string;
}

export interface Load {
  outbox: OutboxMessage[];
  /** Stops making new requests; resolves when every worker has finished its current one. */
  stop(): Promise<void>;
  /** Sends what the outbox still holds until each is acknowledged, or the deadline passes. */
  drain(deadlineMs: number): Promise<void>;
}

const GRAPHQL_HEADERS = { 'apollo-require-preflight': 'true' };
const gql = (query: string) => `/graphql?${new URLSearchParams({ query })}`;

/**
 * The mixed load: three visitors reading pages, two reading the public API, two sending contact
 * messages one after another (each until acknowledged, as the outbox does), one admin. Small pauses
 * keep it bounded: the point is what each answer is, not how many there are.
 */
export function startLoad({ site, providerSlug, providerName, faqText, adminCookie }: LoadSetup): Load {
  let running = true;
  const outbox: OutboxMessage[] = [];
  let sent = 0;

  const pages: [string, string][] = [
    ['/', providerName],
    ['/providers', providerName],
    [`/providers/${providerSlug}`, providerName],
    ['/faq', faqText],
  ];
  const reads = ['/api/providers', '/api/faqs', `/api/providers/${providerSlug}`, gql('{ providers { id name slug } }'), gql('{ faqs { id question } }')];
  const admin = { cookie: adminCookie };
  const adminCalls: [string, Record<string, string>][] = [
    ['/api/admin/stats', admin],
    ['/api/admin/contacts?limit=20', admin],
    [gql('{ stats { contactCount unreadContactCount } contactsPage(limit: 5) { total items { id subject } } }'), { ...admin, ...GRAPHQL_HEADERS }],
  ];

  const loop = async (body: (i: number) => Promise<void>) => {
    for (let i = 0; running; i++) {
      await body(i);
      await sleep(25);
    }
  };

  /** One try of a message; true once it is acknowledged (or refused for good). */
  const sendOnce = async (m: OutboxMessage): Promise<{ done: boolean; waitMs: number }> => {
    m.tries++;
    const answer = await site.request('write', 'POST', '/api/contact', {
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': m.key },
      body: JSON.stringify({ name: 'Cluster Visitor', email: `visitor${m.n}@example.com`, subject: m.subject, message: 'Sent through nginx while the cluster test runs its mixed load.' }),
    });
    if (answer && answer.status >= 200 && answer.status < 300) {
      m.ackedAt = Date.now();
      return { done: true, waitMs: 0 };
    }
    if (answer && answer.status < 500 && answer.status !== 429) {
      m.refused = answer.status;
      return { done: true, waitMs: 0 };
    }
    // A 5xx, a 429 or no answer: later, after Retry-After (kept short here so the test stays bounded).
    const retryAfter = Number(answer?.headers['retry-after']);
    return { done: false, waitMs: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 1000) : 250 };
  };

  const deliver = async (m: OutboxMessage, until: () => boolean) => {
    while (until()) {
      const { done, waitMs } = await sendOnce(m);
      if (done) return;
      await sleep(waitMs);
    }
  };

  const workers = [
    ...[0, 1, 2].map((w) => loop(async (i) => {
      const [path, text] = pages[(i + w) % pages.length];
      await site.request('page', 'GET', path, { headers: { accept: 'text/html' }, expectText: text });
    })),
    ...[0, 1].map((w) => loop(async (i) => {
      await site.request('read', 'GET', reads[(i + w * 2) % reads.length], { headers: GRAPHQL_HEADERS });
    })),
    ...[0, 1].map(() => loop(async () => {
      const n = ++sent;
      const m: OutboxMessage = { n, key: `cluster-outbox-${String(n).padStart(6, '0')}`, subject: `Cluster message ${n}`, tries: 0, ackedAt: null, refused: null };
      outbox.push(m);
      await deliver(m, () => running);
      await sleep(100);
    })),
    loop(async (i) => {
      const [path, headers] = adminCalls[i % adminCalls.length];
      await site.request('admin', 'GET', path, { headers });
    }),
  ];

  return {
    outbox,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
    drain: async (deadlineMs) => {
      const deadline = Date.now() + deadlineMs;
      await Promise.all(outbox.filter((m) => m.ackedAt === null && m.refused === null).map((m) => deliver(m, () => Date.now() < deadline)));
    },
  };
}
