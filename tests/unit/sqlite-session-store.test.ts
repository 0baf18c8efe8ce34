import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionData } from 'express-session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SqliteSessionStore } from '../../server/http/sqlite-session-store';

const dir = mkdtempSync(join(tmpdir(), 'sessions-'));
const file = join(dir, 'sessions.sqlite');
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const data = (expiresIn: number) =>
  ({
    cookie: { expires: new Date(Date.now() + expiresIn), originalMaxAge: expiresIn },
    accessToken: 't',
  }) as unknown as SessionData;

const get = (store: SqliteSessionStore, sid: string) =>
  new Promise<SessionData | null | undefined>((resolve, reject) =>
    store.get(sid, (err, value) => (err ? reject(err) : resolve(value))),
  );

describe('the SQLite session store', () => {
  it('keeps sessions across a restart (a new store on the same file)', async () => {
    const first = new SqliteSessionStore(file, 60_000);
    first.set('abc', data(60_000));
    first.close();
    const second = new SqliteSessionStore(file, 60_000);
    expect((await get(second, 'abc'))?.accessToken).toBe('t');
    second.close();
  });

  it('does not return an expired session and sweeps it away', async () => {
    const store = new SqliteSessionStore(file, 60_000);
    store.set('old', data(-1000));
    expect(await get(store, 'old')).toBeNull();
    expect(store.sweep()).toBe(1);
    store.close();
  });

  it('purges expired sessions at start-up and then on its schedule', async () => {
    const before = new SqliteSessionStore(file, 60_000);
    before.set('old', data(-1000));
    before.set('live', data(60_000));
    before.close();
    vi.useFakeTimers();
    try {
      const store = new SqliteSessionStore(file, 60_000, 1000);
      expect(store.count()).toBe(1);
      store.set('later', data(500));
      vi.advanceTimersByTime(1000);
      expect(store.count()).toBe(1);
      store.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops its purge timer when closed (shutdown), and the timer never holds the process', () => {
    vi.useFakeTimers();
    try {
      const store = new SqliteSessionStore(file, 60_000, 1000);
      expect(vi.getTimerCount()).toBe(1);
      store.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    const store = new SqliteSessionStore(file, 60_000);
    const timer = (store as unknown as { sweeper: NodeJS.Timeout }).sweeper;
    expect(timer.hasRef()).toBe(false);
    store.close();
  });

  it('forgets a destroyed session', async () => {
    const store = new SqliteSessionStore(file, 60_000);
    store.set('gone', data(60_000));
    store.destroy('gone');
    expect(await get(store, 'gone')).toBeNull();
    store.close();
  });
});
