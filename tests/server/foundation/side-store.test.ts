import { setTimeout as sleep } from 'node:timers/promises';
import { openSqlite, type SqliteDb } from '../../../server/sqlite';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memorySideStore,
  redisSideStore,
  sqliteSideStore,
  type SideStore,
} from '../../../server/http/side-store';
import { startRedis, type RedisProcess } from '../../support/processes';

/**
 * The short-lived values beside the sessions (import previews, password-change marks) in
 * each backend the sessions use: memory, the SQLite file, Redis.
 */
let redis: RedisProcess;
let client: ReturnType<typeof createClient>;
let db: SqliteDb;
const stores: Record<string, SideStore> = {};

beforeAll(async () => {
  redis = await startRedis();
  client = createClient({ url: redis.url });
  await client.connect();
  db = openSqlite(':memory:');
  stores.memory = memorySideStore();
  stores.sqlite = sqliteSideStore(db);
  stores.redis = redisSideStore(client);
});
afterAll(async () => {
  for (const store of Object.values(stores)) store.close();
  db?.close();
  await client?.quit();
  await redis?.stop();
});

describe.each(['memory', 'sqlite', 'redis'])('the side store in %s', (kind) => {
  it('keeps a value until it is deleted or its lifetime ends', async () => {
    const store = stores[kind]!;
    await store.set('import:1:a', 'x'.repeat(400_000), 60_000);
    await store.set('import:1:b', 'short', 80);
    expect((await store.get('import:1:a'))?.length).toBe(400_000);
    expect(await store.get('import:1:b')).toBe('short');
    expect(await store.get('import:2:a')).toBeUndefined();
    await store.set('import:1:a', 'replaced', 60_000);
    expect(await store.get('import:1:a')).toBe('replaced');
    await store.delete('import:1:a');
    expect(await store.get('import:1:a')).toBeUndefined();
    await sleep(150);
    expect(await store.get('import:1:b')).toBeUndefined();
  });
});

it('keeps Redis values under portal: with their own expiry', async () => {
  await stores.redis!.set('cred:abc', '123', 60_000);
  expect(await client.get('portal:cred:abc')).toBe('123');
  const ttl = await client.pTTL('portal:cred:abc');
  expect(ttl).toBeGreaterThan(59_000);
  expect(ttl).toBeLessThanOrEqual(60_000);
});
