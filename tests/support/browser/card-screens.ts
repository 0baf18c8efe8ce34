import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshots } from './screenshots';
import { expectAccessible } from './axe';
import { signIn } from './sign-in';

/** A list screen whose rows phones scroll through as cards (spec §9). */
export interface CardScreen {
  /** The screen's address. */
  path: string;
  heading: string;
  /** The card list's name (the table's caption). */
  list: string;
  /** 'shipments': its 'Load more shipments' button. */
  noun: string;
  search: string;
  /** A card's id as the search box takes it (its first monospaced line, as shown). */
  searchTerm: (shown: string) => string;
  /** Name of the screenshots. */
  shot: string;
}

const PHONE = { width: 375, height: 812 };
const PAGE_SIZE = 10;
const DESKTOP = { width: 1440, height: 900 };

const cards = (page: Page, s: CardScreen) =>
  page.getByRole('list', { name: s.list, exact: true }).locator(':scope > li');

/** The id line of each card shown, in order. */
const ids = (list: Locator) =>
  list.evaluateAll((items) =>
    items.map((li) => li.querySelector('.font-mono')?.textContent?.trim() ?? ''),
  );

/** How many rows the list has in all, from the page object of the first load. */
const totalOf = (page: Page) =>
  page.evaluate(() => {
    const json = document.querySelector('script[data-page="app"]')?.textContent ?? '{}';
    return (JSON.parse(json) as { props: { table: { value: { total: number } } } }).props.table
      .value.total;
  });

/** Document y of the top of the list's end (the element the next page waits for). */
const endOf = (page: Page, s: CardScreen) =>
  page
    .getByRole('list', { name: s.list, exact: true })
    .evaluate((ul) => ul.nextElementSibling!.getBoundingClientRect().top + window.scrollY);

/** Scrolls the window so that its bottom edge is `gap` px above the list's end. */
async function bottomAbove(page: Page, s: CardScreen, gap: number) {
  const end = await endOf(page, s);
  await page.evaluate((y) => window.scrollTo(0, y), end - PHONE.height - gap);
}

/**
 * The phone's flows of a card screen, and the desktop's table left as it was: the next
 * page's cards come within 50 px of the end and never twice, the address follows the page
 * in view, reload and Back return to it, a new search starts the list afresh, 'Load more'
 * works from the keyboard, axe finds nothing, and it is photographed at 375 and 1440 px.
 */
