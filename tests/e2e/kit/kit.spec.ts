import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`UI kit at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('is accessible and does not scroll sideways', async ({ page }) => {
      await page.goto('/dev/kit');
      await expect(page.getByRole('heading', { name: 'UI kit', level: 1 })).toBeVisible();
      await expectAccessible(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await page.screenshot({
        path: `test-results/screens/kit-${viewport.width}.png`,
        fullPage: true,
      });
    });

    test('a dialog gives focus back to its opener; a drawer closes', async ({ page }) => {
      await page.goto('/dev/kit');
      const opener = page.getByRole('button', { name: 'Open dialog' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Edit address' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await page.getByRole('button', { name: 'Delete account' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this account?' });
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      await expect(confirm).toBeHidden();

      const drawerOpener = page.getByRole('button', { name: 'Open drawer' });
      await drawerOpener.click();
      const drawer = page.getByRole('dialog', { name: /Tracking/ });
      await expect(drawer).toBeVisible();
      const width = (await page.locator('[data-drawer-panel]').boundingBox())?.width ?? 0;
      expect(width).toBeGreaterThan(0);
      // Layout may land a fraction of a pixel over the viewport; a whole pixel would be an overflow.
      expect(Math.round(width)).toBeLessThanOrEqual(Math.min(720, viewport.width));
      if (viewport.width === 1440) {
        await page.screenshot({ path: 'test-results/screens/kit-drawer-1440.png' });
      }
      await drawer.getByRole('button', { name: 'Close tracking' }).click();
      await expect(drawer).toBeHidden();
      await expect(drawerOpener).toBeFocused();
    });

    test('a table row expands from the keyboard', async ({ page }) => {
      await page.goto('/dev/kit');
      const toggle = page.getByRole('button', { name: 'Details for AWB 1002003002' });
      // Until the page is live the toggle is disabled, so a keyboard cannot reach it yet.
      await expect(toggle).toBeEnabled();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('Package 1 of AWB 1002003002')).toBeVisible();
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText('Package 1 of AWB 1002003002')).toBeHidden();
    });

    test('the pager prefetches on hover and moves between pages', async ({ page }) => {
      await page.goto('/dev/kit');
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // A link prefetches once the page is live; hovered before that, it is a plain link and
      // asks for nothing until hovered again. The kit's buttons say when the page is live.
      await expect(page.getByRole('button', { name: 'Details for AWB 1002003002' })).toBeEnabled();
      const prefetched = page.waitForRequest(
        (req) => req.url().includes('page=2') && req.headers()['purpose'] === 'prefetch',
      );
      await pager.getByRole('link', { name: 'Page 2', exact: true }).hover();
      await prefetched;
      await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
      await expect(page).toHaveURL(/page=2$/);
      await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await pager.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/page=3$/);
    });
  });
}
