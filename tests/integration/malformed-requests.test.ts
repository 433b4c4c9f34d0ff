// Requests whose body or protocol extension cannot be used as sent: a multipart upload cut short
// or with a wrong boundary, a persisted query whose hash is not its text's. Each is a clean 400
// with a message saying what is wrong, and the log has no error line and no stack for it (the
// request's own line at warn, as for any 4xx).
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import sharp from 'sharp';
import { GRAPHQL_TEXTS, REQUEST_TEXTS } from '../../api/domain/texts';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;
/** The server's log, one parsed line per entry. */
const logLines: any[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await startTestServer({ logger: pino({ level: 'info' }, sink) });
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

let sequence = 0;
const newRequestId = () => `malformed-${++sequence}-${crypto.randomBytes(4).toString('hex')}`;

/** Every log line about one request, once its "request completed" line is written. */
async function logOf(requestId: string): Promise<any[]> {
  const mine = () => logLines.filter((l) => l.req?.id === requestId || l.reqId === requestId);
  // Written as the answer ends, maybe after the client has it: awaited (the limit only stops a hang).
  const deadline = Date.now() + 30_000;
  while (!mine().some((l) => l.msg === 'request completed') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return mine();
}

/**
 * The request's own line is a warn, and nothing the server logged since `from` (a line about the
 * request need not carry its id) is an error or has a stack.
 */
async function expectQuietLog(requestId: string, status: number, from: number) {
  const lines = await logOf(requestId);
  expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ level: 40, res: { statusCode: status } });
  const since = logLines.slice(from);
  expect(since.filter((l) => l.level >= 50)).toEqual([]);
  expect(since.filter((l) => l.err?.stack !== undefined || l.stack !== undefined)).toEqual([]);
}

describe('a malformed multipart upload', () => {
  const part = (boundary: string, body: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n${body}`;
  const CASES: [string, string, string][] = [
    ['cut short (no closing boundary)', 'multipart/form-data; boundary=XyZ', part('XyZ', 'PNG bytes that never end')],
    ['another boundary than the one announced', 'multipart/form-data; boundary=XyZ', `${part('OTHER', 'abc')}\r\n--OTHER--\r\n`],
    ['no boundary announced', 'multipart/form-data', `${part('XyZ', 'abc')}\r\n--XyZ--\r\n`],
    ['a malformed part header', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nnot a header line\r\n\r\nabc\r\n--XyZ--\r\n'],
    ['an empty body', 'multipart/form-data; boundary=XyZ', ''],
  ];

  it.each(CASES)('%s: 400 with a clear message, no error or stack in the log', async (_label, contentType, body) => {
    const requestId = newRequestId();
    const from = logLines.length;
    const res = await admin.request('POST', '/api/admin/uploads', { body, headers: { 'content-type': contentType, 'x-request-id': requestId } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: REQUEST_TEXTS.badMultipart, error: { message: REQUEST_TEXTS.badMultipart } });
    await expectQuietLog(requestId, 400, from);
  });

  it('a whole upload still works, and a file over the limit is still 413', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ok.png');
    expect((await admin.request('POST', '/api/admin/uploads', { body: form })).status).toBe(201);
    const big = new FormData();
    big.append('image', new Blob([new Uint8Array(9 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const tooBig = await admin.request('POST', '/api/admin/uploads', { body: big });
    expect(tooBig.status).toBe(413);
  });
});

describe('a persisted query that does not match (Apollo automatic persisted queries)', () => {
  const QUERY = '{ faqs { id question } }';
  const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
  const persisted = (sha256Hash: string, version = 1) => ({ persistedQuery: { version, sha256Hash } });

  const send = async (method: 'GET' | 'POST', query: string | undefined, extensions: object) => {
    const requestId = newRequestId();
    const from = logLines.length;
    const headers = { 'apollo-require-preflight': 'true', 'x-request-id': requestId };
    const res =
      method === 'GET'
        ? await admin.request('GET', `/graphql?${new URLSearchParams({ ...(query ? { query } : {}), extensions: JSON.stringify(extensions) })}`, { headers })
        : await admin.request('POST', '/graphql', { json: { query, extensions }, headers });
    return { res, requestId, from };
  };

  it.each(['GET', 'POST'] as const)('a hash that is not the query\'s (%s): 400 BAD_REQUEST with a clear message, no error or stack in the log', async (method) => {
    const { res, requestId, from } = await send(method, QUERY, persisted(sha256('{ providers { id } }')));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ message: GRAPHQL_TEXTS.persistedQueryMismatch, extensions: { code: 'BAD_REQUEST' } }] });
    await expectQuietLog(requestId, 400, from);
  });

  it('an unsupported version: 400 BAD_REQUEST, no error in the log', async () => {
    const { res, requestId, from } = await send('POST', QUERY, persisted(sha256(QUERY), 2));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ message: GRAPHQL_TEXTS.persistedQueryVersion, extensions: { code: 'BAD_REQUEST' } }] });
    await expectQuietLog(requestId, 400, from);
  });

  it('the matching hash still registers the query, and the hash alone then runs it', async () => {
    const hash = sha256(QUERY);
    const registered = await send('GET', QUERY, persisted(hash));
    expect(registered.res.status).toBe(200);
    expect(registered.res.body.data.faqs.length).toBeGreaterThan(0);
    const byHash = await send('GET', undefined, persisted(hash));
    expect(byHash.res.status).toBe(200);
    expect(byHash.res.body.data).toEqual(registered.res.body.data);
  });
});
