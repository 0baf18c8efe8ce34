import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite, type SqliteDb } from '../../server/sqlite';

// The same behaviour whichever library holds the file: better-sqlite3 on Node 20 (this
// suite's), node:sqlite on 22 and 24 (scripts/smoke-node-lines.js runs the built portal there).
let db: SqliteDb;
afterEach(() => db.close());

const fresh = () => {
  db = openSqlite(':memory:');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, note TEXT)');
  return db;
};
const names = () => db.prepare<[], { name: string }>('SELECT name FROM t ORDER BY id').all();

describe('the SQLite module', () => {
  it('opens node:sqlite where Node has it, better-sqlite3 on Node 20', () => {
    const line = Number(process.versions.node.split('.')[0]);
    expect(fresh().driver).toBe(line >= 22 ? 'node:sqlite' : 'better-sqlite3');
  });

  it('binds an undefined value as NULL and ignores the keys a statement does not name', () => {
    const insert = fresh().prepare('INSERT INTO t (name, note) VALUES (@name, @note)');
    const result = insert.run({ name: 'a', note: undefined, extra: 1 });
    expect(result).toEqual({ changes: 1, lastInsertRowid: 1 });
    db.prepare('INSERT INTO t (name) VALUES (?)').run(undefined);
    expect(db.prepare('SELECT name, note FROM t').all()).toEqual([
      { name: 'a', note: null },
      { name: null, note: null },
    ]);
  });

  it('commits a transaction that returns and rolls back one that throws', () => {
    const add = fresh().prepare<[string]>('INSERT INTO t (name) VALUES (?)');
    expect(db.transaction((name: string) => add.run(name).changes)('kept')).toBe(1);
    const failing = db.transaction(() => {
      add.run('lost');
      throw new Error('no');
    });
    expect(failing).toThrow('no');
    expect(names()).toEqual([{ name: 'kept' }]);
  });

  it('runs a transaction inside another in a savepoint: its failure undoes only its own writes', () => {
    const add = fresh().prepare<[string]>('INSERT INTO t (name) VALUES (?)');
    const inner = db.transaction(() => {
      add.run('inner');
      throw new Error('inner');
    });
    db.transaction(() => {
      add.run('outer');
      expect(inner).toThrow('inner');
    }, 'immediate')();
    expect(names()).toEqual([{ name: 'outer' }]);
  });

  it('says whether it is open, and closes once', () => {
    fresh();
    expect(db.open).toBe(true);
    db.close();
    expect(db.open).toBe(false);
    expect(() => db.close()).not.toThrow();
  });
});
