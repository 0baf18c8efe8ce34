import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { jobLog, startJobProcess, type JobProcess } from '../../support/job-process';
import { until } from '../../support/job-kinds';
import { Scratch, startRedis } from '../../support/processes';

/**
 * Jobs survive their process (docs/scaling.md): killed with SIGKILL mid-item, a job is carried on
 * after the last saved item, by the restarted process (SQLite) or by another process on
 * the same Redis, and every item ends created exactly once: only the item in hand when the
 * process died is begun twice, under the same idempotency key.
 */
const ITEMS = 20;
const scratch = new Scratch();
afterAll(() => scratch.release());

/** Every key created once, no item begun more than once but the one in hand at the kill. */
function expectEachItemOnce(log: string, id: string) {
  const { begun, created } = jobLog(log, id);
  const keys = created.map((l) => l.key);
  expect(new Set(keys).size).toBe(ITEMS);
  expect(keys).toHaveLength(ITEMS);
  expect(begun.length).toBeLessThanOrEqual(ITEMS + 1);
}

async function finished(proc: JobProcess, id: string) {
  let status: Awaited<ReturnType<JobProcess['status']>>;
  await until(async () => (status = await proc.status(id, 'u1'))?.state === 'done', 30_000);
  return status!;
}

describe('jobs across a killed process', () => {
  it('resumes on the same SQLite file after a kill -9 mid-item', async () => {
    const log = scratch.file('sqlite.log');
    writeFileSync(log, '');
    const env = { SESSION_DB: scratch.file('sessions.sqlite'), JOB_LOG: log, ITEM_MS: '150' };
    const first = scratch.keep(await startJobProcess(env));
    const id = await first.start('u1', ITEMS);
    // Killed while an item is begun and not yet created.
    await until(() => {
      const { begun, created } = jobLog(log, id);
      return created.length >= 5 && begun.length > created.length;
    });
    await first.stop(true);

    const second = scratch.keep(await startJobProcess(env));
    const status = await finished(second, id);
    expect(status).toMatchObject({ done: ITEMS, failed: 0, left: 0 });
    expect(status.results.map((r) => r.index)).toEqual([...Array(ITEMS).keys()]);
    expectEachItemOnce(log, id);
    expect(await second.status(id, 'u2')).toBeUndefined();
  }, 60_000);

  it('on one Redis, shows a job on both processes and hands it over when one dies', async () => {
    const redis = scratch.keep(await startRedis());
    const log = scratch.file('redis.log');
    writeFileSync(log, '');
    const env = {
      REDIS_URL: redis.url,
      JOBS_STALLED_MS: '1500',
      JOB_LOG: log,
      ITEM_MS: '150',
    };
    const a = scratch.keep(await startJobProcess(env));
    const b = scratch.keep(await startJobProcess(env));
    const id = await a.start('u1', ITEMS);
    await until(() => {
      const { begun, created } = jobLog(log, id);
      return created.length >= 5 && begun.length > created.length;
    });
    // Progress reads the same from the process that did not start the job.
    const seen = await b.status(id, 'u1');
    expect(seen?.state).toBe('active');
    expect(seen!.done).toBeGreaterThanOrEqual(4);

    const working = jobLog(log, id).begun.at(-1)!.pid;
    const [dying, surviving] = working === a.process.pid ? [a, b] : [b, a];
    await dying.stop(true);
    const status = await finished(surviving, id);
    expect(status).toMatchObject({ done: ITEMS, failed: 0, left: 0 });
    expectEachItemOnce(log, id);
    // The survivor created the items after the kill.
    expect(jobLog(log, id).created.at(-1)!.pid).toBe(surviving.process.pid);
  }, 60_000);
});
