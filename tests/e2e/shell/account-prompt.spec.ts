import { expect, test } from '@playwright/test';
import { registerVerified, uniqueEmail } from '../../support/browser/sign-up';
import { expectAccessible } from '../../support/browser/axe';
import { signIn } from '../../support/browser/sign-in';

test('a new customer without accounts is asked to add one, in the shell', async ({
  page,
  request,
}) => {
  const user = { email: uniqueEmail('prompt'), password: 'Prompt!234' };
  await registerVerified(page, request, user);
  await signIn(page, user);
  await expect(page.getByRole('button', { name: '- Select Account -' })).toBeDisabled();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pickups' })
    .click();
  await expect(page).toHaveURL(/\/pickups$/);
  await expect(page.getByText('Please add or select an account to continue.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts$/);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Accounts' })).toBeVisible();
});

test('an unknown address shows the 404 page with a way back', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /could not be found/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
