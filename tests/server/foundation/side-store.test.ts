import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memorySideStore,
  redisSideStore,
  sqliteSideStore,
  type SideStore,
} from '../../../server/http/side-store';

/**
 * The short-lived values beside the sessions (import previews, password-change marks) in
 * each backend the sessions use: memory, the SQLite file, Redis.
 */
const REDIS = '/usr/bin/redis-server';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let redis: ChildProcess;
let client: ReturnType<typeof createClient>;
let db: Database.Database;
const stores: Record<string, SideStore> = {};

beforeAll(async () => {
  if (!existsSync(REDIS)) throw new Error(`${REDIS} is missing: apt-get install redis-server`);
  const port = await freePort();
  redis = spawn(REDIS, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    redis.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  client = createClient({ url: `redis://127.0.0.1:${port}` });
  await client.connect();
  db = new Database(':memory:');
  stores.memory = memorySideStore();
  stores.sqlite = sqliteSideStore(db);
  stores.redis = redisSideStore(client);
});
afterAll(async () => {
  for (const store of Object.values(stores)) store.close();
  db?.close();
  await client?.quit();
  redis?.kill();
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
