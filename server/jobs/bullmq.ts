import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import {
  idempotencyKey,
  JOB_KEEP_MS,
  runItem,
  UnknownJobKindError,
  type ItemResult,
  type JobKinds,
  type Jobs,
  type JobState,
} from './types';

export interface BullmqOptions {
  url: string;
  kinds: JobKinds;
  /** How long a process may hold a job without renewing its lock before another takes it. */
  stalledMs: number;
  onError?: (err: unknown, jobId: string) => void;
  /** Keys under it; tests give each run its own. */
  prefix?: string;
}

interface Data {
  kind: string;
  owner: string;
  items: unknown[];
  /** The items' count, kept once the items are dropped at the job's end. */
  total?: number;
}

/** Saved after every item; a process taking over a stalled job starts from `next`. */
interface Progress {
  next: number;
  done: number;
  failed: number;
}

const QUEUE = 'jobs';
const KEEP_S = JOB_KEEP_MS / 1000;

function progressOf(job: Job<Data>): Progress {
  const p = job.progress;
  return typeof p === 'object' && p !== null && 'next' in p
    ? (p as unknown as Progress)
    : { next: 0, done: 0, failed: 0 };
}

const BULL_STATES: Record<string, JobState> = { active: 'active', failed: 'failed' };

/**
 * The runner of several processes: jobs in BullMQ on the sessions' Redis, so any process
 * shows a job's progress, and a process that dies mid-job leaves it, once its lock lapses,
 * to another (BullMQ's stalled jobs), which resumes after the last saved item.
 */
export function bullmqJobs(options: BullmqOptions): Jobs {
  const prefix = options.prefix ?? 'portal:bull';
  // BullMQ's workers block on Redis and need no retry limit; the queue has its own client.
  const queueClient = new Redis(options.url, { maxRetriesPerRequest: null });
  const workerClient = new Redis(options.url, { maxRetriesPerRequest: null });
  const queue = new Queue<Data>(QUEUE, { connection: queueClient, prefix });
  const resultsKey = (id: string) => `${prefix}:${QUEUE}:results:${id}`;
  const cancelKey = (id: string) => `${prefix}:${QUEUE}:cancelled:${id}`;
  const cancelled = async (id: string) => (await queueClient.exists(cancelKey(id))) === 1;

  const worker = new Worker<Data, { cancelled: boolean }>(
    QUEUE,
    async (job) => {
      const id = job.id as string;
      const handler = options.kinds[job.data.kind];
      if (!handler) throw new UnknownJobKindError(`no handler for job kind ${job.data.kind}`);
      const progress = progressOf(job);
      // An ended job needs its items no more: they go (with the token they carry).
      const drop = () => job.updateData({ ...job.data, items: [], total: job.data.items.length });
      for (let index = progress.next; index < job.data.items.length; index++) {
        if (await cancelled(id)) {
          await drop();
          return { cancelled: true };
        }
        const ctx = {
          jobId: id,
          owner: job.data.owner,
          index,
          idempotencyKey: idempotencyKey(id, index),
        };
        const result = await runItem(handler, job.data.items[index], ctx);
        // The result first, then the index: a death between the two re-runs the item only.
        await queueClient
          .multi()
          .hset(resultsKey(id), String(index), JSON.stringify(result))
          .expire(resultsKey(id), KEEP_S)
          .exec();
        progress.next = index + 1;
        progress[result.ok ? 'done' : 'failed'] += 1;
        await job.updateProgress({ ...progress });
      }
      await drop();
      return { cancelled: false };
    },
    {
      connection: workerClient,
      prefix,
      autorun: false,
      concurrency: 1,
      lockDuration: options.stalledMs,
      stalledInterval: options.stalledMs,
      maxStalledCount: 5,
    },
  );
  worker.on('failed', (job, err) => options.onError?.(err, job?.id ?? ''));
  worker.on('error', (err) => options.onError?.(err, ''));

  const owned = async (id: string, owner: string) => {
    const job = (await queue.getJob(id)) as Job<Data> | undefined;
    return job && job.data.owner === owner ? job : undefined;
  };

  return {
    async start(kind, owner, items) {
      if (!options.kinds[kind]) throw new UnknownJobKindError(`no handler for job kind ${kind}`);
      const id = randomUUID();
      await queue.add(
        kind,
        { kind, owner, items },
        {
          jobId: id,
          attempts: 1,
          removeOnComplete: { age: KEEP_S },
          removeOnFail: { age: KEEP_S },
        },
      );
      return id;
    },
    async status(id, owner, { results = true } = {}) {
      const job = await owned(id, owner);
      if (!job) return undefined;
      const [bullState, isCancelled, stored] = await Promise.all([
        job.getState(),
        cancelled(id),
        results ? queueClient.hvals(resultsKey(id)) : Promise.resolve([]),
      ]);
      const progress = progressOf(job);
      const finished = bullState === 'completed' || bullState === 'failed';
      let state: JobState = BULL_STATES[bullState] ?? 'queued';
      if (bullState === 'completed') state = job.returnvalue?.cancelled ? 'cancelled' : 'done';
      // Cancelled once the worker, before its next item, has seen the flag and stopped.
      else if (isCancelled && !finished) state = 'cancelling';
      return {
        id,
        kind: job.data.kind,
        state,
        done: progress.done,
        failed: progress.failed,
        left: (job.data.total ?? job.data.items.length) - progress.next,
        results: stored.map((r) => JSON.parse(r) as ItemResult).sort((a, b) => a.index - b.index),
        createdAt: job.timestamp,
        startedAt: job.processedOn ?? null,
        finishedAt: job.finishedOn ?? null,
      };
    },
    async cancel(id, owner) {
      const job = await owned(id, owner);
      if (!job) return false;
      const state = await job.getState();
      if (state === 'completed' || state === 'failed') return false;
      return (await queueClient.set(cancelKey(id), '1', 'EX', KEEP_S, 'NX')) === 'OK';
    },
    async counts() {
      const n = await queue.getJobCounts('waiting', 'delayed', 'active', 'completed', 'failed');
      return {
        queued: (n.waiting ?? 0) + (n.delayed ?? 0),
        active: n.active ?? 0,
        done: n.completed ?? 0,
        failed: n.failed ?? 0,
      };
    },
    async resume() {
      // A process that knows no kind takes no job: it would only fail them.
      if (Object.keys(options.kinds).length === 0) return;
      // Stalled jobs of a dead process are found by this worker's stalled-job checker.
      void worker.run().catch((err: unknown) => options.onError?.(err, ''));
    },
    async close() {
      await worker.close();
      await queue.close();
      await Promise.allSettled([queueClient.quit(), workerClient.quit()]);
    },
  };
}
