// The shape of the SQL an answer costs, for the scale tests: the statements the server ran on a
// table while it answered, each with what the database plans for it (EXPLAIN, on SQLite and on
// MariaDB). The shape is what keeps a page fast at any size (one bounded read in an index's order,
// counts from an index's entries, a fixed number of statements); how fast it is on a machine is
// measured in bench/ (bench/admin-scale.js), not asserted here.
import type { DataSource } from 'typeorm';

export interface Statement {
  sql: string;
  parameters: unknown[];
}

/** The statements run on `table` (by any part of the server) while `work` runs, in order. */
export async function statementsOn<T>(db: DataSource, table: string, work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  const logger = db.logger;
  const original = logger.logQuery;
  const names = new RegExp(`[\`"\\s]${table}[\`"\\s]`);
  // TypeORM hands every statement to its logger before running it, whatever the logging level.
  logger.logQuery = function (this: typeof logger, sql, parameters, runner) {
    if (names.test(` ${sql} `) && !/^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|START TRANSACTION)/i.test(sql)) statements.push({ sql, parameters: Array.isArray(parameters) ? parameters : [] });
    return original.call(this, sql, parameters, runner);
  };
  try {
    return { result: await work(), statements };
  } finally {
    logger.logQuery = original;
  }
}

/** A statement as the scale tests judge it. */
export interface Shape {
  /** 'count': an aggregate (COUNT, SUM); 'rows': rows to send. */
  kind: 'count' | 'rows';
  /** Its LIMIT (null: none). */
  limit: number | null;
  /** Reads index entries only, never the table's rows (a covering index). */
  indexOnly: boolean;
  /** Sorts what it read (the database could not read it in the order asked). */
  sorted: boolean;
  /** The plan in the database's own words, and the statement: for a failure's message. */
  plan: string;
  sql: string;
}

export const isMariaDb = (db: DataSource) => db.options.type === 'mariadb' || db.options.type === 'mysql';

/** How the database plans `statement` (it is not run). */
async function planOf(db: DataSource, { sql, parameters }: Statement): Promise<Pick<Shape, 'indexOnly' | 'sorted' | 'plan'>> {
  if (isMariaDb(db)) {
    const steps = (await db.query(`EXPLAIN ${sql}`, parameters)) as { table: string; type: string; key: string | null; Extra: string | null }[];
    return {
      // "Using index" (not "Using index condition"): the answer comes from the index's entries.
      indexOnly: steps.every((s) => /Using index(?! condition)/.test(s.Extra ?? '')),
      sorted: steps.some((s) => /Using filesort/.test(s.Extra ?? '')),
      plan: steps.map((s) => `${s.table}: ${s.type} ${s.key ?? '-'} ${s.Extra ?? ''}`.trim()).join('; '),
    };
  }
  const steps = ((await db.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)) as { detail: string }[]).map((s) => s.detail);
  const reads = steps.filter((d) => /^(SCAN|SEARCH) /.test(d));
  return {
    indexOnly: reads.length > 0 && reads.every((d) => /USING COVERING INDEX/.test(d)),
    sorted: steps.some((d) => /^USE TEMP B-TREE FOR .*ORDER BY/.test(d)),
    plan: steps.join('; '),
  };
}

/** The LIMIT a statement reads at most (null: none). */
function limitOf({ sql, parameters }: Statement): number | null {
  const m = /\bLIMIT\s+(\d+|\?)/i.exec(sql);
  if (!m) return null;
  if (m[1] !== '?') return Number(m[1]);
  return Number(parameters[sql.slice(0, m.index).split('?').length - 1]);
}

/** Each statement's shape, in order. */
export async function shapesOf(db: DataSource, statements: Statement[]): Promise<Shape[]> {
  return Promise.all(
    statements.map(async (s) => ({
      kind: /^\s*SELECT\b[^]*?\b(COUNT|SUM)\s*\(/i.test(s.sql.split(/\bFROM\b/i)[0]) ? ('count' as const) : ('rows' as const),
      limit: limitOf(s),
      ...(await planOf(db, s)),
      sql: s.sql.replace(/\s+/g, ' '),
    })),
  );
}

/** Expected shapes. */
const any = { plan: expect.any(String), sql: expect.any(String) };
/** A count read from an index's entries alone. */
export const countFromIndex = () => ({ kind: 'count', limit: null, indexOnly: true, sorted: false, ...any });
/** A count that has to read rows (a search by part of a text). */
export const countOfRows = () => ({ kind: 'count', limit: null, indexOnly: expect.any(Boolean), sorted: false, ...any });
/** At most `limit` rows, read in the order asked (an index's, or the table's own): it stops after the page. */
export const pageInOrder = (limit: number) => ({ kind: 'rows', limit, indexOnly: false, sorted: false, ...any });
/** At most `limit` rows, whichever way the database finds them. */
export const pageOf = (limit: number) => ({ kind: 'rows', limit, indexOnly: false, sorted: expect.any(Boolean), ...any });

/**
 * Brings the database's statistics of tables filled in bulk up to date, as MariaDB does by itself
 * in the background some time after a tenth of a table changed: until then its planner may read
 * a freshly filled table as if it were small (a full scan and a sort for the inbox's first page).
 * SQLite keeps no statistics unless asked and plans by its indexes alone.
 */
export async function statisticsUpToDate(db: DataSource, tables: string[]): Promise<void> {
  if (isMariaDb(db)) for (const table of tables) await db.query(`ANALYZE TABLE \`${table}\``);
}
