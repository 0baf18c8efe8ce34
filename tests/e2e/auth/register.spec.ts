import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import {
  DEMO,
  latestCode,
  outboxCount,
  screenshots,
  submitLogin,
  submitRegistration,
  typeCode,
  uniqueEmail,
  wrongCode,
} from './support';

const PASSWORD = 'Parcel!2345';

test.describe('registration', () => {
  test('create account offers Personal and Business', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create New Account' }).click();
    await expect(page).toHaveURL(/\/create-account$/);
    await expect(page.getByRole('link', { name: /Personal/ })).toHaveAttribute(
      'href',
      /\/register\/personal$/,
    );
    await expectAccessible(page);
    await screenshots(page, testInfo, 'create-account');
    await page.getByRole('link', { name: /Business/ }).click();
    await expect(page).toHaveURL(/\/register\/business$/);
    await expect(page.getByRole('heading', { name: 'Create Business Account' })).toBeVisible();
  });

  test('the form marks every field required and shows messages under them', async ({
    page,
  }, testInfo) => {
    await page.goto('/register/personal');
    for (const label of [
      'First Name',
      'Last Name',
      'Email',
      'Phone Number',
      'Password',
      'Confirm Password',
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute(
        'aria-required',
        'true',
      );
    }
    await expect(page.getByLabel('Phone Number')).toHaveAttribute(
      'placeholder',
      '1 (702) 123-4567',
    );
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', /\/login$/);
    await expectAccessible(page);
    await screenshots(page, testInfo, 'register');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('First Name')).toHaveAccessibleDescription(
      'First name is required',
    );
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expectAccessible(page);
    await screenshots(page, testInfo, 'register-errors');
  });

  test('the server’s field errors appear under the field (e-mail taken)', async ({ page }) => {
    await page.goto('/register/personal');
    await page.getByLabel('First Name').fill('Demo');
    await page.getByLabel('Last Name').fill('Again');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Phone Number').fill('17025550199');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).not.toHaveAccessibleDescription('');
    await expect(page).toHaveURL(/\/register\/personal$/);
  });

  test('phone: the country list searches, says when nothing matches, and sets the dial code', async ({
    page,
  }) => {
    await page.goto('/register/personal');
    const phone = page.getByLabel('Phone Number');
    await page.getByRole('button', { name: /^Country:/ }).click();
    const search = page.getByRole('combobox', { name: 'Search country' });
    await expect(search).toBeFocused();
    await search.fill('atlantis');
    await expect(page.getByText('No entries to show')).toBeVisible();
    await expectAccessible(page);
    await search.fill('leban');
    await page.getByRole('option', { name: /Lebanon/ }).click();
    await expect(page.getByRole('button', { name: 'Country: Lebanon (+961)' })).toBeVisible();
    await expect(phone).toHaveValue(/^\+961/);
    await expect(phone).toBeFocused();

    // At most 15 digits, dial code included: '+1268' has no mask to stop the typing.
    await phone.fill('126812345678901234567');
    await expect(page.getByRole('button', { name: /^Country: Antigua/ })).toBeVisible();
    const digits = (await phone.inputValue()).replace(/\D/g, '');
    expect(digits).toBe('126812345678901');
  });

  test('a new customer registers, enters the e-mailed code, and can sign in', async ({
    page,
    request,
  }, testInfo) => {
    const user = { email: uniqueEmail('register'), password: PASSWORD };
    await submitRegistration(page, user);
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^00:(10:00|09:[0-5]\d)$/);
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
    await expectAccessible(page);
    await screenshots(page, testInfo, 'register-verification');

    // A pasted code is cleaned to digits and spread over the boxes, then sent by itself.
    const code = await latestCode(request, user.email);
    await page.getByLabel('Digit 3 of 6').evaluate(
      (box, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        box.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      ` ${code.slice(0, 3)}-${code.slice(3)} `,
    );
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Login Successful')).toBeVisible();
  });

  test('a wrong code is refused with a message, and the right one then works', async ({
    page,
    request,
  }) => {
    const user = { email: uniqueEmail('wrong-code'), password: PASSWORD };
    await submitRegistration(page, user);
    const code = await latestCode(request, user.email);
    await typeCode(page, wrongCode(code));

    const first = page.getByLabel('Digit 1 of 6');
    await expect(first).toHaveAccessibleDescription(/incorrect/i);
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    for (let i = 1; i <= 6; i++) await expect(page.getByLabel(`Digit ${i} of 6`)).toHaveValue('');
    await expect(first).toBeFocused();
    await expect(page).toHaveURL(/\/register\/verify$/);
    await expectAccessible(page);

    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('boxes take digits only, one each, and Backspace goes back', async ({ page }) => {
    await submitRegistration(page, { email: uniqueEmail('boxes'), password: PASSWORD });
    await typeCode(page, '1a2');
    await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('1');
    await expect(page.getByLabel('Digit 2 of 6')).toHaveValue('2');
    await expect(page.getByLabel('Digit 3 of 6')).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 2 of 6')).toHaveValue('');
    await expect(page.getByLabel('Digit 2 of 6')).toBeFocused();
  });

  test('an expired code: the countdown says so, and Resend starts it again', async ({
    page,
    request,
  }, testInfo) => {
    await page.clock.install();
    const user = { email: uniqueEmail('expired'), password: PASSWORD };
    await submitRegistration(page, user);
    await latestCode(request, user.email);
    const sent = await outboxCount(request, user.email);
    await expect(page.getByRole('timer')).toHaveText(/^00:(10:00|09:[0-5]\d)$/);

    await page.clock.fastForward('10:01');
    await expect(page.getByText('The code has expired.')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, testInfo, 'register-verification-expired');

    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByRole('timer')).toHaveText(/^00:(10:00|09:5\d)$/);
    await expect(page.getByText('The code has expired.')).toHaveCount(0);
    // The clock moves on from the new end time.
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('timer')).toHaveText(/^00:0(9:00|8:5\d)$/);

    await typeCode(page, await latestCode(request, user.email, sent));
    await expect(page).toHaveURL(/\/login$/);
  });
});
