import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createFlights, type Flights } from '../../server/http/flights';

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
        createFlights({ kind: 'sqlite', db: new Database(file) }, clock),
        createFlights({ kind: 'sqlite', db: new Database(file) }, clock),
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
