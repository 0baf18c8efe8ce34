import { expect, test } from '@playwright/test';
import {
  choose,
  fillContact,
  fillRest,
  openAddressBook,
  uniqueLabel,
} from '../../support/browser/address-form';

// Whole user flows through several screens: longer than one page's default budget.
test.describe.configure({ timeout: 90_000 });

test.describe('Add and edit an address', () => {
  test('through a country with provinces and cities, then edited', async ({ page }) => {
    await openAddressBook(page);
    await page.getByRole('link', { name: 'Add New Address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeVisible();

    // A failed submit shows the schema's messages under the fields, nothing is sent.
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText('Attention is required')).toBeVisible();
    await expect(page.getByText('Country is required')).toBeVisible();

    const label = uniqueLabel('Beirut shop');
    await fillContact(page, { label });
    await expect(page.getByLabel('Province', { exact: true })).toBeDisabled();
    await choose(page, 'Country', 'leban', 'Lebanon');
    await choose(page, 'Province', 'Beirut', 'Beirut Governorate');
    await choose(page, 'City', 'Beir', 'Beirut');
    // A new country clears province and city.
    await choose(page, 'Country', 'leban', 'Lebanon');
    await expect(page.getByText('Beirut Governorate')).toHaveCount(0);
    await choose(page, 'Province', 'Beirut', 'Beirut Governorate');
    await choose(page, 'City', 'Beir', 'Beirut');
    await fillRest(page);
    await page.getByRole('button', { name: 'Add Address' }).click();

    await expect(page).toHaveURL(/\/address-book\?selected=/);
    await expect(page.getByRole('status').getByText('The address has been saved.')).toBeVisible();
    const card = page.getByRole('radio', { name: new RegExp(label) });
    await expect(card).toBeChecked();
    await expect(page.getByText('Beirut, Beirut Governorate, Lebanon 1107').first()).toBeVisible();

    await page.getByRole('link', { name: 'Edit Address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeVisible();
    await expect(page.getByLabel('Label', { exact: true })).toHaveValue(label);
    await expect(page.getByText('Lebanon', { exact: true })).toBeVisible();
    await expect(page.getByText('Beirut Governorate', { exact: true })).toBeVisible();
    const renamed = `${label} (new)`;
    await page.getByLabel('Label', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Edit Address' }).click();

    await expect(page).toHaveURL(/\/address-book\?selected=/);
    await expect(
      page.getByRole('radio', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) }),
    ).toBeChecked();
    await expect(page.getByRole('radio', { name: new RegExp(`${label} Desert`) })).toHaveCount(0);
  });

  test('a country without provinces: Province and City are free text', async ({ page }) => {
    await openAddressBook(page);
    await page.getByRole('link', { name: 'Add New Address' }).click();
    const label = uniqueLabel('Aruba depot');
    await fillContact(page, { label });
    await choose(page, 'Country', 'aruba', 'Aruba');
    await page.getByRole('textbox', { name: 'Province' }).fill('Oranjestad District');
    await page.getByRole('textbox', { name: 'City' }).fill('Oranjestad');
    await fillRest(page);
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByRole('radio', { name: new RegExp(label) })).toBeChecked();
    await expect(page.getByText('Oranjestad, Oranjestad District, Aruba 1107')).toBeVisible();
  });

  test('a province without cities: City is free text', async ({ page }) => {
    await openAddressBook(page);
    await page.getByRole('link', { name: 'Add New Address' }).click();
    const label = uniqueLabel('Ain office');
    await fillContact(page, { label });
    await choose(page, 'Country', 'france', 'France');
    await choose(page, 'Province', 'Ain', 'Ain');
    await page.getByRole('textbox', { name: 'City' }).fill('Bourg-en-Bresse');
    await fillRest(page);
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByRole('radio', { name: new RegExp(label) })).toBeChecked();
    await expect(page.getByText('Bourg-en-Bresse, Ain, France 1107')).toBeVisible();
  });
});
