import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Guard, RouteDef } from '../../../routes/types';
import { routes, type RouteName } from '../../../routes/web';
import { DEMO } from '../../support/data/outbox';
import { startPortal, TEST_VERSION, type Portal } from '../../support/portal';
import {
  BODY_CASES_PER_ROUTE,
  QUERY_CASES_MIN,
  badQueries,
  badRequests,
  goodPath,
  POLLUTION_MARK,
  type BadRequest,
  type TokenSource,
} from './bad-requests';
import { formFields } from './fields';

// Bad sign-ins slow the next ones down; the wait is skipped so the suite keeps its pace.
vi.mock('node:timers/promises', async (original) => ({
  ...(await original<typeof import('node:timers/promises')>()),
  setTimeout: async () => {},
}));

/** Requests in flight at once: enough to keep both cores busy, few enough to stay fair. */
const CONCURRENCY = 12;

const table: readonly RouteDef[] = routes;
const fields = formFields();

/**
 * Downloads and the widgets' JSON helpers are not pages: the browser opens or fetch()es
 * them plainly, so an Inertia answer is not theirs to give. GET routes are sorted by what
 * they answer a signed-in visit; the one form target of that kind is named here.
 */
const FETCH_TARGETS: readonly RouteName[] = ['create-shipment.draft'];
const notPages = new Set<string>(FETCH_TARGETS);

let portal: Portal;
let server: Server;
let origin: string;
let pool: Pool;
/** A signed session cookie of a session that was signed out: the store no longer has it. */
let deadSession: string;

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

async function call(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<Answer> {
  const res = await pool.request({ method: method as 'GET', path, headers, body });
  const buffer = Buffer.from(await res.body.arrayBuffer());
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join('\n') : value;
  }
  return { status: res.statusCode, headers: flat, text: buffer.toString('latin1') };
}

/** A browser as the suite plays it: its cookies, its CSRF token, and the page it is on. */
class Browser {
  cookies = new Map<string, string>();
  token = '';
  /** A token that was good for this browser once, or for another session. */
  stale = '';

  constructor(
    public name: string,
    public page: string,
  ) {}

  keep(answer: Answer): void {
    for (const line of (answer.headers['set-cookie'] ?? '').split('\n')) {
      const match = /^([^=;\s]+)=([^;]*)/.exec(line);
      if (!match) continue;
      const [, name, value] = match as unknown as [string, string, string];
      this.cookies.set(name, value);
      if (name === 'XSRF-TOKEN') this.token = decodeURIComponent(value);
    }
  }

  cookieHeader(overrides: Record<string, string | null> = {}): string {
    const all = new Map(this.cookies);
    for (const [name, value] of Object.entries(overrides)) {
      if (value === null) all.delete(name);
      else all.set(name, value);
    }
    return [...all].map(([n, v]) => `${n}=${v}`).join('; ');
  }

  /** A plain Inertia visit, keeping what it sets. */
  async visit(path: string): Promise<Answer> {
    const answer = await call('GET', path, {
      'X-Inertia': 'true',
      'X-Inertia-Version': TEST_VERSION,
      Cookie: this.cookieHeader(),
    });
    this.keep(answer);
    return answer;
  }

  /** A form post as the Inertia client makes it. */
  async post(path: string, body: Record<string, unknown>): Promise<Answer> {
    if (!this.token) await this.visit('/login');
    const answer = await call(
      'POST',
      path,
      {
        'X-Inertia': 'true',
        'X-Inertia-Version': TEST_VERSION,
        'X-XSRF-TOKEN': this.token,
        'Content-Type': 'application/json',
        Referer: origin + this.page,
        Cookie: this.cookieHeader(),
      },
      JSON.stringify(body),
    );
    this.keep(answer);
    return answer;
  }
}

const tampered = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

function tokenOf(browser: Browser, source: TokenSource | null): string | null {
  if (!source) return null;
  switch (source.use) {
    case 'valid':
      return browser.token;
    case 'stale':
      return browser.stale;
    case 'tampered':
      return tampered(browser.token);
    case 'literal':
      return source.value;
  }
}

/** The page a path shows, learnt from an ordinary visit (for partial reload headers). */
const components = new Map<string, string>();

function requestHeaders(browser: Browser, c: BadRequest): Record<string, string> {
  const cookie = tokenOf(browser, c.csrf.cookie);
  const header = tokenOf(browser, c.csrf.header);
  const headers: Record<string, string> = {
    Referer: origin + browser.page,
    Cookie: browser.cookieHeader({
      'XSRF-TOKEN': cookie,
      ...(c.csrf.lostSession ? { portal_session: deadSession } : {}),
    }),
  };
  if (header !== null) headers['X-XSRF-TOKEN'] = header;
  if (c.inertia) {
    headers['X-Inertia'] = 'true';
    headers['X-Inertia-Version'] = TEST_VERSION;
    headers.Accept = 'text/html, application/xhtml+xml';
  }
  const component = components.get(`${browser.name} ${c.path}`) ?? 'errors/error';
  for (const [name, value] of Object.entries(c.headers)) {
    headers[name] = value.replace('{origin}', origin).replace('{component}', component);
  }
  return headers;
}

