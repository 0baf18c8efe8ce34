import { openSqlite } from '../../../server/sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportScreen } from '../../../shared/shipment-import/types';
import { until } from '../../support/job-kinds';
import {
  Browser,
  importScreen,
  manyRowsFile,
  pageOf,
  Scratch,
  startPortalProcess,
  startServices,
  twoPortalsOnRedis,
  uploadAndCheck,
} from '../../support/processes';

/**
 * The shipments import across a killed portal (docs/architecture.md, decision 11): the built portal is
 * killed with SIGKILL while its job books a file's rows, and started again on the same
 * files (sessions, jobs, the embedded services' database). The job carries on after the
 * last saved row; the row in hand at the kill is sent again under the same idempotency
 * key, so the provider ends with every row booked exactly once, and the customer, still
 * signed in, sees the result.
 */
const ROWS = 400;
const scratch = new Scratch();
afterAll(() => scratch.release());

/** Uploads the file, checks it as mapped and books it; returns once rows are being booked. */
async function startImport(user: Browser, rows: number) {
  const preview = await uploadAndCheck(user, await manyRowsFile(user, rows, 'KILL'));
  expect(preview.stage === 'preview' && preview.counts.ready).toBe(rows);
  expect((await user.send('POST', '/shipments/import/confirm', {})).status).toBe(303);
  await until(async () => {
    const now = await importScreen(user);
    return now.stage === 'running' && now.progress.done >= 20;
  }, 20_000);
}

/** Waits for the result: every row booked, none failed or left out. */
async function expectAllBooked(user: Browser, rows: number) {
  let result: ImportScreen | undefined;
  await until(async () => (result = await importScreen(user)).stage === 'result', 30_000);
  if (result?.stage !== 'result') throw new Error('no result');
  const failed = await pageOf(user, '/shipments/import?rows=failed', 'shipments/import-shipments');
  expect(failed.screen.stage === 'result' && failed.screen.rows.items).toEqual([]);
  expect(result.counts.created + result.counts.existed).toBe(rows);
}

/** Each row's shipment in the provider's database: exactly one per reference. */
function expectEachOnce(dbFile: string, prefix: string, rows: number) {
  const db = openSqlite(dbFile);
  const booked = db
    .prepare(
      'SELECT reference1, count(*) AS n FROM shipments WHERE reference1 LIKE ? GROUP BY reference1',
    )
    .all(`${prefix}-%`) as Array<{ reference1: string; n: number }>;
  db.close();
  expect(booked).toHaveLength(rows);
  expect(booked.filter((b) => b.n !== 1)).toEqual([]);
}

describe('the shipments import across a killed portal', () => {
  it('books every row exactly once after a kill -9 mid-job and a restart', async () => {
    const env = {
      SESSION_DB: scratch.file('sessions.sqlite'),
      REFERENCE_DB: scratch.file('reference.sqlite'),
      JOBS_DB: scratch.file('jobs.sqlite'),
    };
    const first = scratch.keep(await startPortalProcess({ env }));
    const user = await new Browser(first.url).signIn();
    await startImport(user, ROWS);
    await first.stop(true);

    const second = scratch.keep(await startPortalProcess({ env, port: first.port }));
    await expectAllBooked(user, ROWS);
    await second.stop();
    expectEachOnce(env.REFERENCE_DB, 'KILL', ROWS);
  }, 90_000);

  it('on one Redis, shows the import on both processes and the other one finishes it', async () => {
    const dbFile = scratch.file('reference-redis.sqlite');
    const services = scratch.keep(await startServices(dbFile));
    const [a, b] = await twoPortalsOnRedis(scratch, services, { JOBS_STALLED_MS: '1500' });
    const user = await new Browser(a.url).signIn();
    await startImport(user, ROWS);
    // The same session on the other process sees the same progress.
    user.base = b.url;
    const seen = await importScreen(user);
    expect(seen.stage).toBe('running');
    await a.stop(true);
    await expectAllBooked(user, ROWS);
    expectEachOnce(dbFile, 'KILL', ROWS);
  }, 90_000);
});
