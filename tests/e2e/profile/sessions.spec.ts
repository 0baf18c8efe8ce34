import { expect, test } from '@playwright/test';
import { checkScreen, newCustomer } from '../../support/browser/linked-accounts';
import { submitLogin } from '../../support/browser/sign-in';

// Where you're signed in (docs/two-factor.md, 'In the portal'): a customer signed in in two
// browsers sees both, this one marked, and signs the other out.
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

test('two browsers: the other one signed out from this one', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const user = await newCustomer(page, request, 'sessions');
  const other = await browser.newContext({
    userAgent: PHONE,
    baseURL: testInfo.project.use.baseURL,
  });
  const phone = await other.newPage();
  await submitLogin(phone, user.email, user.password);
  await expect(phone).toHaveURL(/\/dashboard$/);

  await page.goto('/profile/sessions');
  await expect(
    page.getByRole('heading', { level: 1, name: "Where you're signed in" }),
  ).toBeVisible();
  const rows = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This browser' })).toHaveCount(1);
  await expect(rows.filter({ hasText: /Safari 17 on iOS/ })).toHaveCount(1);
  await checkScreen(page, testInfo, 'sessions');

  await rows
    .filter({ hasText: /Safari 17 on iOS/ })
    .getByRole('button', { name: /Sign out/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Sign out this session?' })).toBeVisible();
  await checkScreen(page, testInfo, 'sessions-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('That session has been signed out.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();

  await phone.goto('/dashboard');
  await expect(phone).toHaveURL(/\/login$/);
  await other.close();
});
