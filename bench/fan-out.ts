/**
 * P3, fan-out: the dashboard, every upstream call made 100 ms slow, loaded as the browser
 * does: the visit, then each deferred group's partial reload, side by side. The floor is one
 * upstream call through the same slow provider: a page whose calls all run side by side
 * costs about one such call.
 */
import { Browser, type ServiceUrls } from '../tests/support/processes';
import { visitWithDeferred } from '../tests/support/visits';
import { startDelayProxy, type DelayProxy } from './delay-proxy';
import { median, round, type Figure } from './figures';
import { withPortalApart, type Front } from './portal';

const DELAY_MS = 100;
const VISITS = 15;

/** The dashboard as the Inertia client loads it: milliseconds until every deferred prop is in. */
async function fullDashboard(browser: Browser): Promise<number> {
  const start = performance.now();
  const statuses = await visitWithDeferred(browser, '/dashboard');
  if (statuses.some((s) => s !== 200)) throw new Error(`dashboard: ${statuses.join(', ')}`);
  return performance.now() - start;
}

export async function fanOut(): Promise<Figure[]> {
  let proxies: DelayProxy[] = [];
  // Each of the three services behind its own slow stand-in.
  const slowly = async (urls: ServiceUrls): Promise<Front> => {
    proxies = await Promise.all(
      [urls.main, urls.auth, urls.pickup].map((url) => startDelayProxy(url, DELAY_MS)),
    );
    const [main, auth, pickup] = proxies.map((p) => p.url) as [string, string, string];
    return {
      urls: { main, auth, pickup },
      close: async () => void (await Promise.all(proxies.map((p) => p.close()))),
    };
  };
  return withPortalApart(
    { front: slowly, env: { UPSTREAM_TIMEOUT_MS: '5000' } },
    async (portal) => {
      const browser = await new Browser(portal.url).signIn();
      await fullDashboard(browser); // warms the portal's caches (status options) and pools
      const times: number[] = [];
      let calls = 0;
      let peak = 0;
      for (let i = 0; i < VISITS; i++) {
        proxies.forEach((p) => p.reset());
        times.push(await fullDashboard(browser));
        calls = Math.max(
          calls,
          proxies.reduce((n, p) => n + p.calls, 0),
        );
        peak = Math.max(
          peak,
          proxies.reduce((n, p) => n + p.peakInFlight, 0),
        );
      }
      const floors: number[] = [];
      for (let i = 0; i < VISITS; i++) {
        const start = performance.now();
        await (await fetch(`${proxies[0]!.url}/countries?page=1`)).text();
        floors.push(performance.now() - start);
      }
      const value = round(median(times), 1);
      const floor = round(median(floors), 1);
      return [
        {
          id: 'P3',
          what: `dashboard with its deferred props, every upstream call ${DELAY_MS} ms`,
          value,
          unit: 'ms',
          floor: { what: `one upstream call at ${DELAY_MS} ms`, value: floor },
          ratio: round(floor / value),
          target: '≤ 130 ms',
          met: value <= 130,
          note: `${calls} upstream calls per visit, at most ${peak} at once`,
        },
      ];
    },
  );
}
