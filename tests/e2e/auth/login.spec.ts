import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { DEMO, submitLogin } from '../../support/browser/sign-in';

test.describe('login', () => {
  test('the site opens on it: React renders the form through Inertia, with its links, accessibly, at phone and desktop widths', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    const form = page.locator('form');
    await expect(form.getByLabel('Email')).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
      'href',
      /\/reset-password$/,
    );
    await expect(page.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      /\/create-account$/,
    );
    await expectAccessible(page);
    await screenshots(page, testInfo, 'login');
  });

  test('asks for both fields before sending, and moves to the first one', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password is required',
    );
    await expect(email).toBeFocused();
    await expectAccessible(page);
  });

  test('shows the show/hide password toggle', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    const show = page.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await show.click();
    await expect(password).toHaveAttribute('type', 'text');
    const hide = page.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await hide.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password gets one neutral message for the form, marking neither field', async ({
    page,
  }) => {
    await submitLogin(page, DEMO.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(/do not match/i);
    for (const field of [page.getByLabel('Email'), page.getByLabel('Password', { exact: true })]) {
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page).toHaveURL(/\/login$/);
    // The password is not kept for the next try.
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expectAccessible(page);
  });

  test('the demo user signs in: toast and dashboard', async ({ page }) => {
    await submitLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Login Successful')).toBeVisible();
  });
});