// What a body must never show: V8 stack frames, error names with their message, our files.
const LEAKS = [
  /\n\s+at \S/,
  /\bat [\w.<>$]+ \([^)]*:\d+:\d+\)/,
  /\b(?:[A-Z]\w*)?Error: /,
  /\/server\/[\w./-]+/,
  /node_modules/,
  /\.[cm]?[jt]s:\d+/,
];

function leak(text: string): string | undefined {
  for (const re of LEAKS) {
    const match = re.exec(text);
    if (match) return text.slice(Math.max(0, match.index - 40), match.index + 80);
  }
  return cwdLeak(text);
}

function cwdLeak(text: string): string | undefined {
  const at = text.indexOf(process.cwd());
  return at < 0 ? undefined : text.slice(at, at + 80);
}

/** What is wrong with an answer, or nothing: the rules of the issue, in order. */
function fault(c: BadRequest, answer: Answer, page: boolean): string | undefined {
  const { status, headers, text } = answer;
  if (status >= 500) return `status ${status}: ${text.slice(0, 160)}`;
  const leaked = leak(text);
  if (leaked !== undefined) return `status ${status} shows a stack trace or path: ${leaked}`;
  if (!c.inertia || !page) return undefined;
  if ((status === 302 || status === 303) && headers.location) return undefined;
  if (status === 409 && (headers['x-inertia-location'] || headers['x-inertia-redirect'])) {
    return undefined;
  }
  const type = headers['content-type'] ?? '';
  if ((status === 200 || (status >= 400 && status < 500)) && headers['x-inertia'] === 'true') {
    try {
      const page = JSON.parse(text) as { component?: unknown; props?: unknown };
      if (type.startsWith('application/json') && typeof page.component === 'string') {
        if (typeof page.props === 'object' && page.props !== null) return undefined;
      }
    } catch {
      // Falls through to the report below.
    }
  }
  return `not an Inertia answer: status ${status}, ${type || 'no type'}, body ${JSON.stringify(text.slice(0, 120))}`;
}

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

interface Run {
  offenders: string[];
  requests: number;
  perRoute: Map<string, number>;
}

async function attack(
  browser: Browser,
  route: RouteDef,
  cases: readonly BadRequest[],
  run: Run,
): Promise<void> {
  const started = performance.now();
  await inParallel(cases, async (c) => {
    const label = `${browser.name} · ${route.name} · ${c.method} ${c.path.slice(0, 80)} · [${c.category}] ${c.id}${c.inertia ? ' · Inertia' : ''}`;
    let answer: Answer;
    try {
      answer = await call(c.method, c.path, requestHeaders(browser, c), c.body);
    } catch (err) {
      run.offenders.push(`${label}: no answer (${String(err)})`);
      return;
    }
    run.requests += 1;
    const found = fault(c, answer, !notPages.has(route.name));
    if (found) run.offenders.push(`${label}: ${found}`);
  });
  run.perRoute.set(route.name, (run.perRoute.get(route.name) ?? 0) + cases.length);
  debug(
    `${browser.name} ${route.name}: ${cases.length} in ${Math.round(performance.now() - started)} ms`,
  );
}

/** MALFORMED_DEBUG=1 shows where the time goes, route by route. */
function debug(line: string): void {
  if (process.env.MALFORMED_DEBUG) console.log(line);
}

// ---------------------------------------------------------------------------------------
// The visitors, and the states of a visit that open more routes

async function anonymous(): Promise<Browser> {
  const browser = new Browser('anonymous', '/login');
  const answer = await browser.visit('/login');
  expect(answer.status, 'the login page').toBe(200);
  return browser;
}

async function signedIn(name = 'signed in'): Promise<Browser> {
  const browser = new Browser(name, '/dashboard');
  await browser.visit('/login');
  const before = browser.token;
  const answer = await browser.post('/login', { ...DEMO });
  expect([302, 303], `sign-in answered ${answer.status}`).toContain(answer.status);
  browser.stale = before;
  return browser;
}

/** A form a state needs posted, and where it must lead. */
async function expectStep(
  browser: Browser,
  path: string,
  body: Record<string, unknown>,
  to: string,
) {
  const answer = await browser.post(path, body);
  expect(answer.headers.location, `${browser.name}: ${path} answered ${answer.status}`).toBe(to);
  browser.page = to;
}

let registrations = 0;

interface State {
  name: string;
  /** The guard this state opens; a state without one gets every route of the table. */
  opens?: Guard;
  start(): Promise<Browser>;
}

