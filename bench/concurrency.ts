/**
 * L1, load: 200 signed-in users at once for 60 s, each going round every signed-in page
 * as a person does: a page, a moment reading it
 * (0.5 to 1.5 s), the next page. The portal runs in its own process, the services in
 * another; their cost is reported apart, as each process's CPU time per visit, since the
 * two share the machine's cores. The latency is what each visit waited for the whole page, deferred props included.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from '../tests/support/processes';
import { SIGNED_IN_PAGES, signInMany, visitWithDeferred } from '../tests/support/visits';
import { percentile, round, type Figure } from './figures';
import { cpuUs } from './http-load';
import { withPortalApart } from './portal';

const USERS = 200;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const THINK_MS = { min: 500, max: 1500 };
const P99_BUDGET_MS = 250;

interface Outcome {
  latencies: number[];
  failed: number;
  statuses: Map<number, number>;
}

/** One user's visits until `until`; latencies and failures go into `outcome`. */
async function user(browser: Browser, index: number, until: number, outcome: Outcome) {
  // Users start spread over the first think time, not all in the same millisecond.
  await sleep(Math.random() * THINK_MS.max);
  for (let i = index; performance.now() < until; i++) {
    const start = performance.now();
    try {
      const statuses = await visitWithDeferred(
        browser,
        SIGNED_IN_PAGES[i % SIGNED_IN_PAGES.length]!,
      );
      outcome.latencies.push(performance.now() - start);
      for (const status of statuses) {
        outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
        if (status !== 200) outcome.failed++;
      }
    } catch {
      outcome.failed++;
    }
    await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
  }
}

export async function concurrency(): Promise<Figure[]> {
  return withPortalApart({}, async (portal, services) => {
    const browsers = await signInMany(portal.url, USERS);
    const pages = SIGNED_IN_PAGES.length;
    const before = { portal: cpuUs(portal.process.pid!), services: cpuUs(services.process.pid!) };
    const outcome: Outcome = { latencies: [], failed: 0, statuses: new Map() };
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(browsers.map((b, i) => user(b, i, until, outcome)));
    const visits = outcome.latencies.length;
    const perVisit = (pid: number, from: number) =>
      Math.round((cpuUs(pid) - from) / Math.max(1, visits));
    const split =
      `CPU per visit: portal ${perVisit(portal.process.pid!, before.portal)} µs, ` +
      `services ${perVisit(services.process.pid!, before.services)} µs`;
    const p99 = round(percentile(outcome.latencies, 99), 1);
    const p50 = round(percentile(outcome.latencies, 50), 1);
    return [
      {
        id: 'L1',
        what: `${USERS} users for ${SECONDS} s on ${pages} pages: p99`,
        value: p99,
        unit: 'ms',
        target: `≤ ${P99_BUDGET_MS} ms`,
        met: p99 <= P99_BUDGET_MS,
        note: `p50 ${p50} ms, ${round(visits / SECONDS, 0)} visits/s; ${split}`,
      },
      {
        id: 'L1',
        what: `${USERS} users for ${SECONDS} s: failed visits`,
        value: outcome.failed,
        unit: 'visits',
        target: '0',
        met: outcome.failed === 0,
        note: `${visits} visits; statuses ${JSON.stringify(Object.fromEntries(outcome.statuses))}`,
      },
    ];
  });
}
