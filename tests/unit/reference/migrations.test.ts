import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../../server/sqlite';
import { migrate } from '../../../server/reference/db/connection';
import { migrations } from '../../../server/reference/db/migrations';

describe('reference database migrations', () => {
  it('are numbered without gaps or repeats', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, index) => index + 1));
  });

  it('apply once, recorded in schema_migrations', () => {
    const db = openSqlite(':memory:');
    db.pragma('foreign_keys = ON');
    expect(migrate(db, migrations)).toEqual(migrations.map((m) => m.version));
    expect(migrate(db, migrations)).toEqual([]);
    const recorded = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(recorded).toHaveLength(migrations.length);
    db.close();
  });

  it('roll a failing step back entirely', () => {
    const db = openSqlite(':memory:');
    const broken = [{ version: 1, name: 'broken', sql: 'CREATE TABLE a (x); CREATE TABLE a (y);' }];
    expect(() => migrate(db, broken)).toThrow();
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").all();
    expect(tables).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: 0 });
    db.close();
  });
});
