import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../../support/browser/sign-in';

/** No page-level sideways scrolling (WCAG 1.4.10 reflow). */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

const selector = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /Cedar|Harbor|Desert|Accounts|Select/ });

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the shell does not scroll sideways and the selector is whole on screen', async ({
    page,
  }) => {
    await signIn(page);
    await expectNoSidewaysScroll(page);
    const b = await box(selector(page));
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(320);
    expect(b.width).toBeGreaterThanOrEqual(96);

    await selector(page).click();
    const list = await box(page.getByRole('listbox'));
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(320);
    await expectNoSidewaysScroll(page);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('an account name cut short in the selector can still be read whole', async ({ page }) => {
    await signIn(page);
    await selector(page).click();
    const option = page.getByRole('option', { name: 'Desert Bloom Florists' });
    // The option list shows every name whole (wrapping, never cut).
    for (const o of await page.getByRole('option').all()) {
      const cut = await o.evaluate((el) =>
        Array.from(el.querySelectorAll('span')).some((s) => s.scrollWidth > s.clientWidth),
      );
      expect(cut).toBe(false);
    }
    await option.click();
    const button = page.getByRole('banner').getByRole('button', { name: /Desert Bloom/ });
    await expect(button).toHaveAttribute('title', 'Desert Bloom Florists');
  });

  test('the sign-in toast does not cover the account selector', async ({ page }) => {
    await signIn(page);
    const toast = page.getByRole('status').getByText('Login Successful');
    await expect(toast).toBeVisible();
    const t = await box(toast.locator('xpath=..'));
    const s = await box(selector(page));
    expect(t.y).toBeGreaterThanOrEqual(s.y + s.height);
  });

  test('the menu drawer puts focus on its first item', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const first = page.getByRole('dialog').getByRole('link', { name: 'Dashboard' });
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the sign-in toast does not cover the account selector', async ({ page }) => {
    await signIn(page);
    const toast = page.getByRole('status').getByText('Login Successful');
    await expect(toast).toBeVisible();
    const t = await box(toast.locator('xpath=..'));
    const s = await box(selector(page));
    const overlaps =
      t.x < s.x + s.width && s.x < t.x + t.width && t.y < s.y + s.height && s.y < t.y + t.height;
    expect(overlaps).toBe(false);
  });

  test('the profile page sits right beside its menu', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile/password');
    const menu = await box(page.getByRole('navigation', { name: 'My Profile' }));
    // The page's first block starts right after the menu, not centred far from it.
    const content = await box(page.locator('[data-profile-content] > *').first());
    expect(content.x - (menu.x + menu.width)).toBeGreaterThanOrEqual(0);
    expect(content.x - (menu.x + menu.width)).toBeLessThanOrEqual(32);
  });

  test('menu links fetch their page ahead on hover', async ({ page }) => {
    await signIn(page);
    const prefetched = page.waitForRequest(
      (req) => req.url().endsWith('/pickups') && req.headers()['purpose'] === 'prefetch',
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pickups' })
      .hover();
    await prefetched;
  });
});
