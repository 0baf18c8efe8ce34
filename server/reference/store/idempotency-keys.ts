import type { Db } from '../db/connection';

/**
 * The services' Idempotency-Key store (a contract extension): for each key a caller sends
 * with a booking, the first successful answer, kept for 24 hours. Keys are scoped (per
 * user), so one user's key can never read another's answer.
 *
 * The table is created here, beside the data it protects, so a database made before the
 * extension gains it on first use.
 */

export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface KeptAnswer {
  /** What the first request was (method, path, body): a repeat must be the same. */
  fingerprint: string;
  status: number;
  /** The JSON body answered, as sent. */
  body: string;
}

export interface KeyStore {
  /** The answer kept under `key` in `scope`, if younger than 24 hours. */
  find(scope: string, key: string): KeptAnswer | undefined;
  /** Keeps the first answer under `key`; a later one for the same key is ignored. */
  keep(scope: string, key: string, answer: KeptAnswer): void;
}

/** Longest key accepted (as Stripe's). */
export const MAX_KEY_LENGTH = 255;

export function createKeyStore(db: Db, now: () => Date): KeyStore {
  db.exec(
    'CREATE TABLE IF NOT EXISTS idempotency_keys (' +
      'scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, ' +
      'status INTEGER NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL, ' +
      'PRIMARY KEY (scope, key));' +
      'CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys (created_at);',
  );
  const stmt = {
    find: db.prepare<[string, string, number], KeptAnswer>(
      'SELECT fingerprint, status, body FROM idempotency_keys ' +
        'WHERE scope = ? AND key = ? AND created_at > ?',
    ),
    expire: db.prepare<[number]>('DELETE FROM idempotency_keys WHERE created_at <= ?'),
    keep: db.prepare<[string, string, string, number, string, number]>(
      'INSERT OR IGNORE INTO idempotency_keys (scope, key, fingerprint, status, body, created_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?)',
    ),
  };
  const oldest = () => now().getTime() - KEY_LIFETIME_MS;
  return {
    find(scope, key) {
      return stmt.find.get(scope, key, oldest());
    },
    keep(scope, key, answer) {
      // Expired keys go when a new one comes, so the table holds one day of bookings.
      stmt.expire.run(oldest());
      stmt.keep.run(scope, key, answer.fingerprint, answer.status, answer.body, now().getTime());
    },
  };
}
