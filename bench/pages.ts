/**
 * Throughput of a few portal answers (no target; compared with the previous run): the
 * health check, /login as HTML and as an Inertia visit, and a signed-in page whose props
 * need no upstream call (session read, guards and shared props only).
 */
import { Browser } from '../tests/support/processes';
import type { Figure } from './figures';
import { load } from './http-load';
import { withPortal } from './portal';

export async function pageThroughput(): Promise<Figure[]> {
  return withPortal(async (portal) => {
    const anonymous = new Browser(portal.url);
    await anonymous.open('/login');
    const signedIn = await new Browser(portal.url).signIn();
    const scenarios = [
      { what: 'health check', path: '/healthz', headers: {} },
      { what: 'login, first load (HTML)', path: '/login', headers: {} },
      {
        what: 'login, Inertia visit (JSON)',
        path: '/login',
        headers: { 'X-Inertia': 'true', 'X-Inertia-Version': anonymous.version },
      },
      {
        what: 'signed-in page (Reports), Inertia visit',
        path: '/reports',
        headers: signedIn.headers(),
      },
    ];
    const figures: Figure[] = [];
    for (const { what, path, headers } of scenarios) {
      const result = await load({ name: what, url: portal.url + path, headers });
      if (result.errors || result.non2xx) throw new Error(`${what}: failed requests`);
      figures.push({
        id: 'pages',
        what,
        value: result.requestsPerSec,
        unit: 'req/s',
        target: 'reported',
        met: true,
        note: `p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms`,
      });
    }
    return figures;
  });
}
