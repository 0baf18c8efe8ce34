import { type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Child processes on loopback: started, watched, stopped, and gone with the test process. */
export interface Child {
  process: ChildProcess;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  /** Resident memory of the process now, in MB (Linux /proc). */
  rssMb(): number;
  /** SIGKILL when `hard`, else SIGTERM; resolves when the process has gone. */
  stop(hard?: boolean): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

/**
 * Processes started here and still running. Should the test process end without its
 * cleanup (a worker torn down after a timeout), they go with it rather than linger.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const proc of running) proc.kill('SIGKILL');
});

export function child(proc: ChildProcess): Child {
  running.add(proc);
  const exited = new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else {
      proc.once('exit', () => resolve());
      // Could not start at all (no such program): nothing will exit.
      proc.once('error', () => resolve());
    }
  }).then(() => void running.delete(proc));
  return {
    process: proc,
    exited,
    rssMb() {
      const status = readFileSync(`/proc/${proc.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round((kb / 1024) * 10) / 10;
    },
    async stop(hard = false) {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill(hard ? 'SIGKILL' : 'SIGTERM');
      }
      await exited;
    },
  };
}

/**
 * Polls `url + path` until it answers below 500. With `exited` (the process behind it),
 * a process that dies while starting (a port in use, bad configuration) fails at once
 * instead of after every try.
 */
export async function waitForHealth(
  url: string,
  path = '/healthz',
  tries = 300,
  exited?: Promise<void>,
): Promise<void> {
  let gone = false;
  void exited?.then(() => (gone = true));
  for (let i = 0; i < tries; i++) {
    if (gone) throw new Error(`the process behind ${url} exited before ${path} answered`);
    try {
      if ((await fetch(url + path)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url}${path} did not answer`);
}
