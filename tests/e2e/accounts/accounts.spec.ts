import { expect, test } from '@playwright/test';
import { latestCode, outboxCount, typeCode, wrongCode } from '../../support/browser/codes';
import { checkScreen, newCustomer, OLIVE } from '../../support/browser/linked-accounts';

// A whole customer's flow: registration, sign-in, linking by code, edit, removal, with axe and
// screenshots of five screens at two widths. Beside two busy loops (npm run test:slow-machine)
// it took over two minutes; a bound for a flow that does finish, not a wait.
test.describe.configure({ timeout: 240_000 });

test('link an account by the code sent to its phone, then remove it through the dialog', async ({
  page,
  request,
}, testInfo) => {
  await newCustomer(page, request, 'link');
  await page.getByRole('link', { name: 'My Accounts' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
  await expect(page.getByText('You haven’t added any accounts yet.')).toBeVisible();
  await checkScreen(page, testInfo, 'accounts-empty');

  // Add New Account: required, digits only.
  await page.getByRole('link', { name: 'Add New Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByText('Account Number is required')).toBeVisible();
  const number = page.getByLabel('Account Number');
  await number.fill('');
  await number.pressSequentially(`${OLIVE.number.slice(0, 3)}-a${OLIVE.number.slice(3)}`);
  await expect(number).toHaveValue(OLIVE.number);
  await checkScreen(page, testInfo, 'add-account');
  const sent = await outboxCount(request, OLIVE.phone);
  await page.getByRole('button', { name: 'Add Account' }).click();

  // The code screen: masked phone, countdown that survives a reload.
  await expect(page).toHaveURL(/\/accounts\/verify$/);
  await expect(page.getByText('OTP has been sent to your phone')).toBeVisible();
  await expect(page.getByText('+961.....01')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^00:(10:00|09:\d\d)$/);
  await page.reload();
  await expect(page.getByRole('timer')).toHaveText(/^00:(10:00|09:\d\d)$/);
  await checkScreen(page, testInfo, 'accounts-verify');

  const code = await latestCode(request, OLIVE.phone, sent);
  await typeCode(page, wrongCode(code));
  await expect(page.getByText(/The code is incorrect/)).toBeVisible();
  await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
  await typeCode(page, code);

  // Linked: listed, in the selector, with the provider's toast.
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByText('The account has been added.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: OLIVE.name });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: `Account ${OLIVE.name}` })).toBeVisible();
  await checkScreen(page, testInfo, 'accounts-list');

  // Edit Account: the placeholder, opened from the account.
  await row.getByRole('link', { name: OLIVE.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Account' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('LB');
  await expect(page.getByLabel('Account Entity')).toHaveValue('BE');
  await expect(page.getByLabel('Account Number')).toHaveValue(OLIVE.number);
  await page.getByLabel('Account Pin').pressSequentially('12ab34');
  await expect(page.getByLabel('Account Pin')).toHaveValue('1234');
  await expect(page.getByRole('button', { name: 'save changes' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  await checkScreen(page, testInfo, 'edit-account');
  await page.getByRole('link', { name: 'Back to My Accounts' }).click();

  // Remove: Escape changes nothing; Delete removes it and clears the selection.
  await page.getByRole('button', { name: `Delete ${OLIVE.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Account ?' });
  await expect(dialog).toBeVisible();
  await checkScreen(page, testInfo, 'remove-account-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `Delete ${OLIVE.name}` }).click();
  await dialog.getByRole('button', { name: 'cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Delete ${OLIVE.name}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You haven’t added any accounts yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Account ${OLIVE.name}` })).toHaveCount(0);
  await page.goto('/address-book');
  await expect(page.getByText('Please add or select an account to continue.')).toBeVisible();
});
