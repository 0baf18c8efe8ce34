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

function child(proc: ChildProcess): Child {
  const exited = new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });
  return {
    process: proc,
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

export async function waitForHealth(url: string, path = '/healthz', tries = 300): Promise<void> {
  for (let i = 0; i < tries; i++) {
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
    await Promise.all(Object.values(urls).map((url) => waitForHealth(url, '/')));
  } catch (err) {
    await handle.stop(true);
    throw err;
  }
  return { ...handle, urls };
}

/**
 * `node dist/server/main.js` on a free port (or `port`). With `services` it uses those;
 * without, it starts the reference services in-process on `REFERENCE_DB` from `env`.
 */
export async function startPortal(
  options: { env?: Record<string, string>; services?: ServiceUrls; port?: number } = {},
): Promise<PortalProcess> {
  const port = options.port ?? (await freePort());
  const upstream = options.services
    ? {
        MAIN_API_URL: options.services.main,
        AUTH_API_URL: options.services.auth,
        PICKUP_API_URL: options.services.pickup,
      }
    : {};
  const proc = spawn('node', ['dist/server/main.js'], {
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
    await waitForHealth(url);
  } catch (err) {
    await handle.stop(true);
    throw err;
  }
  return { ...handle, url, port };
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

  /** Signs in as the demo user (or `credentials`); throws unless the portal lets them in. */
  async signIn(credentials = DEMO_USER): Promise<this> {
    if (!this.version) await this.open('/login');
    const res = await this.send('POST', '/login', credentials);
    if (res.status !== 302 && res.status !== 303) {
      throw new Error(`sign-in answered ${res.status}`);
    }
    return this;
  }
}
