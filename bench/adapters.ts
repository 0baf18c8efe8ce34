/**
 * P2, the adapter's cost: the same ~5.5 KB page object (user, accounts, the Ziggy routes, a
 * page of rows) answered by our Inertia adapter, by a bare Express `res.json` of the
 * finished page object (the floor), and by the `inertia-node` package, each in its own
 * process on its own port (bench/adapter-server.ts). They are loaded in turn over five
 * rounds, so that other load on the machine falls on all three alike; ratios are the
 * median of the rounds'.
 */
import { spawn } from 'node:child_process';
import { waitForHealth } from '../tests/support/processes';
import { median, round, type Figure } from './figures';
import { load, SECONDS, type LoadResult } from './http-load';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const ADAPTERS = ['ours', 'bare', 'inertia-node'] as const;
type Adapter = (typeof ADAPTERS)[number];
const ROUNDS = 5;

/**
 * A dashboard's first answer with its parts wrapped below the top level (deferred, merged):
 * ours, which finds and lists them by path, against a bare `res.json` of the same finished
 * page object. inertia-node has no such props.
 */
async function nestedCost(
  servers: { kind: Adapter; at: string }[],
  headers: Record<string, string>,
): Promise<Figure> {
  const rates: Record<string, number[]> = { ours: [], bare: [] };
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  for (let r = 0; r < ROUNDS; r++) {
    for (const { kind, at } of servers) {
      const url = `${at}/dashboard`;
      const result = await load({ name: `nested: ${kind}`, url, headers, seconds });
      if (result.errors || result.non2xx) throw new Error(`adapter ${kind} failed requests`);
      rates[kind]!.push(result.requestsPerSec);
    }
  }
  const ratio = round(median(rates.ours!.map((ours, i) => ours / rates.bare![i]!)));
  return {
    id: 'P2',
    what: 'our adapter vs bare res.json, a page with deferred and merge props below the top level, req/s',
    value: median(rates.ours!),
    unit: 'req/s',
    floor: { what: 'bare res.json', value: median(rates.bare!) },
    ratio,
    target: '≥ 0.8×',
    met: ratio >= 0.8,
  };
}

export async function adapterCost(): Promise<Figure[]> {
  const headers = { 'X-Inertia': 'true', 'X-Inertia-Version': 'bench' };
  const servers = ADAPTERS.map((kind, i) => {
    const port = PORT + 1 + i;
    const child = spawn(
      'node',
      ['--import', 'tsx', 'bench/adapter-server.ts', kind, String(port)],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    return {
      kind,
      url: `http://127.0.0.1:${port}/shipments`,
      at: `http://127.0.0.1:${port}`,
      child,
    };
  });
  try {
    let pageBytes = 0;
    for (const { at, url } of servers) {
      await waitForHealth(at);
      pageBytes = Math.max(pageBytes, (await (await fetch(url, { headers })).text()).length);
      await load({ name: 'warm-up', url, headers, seconds: 1 });
    }
    const rounds: Array<Record<Adapter, LoadResult>> = [];
    const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
    for (let r = 0; r < ROUNDS; r++) {
      const round = {} as Record<Adapter, LoadResult>;
      for (const { kind, at, url } of servers) {
        const cpuBefore = Number(await (await fetch(`${at}/cpu`)).text());
        const result = await load({ name: `adapter: ${kind}`, url, headers, seconds });
        const cpuAfter = Number(await (await fetch(`${at}/cpu`)).text());
        if (result.errors || result.non2xx) throw new Error(`adapter ${kind} failed requests`);
        round[kind] = {
          ...result,
          cpuUsPerRequest: Math.round((cpuAfter - cpuBefore) / Math.max(1, result.requests)),
        };
      }
      rounds.push(round);
    }
    const rate = (kind: Adapter) => median(rounds.map((r) => r[kind].requestsPerSec));
    const ratio = (other: Adapter) =>
      round(median(rounds.map((r) => r.ours.requestsPerSec / r[other].requestsPerSec)));
    const cpuRatio = (other: Adapter) =>
      round(
        median(rounds.map((r) => (r[other].cpuUsPerRequest ?? 0) / (r.ours.cpuUsPerRequest || 1))),
      );
    const figure = (other: Adapter, floorWhat: string, target: number): Figure => ({
      id: 'P2',
      what: `our adapter vs ${floorWhat}, same ${pageBytes}-byte page, req/s`,
      value: rate('ours'),
      unit: 'req/s',
      floor: { what: floorWhat, value: rate(other) },
      ratio: ratio(other),
      target: `≥ ${target.toFixed(1)}×`,
      met: ratio(other) >= target,
      note: `by CPU time per request: ${cpuRatio(other)}×`,
    });
    const nested = await nestedCost(
      servers.filter((s) => s.kind !== 'inertia-node'),
      headers,
    );
    return [
      figure('bare', 'bare res.json', 0.8),
      figure('inertia-node', 'inertia-node', 1.0),
      nested,
    ];
  } finally {
    for (const { child } of servers) child.kill('SIGTERM');
  }
}
