import { expect, test } from '@playwright/test';
import {
  BLUE_RIDGE,
  checkScreen,
  linkAccount,
  newCustomer,
} from '../../support/browser/linked-accounts';
import { choose, fillContact, fillRest, uniqueLabel } from '../../support/browser/address-form';
import { signIn } from '../../support/browser/sign-in';
import { dayFromToday } from '../../support/data/dates';

test.describe.configure({ timeout: 150_000 });

test('edit the profile: the user block follows at once', async ({ page, request }, testInfo) => {
  await newCustomer(page, request, 'profile');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Phone')).toBeDisabled();
  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await checkScreen(page, testInfo, 'edit-profile');
  await page.getByLabel('First Name').fill('Zeina');
  await page.getByLabel('Last Name').fill('Haddad');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile has been updated')).toBeVisible();
  const block = page.getByRole('link', { name: /Zeina Haddad/ }).first();
  await expect(block).toBeVisible();
  await expect(block).toContainText('ZH');
});

test('change the password: this browser stays in, the new one signs in elsewhere', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const user = await newCustomer(page, request, 'password');
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signIn(elsewhere, user);

  await page.goto('/profile/password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await page.getByLabel('Old Password').fill('wrong-password');
  await page.getByLabel('New Password').fill('Fresh!2345');
  await page.getByLabel('Confirm Password').fill('Fresh!2345');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await checkScreen(page, testInfo, 'change-password');

  await page.getByLabel('Old Password').fill(user.password);
  await page.getByLabel('New Password').fill('Fresh!2345');
  await page.getByLabel('Confirm Password').fill('Fresh!2345');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('link', { name: 'My Accounts' }).first().click();
  await expect(page).toHaveURL(/\/accounts$/);

  // The other browser was signed out by the change; the new password signs it in again.
  await elsewhere.goto('/accounts');
  await expect(elsewhere).toHaveURL(/\/login$/);
  await signIn(elsewhere, { email: user.email, password: 'Fresh!2345' });
  await other.close();
});

test('set the shipping and pickup preferences; they are there after a reload', async ({
  page,
  request,
}, testInfo) => {
  await newCustomer(page, request, 'prefs');
  await linkAccount(page, request, BLUE_RIDGE);

  // Shipping: a new address through '+ Add a New Address' comes back chosen and saved.
  await page.goto('/profile/shipping-preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Preferences' })).toBeVisible();
  await checkScreen(page, testInfo, 'shipping-preferences-empty');
  await page.getByRole('link', { name: 'Add a New Address' }).click();
  await expect(page).toHaveURL(/\/address-book\/add\?back=shipping-preferences$/);
  const home = uniqueLabel('Home');
  await fillContact(page, { label: home });
  await choose(page, 'Country', 'leban', 'Lebanon');
  await choose(page, 'Province', 'Beirut', 'Beirut Governorate');
  await choose(page, 'City', 'Beir', 'Beirut');
  await fillRest(page);
  await page.getByRole('button', { name: 'Add Address' }).click();
  await expect(page).toHaveURL(/\/profile\/shipping-preferences/);
  await expect(page.getByText('Shipping address saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(new RegExp(`Chosen: ${home}.*Beirut`))).toBeVisible();
  await checkScreen(page, testInfo, 'shipping-preferences');

  // Pickup: the same picker, then the details.
  await page.goto('/profile/pickup-preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Pickup Preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select an address')).toBeVisible();
  await expect(page.getByText('Pickup date is required')).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Default Pickup Address' });
  await picker.click();
  await picker.fill(home);
  await page.getByRole('option', { name: new RegExp(home) }).click();
  const tomorrow = dayFromToday(1);
  await page.getByLabel('Date').fill(tomorrow);
  await page.getByLabel('Time From').selectOption({ label: '2:00 PM' });
  await page.getByLabel('Time To').selectOption({ label: '11:00 AM' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Start time cannot be after end time')).toBeVisible();
  await page.getByLabel('Time To').selectOption({ label: '4:30 PM' });
  await checkScreen(page, testInfo, 'pickup-preferences');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pickup preferences saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(new RegExp(`Chosen: ${home}.*Beirut`))).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(tomorrow);
  await expect(page.getByLabel('Time From')).toHaveValue('14:00');
  await expect(page.getByLabel('Time To')).toHaveValue('16:30');
});
