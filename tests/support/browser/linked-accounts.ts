import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { latestCode, typeCode } from './codes';
import { screenshots } from './screenshots';
import { registerVerified, uniqueEmail, type NewUser } from './sign-up';
import { expectAccessible } from './axe';
import { signIn } from './sign-in';

/**
 * A customer of their own, signed in: these flows link, remove and change things that the
 * demo user's other flows rely on, so they never touch the demo user.
 */
export async function newCustomer(
  page: Page,
  request: APIRequestContext,
  tag: string,
): Promise<NewUser> {
  const user = { email: uniqueEmail(tag), password: 'Start!2345' };
  await registerVerified(page, request, user);
  await signIn(page, user);
  return user;
}

/** Demo accounts the demo user has not linked (README); each flow uses its own phone. */
export const OLIVE = { number: '200400501', name: 'Olive Grove Exports', phone: '+96170400501' };
export const BLUE_RIDGE = {
  number: '200400504',
  name: 'Blue Ridge Outfitters',
  phone: '+13105400504',
};

/** Links an account through the screens with the code from the outbox. */
export async function linkAccount(
  page: Page,
  request: APIRequestContext,
  account: { number: string; phone: string },
): Promise<void> {
  await page.goto('/accounts/add');
  await page.getByLabel('Account Number').fill(account.number);
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(page).toHaveURL(/\/accounts\/verify$/);
  await typeCode(page, await latestCode(request, account.phone));
  await expect(page).toHaveURL(/\/accounts$/);
}

/** axe at a phone's and a desktop's width, then the screenshots of both (spec: 375 and 1440 px). */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const size of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
  if (original) await page.setViewportSize(original);
  await screenshots(page, testInfo, name);
}
