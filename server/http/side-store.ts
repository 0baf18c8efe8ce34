import type { createClient } from 'redis';
import type { SqliteDb } from '../sqlite';

/**
 * Short-lived values kept beside the sessions, in the same backend (Redis with REDIS_URL,
 * else the sessions' SQLite file, memory in tests), so every portal process sees them:
 * the per-user "credentials changed at" marks (credentials.ts) and address import
 * previews, which are too large to travel in the session itself. Each value has its own
 * lifetime and is gone after it.
 */
export interface SideStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): void;
}

type RedisClient = ReturnType<typeof createClient>;

/** One process's memory: tests, and a portal given a session store of its own. */
export function memorySideStore(now: () => number = Date.now): SideStore {
  const values = new Map<string, { value: string; expires: number }>();
  let sets = 0;
  return {
    async get(key) {
      const entry = values.get(key);
      if (entry && entry.expires > now()) return entry.value;
      values.delete(key);
      return undefined;
    },
    async set(key, value, ttlMs) {
      values.set(key, { value, expires: now() + ttlMs });
      // Expired entries go as new ones come, so the map never grows with dead values.
      if (++sets % 100 === 0) {
        for (const [k, entry] of values) if (entry.expires <= now()) values.delete(k);
      }
    },
    async delete(key) {
      values.delete(key);
    },
    close() {
      values.clear();
    },
  };
}

/** How often expired rows are purged. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** A table of the sessions' SQLite file (the process's own, without REDIS_URL). */
export function sqliteSideStore(db: SqliteDb, sweepEveryMs = SWEEP_EVERY_MS): SideStore {
  db.exec(
    'CREATE TABLE IF NOT EXISTS side_values (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER NOT NULL);' +
      'CREATE INDEX IF NOT EXISTS side_values_expires ON side_values (expires);',
  );
  const stmt = {
    get: db.prepare<[string, number], { value: string }>(
      'SELECT value FROM side_values WHERE key = ? AND expires > ?',
    ),
    set: db.prepare<[string, string, number]>(
      'INSERT INTO side_values (key, value, expires) VALUES (?, ?, ?) ' +
        'ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires',
    ),
    delete: db.prepare<[string]>('DELETE FROM side_values WHERE key = ?'),
    sweep: db.prepare<[number]>('DELETE FROM side_values WHERE expires <= ?'),
  };
  const sweep = () => {
    if (db.open) stmt.sweep.run(Date.now());
  };
  sweep();
  const sweeper = setInterval(sweep, sweepEveryMs).unref();
  return {
    async get(key) {
      return stmt.get.get(key, Date.now())?.value;
    },
    async set(key, value, ttlMs) {
      stmt.set.run(key, value, Date.now() + ttlMs);
    },
    async delete(key) {
      stmt.delete.run(key);
    },
    close() {
      clearInterval(sweeper);
    },
  };
}

/** Keys under `portal:` beside the sessions (`portal:sess:`), each with Redis's own expiry. */
export function redisSideStore(client: RedisClient, prefix = 'portal:'): SideStore {
  return {
    async get(key) {
      return (await client.get(prefix + key)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await client.set(prefix + key, value, {
        expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
      });
    },
    async delete(key) {
      await client.del(prefix + key);
    },
    close() {},
  };
}
