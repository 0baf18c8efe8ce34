import { expect, test } from '@playwright/test';
import { registerVerified, uniqueEmail } from '../../support/browser/sign-up';
import { signIn } from '../../support/browser/sign-in';

/** Screenshots of the shell's screens, kept as test artifacts for review. */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`screens at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('dashboard shell', async ({ page }) => {
      await signIn(page);
      await expect(page.getByRole('status').getByText('Login Successful')).toBeVisible();
      await page.screenshot({ path: `test-results/screens/dashboard-${viewport.width}.png` });
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: `test-results/screens/drawer-${viewport.width}.png` });
        await page.keyboard.press('Escape');
      }
      await page.goto('/profile/password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/profile-${viewport.width}.png` });
    });

    test('account prompt', async ({ page, request }) => {
      const user = { email: uniqueEmail('screens'), password: 'Screens!234' };
      await registerVerified(page, request, user);
      await signIn(page, user);
      await page.goto('/pickups');
      await expect(page.getByText('Please add or select an account to continue.')).toBeVisible();
      await page.screenshot({ path: `test-results/screens/account-prompt-${viewport.width}.png` });
    });

    test('404 page', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/404-${viewport.width}.png` });
    });
  });
}
