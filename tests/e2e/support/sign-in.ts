import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@portal.test', password: 'Demo!2345' } as const;

/** Sign in through the login form as a user would, and wait for the dashboard. */
export async function signIn(page: Page, user: { email: string; password: string } = DEMO) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
