import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { latestCode, outboxCount, typeCode, wrongCode } from '../../support/browser/codes';
import { screenshots } from '../../support/browser/screenshots';
import { DEMO, submitLogin } from '../../support/browser/sign-in';
import { submitRegistration, uniqueEmail } from '../../support/browser/sign-up';

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
    // The field starts empty, so the spec's placeholder is what the customer sees.
    await expect(page.getByLabel('Phone Number')).toHaveValue('');
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

    // A fixed field is no longer marked, while the others still are.
    await page.getByLabel('First Name').fill('Rita');
    await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('');
    await expect(page.getByLabel('Last Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the server’s field errors appear under the field (e-mail taken)', async ({ page }) => {
    await page.goto('/register/personal');
    await page.getByLabel('First Name').fill('Demo');
    await page.getByLabel('Last Name').fill('Again');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Phone Number').fill('7025550199');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).not.toHaveAccessibleDescription('');
    await expect(page).toHaveURL(/\/register\/personal$/);
  });

  test('phone: digits without + stay in the chosen country; nothing is cut', async ({ page }) => {
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
    const lebanon = page.getByRole('button', { name: 'Country: Lebanon (+961)' });
    await expect(lebanon).toBeVisible();
    await expect(phone).toHaveValue('');
    await expect(phone).toBeFocused();

    // Digits that start like another dial code (+20, Egypt) stay a Lebanese number; more
    // digits than a number can have are kept, with a message (spec §9: 15 at most).
    await phone.fill('2025550143999999');
    await expect(lebanon).toBeVisible();
    const digits = (await phone.inputValue()).replace(/\D/g, '');
    expect(digits).toBe('2025550143999999');
    await expect(phone).toHaveAccessibleDescription('A phone number has at most 15 digits');
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

  test('too many wrong codes: the message stays under the boxes, the countdown stops, Resend helps', async ({
    page,
    request,
  }) => {
    const user = { email: uniqueEmail('locked'), password: PASSWORD };
    await submitRegistration(page, user);
    const code = await latestCode(request, user.email);
    const locked = page.getByText('Too many wrong codes. Ask for a new code with Resend.');
    // The fifth wrong code uses up the code's tries.
    const first = page.getByLabel('Digit 1 of 6');
    for (let i = 0; i < 5; i++) {
      await typeCode(page, wrongCode(code));
      // The boxes come back empty once the answer is in.
      await expect(first).toHaveValue('');
    }
    await expect(locked).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    // It is still said after a reload: the lock is the session's, not a passing toast.
    await page.reload();
    await expect(locked).toBeVisible();
    await expect(page.getByLabel('Digit 1 of 6')).toBeDisabled();
    await expectAccessible(page);

    const sent = await outboxCount(request, user.email);
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(locked).toHaveCount(0);
    await typeCode(page, await latestCode(request, user.email, sent));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the code screen has a way back to the start', async ({ page }) => {
    await submitRegistration(page, { email: uniqueEmail('way-back'), password: PASSWORD });
    await page.getByRole('link', { name: 'Back to create account' }).click();
    await expect(page).toHaveURL(/\/create-account$/);
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
