import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Guard, RouteDef } from '../../../routes/types';
import { routes, type RouteName } from '../../../routes/web';
import { startPortal, TEST_VERSION, type Portal } from '../../support/portal';
import { fault } from '../../support/malformed/answer-rules';
import { tokenOf, type Answer, type Browser } from '../../support/malformed/raw-browser';
import { signedIn, visitStates, type State } from '../../support/malformed/visit-states';
import { inParallel } from '../../support/visits';
import {
  BODY_CASES_PER_ROUTE,
  QUERY_CASES_MIN,
  badQueries,
  badRequests,
  goodPath,
  POLLUTION_MARK,
  type BadRequest,
  formFields,
} from '../../support/malformed';

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
const FETCH_TARGETS: readonly RouteName[] = [
  'create-shipment.draft',
  'create-shipment.rates',
  // A passkey prompt's options and an authenticator app's set-up (docs/two-factor.md).
  'login.passkey-options',
  'two-factor-challenge.passkey-options',
  'two-factor.totp',
  'two-factor.passkey-options',
];
const notPages = new Set<string>(FETCH_TARGETS);

let portal: Portal;
let server: Server;
let origin: string;
let pool: Pool;
/** A signed session cookie of a session that was signed out: the store no longer has it. */
let deadSession: string;

/** The suite's connection to the portal: requests sent exactly as each case says. */
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

/** What the suite's browsers send their requests through. */
const wire = { call, origin: () => origin };

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
  await inParallel(cases.length, CONCURRENCY, async (i) => {
    const c = cases[i] as BadRequest;
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

/** The states of a visit that open more routes, each started by a browser of its own. */
const STATES = visitStates(wire);

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
  const gone = await signedIn(wire);
  const cookie = gone.cookies.get('portal_session') ?? '';
  await gone.post('/logout', {});
  deadSession = cookie;
  const reader = await signedIn(wire);
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
