/**
 * P3, fan-out: the dashboard, every upstream call made 100 ms slow, loaded as the browser
 * does: the visit, then each deferred group's partial reload, side by side. The floor is one
 * upstream call through the same slow provider: a page whose calls all run side by side
 * costs about one such call.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, startPortal, startServices } from '../tests/support/processes';
import { visitWithDeferred } from '../tests/support/visits';
import { startDelayProxy } from './delay-proxy';
import { median, round, type Figure } from './figures';

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
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-p3-'));
  const services = await startServices(join(dir, 'reference.sqlite'));
  const proxies = await Promise.all(
    [services.urls.main, services.urls.auth, services.urls.pickup].map((url) =>
      startDelayProxy(url, DELAY_MS),
    ),
  );
  const [main, auth, pickup] = proxies.map((p) => p.url) as [string, string, string];
  const portal = await startPortal({
    services: { main, auth, pickup },
    env: { SESSION_DB: join(dir, 'sessions.sqlite'), UPSTREAM_TIMEOUT_MS: '5000' },
  });
  try {
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
      await (await fetch(`${main}/countries?page=1`)).text();
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
  } finally {
    await portal.stop();
    await Promise.all(proxies.map((p) => p.close()));
    await services.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
