import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * The one door to SQLite (sessions, side values, submit claims, rate limits, jobs and the
 * reference services' database). It opens Node's own `node:sqlite` where the running Node
 * has it, so Node 22 and 24 need no native module built for them, and better-sqlite3 on
 * Node 20, which has none (docs/deploy.md, "Node"). Both are synchronous with nearly the
 * same API; the few differences are settled here, once, so the stores read the same on
 * every line.
 */

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

/** A prepared statement: positional values, or one object whose keys name `@params`. */
export interface Statement<P extends unknown[] = unknown[], Row = unknown> {
  run(...params: P): RunResult;
  get(...params: P): Row | undefined;
  all(...params: P): Row[];
}

export interface SqliteDb {
  prepare<P extends unknown[] = unknown[], Row = unknown>(sql: string): Statement<P, Row>;
  exec(sql: string): void;
  /** Sets `PRAGMA <source>`, e.g. `db.pragma('journal_mode = WAL')`. */
  pragma(source: string): void;
  /**
   * Wraps `fn` so that each call runs in one transaction: committed when it returns,
   * rolled back when it throws. Called inside another, it runs in a savepoint.
   * `immediate` takes the write lock at the start, so a read-then-write is not overtaken.
   */
  transaction<A extends unknown[], R>(
    fn: (...args: A) => R,
    mode?: 'deferred' | 'immediate',
  ): (...args: A) => R;
  readonly open: boolean;
  /** Which library the file is open with. */
  readonly driver: DriverName;
  close(): void;
}

export type DriverName = 'node:sqlite' | 'better-sqlite3';

interface RawStatement {
  run(...params: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

interface RawDatabase {
  prepare(sql: string): RawStatement;
  exec(sql: string): unknown;
  close(): void;
}

interface Driver {
  name: DriverName;
  open(file: string): RawDatabase;
  /** Turns the stores' values into what the library binds. */
  bind(params: unknown[]): unknown[];
}

/** The part of `node:sqlite` used here (Node 20's types do not describe it). */
interface NodeSqlite {
  DatabaseSync: new (file: string) => RawDatabase;
  StatementSync: { prototype: object };
}

const require = createRequire(import.meta.url);

/**
 * better-sqlite3 binds `undefined` as NULL and ignores keys the statement does not name (a
 * row object spread with more fields than the INSERT has); node:sqlite refuses both.
 */
function bindLikeBetterSqlite(params: unknown[]): unknown[] {
  if (!params.some((p) => p === undefined || (typeof p === 'object' && p !== null))) return params;
  return params.map((p) => {
    if (p === undefined) return null;
    if (typeof p !== 'object' || p === null || ArrayBuffer.isView(p)) return p;
    const named: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(p)) named[key] = value === undefined ? null : value;
    return named;
  });
}

function nodeSqlite(): Driver | undefined {
  let mod: NodeSqlite;
  // Node 22 warns, in plain text among the log's JSON lines, that node:sqlite is still
  // experimental (Node 24 no longer does): the warning says nothing an operator can act on.
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning: string | Error, ...rest: unknown[]) => {
    if (String(warning).startsWith('SQLite is an experimental')) return;
    Reflect.apply(emitWarning, process, [warning, ...rest]);
  };
  try {
    mod = require('node:sqlite') as NodeSqlite;
  } catch {
    return undefined; // Node 20, or 22 before node:sqlite ran without a flag
  } finally {
    process.emitWarning = emitWarning;
  }
  // Ignoring the keys a statement does not name came in 22.15; before it, better-sqlite3.
  if (!('setAllowUnknownNamedParameters' in mod.StatementSync.prototype)) return undefined;
  return {
    name: 'node:sqlite',
    open(file) {
      const db = new mod.DatabaseSync(file);
      return {
        prepare(sql) {
          const stmt = db.prepare(sql) as RawStatement & {
            setAllowUnknownNamedParameters(on: boolean): void;
          };
          stmt.setAllowUnknownNamedParameters(true);
          return stmt;
        },
        exec: (sql) => db.exec(sql),
        close: () => db.close(),
      };
    },
    bind: bindLikeBetterSqlite,
  };
}

function betterSqlite(): Driver {
  const Database = require('better-sqlite3') as new (file: string) => RawDatabase;
  return { name: 'better-sqlite3', open: (file) => new Database(file), bind: (params) => params };
}

let chosen: Driver | undefined;
const driver = (): Driver => (chosen ??= nodeSqlite() ?? betterSqlite());

function statement<P extends unknown[], Row>(raw: RawStatement, d: Driver): Statement<P, Row> {
  return {
    run(...params) {
      const result = raw.run(...d.bind(params));
      return { changes: Number(result.changes), lastInsertRowid: result.lastInsertRowid };
    },
    get: (...params) => raw.get(...d.bind(params)) as Row | undefined,
    all: (...params) => raw.all(...d.bind(params)) as Row[],
  };
}

/**
 * Opens (creating it and its folder when needed) a SQLite file, or `:memory:`. A writer
 * waits up to 5 s for another's lock (better-sqlite3's default, kept on node:sqlite too):
 * several portal processes share the sessions' file.
 */
export function openSqlite(file: string): SqliteDb {
  if (file !== ':memory:' && file !== '') mkdirSync(dirname(file), { recursive: true });
  const d = driver();
  const raw = d.open(file);
  let open = true;
  let depth = 0;
  const db: SqliteDb = {
    driver: d.name,
    get open() {
      return open;
    },
    prepare: <P extends unknown[], Row>(sql: string) => statement<P, Row>(raw.prepare(sql), d),
    exec(sql) {
      raw.exec(sql);
    },
    pragma(source) {
      raw.exec(`PRAGMA ${source}`);
    },
    transaction(fn, mode = 'deferred') {
      const begin = mode === 'immediate' ? 'BEGIN IMMEDIATE' : 'BEGIN';
      return (...args) => {
        const savepoint = depth > 0 ? `tx${depth}` : undefined;
        raw.exec(savepoint ? `SAVEPOINT ${savepoint}` : begin);
        depth++;
        try {
          const result = fn(...args);
          raw.exec(savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
          return result;
        } catch (err) {
          try {
            raw.exec(savepoint ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
          } catch {
            // SQLite already rolled back on its own (a full disk, say): the cause is `err`.
          }
          throw err;
        } finally {
          depth--;
        }
      };
    },
    close() {
      if (!open) return;
      open = false;
      raw.close();
    },
  };
  db.pragma('busy_timeout = 5000');
  return db;
}
