/**
 * P5 and P5b (docs/benchmarks.md): the largest contentful paint of a first load with a cold cache,
 * beside its floor loaded in the same rounds: a static page with the same text and CSS (the
 * server's own HTML with every script taken out), served by the same process. Seven rounds
 * of one load of each; the ratio is the median of the rounds' ratios.
 * P5 is /login signed out; P5b the dashboard signed in.
 */
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser as Chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { Browser } from '../tests/support/processes';
import { median, round, type Figure } from './figures';
import { withPortal } from './portal';

const LOADS = 7;
/** Where the floors are served from: the built client's files, which the portal serves. */
const FLOOR_DIR = 'dist/client/assets';

export async function lcpOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().at(-1)?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** The page as HTML and CSS alone: no script, no module preload, nothing to run. */
export function staticCopy(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

interface Cookie {
  name: string;
  value: string;
}

const cookiesOf = (header: string): Cookie[] =>
  header
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });

interface ColdLoad {
  /** The largest contentful paint. */
  lcp: number;
  /** When the app marked the page live (`html[data-live]`: hydrated, buttons enabled), if it did. */
  live?: number;
  /** When the page's first request of its own left (its deferred parts), if any. */
  followUp?: number;
}

/** One first load of `url` in a fresh context (cold cache). */
async function coldLoad(chromium: Chromium, url: string, cookies: Cookie[]): Promise<ColdLoad> {
  const context = await chromium.newContext({ viewport: { width: 1440, height: 900 } });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url })));
  const page = await context.newPage();
  // The moment the app marks the page live; the static floor never is.
  await page.addInitScript(() => {
    const seen = setInterval(() => {
      if (!document.documentElement?.hasAttribute('data-live')) return;
      (window as { liveAt?: number }).liveAt = performance.now();
      clearInterval(seen);
    }, 2);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const lcp = await lcpOf(page);
  const live = await page.evaluate(() => (window as { liveAt?: number }).liveAt);
  const followUp = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => (entry as PerformanceResourceTiming).initiatorType === 'xmlhttprequest')
        ?.startTime,
  );
  await context.close();
  return { lcp, live, followUp };
}

interface PairedLoads {
  /** The page's medians. */
  page: ColdLoad;
  floor: number;
  /** The median of each round's ratio of the page's LCP to the floor's. */
  ratio: number;
}

const medianOf = (values: Array<number | undefined>) => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? median(known) : undefined;
};

/**
 * `LOADS` rounds of one cold load of the page and one of its static floor, the order
 * swapped each round, so that whatever else the machine does falls on both alike (seven
 * of one and then seven of the other put the ratio anywhere from 0.8× to 1.4×).
 */
async function pairedLoads(
  chromium: Chromium,
  pageUrl: string,
  floorUrl: string,
  cookies: Cookie[],
): Promise<PairedLoads> {
  // One load of each unmeasured: the portal's first answers (code not yet compiled) are not
  // what a visitor meets.
  await coldLoad(chromium, pageUrl, cookies);
  await coldLoad(chromium, floorUrl, cookies);
  const pages: ColdLoad[] = [];
  const floors: number[] = [];
  const ratios: number[] = [];
  const floorLcp = async () => (await coldLoad(chromium, floorUrl, cookies)).lcp;
  for (let i = 0; i < LOADS; i++) {
    const before = i % 2 === 1 ? await floorLcp() : undefined;
    const page = await coldLoad(chromium, pageUrl, cookies);
    const floor = before ?? (await floorLcp());
    pages.push(page);
    floors.push(floor);
    ratios.push(page.lcp / floor);
  }
  return {
    page: {
      lcp: median(pages.map((p) => p.lcp)),
      live: medianOf(pages.map((p) => p.live)),
      followUp: medianOf(pages.map((p) => p.followUp)),
    },
    floor: median(floors),
    ratio: median(ratios),
  };
}

interface Case {
  id: string;
  what: string;
  path: string;
  /** The target's ratio to the floor. */
  within: number;
  signedIn: boolean;
  /** The page has deferred parts: when they are asked for is reported too. */
  deferred?: boolean;
}

const CASES: Case[] = [
  { id: 'P5', what: 'LCP of /login, cold cache', path: '/login', within: 1.3, signedIn: false },
  {
    id: 'P5b',
    what: 'LCP of the dashboard, first load signed in, cold cache',
    path: '/dashboard',
    within: 1.5,
    signedIn: true,
    deferred: true,
  },
];

/** The chunks of React and of the Inertia client (vite.config.ts names them): P4's floor. */
const FLOOR_CHUNK = /\/assets\/(react|inertia)-[\w-]+\.js$/;

