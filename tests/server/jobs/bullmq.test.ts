import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bullmqJobs } from '../../../server/jobs/bullmq';
import type { JobKinds, Jobs } from '../../../server/jobs/types';
import { recordingKind, settled, until } from '../../support/job-kinds';
import { startRedis, type RedisProcess } from '../../support/processes/redis';

let redis: RedisProcess;
beforeAll(async () => {
  redis = await startRedis();
}, 20_000);
afterAll(async () => {
  await redis?.stop();
});

const open: Jobs[] = [];
let prefix = '';
afterEach(async () => {
  await Promise.all(open.splice(0).map((j) => j.close()));
});

/** A portal process's runner; the ones of one test share a Redis prefix as processes would. */
async function runner(kinds: JobKinds, work = true): Promise<Jobs> {
  const jobs = bullmqJobs({ url: redis.url, kinds, stalledMs: 5000, prefix });
  open.push(jobs);
  if (work) await jobs.resume();
  return jobs;
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ row: i }));

describe('the BullMQ job runner', () => {
  beforeAll(() => {
    prefix = `test:${randomUUID()}`;
  });

  it('runs every item once, with progress and a result per item', async () => {
    const kind = recordingKind({ held: true });
    const jobs = await runner({ import: kind.handler });
    const id = await jobs.start('import', 'u1', [{}, { fail: true }, {}]);
    await kind.called(1);
    expect(await jobs.status(id, 'u1')).toMatchObject({ state: 'active', done: 0, left: 3 });
    kind.release(true);
    const status = await settled(jobs, id, 'u1');
    expect(status).toMatchObject({ state: 'done', done: 2, failed: 1, left: 0 });
    expect(status.results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(status.results[0]?.value).toEqual({ created: `${id}:0` });
    expect(status.finishedAt).not.toBeNull();
    expect(kind.calls.map((c) => c.index)).toEqual([0, 1, 2]);
  });

  it('shows a job started on one process on another, which finishes it', async () => {
    const kind = recordingKind();
    // The first process only takes requests; the second one works.
    const first = await runner({ import: kind.handler }, false);
    const second = await runner({ import: kind.handler });
    const id = await first.start('import', 'u1', rows(3));
    const status = await settled(first, id, 'u1');
    expect(status).toMatchObject({ state: 'done', done: 3, left: 0 });
    expect(await second.status(id, 'u1')).toEqual(status);
  });

  it('sends no item after a cancel made on another process', async () => {
    const kind = recordingKind({ held: true });
    const worker = await runner({ import: kind.handler });
    const other = await runner({ import: kind.handler }, false);
    const id = await worker.start('import', 'u1', rows(4));
    await kind.called(1);
    expect(await other.cancel(id, 'u1')).toBe(true);
    expect((await other.status(id, 'u1'))?.state).toBe('cancelling');
    kind.release(true);
    // Cancelled at once; finished once the item in hand is saved.
    await until(async () => (await other.status(id, 'u1'))?.finishedAt != null);
    await new Promise((r) => setTimeout(r, 100));
    expect(kind.calls).toHaveLength(1);
    expect(await other.status(id, 'u1')).toMatchObject({ state: 'cancelled', done: 1, left: 3 });
    expect(await other.cancel(id, 'u1')).toBe(false);
  });

  it('keeps each job to its owner', async () => {
    const kind = recordingKind();
    const jobs = await runner({ import: kind.handler });
    const id = await jobs.start('import', 'u1', rows(1));
    expect(await jobs.status(id, 'u2')).toBeUndefined();
    expect(await jobs.cancel(id, 'u2')).toBe(false);
    expect((await settled(jobs, id, 'u1')).state).toBe('done');
  });
});
