import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@portal.test', password: 'Demo!2345' } as const;

/** The words of the page's language (tests/support/browser/words.ts); English by default. */
type Say = (id: string) => string;
const english: Say = (id) => id;

/** Fill and send the login form as a user would (success or not). */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  say: Say = english,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(say('Email')).fill(email);
  await page.getByLabel(say('Password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: say('Login'), exact: true }).click();
}

/** Sign in through the login form and wait for the dashboard. */
export async function signIn(
  page: Page,
  user: { email: string; password: string } = DEMO,
  { language = english }: { language?: Say } = {},
) {
  await submitLogin(page, user.email, user.password, language);
  await expect(page).toHaveURL(/\/dashboard$/);
}
