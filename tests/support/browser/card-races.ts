import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { expectAccessible } from './axe';
import { screenshots } from './screenshots';
import { signIn } from './sign-in';
import type { CardScreen } from './card-screens';

/** What the race tests need of a card screen besides its flows. */
export interface CardRaces extends CardScreen {
  /** A search of a character or three that finds more than a page of rows. */
  shortSearch: string;
  /** The list prop as the portal sends it when the provider could not give the page. */
  notLoaded: unknown;
}

const PHONE = { width: 375, height: 812 };
const PAGE_SIZE = 10;
const MERGE_INTENT = 'x-inertia-infinite-scroll-merge-intent';

const cards = (page: Page, s: CardScreen) =>
  page.getByRole('list', { name: s.list, exact: true }).locator(':scope > li');
const ids = (page: Page, s: CardScreen) =>
  cards(page, s).evaluateAll((items) =>
    items.map((li) => li.querySelector('.font-mono')?.textContent?.trim() ?? ''),
  );

/** The cards' request for page `n` of the list (the 'Load more' of the phone's list). */
const pageRequest = (request: Request, n: number) =>
  MERGE_INTENT in request.headers() &&
  new URL(request.url()).searchParams.get('page') === String(n);

/** Cards once page 2 is loaded: twenty, or all there are (from the first load's page object). */
const twoPages = (page: Page) =>
  page.evaluate((size) => {
    const json = document.querySelector('script[data-page="app"]')?.textContent ?? '{}';
    const total = (JSON.parse(json) as { props: { table: { value: { total: number } } } }).props
      .table.value.total;
    return Math.min(2 * size, total);
  }, PAGE_SIZE);

/** Lets the page draw twice: what a response set off in React has been committed. */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** Brings the list's end into view, which asks for the next page. */
const toEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/**
 * Holds each request `matches` picks until `release()`; `asked` resolves with the first.
 * A request the page cancels meanwhile is let go quietly.
 */
async function hold(page: Page, matches: (request: Request) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let noteAsked = () => {};
  const asked = new Promise<void>((resolve) => (noteAsked = resolve));
  await page.route('**/*', async (route: Route) => {
    if (!matches(route.request())) return route.fallback();
    noteAsked();
    await released;
    await route.continue().catch(() => undefined);
  });
  return { asked, release };
}

/**
 * The races of a card list on a phone, each made certain by holding the step that loses it:
 * a search's next page still coming when the search is cleared, a list opened again from
 * history while Inertia still reads the entry, and a next page the provider cannot give.
 */