const STATES: State[] = [
  {
    name: 'anonymous',
    async start() {
      const browser = await anonymous();
      browser.stale = (await signedIn()).token;
      return browser;
    },
  },
  { name: 'signed in', start: () => signedIn() },
  {
    name: 'signing up',
    opens: 'otp',
    async start() {
      const browser = await anonymous();
      browser.name = 'signing up';
      registrations += 1;
      await expectStep(
        browser,
        '/register/personal',
        {
          first_name: 'Rana',
          last_name: 'Haddad',
          email: `malformed.${registrations}.${Date.now().toString(36)}@portal.test`,
          phone_number: '+1 702 123 4567',
          password: 'Secret!234',
          password_confirmation: 'Secret!234',
        },
        '/register/verify',
      );
      return browser;
    },
  },
  {
    name: 'linking an account',
    opens: 'pendingAccount',
    async start() {
      const browser = await signedIn('linking an account');
      await expectStep(
        browser,
        '/accounts/add',
        { account_number: '200400501' },
        '/accounts/verify',
      );
      return browser;
    },
  },
  {
    // Last: it works on the demo user's password, which every other state signs in with.
    name: 'resetting a password',
    opens: 'reset',
    async start() {
      const browser = await anonymous();
      browser.name = 'resetting a password';
      await expectStep(browser, '/reset-password', { email: DEMO.email }, '/reset-password/verify');
      return browser;
    },
  },
];

const guardsOf = (route: RouteDef): readonly Guard[] => route.guards ?? [];

/** Still in its state: its own page opens (signed in: with an account selected). */
async function still(state: State, browser: Browser): Promise<boolean> {
  if (state.name === 'anonymous') return true;
  const own = state.opens
    ? table.find((r) => r.method === 'get' && guardsOf(r).includes(state.opens as Guard))
    : undefined;
  const answer = await browser.visit(own ? goodPath(own) : '/dashboard');
  if (answer.status !== 200 || answer.headers['x-inertia'] !== 'true') return false;
  if (own) return true;
  const page = JSON.parse(answer.text) as { props: { selectedAccountId?: unknown } };
  return typeof page.props.selectedAccountId === 'number';
}

beforeAll(async () => {
  portal = await startPortal({ env: { RATE_LIMIT_SCALE: '1000' } });
  server = portal.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pool = new Pool(origin, {
    connections: CONCURRENCY,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  const gone = await signedIn();
  const cookie = gone.cookies.get('portal_session') ?? '';
  await gone.post('/logout', {});
  deadSession = cookie;
  const reader = await signedIn();
  for (const route of table.filter((r) => r.method === 'get')) {
    const answer = await reader.visit(goodPath(route));
    const inside =
      answer.headers['x-inertia'] === 'true' || [302, 303, 409].includes(answer.status);
    if (!inside) notPages.add(route.name);
  }
});

afterAll(async () => {
  await pool?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await portal?.close();
});

describe('malformed input', () => {
  it.each(STATES.map((s) => [s.name, s] as const))(
    'answers every bad request of a visitor %s without a fault',
    async (_name, state) => {
      const run: Run = { offenders: [], requests: 0, perRoute: new Map() };
      const mine = table.filter((r) => !state.opens || guardsOf(r).includes(state.opens));
      let browser = await state.start();
      for (const route of mine) {
        // A bad request may end the state (the logout route, a code tried too often, an
        // account removed): the next route starts it again, and it must start.
        if (!(await still(state, browser))) {
          browser = await state.start();
          expect(await still(state, browser), `${state.name}: entered again`).toBe(true);
        }
        const cases =
          route.method === 'get' ? badQueries(route, fields) : badRequests(route, fields);
        if (route.method === 'get') {
          const first = await browser.visit(goodPath(route));
          if (first.headers['x-inertia'] === 'true') {
            const { component } = JSON.parse(first.text) as { component: string };
            for (const c of cases) components.set(`${browser.name} ${c.path}`, component);
          }
        }
        await attack(browser, route, cases, run);
      }
      expect(run.offenders, `${state.name}: ${run.offenders.length} bad answers`).toEqual([]);
      for (const route of mine) {
        expect(
          run.perRoute.get(route.name),
          `${state.name}: requests to ${route.name}`,
        ).toBeGreaterThanOrEqual(route.method === 'get' ? QUERY_CASES_MIN : BODY_CASES_PER_ROUTE);
      }
      debug(`${state.name}: ${mine.length} routes, ${run.requests} requests`);
    },
  );

  it('leaves no property planted on the objects of the process', () => {
    expect(Object.prototype).not.toHaveProperty(POLLUTION_MARK);
    expect(({} as Record<string, unknown>)[POLLUTION_MARK]).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain(POLLUTION_MARK);
  });
});
