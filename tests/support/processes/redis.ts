import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { child, freePort, type Child } from './child';

export interface RedisProcess extends Child {
  /** `redis://127.0.0.1:<port>`, for REDIS_URL. */
  url: string;
}

export const REDIS_SERVER = '/usr/bin/redis-server';

/** Debian's redis-server on a free port, nothing saved to disk. */
export async function startRedis(): Promise<RedisProcess> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server`);
  }
  const port = await freePort();
  const proc = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const handle = child(proc);
  const ready = new Promise<void>((resolve, reject) => {
    let seen = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes('Ready to accept connections')) resolve();
    });
    void handle.exited.then(() => reject(new Error(`redis-server exited: ${seen}`)));
  });
  try {
    await ready;
  } catch (err) {
    await handle.stop(true);
    throw err;
  }
  // Nobody reads the log once it is up; a full pipe would stall the server.
  proc.stdout?.resume();
  return { ...handle, url: `redis://127.0.0.1:${port}` };
}
