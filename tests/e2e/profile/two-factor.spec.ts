import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { typeCode } from '../../support/browser/codes';
import { checkScreen, newCustomer } from '../../support/browser/linked-accounts';
import { submitLogin } from '../../support/browser/sign-in';

// Two-factor sign-in (docs/two-factor.md, 'In the portal'): a customer of their own turns on
// an authenticator app (its codes computed here, as the app would), keeps the recovery
// codes, and signs in with a code and with a recovery code; another adds a passkey with
// Chromium's virtual authenticator and signs in with it, with and without the password.

/** The app's code for the time step `offset` steps from now. */
const appCode = (key: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
}

test('an authenticator app: set up with a first code, then sign-in asks for a code or a recovery code', async ({
  page,
  request,
}, testInfo) => {
  // A whole journey: set-up, four sign-ins, six screens checked at two widths.
  test.slow();
  const user = await newCustomer(page, request, 'totp');
  await page.goto('/profile/two-factor');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await checkScreen(page, testInfo, 'two-factor');

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('totp-key').innerText()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await checkScreen(page, testInfo, 'two-factor-setup');
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    page.getByText('The code is not right. Try the newest one in your app.'),
  ).toBeVisible();
  // The set-up stays while the code is typed again.
  await page.getByLabel('Code from the app').fill(appCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('The authenticator app is on.')).toBeVisible();

  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allInnerTexts();
  await checkScreen(page, testInfo, 'two-factor-codes');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  const text = readFileSync(await download.path(), 'utf8');
  for (const code of recovery) expect(text).toContain(code);
  // Shown once: the page again has none.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your recovery codes' })).toHaveCount(0);
  await expect(page.getByText('10 recovery codes left.', { exact: false })).toBeVisible();

  // Sign-in asks for a code after the password. The next step's code: the first one is used.
  await signOut(page);
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await checkScreen(page, testInfo, 'two-factor-challenge');
  await typeCode(page, appCode(key, 1));
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code signs in once.
  await signOut(page);
  await submitLogin(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery[0]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await submitLogin(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery[0]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByText('This recovery code is not valid or was already used.'),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'two-factor-challenge-recovery');
});

test('a passkey: added with Chromium’s virtual authenticator, then signing in with it', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const user = await newCustomer(page, request, 'passkey');
  // Passkeys are made for a host name: the portal on `localhost`, not 127.0.0.1.
  const origin = new URL(testInfo.project.use.baseURL!).origin.replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const signInAt = async () => {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
  };
  await signInAt();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${origin}/profile/two-factor`);
  await page.getByLabel('Passkey name').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('The passkey has been added.')).toBeVisible();
  // The first factor on: ten recovery codes, shown once.
  await expect(
    page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Test laptop');
  await checkScreen(page, testInfo, 'two-factor-passkey');

  // The password's second step, answered with the passkey.
  await page.goto(`${origin}/logout`);
  await expect(page).toHaveURL(/\/login$/);
  await signInAt();
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A passkey alone, without the password.
  await page.goto(`${origin}/logout`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login Successful')).toBeVisible();
});
