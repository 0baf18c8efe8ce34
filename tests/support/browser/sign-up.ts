import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode, typeCode } from './codes';

let counter = 0;
/** An address no other test (or earlier run) uses, so registrations never collide. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${tag}-${stamp}@portal.test`;
}

export interface NewUser {
  email: string;
  password: string;
}

/** Fills and submits the personal registration form; ends on the code screen. */
export async function submitRegistration(page: Page, user: NewUser): Promise<void> {
  await page.goto('/register/personal');
  await page.getByLabel('First Name').fill('Rita');
  await page.getByLabel('Last Name').fill('Sender');
  await page.getByLabel('Email').fill(user.email);
  // The national number only: the country (the United States, from the browser's
  // language) is the picker's, shown beside the field.
  const line = String(Math.floor(1000 + Math.random() * 9000));
  await expect(page.getByRole('button', { name: /^Country: United States/ })).toBeVisible();
  await page.getByLabel('Phone Number').fill(`702555${line}`);
  await expect(page.getByLabel('Phone Number')).toHaveValue(`(702) 555-${line}`);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/register\/verify$/);
}

/** A verified account made through the screens, as a customer would; ends on login. */
export async function registerVerified(
  page: Page,
  request: APIRequestContext,
  user: NewUser,
): Promise<void> {
  await submitRegistration(page, user);
  await typeCode(page, await latestCode(request, user.email));
  await expect(page).toHaveURL(/\/login$/);
}
