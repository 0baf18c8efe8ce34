import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/browser/axe';

test('the login page is rendered by React through Inertia', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const form = page.locator('form');
  await expect(form.getByLabel('Email')).toBeVisible();
  await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectAccessible(page);
});
