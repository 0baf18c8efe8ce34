/**
 * The portal and the reference services as real processes on loopback, for the suites and
 * benchmarks that need a whole process: crash and restart, memory, several portals behind
 * one store, load. The portal runs from the production build (`dist/server/main.js`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ServiceUrls {
  main: string;
  auth: string;
  pickup: string;
}

export interface Child {
  process: ChildProcess;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  /** Resident memory of the process now, in MB (Linux /proc). */
  rssMb(): number;
  /** SIGKILL when `hard`, else SIGTERM; resolves when the process has gone. */
  stop(hard?: boolean): Promise<void>;
}

export interface PortalProcess extends Child {
  url: string;
  port: number;
}

export interface ServicesProcess extends Child {
  urls: ServiceUrls;
}

/** The default of PORTAL_HEAP_MB in package.json's start script. */
export const PORTAL_HEAP_MB = 128;

export function ensureBuild(): void {
  if (existsSync('dist/server/main.js') && existsSync('dist/client/.vite/manifest.json')) return;
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
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

function child(proc: ChildProcess): Child {
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

/** `npm run services` on free ports, with its database in `dbFile`. */
export async function startServices(dbFile: string): Promise<ServicesProcess> {
  const [main, auth, pickup] = await Promise.all([freePort(), freePort(), freePort()]);
  const proc = spawn('node', ['--import', 'tsx', 'server/reference/cli.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      MAIN_PORT: String(main),
      AUTH_PORT: String(auth),
      PICKUP_PORT: String(pickup),
      REFERENCE_DB: dbFile,
      SIMULATOR: 'false',
    },
  });
  const urls = {
    main: `http://127.0.0.1:${main}`,
    auth: `http://127.0.0.1:${auth}`,
    pickup: `http://127.0.0.1:${pickup}`,
  };
  const handle = child(proc);
  try {
    await Promise.all(
      Object.values(urls).map((url) => waitForHealth(url, '/', undefined, handle.exited)),
    );
  } catch (err) {
    await handle.stop(true);
    throw err;
  }
  return { ...handle, urls };
}

/**
 * `node dist/server/main.js` on a free port (or `port`). With `services` (their URLs or the
 * process of `startServices`) it uses those; without, it starts the reference services
 * in-process on `REFERENCE_DB` from `env`.
 */
export async function startPortalProcess(
  options: {
    env?: Record<string, string>;
    services?: ServiceUrls | ServicesProcess;
    port?: number;
  } = {},
): Promise<PortalProcess> {
  const port = options.port ?? (await freePort());
  const services =
    options.services && 'urls' in options.services ? options.services.urls : options.services;
  // An undefined URL would silently start the embedded services on the repository's data.
  if (services && !(services.main && services.auth && services.pickup)) {
    throw new Error('startPortalProcess: services needs the main, auth and pickup URLs');
  }
  const upstream = services
    ? {
        MAIN_API_URL: services.main,
        AUTH_API_URL: services.auth,
        PICKUP_API_URL: services.pickup,
      }
    : {};
  // The same heap limit as `npm start` gives the portal (package.json).
  const heap = `--max-old-space-size=${process.env.PORTAL_HEAP_MB ?? PORTAL_HEAP_MB}`;
  const proc = spawn('node', [heap, 'dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      SIMULATOR: 'false',
      SESSION_SECRET: 'a-secret-the-portal-processes-share-0123456789',
      RATE_LIMIT_SCALE: '1000',
      ...upstream,
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const handle = child(proc);
  try {
    await waitForHealth(url, '/healthz', undefined, handle.exited);
  } catch (err) {
    await handle.stop(true);
    throw err;
  }
  return { ...handle, url, port };
}

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

export const DEMO_USER = { email: 'demo@portal.test', password: 'Demo!2345' };

/**
 * A browser's side of a session over fetch: keeps cookies, sends the Inertia headers and
 * the XSRF token as the Inertia client does. `base` can change (another portal process).
 */
export class Browser {
  private readonly jar = new Map<string, string>();
  version = '';

  constructor(public base: string) {}

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  /** The headers an Inertia visit sends. */
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'X-Inertia': 'true',
      'X-Inertia-Version': this.version,
      'X-XSRF-TOKEN': decodeURIComponent(this.jar.get('XSRF-TOKEN') ?? ''),
      Cookie: this.cookie,
      ...extra,
    };
  }

  /** The first load of a page as HTML: sets the cookies and learns the asset version. */
  async open(path = '/login'): Promise<Response> {
    const res = await fetch(this.base + path, { headers: { Cookie: this.cookie } });
    this.keep(res);
    const html = await res.text();
    const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    );
    if (match?.[1]) this.version = (JSON.parse(match[1]) as { version: string }).version;
    return res;
  }

  async visit(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(this.base + path, {
      headers: this.headers(headers),
      redirect: 'manual',
    });
    this.keep(res);
    return res;
  }

  async send(method: string, path: string, body: unknown): Promise<Response> {
    const res = await fetch(this.base + path, {
      method,
      redirect: 'manual',
      headers: this.headers({ 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
    this.keep(res);
    return res;
  }

  /** A plain GET with the browser's cookies (the JSON helpers of the widgets): its body. */
  async json<T>(path: string): Promise<T> {
    const res = await fetch(this.base + path, { headers: { Cookie: this.cookie } });
    this.keep(res);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as T;
  }

  /** Signs in as the demo user (or `credentials`); throws unless the portal lets them in. */
  async signIn(credentials = DEMO_USER): Promise<this> {
    if (!this.version || !this.jar.has('XSRF-TOKEN')) await this.open('/login');
    const res = await this.send('POST', '/login', credentials);
    // A refused sign-in (wrong password, stale form, a limit) also redirects: back to /login.
    const to = new URL(res.headers.get('location') ?? '/login', this.base).pathname;
    if ((res.status !== 302 && res.status !== 303) || to === '/login') {
      throw new Error(`sign-in answered ${res.status} to ${to}`);
    }
    return this;
  }
}
