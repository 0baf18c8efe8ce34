import session from 'express-session';
import { openSqlite, type SqliteDb } from '../sqlite';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/** How often expired rows are purged (also once at start-up). */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * express-session store on a SQLite file, so sessions survive a restart of the portal
 * without extra infrastructure. Expired rows are purged at start-up and on an interval
 * that does not keep the process alive; `close()` stops it.
 */
export class SqliteSessionStore extends session.Store {
  /** Shared with the rate-limit counters, which live beside the sessions. */
  readonly db: SqliteDb;
  private readonly sweeper: NodeJS.Timeout;
  private readonly stmt;

  constructor(
    file: string,
    private readonly defaultTtlMs: number,
    sweepEveryMs = SWEEP_EVERY_MS,
  ) {
    super();
    this.db = openSqlite(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS sessions (sid TEXT PRIMARY KEY, data TEXT NOT NULL, expires INTEGER NOT NULL);' +
        'CREATE INDEX IF NOT EXISTS sessions_expires ON sessions (expires);',
    );
    this.stmt = {
      get: this.db.prepare<[string, number], { data: string }>(
        'SELECT data FROM sessions WHERE sid = ? AND expires > ?',
      ),
      set: this.db.prepare<[string, string, number]>(
        'INSERT INTO sessions (sid, data, expires) VALUES (?, ?, ?) ' +
          'ON CONFLICT(sid) DO UPDATE SET data = excluded.data, expires = excluded.expires',
      ),
      touch: this.db.prepare<[number, string]>('UPDATE sessions SET expires = ? WHERE sid = ?'),
      destroy: this.db.prepare<[string]>('DELETE FROM sessions WHERE sid = ?'),
      sweep: this.db.prepare<[number]>('DELETE FROM sessions WHERE expires <= ?'),
    };
    this.sweep();
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs).unref();
  }

  private expiry(sess: session.SessionData): number {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.defaultTtlMs;
  }

  override get(sid: string, cb: Callback<session.SessionData | null>): void {
    try {
      const row = this.stmt.get.get(sid, Date.now());
      cb(null, row ? (JSON.parse(row.data) as session.SessionData) : null);
    } catch (err) {
      cb(err);
    }
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback): void {
    try {
      this.stmt.set.run(sid, JSON.stringify(sess), this.expiry(sess));
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }

  override touch(sid: string, sess: session.SessionData, cb?: Callback): void {
    try {
      this.stmt.touch.run(this.expiry(sess), sid);
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }

  override destroy(sid: string, cb?: Callback): void {
    try {
      this.stmt.destroy.run(sid);
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }

  /** Rows in the store, expired ones included (for checks and tests). */
  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
  }

  sweep(now = Date.now()): number {
    return this.stmt.sweep.run(now).changes;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.db.close();
  }
}
