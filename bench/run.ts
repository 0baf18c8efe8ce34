/**
 * `npm run bench`: load the production build over loopback with autocannon and write
 * the numbers to bench/results/<timestamp>.json, printing the change against the last run.
 * Bounded: each scenario runs for BENCH_SECONDS (default 5) with 10 connections.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${PORT}`;

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

interface Result {
  name: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

function ensureBuild(): void {
  if (existsSync('dist/server/main.js') && existsSync('dist/client/.vite/manifest.json')) return;
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the portal did not start');
}

async function inertiaVersion(): Promise<string> {
  const html = await (await fetch(`${base}/login`)).text();
  const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no page object in /login');
  return (JSON.parse(match[1]) as { version: string }).version;
}

/** Cookies of a response as one Cookie header value (name=value pairs). */
function cookies(res: Response, jar: Map<string, string>): string {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Sign in as the demo user the way the browser does, and return the session's cookies. */
async function demoSession(version: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookie = cookies(await fetch(`${base}/login`), jar);
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/json',
      'X-Inertia': 'true',
      'X-Inertia-Version': version,
      'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      Cookie: cookie,
    },
    body: JSON.stringify({ email: 'demo@portal.test', password: 'Demo!2345' }),
  });
  if (res.status !== 302 && res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  return cookies(res, jar);
}

async function run(scenario: Scenario): Promise<Result> {
  const out = await autocannon({
    url: base + scenario.path,
    headers: scenario.headers,
    connections: 10,
    duration: SECONDS,
  });
  return {
    name: scenario.name,
    requestsPerSec: Math.round(out.requests.average),
    latencyP50Ms: out.latency.p50,
    latencyP99Ms: out.latency.p99,
    errors: out.errors + out.timeouts,
    non2xx: out.non2xx,
  };
}

function previous(dir: string): Result[] | undefined {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const last = files.at(-1);
  return last
    ? (JSON.parse(readFileSync(join(dir, last), 'utf8')) as { results: Result[] }).results
    : undefined;
}

async function main(): Promise<void> {
  ensureBuild();
  const data = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const server = spawn('node', ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SIMULATOR: 'false',
      SESSION_DB: join(data, 'sessions.sqlite'),
      REFERENCE_DB: join(data, 'reference.sqlite'),
    },
  });
  try {
    await waitForHealth();
    const version = await inertiaVersion();
    const scenarios: Scenario[] = [
      { name: 'healthz', path: '/healthz' },
      { name: 'login, first load (HTML)', path: '/login' },
      {
        name: 'login, Inertia visit (JSON)',
        path: '/login',
        headers: { 'X-Inertia': 'true', 'X-Inertia-Version': version },
      },
      {
        // Session read, guards and shared props of a signed-in page.
        name: 'signed-in page, Inertia visit (JSON)',
        path: '/reports',
        headers: {
          'X-Inertia': 'true',
          'X-Inertia-Version': version,
          Cookie: await demoSession(version),
        },
      },
    ];
    const results: Result[] = [];
    for (const scenario of scenarios) results.push(await run(scenario));

    const dir = 'bench/results';
    mkdirSync(dir, { recursive: true });
    const before = previous(dir);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    writeFileSync(
      join(dir, `${stamp}.json`),
      JSON.stringify(
        { at: new Date().toISOString(), seconds: SECONDS, node: process.version, results },
        null,
        2,
      ) + '\n',
    );
    console.table(
      results.map((r) => {
        const old = before?.find((b) => b.name === r.name);
        const change = old
          ? `${Math.round(((r.requestsPerSec - old.requestsPerSec) / old.requestsPerSec) * 100)}%`
          : 'n/a';
        return { ...r, 'req/s vs last': change };
      }),
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  }
}

await main();