export function cardScreenTests(s: CardScreen): void {
  test.describe(`${s.heading} on a phone (375 px)`, () => {
    /** Cards once page 2 is loaded: twenty, or all there are. */
    let twoPages = 0;
    test.beforeEach(async ({ page }) => {
      await signIn(page);
      await page.setViewportSize(PHONE);
      await page.goto(s.path);
      await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible();
      await expect(cards(page, s)).toHaveCount(PAGE_SIZE);
      const total = await totalOf(page);
      expect(total).toBeGreaterThan(PAGE_SIZE);
      twoPages = Math.min(2 * PAGE_SIZE, total);
    });

    test('scrolling within 50 px of the end loads page 2; reload and Back keep it', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await expect(page.getByRole('table')).toBeHidden();
      await expect(page.getByRole('navigation', { name: /pages$/ })).toBeHidden();
      const first = await ids(cards(page, s));

      // 120 px short of the end: nothing loads.
      await bottomAbove(page, s, 120);
      await page.waitForTimeout(700);
      await expect(cards(page, s)).toHaveCount(PAGE_SIZE);

      // 30 px short of it: the next page's cards follow the first ten, none twice (a row
      // another test books meanwhile moves one down a page: it is matched, not repeated).
      await bottomAbove(page, s, 30);
      await expect.poll(() => cards(page, s).count()).toBeGreaterThan(PAGE_SIZE);
      const both = await ids(cards(page, s));
      expect(both.length).toBeLessThanOrEqual(twoPages);
      expect(both.slice(0, PAGE_SIZE)).toEqual(first);
      expect(new Set(both).size).toBe(both.length);
      const second = both.slice(PAGE_SIZE);

      // The address follows the page in view (page 2's cards fill the screen).
      await cards(page, s)
        .last()
        .evaluate((card) => card.scrollIntoView({ block: 'end' }));
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expectAccessible(page);
      await screenshots(page, testInfo, `${s.shot}-cards`);

      // Turned sideways past 768 px: the table shows the address's page alone, not every
      // card gathered.
      await page.setViewportSize(DESKTOP);
      await expect
        .poll(() => page.getByRole('table').getByRole('row').count())
        .toBeLessThanOrEqual(Math.min(PAGE_SIZE, both.length - PAGE_SIZE + 1) + 1);
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.setViewportSize(PHONE);

      // Reload: page 2's cards are there again.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      const afterReload = await ids(cards(page, s));
      expect(afterReload).toEqual(expect.arrayContaining(second));

      // Away and Back: the same place.
      await page.goto('/dashboard');
      await page.goBack();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(cards(page, s).first()).toBeVisible();
      expect(await ids(cards(page, s))).toEqual(expect.arrayContaining(second));
    });

    test('a new search replaces the cards instead of adding to them', async ({ page }) => {
      await bottomAbove(page, s, 10);
      await expect.poll(() => cards(page, s).count()).toBeGreaterThan(PAGE_SIZE);
      const gathered = await ids(cards(page, s));
      const shown = gathered[gathered.length - 1]!;
      await page.evaluate(() => window.scrollTo(0, 0));
      const answered = page.waitForResponse(
        (res) => res.url().includes('search=') && res.request().headers()['x-inertia'] === 'true',
      );
      await page.getByRole('searchbox', { name: s.search }).fill(s.searchTerm(shown));
      await answered;
      await expect(page).toHaveURL(/search=/);
      // The search's own rows alone: the twenty shown before are gone.
      await expect.poll(() => cards(page, s).count()).toBeLessThan(gathered.length);
      expect(await ids(cards(page, s))).toContain(shown);
      // The card found was on page 2 before the search: the address must not follow it there
      // once the list has settled (Inertia updates it 250 ms after the cards in view change).
      await page.waitForTimeout(600);
      expect(page.url()).not.toMatch(/[?&]page=/);

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(page).not.toHaveURL(/search=/);
      await expect(cards(page, s)).toHaveCount(PAGE_SIZE);
    });

    test("'Load more' loads the next page from the keyboard, and the end says so", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const more = page.getByRole('button', { name: `Load more ${s.noun}` });
      // Until the page is live the button is disabled, so a keyboard cannot reach it yet.
      await expect(more).toBeEnabled();
      // Focused where it is: scrolling to it would load the page by itself.
      await more.evaluate((button) => button.focus({ preventScroll: true }));
      await page.keyboard.press('Enter');
      await expect.poll(() => cards(page, s).count()).toBeGreaterThan(PAGE_SIZE);
      if (twoPages < (await totalOf(page))) {
        // Focus stays on the button, below the new cards, ready for the next page.
        await expect(more).toBeFocused();
      }
      // Keep loading until the last page: the list then says it is complete.
      const done = page.getByText(new RegExp(`^All \\d+ ${s.noun} shown$`));
      for (let i = 0; i < 20 && !(await done.isVisible()); i += 1) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(400);
      }
      await expect(done).toBeVisible();
      await expect(more).toHaveCount(0);
      const all = await ids(cards(page, s));
      expect(new Set(all).size).toBe(all.length);
      // Every row there was is shown once; rows booked meanwhile only add to the total.
      expect(all.length).toBeGreaterThanOrEqual(await totalOf(page));
      const said = Number((await done.innerText()).match(/\d+/)![0]);
      expect(said).toBeGreaterThanOrEqual(all.length);
      await expectAccessible(page);
    });
  });

  test(`${s.heading} at 1440 px keeps the table and its pager; scrolling loads nothing`, async ({
    page,
  }) => {
    await signIn(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(s.path);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(PAGE_SIZE + 1);
    await expect(page.getByRole('list', { name: s.list, exact: true })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(700);
    await expect(table.getByRole('row')).toHaveCount(PAGE_SIZE + 1);
    await expect(page).not.toHaveURL(/[?&]page=/);
    const firstRow = await table.getByRole('row').nth(1).innerText();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    // The page's rows replace the first page's; they are never added to them.
    await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRow);
    const rows = await table.getByRole('row').count();
    expect(rows).toBeGreaterThan(1);
    expect(rows).toBeLessThanOrEqual(PAGE_SIZE + 1);
  });
}
