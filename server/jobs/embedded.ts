import { randomUUID } from 'node:crypto';
import { openSqlite } from '../sqlite';
import {
  idempotencyKey,
  JOB_KEEP_MS,
  runItem,
  UnknownJobKindError,
  type ItemResult,
  type JobKinds,
  type Jobs,
  type JobState,
  type JobStatus,
} from './types';

interface JobRow {
  id: string;
  kind: string;
  owner: string;
  state: JobState;
  items: string;
  total: number;
  next: number;
  done: number;
  failed: number;
  created: number;
  started: number | null;
  finished: number | null;
}

export interface EmbeddedOptions {
  file: string;
  kinds: JobKinds;
  onError?: (err: unknown, jobId: string) => void;
}

/**
 * The single-process runner: jobs run in the portal process, one at a time, their state in
 * a SQLite file beside the sessions'. Each item's result and the next index are written in
 * one transaction, so a process killed mid-item runs that item again on resume and no other.
 */
export function embeddedJobs(options: EmbeddedOptions): Jobs {
  const db = openSqlite(options.file);
  db.pragma('journal_mode = WAL');
  db.exec(
    'CREATE TABLE IF NOT EXISTS jobs (id TEXT PRIMARY KEY, kind TEXT NOT NULL, owner TEXT NOT NULL,' +
      ' state TEXT NOT NULL, items TEXT NOT NULL, total INTEGER NOT NULL, next INTEGER NOT NULL DEFAULT 0,' +
      ' done INTEGER NOT NULL DEFAULT 0, failed INTEGER NOT NULL DEFAULT 0,' +
      ' created INTEGER NOT NULL, started INTEGER, finished INTEGER);' +
      'CREATE TABLE IF NOT EXISTS job_results (job TEXT NOT NULL, idx INTEGER NOT NULL,' +
      ' result TEXT NOT NULL, PRIMARY KEY (job, idx));',
  );
  const stmt = {
    insert: db.prepare<[string, string, string, string, number, number]>(
      "INSERT INTO jobs (id, kind, owner, state, items, total, created) VALUES (?, ?, ?, 'queued', ?, ?, ?)",
    ),
    // Without the items: a thousand rows' items weigh megabytes, and only run() needs them.
    get: db.prepare<[string], Omit<JobRow, 'items'>>(
      'SELECT id, kind, owner, state, total, next, done, failed, created, started, finished FROM jobs WHERE id = ?',
    ),
    items: db.prepare<[string], Pick<JobRow, 'items'>>('SELECT items FROM jobs WHERE id = ?'),
    state: db.prepare<[string], Pick<JobRow, 'state'>>('SELECT state FROM jobs WHERE id = ?'),
    unfinished: db.prepare<[], { id: string }>(
      "SELECT id FROM jobs WHERE state IN ('queued', 'active', 'cancelling') ORDER BY created",
    ),
    results: db.prepare<[string], { result: string }>(
      'SELECT result FROM job_results WHERE job = ? ORDER BY idx',
    ),
    activate: db.prepare<[number, string]>(
      "UPDATE jobs SET state = 'active', started = COALESCE(started, ?) WHERE id = ? AND state IN ('queued', 'active')",
    ),
    result: db.prepare<[string, number, string]>(
      'INSERT OR REPLACE INTO job_results (job, idx, result) VALUES (?, ?, ?)',
    ),
    advance: db.prepare<[number, number, number, string]>(
      'UPDATE jobs SET next = ?, done = done + ?, failed = failed + ? WHERE id = ?',
    ),
    // An ended job needs its items no more: they go (with the token they carry).
    finish: db.prepare<[JobState, number, string]>(
      "UPDATE jobs SET state = ?, finished = ?, items = '[]' WHERE id = ? AND state IN ('queued', 'active', 'cancelling')",
    ),
    expiredResults: db.prepare<[number]>(
      'DELETE FROM job_results WHERE job IN (SELECT id FROM jobs WHERE finished IS NOT NULL AND finished < ?)',
    ),
    cancelling: db.prepare<[string]>(
      "UPDATE jobs SET state = 'cancelling' WHERE id = ? AND state IN ('queued', 'active')",
    ),
    expired: db.prepare<[number]>('DELETE FROM jobs WHERE finished IS NOT NULL AND finished < ?'),
    counts: db.prepare<[], { state: JobState; n: number }>(
      'SELECT state, COUNT(*) AS n FROM jobs GROUP BY state',
    ),
  };
  /** Forgets the jobs that ended more than JOB_KEEP_MS ago. */
  const purge = db.transaction((now: number) => {
    stmt.expiredResults.run(now - JOB_KEEP_MS);
    stmt.expired.run(now - JOB_KEEP_MS);
  });
  const save = db.transaction((id: string, result: ItemResult) => {
    stmt.result.run(id, result.index, JSON.stringify(result));
    stmt.advance.run(result.index + 1, result.ok ? 1 : 0, result.ok ? 0 : 1, id);
  });

  let closed = false;
  // Jobs run one after another in this process; `chain` is the one in hand.
  let chain: Promise<void> = Promise.resolve();
  const queued = new Set<string>();
  const enqueue = (id: string) => {
    if (queued.has(id)) return;
    queued.add(id);
    chain = chain
      .then(() => run(id))
      .catch((err: unknown) => {
        options.onError?.(err, id);
        if (db.open) stmt.finish.run('failed', Date.now(), id);
      })
      .finally(() => {
        queued.delete(id);
        if (db.open) purge(Date.now());
      });
  };

  async function run(id: string): Promise<void> {
    if (closed) return;
    const row = stmt.get.get(id);
    if (!row || !['queued', 'active', 'cancelling'].includes(row.state)) return;
    if (row.state === 'cancelling') return void stmt.finish.run('cancelled', Date.now(), id);
    const handler = options.kinds[row.kind];
    if (!handler) throw new UnknownJobKindError(`no handler for job kind ${row.kind}`);
    stmt.activate.run(Date.now(), id);
    const items = JSON.parse(stmt.items.get(id)?.items ?? '[]') as unknown[];
    for (let index = row.next; index < items.length; index++) {
      // Read again before each item: a cancel or a shutdown stops before the next one.
      const state = stmt.state.get(id)?.state;
      if (closed) return;
      if (state === 'cancelling') return void stmt.finish.run('cancelled', Date.now(), id);
      if (state !== 'active') return;
      const ctx = { jobId: id, owner: row.owner, index, idempotencyKey: idempotencyKey(id, index) };
      // Saved even while closing: the item was sent, so it must not run again on resume.
      save(id, await runItem(handler, items[index], ctx));
    }
    stmt.finish.run('done', Date.now(), id);
  }

  const owned = (id: string, owner: string) => {
    const row = stmt.get.get(id);
    return row && row.owner === owner ? row : undefined;
  };

  return {
    async start(kind, owner, items) {
      if (!options.kinds[kind]) throw new UnknownJobKindError(`no handler for job kind ${kind}`);
      const id = randomUUID();
      stmt.insert.run(id, kind, owner, JSON.stringify(items), items.length, Date.now());
      enqueue(id);
      return id;
    },
    async status(id, owner, { results = true } = {}) {
      const row = owned(id, owner);
      if (!row) return undefined;
      return {
        id: row.id,
        kind: row.kind,
        state: row.state,
        done: row.done,
        failed: row.failed,
        left: row.total - row.next,
        results: results ? stmt.results.all(id).map((r) => JSON.parse(r.result) as ItemResult) : [],
        createdAt: row.created,
        startedAt: row.started,
        finishedAt: row.finished,
      } satisfies JobStatus;
    },
    async cancel(id, owner) {
      if (!owned(id, owner)) return false;
      if (stmt.cancelling.run(id).changes === 0) return false;
      // No runner of this process will meet it (it ran elsewhere, or before a restart):
      // nothing is in hand, so it is cancelled now.
      if (!queued.has(id)) stmt.finish.run('cancelled', Date.now(), id);
      return true;
    },
    async counts() {
      const counts = { queued: 0, active: 0, done: 0, failed: 0 };
      for (const { state, n } of stmt.counts.all()) {
        const as = state === 'cancelling' ? 'active' : state;
        if (as in counts) counts[as as keyof typeof counts] += n;
      }
      return counts;
    },
    async resume() {
      purge(Date.now());
      for (const { id } of stmt.unfinished.all()) enqueue(id);
    },
    async close() {
      closed = true;
      // The item in hand finishes and is saved; the rest wait for the next start-up.
      await chain;
      db.close();
    },
  };
}
