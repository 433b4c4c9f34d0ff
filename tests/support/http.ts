// A small HTTP client for the integration suite: JSON in and out, and a cookie jar per "browser".
import http from 'node:http';

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class Client {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  async request<T = any>(method: string, path: string, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const raw of res.headers.getSetCookie()) {
      const [pair] = raw.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(raw) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }
  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json, headers });
  }
  put<T = any>(path: string, json?: unknown) {
    return this.request<T>('PUT', path, { json });
  }
  patch<T = any>(path: string, json?: unknown) {
    return this.request<T>('PATCH', path, { json });
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /** A GraphQL operation: queries over GET (with the CSRF preflight header), mutations over POST. */
  async gql(query: string, variables?: Record<string, unknown>, opts: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {}): Promise<Answer<any>> {
    const method = opts.method ?? (/^\s*mutation\b/.test(query) ? 'POST' : 'GET');
    const headers = { 'apollo-require-preflight': 'true', ...opts.headers };
    if (method === 'GET') {
      const qs = new URLSearchParams({ query });
      if (variables) qs.set('variables', JSON.stringify(variables));
      return this.request('GET', `/graphql?${qs}`, { headers });
    }
    return this.request('POST', '/graphql', { json: { query, variables }, headers });
  }
}

export interface GqlError {
  message: string;
  path?: string[];
  extensions?: { code?: string; errors?: Record<string, string>; [k: string]: unknown };
}

export async function loginAs(client: Client, username: string, password: string): Promise<void> {
  const res = await client.post('/api/admin/login', { username, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
}

/** A contact message held in flight by the test: see heldContactPost. */
export interface HeldPost {
  /** Settles once the server has read the request's headers (its 100 Continue arrived): the request is in progress there. */
  started: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  /** The answer, or the error of a connection the server closed. */
  answer: Promise<{ status: number; body: string }>;
}

/**
 * A contact message the test keeps in flight for as long as it likes: the headers and half the
 * body are sent (with `Expect: 100-continue`, so the test knows when the server has the request),
 * the rest only when the test calls finish(). No timer decides anything.
 */
export function heldContactPost(baseUrl: string, subject: string): HeldPost {
  const body = JSON.stringify({ name: 'Slow Sender', email: 'slow@example.com', subject, message: 'This body arrives in two halves.' });
  let started!: () => void;
  let failedEarly!: (error: unknown) => void;
  const startedPromise = new Promise<void>((resolve, reject) => ((started = resolve), (failedEarly = reject)));
  const req = http.request(`${baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' } });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      res.on('error', reject);
    });
    req.on('error', (error) => (failedEarly(error), reject(error)));
  });
  // Unhandled until the test looks: a test that looks at one of them must not leave the other's rejection.
  answer.catch(() => undefined);
  startedPromise.catch(() => undefined);
  req.on('continue', () => {
    req.write(body.slice(0, 20));
    started();
  });
  req.flushHeaders();
  return { started: startedPromise, finish: () => req.end(body.slice(20)), answer };
}
