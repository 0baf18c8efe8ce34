import { expect, test, type Page } from '@playwright/test';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';

/**
 * My Shipments on a phone: the cards load their next page as the end of the list comes
 * near (spec §9), the address follows the page in view, a list opened on a later page
 * loads the earlier one only from 'Load earlier' with the reader's place kept, and Back to
 * the list finds every card it had loaded (components/ui/infinite-list.tsx).
 */

const cards = (page: Page) =>
  page.getByRole('list', { name: 'My shipments', exact: true }).locator(':scope > li');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
});

test('scrolling loads the next page, the address follows it, and Back finds every card', async ({
  page,
}, testInfo) => {
  await page.goto('/shipments');
  await expect(page.locator('html[data-live]')).toBeAttached();
  await expect(cards(page)).toHaveCount(10);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(cards(page)).toHaveCount(20);
  await screenshots(page, testInfo, 'shipments-cards', { sizes: [{ width: 375, height: 812 }] });
  // Page 2's cards in view: once the scrolling settles the address says so.
  await cards(page).nth(15).scrollIntoViewIfNeeded();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  // Back to the top of page 1: the address follows there too.
  await cards(page).nth(0).scrollIntoViewIfNeeded();
  await expect(page).not.toHaveURL(/[?&]page=/);

  // Another screen, then Back: the list is as it was left.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'My Shipments' })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
});

test("a list opened on page 2 loads page 1 only from 'Load earlier', the reader's place kept", async ({
  page,
}) => {
  await page.goto('/shipments?page=2');
  await expect(page.locator('html[data-live]')).toBeAttached();
  await expect(cards(page)).toHaveCount(10);
  const first = (await cards(page).first().textContent()) ?? '';
  // At the top of the list, nothing loads by itself.
  await page.waitForTimeout(500);
  await expect(cards(page)).toHaveCount(10);

  const earlier = page.getByRole('button', { name: 'Load earlier shipments' });
  await earlier.scrollIntoViewIfNeeded();
  const before = await cards(page)
    .first()
    .evaluate((card) => card.getBoundingClientRect().top);
  await earlier.click();
  await expect(cards(page)).toHaveCount(20);
  // Page 1's cards came in above: the card that was first is still where it was.
  const moved = cards(page)
    .filter({ hasText: first.slice(0, 40) })
    .first();
  await expect(moved).toBeInViewport();
  const after = await moved.evaluate((card) => card.getBoundingClientRect().top);
  expect(Math.abs(after - before)).toBeLessThan(40);
  await expect(earlier).toHaveCount(0);
});
