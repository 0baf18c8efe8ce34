import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

/** The demo account these flows change, so that other screens' flows keep their data. */
export const ACCOUNT = 'Desert Bloom Florists';

let counter = 0;
/** A label no other test uses, to find the address again. */
export function uniqueLabel(tag: string): string {
  counter += 1;
  return `${tag} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** Signed in as the demo user, on the Address Book of ACCOUNT. */
export async function openAddressBook(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('button', { name: /Cedar Line Trading/ }).click();
  await page.getByRole('option', { name: ACCOUNT }).click();
  await expect(page.getByRole('button', { name: new RegExp(ACCOUNT) })).toBeVisible();
  await page.goto('/address-book');
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  // Live, as a person finds it by the time they choose: a radio clicked in the server's HTML
  // comes back only when the page goes live, after the click's own check.
  await expect(page.locator('html[data-live]')).toBeAttached();
}

/** Where the form is: the page, or the dialog that holds it. */
type Scope = Page | Locator;

/** Types into a searchable select and picks the option named `option`. */
export async function choose(scope: Scope, label: string, search: string, option: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await scope.getByRole('option', { name: option, exact: true }).click();
}

export interface Person {
  label: string;
  phone?: string;
}

/** The fields every address needs before its places (spec §2.6 order). */
export async function fillContact(page: Scope, { label, phone = '2125550100' }: Person) {
  await page.getByLabel('Attention', { exact: true }).fill('Lina Khoury');
  await page.getByLabel('Company Name', { exact: true }).fill('Desert Bloom Florists');
  await page.getByLabel('Email Address', { exact: true }).fill('lina@desertbloom.test');
  await page.getByLabel('Phone Number', { exact: true }).fill(phone);
  await page.getByLabel('Label', { exact: true }).fill(label);
  await page.getByLabel('Address 1', { exact: true }).fill('4 Garden Road');
}

export async function fillRest(page: Scope) {
  await page.getByLabel('Postal Code', { exact: true }).fill('1107');
  await page.getByLabel('Address Type', { exact: true }).selectOption('business');
}

/** No sideways scrolling of the page itself (spec: reflow at 375 px). */
export async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
