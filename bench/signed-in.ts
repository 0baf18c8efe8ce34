/**
 * What the load benchmarks share: many signed-in sessions, and the signed-in pages read
 * from the route table (so a new screen is loaded without editing the benchmarks).
 */
import type { RouteDef } from '../routes/types';
import { routes } from '../routes/web';
import { Browser } from '../tests/support/processes';

/**
 * Page visits a signed-in user makes: every GET page route of the table that needs only a
 * session and an account (no parameters, no helper routes, which have dotted names), plus
 * the dashboard's deferred props, which the browser asks for right after the dashboard.
 */
export function signedInVisits(): Array<{ path: string; headers?: Record<string, string> }> {
  const pages = (routes as readonly RouteDef[])
    .filter(
      (r) =>
        r.method === 'get' &&
        !r.name.includes('.') &&
        !r.path.includes('{') &&
        r.guards?.includes('auth') &&
        r.guards.every((g) => g === 'auth' || g === 'account'),
    )
    .map((r) => ({ path: r.path }));
  return [
    ...pages,
    {
      path: '/dashboard',
      headers: {
        'X-Inertia-Partial-Component': 'dashboard/index',
        'X-Inertia-Partial-Data': 'stats,table',
      },
    },
  ];
}

/** `count` sessions of the demo user, signed in `concurrency` at a time. */
export async function signInMany(url: string, count: number, concurrency = 8): Promise<Browser[]> {
  const browsers: Browser[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        browsers.push(await new Browser(url).signIn());
      }
    }),
  );
  return browsers;
}
