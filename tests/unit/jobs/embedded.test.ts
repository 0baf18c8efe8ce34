import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../../../server/sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedJobs } from '../../../server/jobs/embedded';
import { UnknownJobKindError, type Jobs } from '../../../server/jobs/types';
import { recordingKind, settled } from '../../support/job-kinds';

const dir = mkdtempSync(join(tmpdir(), 'jobs-'));
const file = join(dir, 'jobs.sqlite');
const open: Jobs[] = [];
const runner = (kinds: Parameters<typeof embeddedJobs>[0]['kinds']) => {
  const jobs = embeddedJobs({ file, kinds });
  open.push(jobs);
  return jobs;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((j) => j.close().catch(() => {})));
  rmSync(dir, { recursive: true, force: true });
});

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ row: i }));

describe('the embedded job runner', () => {
  it('runs every item once, saving progress and a result per item', async () => {
    const kind = recordingKind({ held: true });
    const jobs = runner({ import: kind.handler });
    const id = await jobs.start('import', 'u1', rows(3));
    await kind.called(1);
    expect(await jobs.status(id, 'u1')).toMatchObject({ state: 'active', done: 0, left: 3 });
    kind.release();
    await kind.called(2);
    expect(await jobs.status(id, 'u1')).toMatchObject({ done: 1, failed: 0, left: 2 });
    kind.release(true);
    const status = await settled(jobs, id, 'u1');
    expect(status).toMatchObject({ state: 'done', done: 3, failed: 0, left: 0 });
    expect(status.results.map((r) => r.value)).toEqual(
      [0, 1, 2].map((i) => ({ created: `${id}:${i}` })),
    );
    expect(status.startedAt).toBeGreaterThanOrEqual(status.createdAt);
    expect(status.finishedAt).toBeGreaterThanOrEqual(status.startedAt as number);
    expect(kind.calls.map((c) => c.index)).toEqual([0, 1, 2]);
  });

  it('counts a failing item as failed and goes on with the next', async () => {
    const kind = recordingKind();
    const jobs = runner({ import: kind.handler });
    const id = await jobs.start('import', 'u1', [{}, { fail: true }, {}]);
    const status = await settled(jobs, id, 'u1');
    expect(status).toMatchObject({ state: 'done', done: 2, failed: 1, left: 0 });
    expect(status.results[1]).toEqual({ index: 1, ok: false, error: 'row 1 refused' });
  });

  it('resumes after the last saved item when restarted on the same file', async () => {
    const first = recordingKind({ held: true });
    const before = runner({ import: first.handler });
    const id = await before.start('import', 'u1', rows(4));
    await first.called(1);
    first.release();
    await first.called(2);
    // The restart comes while item 1 is in hand: it finishes and is saved, the rest wait.
    const closing = before.close();
    first.release();
    await closing;

    const second = recordingKind();
    const after = runner({ import: second.handler });
    await after.resume();
    const status = await settled(after, id, 'u1');
    expect(second.calls.map((c) => c.index)).toEqual([2, 3]);
    expect(status).toMatchObject({ state: 'done', done: 4, left: 0 });
    expect(status.results.map((r) => r.index)).toEqual([0, 1, 2, 3]);
  });

  it('sends no item after a cancel; the one in hand still counts', async () => {
    const kind = recordingKind({ held: true });
    const jobs = runner({ import: kind.handler });
    const id = await jobs.start('import', 'u1', rows(5));
    await kind.called(1);
    expect(await jobs.cancel(id, 'u1')).toBe(true);
    // The item in hand is still being sent: not 'cancelled' until its result is saved.
    expect((await jobs.status(id, 'u1'))?.state).toBe('cancelling');
    kind.release(true);
    const status = await settled(jobs, id, 'u1', ['cancelled']);
    await new Promise((r) => setTimeout(r, 50));
    expect(kind.calls).toHaveLength(1);
    expect(await jobs.status(id, 'u1')).toMatchObject({ state: 'cancelled', done: 1, left: 4 });
    expect(status.finishedAt).not.toBeNull();
    expect(await jobs.cancel(id, 'u1')).toBe(false);
  });

  it('keeps each job to its owner', async () => {
    const kind = recordingKind({ held: true });
    const jobs = runner({ import: kind.handler });
    const id = await jobs.start('import', 'u1', rows(2));
    expect(await jobs.status(id, 'u2')).toBeUndefined();
    expect(await jobs.cancel(id, 'u2')).toBe(false);
    expect(await jobs.status('no-such-job', 'u1')).toBeUndefined();
    kind.release(true);
    expect((await settled(jobs, id, 'u1')).state).toBe('done');
  });

  it('refuses a kind it does not know', async () => {
    const jobs = runner({});
    await expect(jobs.start('import', 'u1', rows(1))).rejects.toBeInstanceOf(UnknownJobKindError);
  });

  it('runs the jobs of one process one after another', async () => {
    const kind = recordingKind();
    const jobs = runner({ import: kind.handler });
    const a = await jobs.start('import', 'u1', rows(2));
    const b = await jobs.start('import', 'u2', rows(2));
    await settled(jobs, b, 'u2');
    expect(kind.calls.map((c) => c.jobId)).toEqual([a, a, b, b]);
  });

  it("drops an ended job's items at once, and forgets the job a week after it ended", async () => {
    const kind = recordingKind();
    const jobs = runner({ import: kind.handler });
    const id = await jobs.start('import', 'u1', [{ token: 'secret' }]);
    await settled(jobs, id, 'u1');
    await jobs.close();
    const db = openSqlite(file);
    expect(db.prepare('SELECT items FROM jobs WHERE id = ?').get(id)).toEqual({ items: '[]' });
    // Ended eight days ago: the next start-up forgets it, results and all.
    db.prepare('UPDATE jobs SET finished = ? WHERE id = ?').run(Date.now() - 8 * 86_400_000, id);
    db.close();
    const again = runner({ import: kind.handler });
    await again.resume();
    expect(await again.status(id, 'u1')).toBeUndefined();
  });
});
