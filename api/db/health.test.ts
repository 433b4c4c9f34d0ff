import { DatabaseHealth } from './health';
import { asAppError, isDatabaseUnavailable } from '../services/errors';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', refused, true],
    ['a lost connection (mysql2)', Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST', fatal: true }), true],
    ['the server shutting down', Object.assign(new Error('Server shutdown in progress'), { code: 'ER_SERVER_SHUTDOWN', errno: 1053 }), true],
    ['a killed connection', Object.assign(new Error('Connection was killed'), { code: 'ER_CONNECTION_KILLED', errno: 1927 }), true],
    ['wrapped by TypeORM', Object.assign(new Error('query failed'), { driverError: refused }), true],
    ['a pool that cannot get a connection (knex)', new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), true],
    ['SQLite busy past its timeout', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }), true],
    ['a duplicate key', Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', errno: 1062 }), false],
    ['a syntax error', Object.assign(new Error('You have an error in your SQL syntax'), { code: 'ER_PARSE_ERROR', errno: 1064 }), false],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['nothing', undefined, false],
  ])('%s: %s', (_what, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
    expect(asAppError(error)?.code ?? null).toBe(expected ? 'UNAVAILABLE' : null);
  });
});

describe('DatabaseHealth', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes down on an unavailability error the database confirms, probes while down, and comes back up by itself', async () => {
    // three tries to confirm the failure, all refused; then the first probe is refused, the second answers
    const answers: (() => Promise<unknown>)[] = [...Array(4).fill(() => Promise.reject(refused)), () => Promise.resolve([{ 1: 1 }])];
    const query = jest.fn(() => answers.shift()!());
    const events: string[] = [];
    const health = new DatabaseHealth({ query } as never, { onDown: () => events.push('down'), onUp: () => events.push('up') }, 500);

    health.reportFailure(new Error('Duplicate entry'));
    await jest.advanceTimersByTimeAsync(0);
    expect(health.isUp).toBe(true);
    expect(query).not.toHaveBeenCalled(); // a refused query says nothing about the connection
    health.reportFailure(refused);
    health.reportFailure(refused); // one check, shared
    await jest.advanceTimersByTimeAsync(0);
    expect(health.isUp).toBe(false);
    expect(events).toEqual(['down']);
    expect(query).toHaveBeenCalledTimes(3);

    await jest.advanceTimersByTimeAsync(500); // the first probe fails
    expect(health.isUp).toBe(false);
    await jest.advanceTimersByTimeAsync(500); // the second answers
    expect(health.isUp).toBe(true);
    expect(events).toEqual(['down', 'up']);
    expect(query).toHaveBeenCalledTimes(5);
    await jest.advanceTimersByTimeAsync(5000);
    expect(query).toHaveBeenCalledTimes(5); // no probing while up
    health.stop();
  });

  it('stays up when a query failed on a dropped connection but the database answers again', async () => {
    const lost = Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST', fatal: true });
    // the first try draws another dropped connection; the second a fresh one
    const answers: (() => Promise<unknown>)[] = [() => Promise.reject(lost), () => Promise.resolve([{ 1: 1 }])];
    const query = jest.fn(() => answers.shift()!());
    const events: string[] = [];
    const health = new DatabaseHealth({ query } as never, { onDown: () => events.push('down') }, 500);

    const [first, second] = [health.confirm(lost), health.confirm(lost)];
    expect(health.isUp).toBe(true);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(query).toHaveBeenCalledTimes(2);
    expect(events).toEqual([]);
    await expect(health.confirm(new Error('Duplicate entry'))).resolves.toBe(true);
    expect(query).toHaveBeenCalledTimes(2);
    health.stop();
  });

  it('calls a database that does not answer in time away without asking again', async () => {
    const query = jest.fn(() => new Promise(() => undefined));
    const health = new DatabaseHealth({ query } as never, {}, 500, 3, 2_000);
    const answer = health.confirm(refused);
    await jest.advanceTimersByTimeAsync(2_000);
    await expect(answer).resolves.toBe(false);
    expect(health.isUp).toBe(false);
    expect(query).toHaveBeenCalledTimes(1);
    health.stop();
  });
});
