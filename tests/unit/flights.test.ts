import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../../server/sqlite';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlights, type Flights } from '../../server/http/flights';
import { startRedis, type RedisProcess } from '../support/processes';

const dir = mkdtempSync(join(tmpdir(), 'flights-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let at = 1_000_000;
const clock = () => at;
let files = 0;

/** Two portal processes' views of one store: the same memory, or two connections to one file. */
const backends: Array<[string, () => [Flights, Flights]]> = [
  [
    'memory',
    () => {
      const one = createFlights({ kind: 'memory' }, clock);
      return [one, one];
    },
  ],
  [
    'the SQLite session database',
    () => {
      const file = join(dir, `sessions-${files++}.sqlite`);
      return [
        createFlights({ kind: 'sqlite', db: openSqlite(file) }, clock),
        createFlights({ kind: 'sqlite', db: openSqlite(file) }, clock),
      ];
    },
  ],
];

describe.each(backends)('flights in %s', (_name, make) => {
  it('lets one claim take a key; another finds it busy', async () => {
    const [a, b] = make();
    const first = await a.claim('k', 10_000);
    expect(first.state).toBe('taken');
    expect((await b.claim('k', 10_000)).state).toBe('busy');
    expect((await a.claim('k', 10_000)).state).toBe('busy');
  });

  it('gives the outcome of a finished claim to the next one, for as long as it is kept', async () => {
    const [a, b] = make();
    const first = await a.claim('k', 10_000);
    if (first.state !== 'taken') throw new Error('not taken');
    await first.finish('created', 60_000);
    expect(await b.claim('k', 10_000)).toEqual({ state: 'done', outcome: 'created' });
    at += 60_000;
    expect((await b.claim('k', 10_000)).state).toBe('taken');
  });

  it('frees a released key, and a claim that outlived its hold cannot release a newer one', async () => {
    const [a, b] = make();
    const first = await a.claim('k', 1000);
    if (first.state !== 'taken') throw new Error('not taken');
    await first.release();
    const second = await b.claim('k', 1000);
    expect(second.state).toBe('taken');
    at += 1000;
    const third = await a.claim('k', 1000);
    expect(third.state).toBe('taken');
    if (second.state === 'taken') await second.release();
    expect((await b.claim('k', 1000)).state).toBe('busy');
  });

  it('hands a waiting submit the outcome once the first finishes', async () => {
    const [a, b] = make();
    const first = await a.claim('k', 10_000);
    if (first.state !== 'taken') throw new Error('not taken');
    const waiting = b.settle('k', 5000);
    setTimeout(() => void first.finish('{"ok":1}', 60_000), 120);
    expect(await waiting).toEqual({ state: 'done', outcome: '{"ok":1}' });
  });

  it('keeps keys apart', async () => {
    const [a] = make();
    expect((await a.claim('one', 1000)).state).toBe('taken');
    expect((await a.claim('two', 1000)).state).toBe('taken');
  });
});

describe('flights in Redis', () => {
  let redis: RedisProcess;
  const clients: Array<ReturnType<typeof createClient>> = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const client of clients) await client.quit();
    await redis?.stop(true);
  });

  /** A portal process's view: its own connection to the one Redis. */
  async function process(): Promise<Flights> {
    const client = createClient({ url: redis.url });
    await client.connect();
    clients.push(client);
    return createFlights({ kind: 'redis', client });
  }

  it('lets one of two processes take a key, keeps the outcome, and frees a released key', async () => {
    const [a, b] = [await process(), await process()];
    const key = `k-${Date.now()}`;
    const claims = await Promise.all([a.claim(key, 10_000), b.claim(key, 10_000)]);
    expect(claims.map((c) => c.state).sort()).toEqual(['busy', 'taken']);
    const taken = claims.find((c) => c.state === 'taken');
    if (taken?.state !== 'taken') throw new Error('not taken');
    await taken.release();
    const again = await b.claim(key, 10_000);
    if (again.state !== 'taken') throw new Error('a released key was not free');
    await again.finish('created', 60_000);
    expect(await a.claim(key, 10_000)).toEqual({ state: 'done', outcome: 'created' });
  });

  it('lets a claim go after its hold, and the late one cannot release the new claim', async () => {
    const [a, b] = [await process(), await process()];
    const key = `hold-${Date.now()}`;
    const late = await a.claim(key, 100);
    await new Promise((r) => setTimeout(r, 150));
    const next = await b.claim(key, 10_000);
    expect(next.state).toBe('taken');
    if (late.state === 'taken') await late.release();
    expect((await a.claim(key, 10_000)).state).toBe('busy');
  });
});
