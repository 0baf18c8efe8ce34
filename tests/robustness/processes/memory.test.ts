import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  PORTAL_RSS_BUDGET_MB as BUDGET_MB,
  Scratch,
  startPortalProcess,
  startServices,
  type PortalProcess,
} from '../../support/processes';
import { inParallel, SIGNED_IN_PAGES, visitWithDeferred } from '../../support/visits';

/**
 * Memory leak guard (docs/benchmarks.md's P6, bounded): the portal alone, its services in a
 * process of their own as with `npm run services`, taking signed-in visits (a page and its
 * deferred props, as the browser asks for them) over the signed-in pages, ten visits per
 * session, ten at a time. Its resident memory at the 2,000th visit and at the last must
 * differ by less than THRESHOLD_MB, and the last must stay within P6's budget. The portal
 * runs as `npm start` runs it: its heap limits, and no GC flags of the test's own.
 *
 * Size. P6 asks for 10,000 visits over 1,000 sessions. On this 2-core machine the portal,
 * the services and the test share the cores: 10,000 visits took 73 s on a quiet machine,
 * and other suites running beside it slow a run down two or three times, past the
 * 120 s limit. 5,000 visits over 500 sessions take 36-44 s quiet and 60-100 s busy. The
 * warm-up mark stays at 2,000, so 3,000 visits and 300 new sessions lie between the two
 * readings, two or more of the old generation's collection cycles. `MEMORY_VISITS=10000`
 * runs P6's full size.
 *
 * Readings. A single reading depends on how much garbage the heap holds at that instant:
 * within one collection cycle RSS rises 25-40 MB and falls again. So each mark is the
 * lowest of the readings taken every 25 visits over the 500 visits before it, which holds
 * a point just after a collection.
 *
 * Threshold. Measured with `npx vitest run --project robustness tests/robustness/processes`
 * (four runs, some with other suites beside them) and three runs of the same load from a
 * script; RSS in MB at 2,000 → at 5,000:
 *   145.4 → 176.8 (+31.4), 144.9 → 162.2 (+17.3), 162.9 → 193.8 (+30.9),
 *   157.4 → 189.1 (+31.7), 174.2 → 161.9 (-12.3), 174.1 → 174.4 (+0.3),
 *   149.7 → 159.1 (+9.4).
 * The full size, from the script: 173.1 at 2,000, 192.6 at 5,000, 203.0 at 10,000 (+29.9),
 * the growth slowing to 1-3 MB a thousand visits. The portal starts at 86 MB; what grows
 * is room, not data: the live heap after a collection stays at 23-32 MB over the 10,000
 * visits, while the heap's reserved size (52 → 112 MB) and the allocator's pools
 * (42 → 87 MB outside the heap) settle at their working size.
 * With a leak added to the portal for a trial (every request keeping 20 KB of strings):
 *   171.8 → 262.2 (+90.4) from the script, 182.1 → 267.3 (+85.2) in this test.
 * 60 MB lies about 30 MB above the largest growth without a leak and 25-30 MB below that
 * leak, so it fails a leak of 20 KB a request or more (a retained page object or upstream
 * answer would be larger) without failing on a shared machine's noise.
 *
 * Budget. P6's 150 MB holds for the process's whole size, not only its growth: features
 * that each load a little at start-up took it past the budget once (167 MB in P6) with no
 * growth for the guard above to see. The reading at the last visit on this machine: 133.9
 * MB (132.8 in CI), and 162.3 MB for the build before the young generation was capped and
 * pdf-lib loaded on demand, which this check fails.
 */

const VISITS = Number(process.env.MEMORY_VISITS ?? 5_000);
const PER_SESSION = 10;
const SESSIONS = Math.ceil(VISITS / PER_SESSION);
const WARM = 2_000;
const CONCURRENCY = 10;
const THRESHOLD_MB = 60;
const SAMPLE_EVERY = 25;
const WINDOW = 500;

const scratch = new Scratch();
let portal: PortalProcess;

beforeAll(async () => {
  const services = scratch.keep(await startServices(scratch.file('reference.sqlite')));
  portal = scratch.keep(
    await startPortalProcess({ services, env: { SESSION_DB: scratch.file('sessions.sqlite') } }),
  );
});

afterAll(() => scratch.release());

describe('the portal under signed-in visits over many sessions', () => {
  it(`grows by less than ${THRESHOLD_MB} MB RSS from visit ${WARM} to visit ${VISITS}, and ends within ${BUDGET_MB} MB`, async () => {
    const samples: Array<{ visit: number; rss: number }> = [];
    const statuses = new Map<number, number>();
    let visits = 0;
    const started = Date.now();
    const atStart = portal.rssMb();

    await inParallel(SESSIONS, CONCURRENCY, async (session) => {
      const user = await new Browser(portal.url).signIn();
      for (let i = 0; i < PER_SESSION && visits < VISITS; i++) {
        const path = SIGNED_IN_PAGES[(session + i) % SIGNED_IN_PAGES.length]!;
        for (const status of await visitWithDeferred(user, path)) {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
        visits++;
        if (visits % SAMPLE_EVERY === 0) samples.push({ visit: visits, rss: portal.rssMb() });
      }
    });

    const mark = (at: number) =>
      Math.min(...samples.filter((s) => s.visit > at - WINDOW && s.visit <= at).map((s) => s.rss));
    const warm = mark(WARM);
    const end = mark(VISITS);
    const growth = Math.round((end - warm) * 10) / 10;
    console.info(
      `memory: ${VISITS} visits over ${SESSIONS} sessions in ${Date.now() - started} ms; RSS ` +
        `${atStart} MB at start, ${warm} MB at ${WARM}, ${end} MB at ${VISITS} (${growth} MB), ` +
        `peak ${Math.max(...samples.map((s) => s.rss))} MB; ` +
        `answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );

    // Memory measured on error pages would prove nothing about the pages users see.
    expect([...statuses.keys()]).toEqual([200]);
    expect(visits).toBe(VISITS);
    expect(growth).toBeLessThan(THRESHOLD_MB);
    expect(end).toBeLessThanOrEqual(BUDGET_MB);
    // Sized for 45 s; the longer limit is for a machine busy with other suites.
  }, 240_000);
});
