/**
 * P6, memory: the portal's resident memory after 10,000 signed-in visits over 1,000
 * sessions, and again after 10 s idle. The services run in their own process, so only the
 * portal is counted. The floor is the portal after start-up and one visit of each page.
 */
import { PORTAL_RSS_BUDGET_MB as BUDGET_MB, type Browser } from '../tests/support/processes';
import {
  inParallel,
  SIGNED_IN_PAGES,
  signInMany,
  visitWithDeferred,
} from '../tests/support/visits';
import { round, type Figure } from './figures';
import { withPortalApart } from './portal';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1000);
const VISITS = Number(process.env.BENCH_VISITS ?? 10_000);
const CONCURRENCY = 10;
const IDLE_MS = 10_000;

/** `count` visits spread over the sessions and pages in turn; throws on any answer ≥ 500. */
async function visitAll(browsers: Browser[], count: number): Promise<void> {
  await inParallel(count, CONCURRENCY, async (i) => {
    const path = SIGNED_IN_PAGES[i % SIGNED_IN_PAGES.length]!;
    const statuses = await visitWithDeferred(browsers[i % browsers.length]!, path);
    if (statuses.some((s) => s >= 500)) throw new Error(`${path} answered ${statuses.join(', ')}`);
  });
}

export async function memory(extraEnv: Record<string, string> = {}): Promise<Figure[]> {
  return withPortalApart({ env: extraEnv }, async (portal) => {
    const [first] = await signInMany(portal.url, 1);
    await visitAll([first!], SIGNED_IN_PAGES.length);
    const floor = portal.rssMb();
    const browsers = await signInMany(portal.url, SESSIONS);
    await visitAll(browsers, VISITS);
    const busy = portal.rssMb();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = portal.rssMb();
    const shape = `${VISITS.toLocaleString('en')} visits over ${SESSIONS.toLocaleString('en')} sessions`;
    const figure = (what: string, value: number): Figure => ({
      id: 'P6',
      what: `portal RSS after ${what}`,
      value,
      unit: 'MB',
      floor: { what: 'after start-up and one visit of each page', value: floor },
      ratio: round(floor / value),
      target: `≤ ${BUDGET_MB} MB`,
      met: value <= BUDGET_MB,
    });
    return [figure(shape, busy), figure(`${IDLE_MS / 1000} s idle`, idle)];
  });
}
