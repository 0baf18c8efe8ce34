import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { JobStatus } from '../../server/jobs/types';
import { child, type Child } from './processes/child';

export interface JobProcess extends Child {
  start(owner: string, count: number): Promise<string>;
  status(id: string, owner: string): Promise<JobStatus | undefined>;
}

/**
 * A process running the job engine from its environment (SESSION_DB, JOBS_DB, REDIS_URL,
 * JOBS_STALLED_MS) with a kind that logs each item to JOB_LOG: job-process-main.ts.
 */
export async function startJobProcess(env: Record<string, string>): Promise<JobProcess> {
  const proc = spawn('node', ['--import', 'tsx', 'tests/support/job-process-main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  const handle = child(proc);
  const pending = new Map<number, (reply: { value?: unknown; error?: string }) => void>();
  let seq = 0;
  const ready = new Promise<void>((resolve, reject) => {
    proc.on('message', (m: { ready?: boolean; seq?: number; value?: unknown; error?: string }) => {
      if (m.ready) resolve();
      else if (m.seq !== undefined) pending.get(m.seq)?.(m);
    });
    void handle.exited.then(() => reject(new Error('the job process exited while starting')));
  });
  await ready;
  const ask = (command: object) =>
    new Promise<unknown>((resolve, reject) => {
      const n = ++seq;
      pending.set(n, (reply) => {
        pending.delete(n);
        if (reply.error) reject(new Error(reply.error));
        else resolve(reply.value);
      });
      proc.send({ ...command, seq: n });
    });
  return {
    ...handle,
    start: async (owner, count) => (await ask({ op: 'start', owner, count })) as string,
    status: async (id, owner) => (await ask({ op: 'status', id, owner })) as JobStatus | undefined,
  };
}

/** The log's lines for one job: `begin` and `created` per attempt, with the process id. */
export function jobLog(file: string, id: string) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.includes(` ${id}:`))
    .map((l) => {
      const [what, key, pid] = l.split(' ');
      return { what, key, pid: Number(pid) };
    });
  return {
    begun: lines.filter((l) => l.what === 'begin'),
    created: lines.filter((l) => l.what === 'created'),
  };
}