export function cardRaceTests(s: CardRaces): void {
  test.describe(`${s.heading} on a phone keeps its place`, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page);
      await page.setViewportSize(PHONE);
      await page.goto(s.path);
      await expect(cards(page, s)).toHaveCount(PAGE_SIZE);
      // Pressed before the page is live, a button or scroll is not the app's yet.
      await expect(page.locator('html[data-live]')).toBeAttached();
    });

    test("'Clear search' while the search's next page is still coming shows the whole list at its address", async ({
      page,
    }) => {
      const whole = await ids(page, s);
      const held = await hold(
        page,
        (request) => pageRequest(request, 2) && request.url().includes('search='),
      );
      // Noted by the page: the held request ended, answered or cancelled.
      await page.evaluate(() =>
        document.addEventListener('inertia:finish', (event) => {
          const url = (event as CustomEvent<{ visit: { url: URL } }>).detail.visit.url;
          if (url.searchParams.has('search') && url.searchParams.get('page') === '2') {
            document.documentElement.dataset.heldEnded = '';
          }
        }),
      );
      const searched = page.waitForResponse(
        (res) =>
          res.url().includes('search=') &&
          !res.url().includes('page=') &&
          res.request().headers()['x-inertia'] === 'true',
      );
      await page.getByRole('searchbox', { name: s.search }).fill(s.shortSearch);
      await searched;
      await expect(page.getByRole('button', { name: `Load more ${s.noun}` })).toBeVisible();
      await toEnd(page);
      await held.asked;

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(page).not.toHaveURL(/search=/);
      await expect.poll(() => ids(page, s)).toEqual(whole);
      held.release();
      await expect(page.locator('html[data-held-ended]')).toBeAttached();
      await frames(page);
      // The search's page 2 has no place in the whole list, nor in its address.
      expect(await ids(page, s)).toEqual(whole);
      expect(page.url()).not.toMatch(/search=|[?&]page=/);

      // The whole list goes on from its own page 2.
      await toEnd(page);
      await expect(cards(page, s)).toHaveCount(await twoPages(page));
      expect((await ids(page, s)).slice(0, PAGE_SIZE)).toEqual(whole);
      await cards(page, s)
        .nth(PAGE_SIZE)
        .evaluate((card) => card.scrollIntoView({ block: 'start' }));
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      expect(page.url()).not.toMatch(/search=/);
    });

    test('Back to the list after a full page load elsewhere returns to the page it was on', async ({
      page,
    }) => {
      await toEnd(page);
      await expect(cards(page, s)).toHaveCount(await twoPages(page));
      const gathered = await ids(page, s);
      // Page 2's cards fill the screen, and the end of the list stays out of reach.
      await cards(page, s)
        .nth(PAGE_SIZE)
        .evaluate((card) => card.scrollIntoView({ block: 'start' }));
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      // The document opened from history shows the server's page 2 while Inertia reads the
      // entry, held here for 1.5 s; every address it takes meanwhile is noted.
      await page.addInitScript(() => {
        const opened = performance.getEntriesByType('navigation')[0];
        if ((opened as PerformanceNavigationTiming | undefined)?.type !== 'back_forward') return;
        const subtle = window.crypto.subtle;
        const decrypt = subtle.decrypt.bind(subtle);
        subtle.decrypt = async (...args: Parameters<SubtleCrypto['decrypt']>) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          return decrypt(...args);
        };
        const taken: string[] = [];
        (window as unknown as { addresses: string[] }).addresses = taken;
        for (const write of ['pushState', 'replaceState'] as const) {
          const original = history[write].bind(history);
          history[write] = (...args: Parameters<History['pushState']>) => {
            original(...args);
            taken.push(`${write} ${location.search}`);
          };
        }
        document.addEventListener('inertia:navigate', () => taken.push('shown'));
      });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await page.goBack();
      // Polled across the document's own start: a read while it replaces the last one is retried.
      const noted = () =>
        page
          .evaluate(() => (window as unknown as { addresses?: string[] }).addresses)
          .catch(() => undefined);
      await expect.poll(noted).toContain('shown');
      await expect(cards(page, s)).toHaveCount(gathered.length);
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      // Not once without its page, and no new entry pushed in history by the restore.
      const taken = await page.evaluate(
        () => (window as unknown as { addresses: string[] }).addresses,
      );
      expect(taken.filter((write) => write !== 'shown' && !/[?&]page=2\b/.test(write))).toEqual([]);
      expect(taken.filter((write) => write.startsWith('pushState'))).toEqual([]);
      expect(await ids(page, s)).toEqual(gathered);
    });

    test("a next page the provider cannot give keeps the cards, with 'Try again' below them", async ({
      page,
    }, testInfo) => {
      const first = await ids(page, s);
      // The portal's answer when the provider cannot give the page: the list not loaded,
      // without pages (server/controllers/support/lists.ts).
      const failing = async (route: Route) => {
        if (!pageRequest(route.request(), 2)) return route.fallback();
        const response = await route.fetch();
        const body = (await response.json()) as {
          props: Record<string, unknown>;
          scrollProps: Record<string, object>;
        };
        body.props.table = s.notLoaded;
        body.scrollProps.table = {
          ...body.scrollProps.table,
          currentPage: null,
          nextPage: null,
          previousPage: null,
        };
        const headers = { ...response.headers() };
        delete headers['content-length'];
        delete headers['content-encoding'];
        // A request the page cancels meanwhile is already answered.
        await route.fulfill({ response, headers, json: body }).catch(() => undefined);
      };
      await page.route('**/*', failing);
      await toEnd(page);
      const failed = page.getByText(`More ${s.noun} could not be loaded right now.`);
      await expect(failed).toBeVisible();
      expect(await ids(page, s)).toEqual(first);
      const retry = page.getByRole('button', { name: 'Try again' });
      await expect(retry).toHaveCount(1);
      // 'Try again' is at the bottom, under the last card.
      const button = await retry.boundingBox();
      const last = await cards(page, s).last().boundingBox();
      expect(button!.y).toBeGreaterThanOrEqual(last!.y + last!.height);
      await expectAccessible(page);
      await screenshots(page, testInfo, `${s.shot}-next-page-failed`, { sizes: [PHONE] });

      await page.unroute('**/*', failing);
      await retry.click();
      await expect(cards(page, s)).toHaveCount(await twoPages(page));
      expect((await ids(page, s)).slice(0, PAGE_SIZE)).toEqual(first);
      await expect(failed).toHaveCount(0);
    });
  });
}
