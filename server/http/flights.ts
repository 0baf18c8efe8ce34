import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SqliteDb } from '../sqlite';
import type { LimiterBackend } from './rate-limit';

/**
 * One submit at a time, across portal processes: a booking (a shipment's creation, a
 * pickup) claims its key before it calls the provider, and the claim is atomic in the store
 * the sessions live in (Redis `SET NX PX` with REDIS_URL, else a row of the SQLite session
 * database, else this process's memory). A second submit of the same intent, in this
 * process or another, finds the key held (`busy`) or the first one's outcome (`done`).
 *
 * A claim holds for at most `holdMs`, so a process that dies mid-call does not block the
 * key for ever; the outcome of a success is kept for `keepMs`; a failure gives the key back.
 */
export type Flight =
  | {
      state: 'taken';
      /** The booking went through: kept as the key's outcome for `keepMs`. */
      finish(outcome: string, keepMs: number): Promise<void>;
      /** The booking failed: the next submit may try again. */
      release(): Promise<void>;
    }
  | { state: 'busy' }
  | { state: 'done'; outcome: string };

export type FlightState =
  { state: 'free' } | { state: 'busy' } | { state: 'done'; outcome: string };

export interface Flights {
  claim(key: string, holdMs: number): Promise<Flight>;
  /** What is under the key now, without taking it. */
  peek(key: string): Promise<FlightState>;
  /** Waits (polling) until the key is no longer busy, for at most `waitMs`. */
  settle(key: string, waitMs: number): Promise<FlightState>;
}

/** The store's few operations; every value expires at its own time. */
interface KeyValues {
  /** Sets the key only when it holds nothing (or only an expired value): true when set. */
  setIfAbsent(key: string, value: string, ms: number): Promise<boolean>;
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ms: number): Promise<void>;
  /** Deletes the key only while it still holds `value`. */
  deleteIf(key: string, value: string): Promise<void>;
}

const BUSY = 'busy:';
const DONE = 'done:';
const POLL_MS = 50;

export type Clock = () => number;

function memoryValues(now: Clock): KeyValues {
  const values = new Map<string, { value: string; expires: number }>();
  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.expires > now()) return entry;
    values.delete(key);
    return undefined;
  };
  const sweep = () => {
    const at = now();
    for (const [key, entry] of values) if (entry.expires <= at) values.delete(key);
  };
  return {
    async setIfAbsent(key, value, ms) {
      sweep();
      if (live(key)) return false;
      values.set(key, { value, expires: now() + ms });
      return true;
    },
    async get(key) {
      return live(key)?.value;
    },
    async set(key, value, ms) {
      values.set(key, { value, expires: now() + ms });
    },
    async deleteIf(key, value) {
      if (live(key)?.value === value) values.delete(key);
    },
  };
}

/** A table of the session database: every portal process on that file sees the same rows. */
function sqliteValues(db: SqliteDb, now: Clock): KeyValues {
  db.exec(
    'CREATE TABLE IF NOT EXISTS flights (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER NOT NULL);' +
      'CREATE INDEX IF NOT EXISTS flights_expires ON flights (expires);',
  );
  const stmt = {
    sweep: db.prepare<[number]>('DELETE FROM flights WHERE expires <= ?'),
    insert: db.prepare<[string, string, number]>(
      'INSERT OR IGNORE INTO flights (key, value, expires) VALUES (?, ?, ?)',
    ),
    get: db.prepare<[string, number], { value: string }>(
      'SELECT value FROM flights WHERE key = ? AND expires > ?',
    ),
    upsert: db.prepare<[string, string, number]>(
      'INSERT INTO flights (key, value, expires) VALUES (?, ?, ?) ' +
        'ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires',
    ),
    deleteIf: db.prepare<[string, string]>('DELETE FROM flights WHERE key = ? AND value = ?'),
  };
  // One write transaction: between the sweep and the insert no other process can slip in.
  const setIfAbsent = db.transaction((key: string, value: string, ms: number) => {
    const at = now();
    stmt.sweep.run(at);
    return stmt.insert.run(key, value, at + ms).changes === 1;
  }, 'immediate');
  return {
    async setIfAbsent(key, value, ms) {
      return setIfAbsent(key, value, ms);
    },
    async get(key) {
      return stmt.get.get(key, now())?.value;
    },
    async set(key, value, ms) {
      stmt.upsert.run(key, value, now() + ms);
    },
    async deleteIf(key, value) {
      stmt.deleteIf.run(key, value);
    },
  };
}

/** The part of node-redis's client used here. */
interface RedisClient {
  set(key: string, value: string, options: object): Promise<unknown>;
  get(key: string): Promise<string | null>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

const DELETE_IF =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

function redisValues(client: RedisClient): KeyValues {
  const prefixed = (key: string) => `portal:flight:${key}`;
  const expiration = (ms: number) => ({ type: 'PX', value: Math.max(1, Math.round(ms)) });
  return {
    async setIfAbsent(key, value, ms) {
      const answer = await client.set(prefixed(key), value, {
        condition: 'NX',
        expiration: expiration(ms),
      });
      return answer === 'OK';
    },
    async get(key) {
      return (await client.get(prefixed(key))) ?? undefined;
    },
    async set(key, value, ms) {
      await client.set(prefixed(key), value, { expiration: expiration(ms) });
    },
    async deleteIf(key, value) {
      await client.eval(DELETE_IF, { keys: [prefixed(key)], arguments: [value] });
    },
  };
}

function stateOf(value: string | undefined): FlightState {
  if (value === undefined) return { state: 'free' };
  if (value.startsWith(DONE)) return { state: 'done', outcome: value.slice(DONE.length) };
  return { state: 'busy' };
}

/** The flights of the store the sessions and rate-limit counters live in. */
export function createFlights(backend: LimiterBackend, now: Clock = Date.now): Flights {
  const values =
    backend.kind === 'redis'
      ? redisValues(backend.client as RedisClient)
      : backend.kind === 'sqlite'
        ? sqliteValues(backend.db, now)
        : memoryValues(now);

  const peek = async (key: string) => stateOf(await values.get(key));

  return {
    async claim(key, holdMs) {
      const mine = `${BUSY}${randomUUID()}`;
      if (await values.setIfAbsent(key, mine, holdMs)) {
        return {
          state: 'taken',
          finish: (outcome, keepMs) => values.set(key, `${DONE}${outcome}`, keepMs),
          // Only while it is still this claim's: after `holdMs` another may hold the key.
          release: () => values.deleteIf(key, mine),
        };
      }
      const seen = await peek(key);
      // Freed between the two reads: count it as held, the submit will be repeated anyway.
      return seen.state === 'done' ? seen : { state: 'busy' };
    },
    peek,
    async settle(key, waitMs) {
      const until = Date.now() + waitMs;
      for (;;) {
        const seen = await peek(key);
        if (seen.state !== 'busy' || Date.now() >= until) return seen;
        await sleep(POLL_MS);
      }
    },
  };
}
