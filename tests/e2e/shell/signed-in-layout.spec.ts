import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { signIn } from '../../support/browser/sign-in';

test.describe('signed-in layout on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('top bar, side menu and user block', async ({ page }) => {
    await signIn(page);
    const topBar = page.getByRole('banner');
    await expect(topBar).toHaveCSS('height', '64px');
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Dashboard', 'My Accounts', 'My Shipments', 'Address Book', 'Pickups']) {
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const sidebar = page.locator('aside');
    expect((await sidebar.boundingBox())?.width).toBe(250);
    const user = page.getByRole('link', { name: /Demo User/ });
    await expect(user).toContainText('DU');
    await expect(user).toContainText('demo@portal.test');
    await expectAccessible(page);

    await user.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });

  test('menu items visit their first route and mark themselves active', async ({ page }) => {
    await signIn(page);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Address Book' }).click();
    await expect(page).toHaveURL(/\/address-book$/);
    await expect(menu.getByRole('link', { name: 'Address Book' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    // The logo link is named for where it goes.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the account selector stores the chosen account', async ({ page }) => {
    await signIn(page);
    const selector = page.getByRole('button', { name: /Cedar Line Trading/ });
    await selector.click();
    await page.getByRole('option', { name: 'Harbor & Pine Goods' }).click();
    await expect(page.getByRole('button', { name: /Harbor & Pine Goods/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Harbor & Pine Goods/ })).toBeVisible();
  });

  test('the account selector answers the keyboard from its first opening', async ({ page }) => {
    await signIn(page);
    const selector = page.getByRole('button', { name: /Cedar Line Trading/ });
    await selector.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox');
    await expect(list).toBeFocused();
    const selected = page.getByRole('option', { name: 'Cedar Line Trading' });
    await expect(list).toHaveAttribute(
      'aria-activedescendant',
      (await selected.getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(page.getByRole('button', { name: /Harbor & Pine Goods/ })).toBeFocused();
  });

  test('toasts close at once with their close control', async ({ page }) => {
    await signIn(page);
    const toast = page.getByRole('status').getByText('Login Successful');
    await expect(toast).toBeVisible();
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(toast).toBeHidden();
  });

  test('a toast disappears by itself', async ({ page }) => {
    await signIn(page);
    const toast = page.getByRole('status').getByText('Login Successful');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 6000 });
  });
});

test.describe('signed-in layout on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu is a drawer behind a burger button, the selector says Accounts', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'My Shipments' })).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'My Shipments' }).click();
    await expect(page).toHaveURL(/\/shipments$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the profile menu becomes a dropdown headed by the current item', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile/password');
    const dropdown = page.getByRole('navigation', { name: 'My Profile' });
    await dropdown.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('menuitem', { name: 'Pickup Preferences' }).click();
    await expect(page).toHaveURL(/\/profile\/pickup-preferences$/);
    await expectAccessible(page);
  });
});
