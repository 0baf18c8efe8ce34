import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode, registerVerified, typeCode, uniqueEmail, type NewUser } from '../auth/support';
import { signIn } from '../support/sign-in';

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
