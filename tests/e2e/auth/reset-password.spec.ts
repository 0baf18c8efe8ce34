import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { latestCode, outboxCount, typeCode } from '../../support/browser/codes';
import { screenshots } from '../../support/browser/screenshots';
import { submitLogin } from '../../support/browser/sign-in';
import { registerVerified, uniqueEmail } from '../../support/browser/sign-up';

test.describe('password reset', () => {
  test('the reset screen has a back arrow to login', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, testInfo, 'reset-password');

    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');

    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('code, new password, the popup, login after 3 s, and the new password works', async ({
    page,
    request,
  }, testInfo) => {
    // A whole flow (sign-up, two codes, two sign-ins, axe four times): a busy machine needs
    // more than the default minute.
    test.setTimeout(120_000);
    const user = { email: uniqueEmail('reset'), password: 'Before!2345' };
    const newPassword = 'After!23456';
    await registerVerified(page, request, user);
    const sent = await outboxCount(request, user.email);

    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page).toHaveURL(/\/reset-password\/verify$/);
    await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^00:(10:00|09:[0-5]\d)$/);
    await expectAccessible(page);
    await screenshots(page, testInfo, 'verification');

    await typeCode(page, await latestCode(request, user.email, sent));
    await expect(page).toHaveURL(/\/reset-password\/change$/);
    await expectAccessible(page);
    await screenshots(page, testInfo, 'change-pass');

    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill('Mismatch!234');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByLabel('Confirm New Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );

    await page.getByLabel('Confirm New Password').fill(newPassword);
    // The popup's visit to login is held until the popup has been checked, and the time it
    // was asked for is noted: it must come 3 s after the popup, by itself.
    let loginAskedAt = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/login$/, async (route) => {
      loginAskedAt = Date.now();
      await held;
      await route.continue();
    });
    // The popup's arrival is noted by the page itself: noted here, after an assertion's
    // polling, it came up to half a second late on a busy machine.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="dialog"]')) return;
        document.body.dataset.popupShownAt = String(Date.now());
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Change Password' }).click();
    const popup = page.getByRole('dialog', { name: 'Password Changed' });
    await expect(popup).toBeVisible();
    const shownAt = Number(await page.locator('body').getAttribute('data-popup-shown-at'));
    expect(shownAt).toBeGreaterThan(0);
    await expect(popup).toHaveAccessibleDescription('Your password has been changed.');
    await expect(popup.getByRole('button', { name: 'Log In' })).toBeFocused();
    await expectAccessible(page);
    await screenshots(page, testInfo, 'password-changed');

    await expect.poll(() => loginAskedAt, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(loginAskedAt - shownAt).toBeGreaterThanOrEqual(2_500);
    expect(loginAskedAt - shownAt).toBeLessThan(4_500);
    release();
    await expect(page).toHaveURL(/\/login$/);
    await page.unroute(/\/login$/);

    // Back from login does not bring the popup again: the reset is over.
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Password Changed' })).toHaveCount(0);
    await page.goto('/login');

    await submitLogin(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText(/do not match/i);
    await submitLogin(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Login Successful')).toBeVisible();
  });

  test('an unknown e-mail: the toast and the code screen say the same neutral thing', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page).toHaveURL(/\/reset-password\/verify$/);
    const neutral = /^If this email has an account, a verification code has been sent to it\.$/;
    await expect(page.getByRole('main').getByText(neutral)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: neutral })).toBeVisible();
    await expect(page.getByText(/we sent to/i)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the reset code screens send a visitor without a reset to login', async ({ page }) => {
    await page.goto('/reset-password/verify');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/reset-password/change');
    await expect(page).toHaveURL(/\/login$/);
  });
});
