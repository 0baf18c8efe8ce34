/**
 * Load over loopback with autocannon, bounded in time, as plain numbers.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { Pool } from 'undici';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface LoadResult {
  name: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Of the server processes, when measured: CPU time per request. */
  cpuUsPerRequest?: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /** Requests each connection makes in turn (instead of `url` alone). */
  requests?: Array<{ path: string; headers?: Record<string, string> }>;
  /** Headers of each connection, by its index (its own session cookie, say). */
  headersOf?: (connection: number) => Record<string, string>;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const out = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections ?? 10,
    duration: options.seconds ?? SECONDS,
    setupClient: (client) => {
      // Each request carries all its headers: a request's own would replace the client's.
      const own = { ...options.headers, ...options.headersOf?.(next++) };
      if (options.requests) {
        client.setRequests(
          options.requests.map(({ path, headers }) => ({
            method: 'GET',
            path,
            headers: { ...own, ...headers },
          })),
        );
      } else {
        client.setHeaders(own);
      }
    },
  });
  return {
    name: options.name,
    requestsPerSec: Math.round(out.requests.average),
    requests: out.requests.total,
    latencyP50Ms: out.latency.p50,
    latencyP99Ms: out.latency.p99,
    errors: out.errors + out.timeouts,
    non2xx: out.non2xx,
  };
}

/** CPU time (user + system) a process has used so far, in microseconds (Linux /proc). */
export function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Latency of one request at a time (no queueing behind other requests), as the median of
 * `count` requests over one kept-alive connection, in milliseconds.
 */
export async function medianLatencyMs(
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<number> {
  const { origin, pathname, search } = new URL(url);
  const pool = new Pool(origin, { connections: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      const res = await pool.request({ method: 'GET', path: pathname + search, headers });
      await res.body.text();
      if (res.statusCode >= 400) throw new Error(`${url} answered ${res.statusCode}`);
      times.push(performance.now() - start);
    }
  } finally {
    await pool.close();
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1] ?? 0;
}