/**
 * P4 as docs/benchmarks.md counts it (and LG1 in each language): every byte of JavaScript /login loads until the network is
 * idle (the parts fetched after the paint included), in one cold load: as sent (brotli,
 * which Chromium takes), and the same files in gzip (the build's copies beside them); and
 * how much of it is React and the Inertia client.
 */
export async function javascriptUntilIdle(
  chromium: Chromium,
  url: string,
  /** The browser's language (its Accept-Language), which the page's catalogs follow. */
  locale = 'en-US',
): Promise<{ sent: number; gzip: number; floorGzip: number }> {
  const context = await chromium.newContext({ viewport: { width: 1440, height: 900 }, locale });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({
        name: entry.name,
        bytes: (entry as PerformanceResourceTiming).encodedBodySize,
      })),
  );
  await context.close();
  const sum = (list: typeof scripts) => list.reduce((total, s) => total + s.bytes, 0);
  // A file too small for gzip to shrink has no copy beside it: it is sent as it is.
  const gzipOf = (name: string) => {
    const file = join(FLOOR_DIR, new URL(name).pathname.split('/').pop()!);
    return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
  };
  const gzip = (list: typeof scripts) => list.reduce((total, s) => total + gzipOf(s.name), 0);
  return {
    sent: sum(scripts),
    gzip: gzip(scripts),
    floorGzip: gzip(scripts.filter((s) => FLOOR_CHUNK.test(s.name))),
  };
}

export async function firstPaint(): Promise<Figure[]> {
  return withPortal(async (portal) => {
    const chromium_ = await chromium.launch(chromiumLaunch);
    const signedIn = await new Browser(portal.url).signIn();
    const floors: string[] = [];
    try {
      const figures: Figure[] = [];
      for (const c of CASES) {
        const cookies = c.signedIn ? cookiesOf(signedIn.cookie) : [];
        const html = await (
          await fetch(portal.url + c.path, {
            headers: c.signedIn ? { Cookie: signedIn.cookie } : {},
          })
        ).text();
        if (!html.includes('data-server-rendered="true"')) {
          throw new Error(`${c.path} came without its server rendering`);
        }
        const floorFile = `floor-${c.id.toLowerCase()}.html`;
        floors.push(join(FLOOR_DIR, floorFile));
        writeFileSync(join(FLOOR_DIR, floorFile), staticCopy(html));
        const loads = await pairedLoads(
          chromium_,
          portal.url + c.path,
          `${portal.url}/assets/${floorFile}`,
          cookies,
        );
        const { page } = loads;
        const value = round(page.lcp, 0);
        const floor = round(loads.floor, 0);
        const ratio = round(loads.ratio);
        figures.push({
          id: c.id,
          what: c.what,
          value,
          unit: 'ms',
          floor: {
            what: 'a static page of the same HTML and CSS, same process, same rounds',
            value: floor,
          },
          ratio,
          target: `≤ ${c.within}× the floor`,
          met: ratio <= c.within,
        });
        // What the paint before the scripts leaves for later: the page answering the user.
        if (page.live !== undefined) {
          figures.push({
            id: `${c.id}l`,
            what: `${c.path}: the page live (hydrated, its buttons enabled)`,
            value: round(page.live, 0),
            unit: 'ms',
            floor: { what: 'its own LCP', value },
            ratio: round(page.live / value),
            target: 'reported',
            met: true,
          });
        }
        // Deferred parts are asked for once the page is live: none can paint before that.
        if (c.deferred && page.followUp !== undefined) {
          const followUp = round(page.followUp, 0);
          figures.push({
            id: `${c.id}f`,
            what: `${c.path}: its deferred parts asked for, after the scripts have run`,
            value: followUp,
            unit: 'ms',
            floor: { what: 'the static floor’s LCP', value: floor },
            ratio: round(followUp / floor),
            target: 'reported: the earliest a deferred part can paint',
            met: true,
          });
        }
      }
      const idle = await javascriptUntilIdle(chromium_, `${portal.url}/login`);
      // In gzip, as the issue counts it; brotli, what Chromium is sent, is smaller still.
      const idleKb = round(idle.gzip / 1024, 1);
      figures.push({
        id: 'P4',
        what: 'every byte of JavaScript /login loads until idle (gzip)',
        value: idleKb,
        unit: 'KB',
        floor: {
          what: 'React and the Inertia client (gzip)',
          value: round(idle.floorGzip / 1024, 1),
        },
        ratio: round(idle.gzip / idle.floorGzip),
        target: '≤ 115 KB',
        met: idleKb <= 115,
        note: `the portal's own part: ${round((idle.gzip - idle.floorGzip) / 1024, 1)} KB in gzip; as sent (brotli): ${round(idle.sent / 1024, 1)} KB`,
      });
      return figures;
    } finally {
      for (const file of floors) rmSync(file, { force: true });
      await chromium_.close();
    }
  });
}
