// The built portal on every Node line it supports beside this machine's (docs/deploy.md,
// "Node"): each starts from dist/, answers /healthz and signs the demo customer in to the
// dashboard, as the Inertia client would. Node comes from the npm registry's `node`
// package (npx caches it: a repeat run downloads nothing), without headers, so nothing
// native can be built for it: what runs here is what a server on that line runs.
//   node scripts/smoke-node-lines.js [22 24 ...]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const LINES = process.argv.slice(2).length ? process.argv.slice(2) : ['22', '24'];
const DEMO = { email: 'demo@portal.test', password: 'Demo!2345' };
const START_WITHIN_MS = 90_000;

if (!existsSync('dist/server/main.js')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

/** The node binary of a line, fetched once into npx's cache. */
function nodeOf(line) {
  const out = execFileSync(
    'npx',
    ['--yes', '-p', `node@${line}`, 'node', '-p', 'process.execPath + " " + process.version'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [path, version] = out.trim().split('\n').at(-1).split(' ');
  return { path, version };
}

/** Cookies kept as a browser keeps them, and the headers the Inertia client sends. */
function client(base) {
  const jar = new Map();
  let version = '';
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const inertia = () => ({
    'X-Requested-With': 'XMLHttpRequest',
    'X-Inertia': 'true',
    'X-Inertia-Version': version,
    'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    Cookie: cookie(),
  });
  return {
    /** The first load, as HTML: the cookies (XSRF-TOKEN) and the assets' version. */
    async open(path) {
      const res = await fetch(base + path, { headers: { Cookie: cookie() } });
      keep(res);
      const html = await res.text();
      const page = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(
        html,
      );
      if (res.status !== 200 || !page) throw new Error(`${path} answered ${res.status}`);
      version = JSON.parse(page[1]).version;
    },
    async post(path, body) {
      const res = await fetch(base + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...inertia(), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      keep(res);
      return res;
    },
    /** An Inertia visit: the page's JSON. */
    async visit(path) {
      const res = await fetch(base + path, { headers: inertia(), redirect: 'manual' });
      keep(res);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return res.json();
    },
  };
}

const running = (child) => child.exitCode === null && child.signalCode === null;

async function healthy(base, portal) {
  const until = Date.now() + START_WITHIN_MS;
  while (Date.now() < until) {
    if (!running(portal))
      throw new Error(`the portal exited (${portal.exitCode ?? portal.signalCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`no /healthz within ${START_WITHIN_MS / 1000} s`);
}

async function signIn(base) {
  const browser = client(base);
  await browser.open('/login');
  const res = await browser.post('/login', DEMO);
  const to = res.headers.get('location');
  if (![302, 303].includes(res.status) || !to) throw new Error(`sign-in answered ${res.status}`);
  const page = await browser.visit(new URL(to, base).pathname);
  if (page.component !== 'dashboard/dashboard') throw new Error(`sign-in led to ${page.component}`);
}

/** The SQLite module's own test on that line (node:sqlite there, not better-sqlite3). */
function sqliteTest(node) {
  execFileSync(
    node.path,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', 'tests/unit/sqlite.test.ts'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

async function smoke(line, port) {
  const node = nodeOf(line);
  try {
    sqliteTest(node);
  } catch (err) {
    console.error(
      `Node ${node.version}: tests/unit/sqlite.test.ts failed\n${err.stdout}${err.stderr}`,
    );
    return false;
  }
  const data = `data/smoke-node-${line}`;
  rmSync(data, { recursive: true, force: true });
  const base = `http://127.0.0.1:${port}`;
  const output = [];
  const portal = spawn(node.path, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SESSION_DB: `${data}/sessions.sqlite`,
      REFERENCE_DB: `${data}/reference.sqlite`,
      SIMULATOR: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [portal.stdout, portal.stderr]) stream.on('data', (d) => output.push(d));
  const started = Date.now();
  try {
    await healthy(base, portal);
    await signIn(base);
    console.log(
      `Node ${node.version}: SQLite tests passed; started, signed in (${Date.now() - started} ms)`,
    );
  } catch (err) {
    console.error(`Node ${node.version}: ${err.message}\n${Buffer.concat(output).toString()}`);
    return false;
  } finally {
    portal.kill('SIGTERM');
    await Promise.race([new Promise((done) => portal.once('exit', done)), sleep(10_000)]);
    if (running(portal)) portal.kill('SIGKILL');
    rmSync(data, { recursive: true, force: true });
  }
  return true;
}

let ok = true;
for (const [i, line] of LINES.entries()) ok = (await smoke(line, 3190 + i)) && ok;
process.exit(ok ? 0 : 1);
