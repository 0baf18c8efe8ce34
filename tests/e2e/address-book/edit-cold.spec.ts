import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  fillContact,
  fillRest,
  openAddressBook,
  uniqueLabel,
} from '../../support/browser/address-form';
import { screenshots } from '../../support/browser/screenshots';

// A whole flow: an address made, opened cold and saved, then opened cold again.
test.describe.configure({ timeout: 120_000 });

/** The id of the address the book has selected (after a save, `?selected=`). */
async function selectedId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/address-book\?selected=/);
  const id = new URL(page.url()).searchParams.get('selected');
  expect(id).toBeTruthy();
  return id!;
}

/** Edit Address opened as a new document: typed in the address bar, or a bookmark. */
async function openEditCold(page: Page, id: string): Promise<void> {
  await page.goto(`/address-book/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeVisible();
  await expect(page.locator('html[data-live]')).toBeAttached();
}

test('Edit Address opened directly shows the saved type, and saves without choosing it again', async ({
  page,
}, testInfo) => {
  await openAddressBook(page);
  await page.getByRole('link', { name: 'Add New Address' }).click();
  const label = uniqueLabel('Savaneta store');
  await fillContact(page, { label });
  // Places of Aruba no other test uses: the book's lines stay unique to each test.
  await choose(page, 'Country', 'aruba', 'Aruba');
  await page.getByRole('textbox', { name: 'Province' }).fill('Savaneta District');
  await page.getByRole('textbox', { name: 'City' }).fill('Savaneta');
  await fillRest(page);
  // Not the first type offered, so a select that fell back to its first option would show.
  await page.getByLabel('Address Type', { exact: true }).selectOption('warehouse');
  await page.getByRole('button', { name: 'Add Address' }).click();

  await openEditCold(page, await selectedId(page));
  const type = page.getByLabel('Address Type', { exact: true });
  await expect(type).toHaveValue('warehouse');
  await expect(type.locator('option:checked')).toHaveText('Warehouse');
  await screenshots(page, testInfo, 'edit-address-cold');

  await page.getByRole('button', { name: 'Edit Address' }).click();
  const saved = await selectedId(page);
  await expect(page.getByRole('status').getByText('The address has been saved.')).toBeVisible();
  await expect(page.getByText('Address Type is required')).toHaveCount(0);

  // The page reloaded: the type is still the saved one.
  await openEditCold(page, saved);
  await page.reload();
  await expect(page.locator('html[data-live]')).toBeAttached();
  await expect(type).toHaveValue('warehouse');
  await expect(type.locator('option:checked')).toHaveText('Warehouse');
});
