import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { DEMO, submitLogin } from '../../support/browser/sign-in';

test('signing out leads to login, and Back shows no signed-in page', async ({ page }) => {
  await submitLogin(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expectAccessible(page);

  for (let step = 0; step < 2; step++) {
    await page.goBack();
    await page.waitForLoadState();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    // The signed-in shell shows the user's e-mail; none of it may come back.
    await expect(page.getByText(DEMO.email)).toHaveCount(0);
  }

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user is sent from the auth screens to the dashboard', async ({ page }) => {
  await submitLogin(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/login', '/create-account', '/register/business', '/reset-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});
