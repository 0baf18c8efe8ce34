import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@portal.test', password: 'Demo!2345' } as const;

/** Fill and send the login form as a user would (success or not). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Sign in through the login form and wait for the dashboard. */
export async function signIn(page: Page, user: { email: string; password: string } = DEMO) {
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}
