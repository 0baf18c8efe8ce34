import { openSqlite, type SqliteDb } from '../../sqlite';
import { migrations, type Migration } from './migrations';

export type Db = SqliteDb;

/** Opens (creating when needed) the reference database and brings its schema up to date. */
export function openDatabase(file: string): Db {
  const db = openSqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // A seed run from the CLI may hold the write lock while the services run: openSqlite
  // waits 5 s for it.
  migrate(db, migrations);
  return db;
}

/** Applies, in order and each in its own transaction, the steps not yet recorded. */
export function migrate(db: Db, steps: Migration[]): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (' +
      'version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const done = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const record = db.prepare<[number, string, string]>(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const applied: number[] = [];
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    if (done.has(step.version)) continue;
    db.transaction(() => {
      db.exec(step.sql);
      record.run(step.version, step.name, new Date().toISOString());
    })();
    applied.push(step.version);
  }
  return applied;
}
