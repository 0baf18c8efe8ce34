/**
 * What a signed-in user does, for the suites and benchmarks that drive whole processes:
 * the pages they move between (read from the route table, so a new screen is included
 * without editing them), a visit as the Inertia client makes it, and many at a time.
 */
import type { RouteDef } from '../../routes/types';
import { routes } from '../../routes/web';
import { Browser } from './processes';

/** The guards a signed-in demo user passes: an account, and a role (admin) that allows all. */
const SIGNED_IN_GUARDS = new Set(['auth', 'account', 'ship', 'bill', 'manage']);

/**
 * Every GET page of the table that needs only a signed-in user with an account: no path
 * parameters, no helper routes (their names are dotted), no flow guards.
 */
export const SIGNED_IN_ROUTES: readonly RouteDef[] = (routes as readonly RouteDef[]).filter(
  (r) =>
    r.method === 'get' &&
    !r.name.includes('.') &&
    !r.path.includes('{') &&
    r.guards?.includes('auth') &&
    r.guards.every((g) => SIGNED_IN_GUARDS.has(g)),
);

/** Their paths. */
export const SIGNED_IN_PAGES: readonly string[] = SIGNED_IN_ROUTES.map((r) => r.path);

interface PageObject {
  component: string;
  deferredProps?: Record<string, string[]>;
}

/**
 * A visit as the Inertia client makes it: the page, then one partial reload per group of
 * deferred props, side by side. Returns every status seen.
 */
export async function visitWithDeferred(browser: Browser, path: string): Promise<number[]> {
  const res = await browser.visit(path);
  if (res.status !== 200 || !res.headers.get('content-type')?.includes('json')) {
    await res.arrayBuffer();
    return [res.status];
  }
  const page = (await res.json()) as PageObject;
  const partial = await Promise.all(
    Object.values(page.deferredProps ?? {}).map(async (names) => {
      const more = await browser.visit(path, {
        'X-Inertia-Partial-Component': page.component,
        'X-Inertia-Partial-Data': names.join(','),
      });
      await more.arrayBuffer();
      return more.status;
    }),
  );
  return [res.status, ...partial];
}

/** Runs `task(0..count-1)` with at most `width` at a time. */
export async function inParallel(
  count: number,
  width: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
}

/** `count` signed-in sessions of the demo user, `width` sign-ins at a time. */
export async function signInMany(url: string, count: number, width = 8): Promise<Browser[]> {
  const browsers: Browser[] = [];
  await inParallel(count, width, async () => {
    browsers.push(await new Browser(url).signIn());
  });
  return browsers;
}
