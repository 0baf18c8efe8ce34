import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import {
  choose,
  fillContact,
  fillRest,
  openAddressBook,
  uniqueLabel,
} from '../../support/browser/address-form';

// Whole user flows through several screens: longer than one page's default budget.
test.describe.configure({ timeout: 90_000 });

test('the address form in a dialog hands the new address back; the page keeps its state', async ({
  page,
}) => {
  await openAddressBook(page);
  await page.goto('/dev/kit');
  const note = page.getByLabel('Page state that must survive');
  await note.fill('typed before the dialog');

  await page.getByRole('button', { name: 'Add customer address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await expect(dialog).toBeVisible();
  // Customer addresses: Label and Email may stay empty, Attention may not.
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByText('Attention is required')).toBeVisible();
  await expect(dialog.getByText('Label is required')).toHaveCount(0);
  await expectAccessible(page);

  await fillContact(dialog, { label: '' });
  await dialog.getByLabel('Email Address', { exact: true }).fill('');
  await choose(dialog, 'Country', 'leban', 'Lebanon');
  await choose(dialog, 'Province', 'Beirut', 'Beirut Governorate');
  await choose(dialog, 'City', 'Beir', 'Beirut');
  await fillRest(dialog);
  await page.screenshot({ path: 'test-results/screens/address-dialog-1440.png' });
  await dialog.getByRole('button', { name: 'Add Address' }).click();

  await expect(dialog).toBeHidden();
  const added = page.getByRole('list', { name: 'Addresses added here' });
  await expect(added).toContainText(
    'customer: Desert Bloom Florists, 4 Garden Road, Beirut, Beirut Governorate, Lebanon',
  );
  await expect(note).toHaveValue('typed before the dialog');

  // A client address needs its Label; the error shows inside the dialog, in its own bag.
  await page.getByRole('button', { name: 'Add client address' }).click();
  await expect(dialog.getByLabel('Attention', { exact: true })).toHaveValue('');
  const label = uniqueLabel('Popup');
  await fillContact(dialog, { label });
  await choose(dialog, 'Country', 'aruba', 'Aruba');
  await dialog.getByRole('textbox', { name: 'Province' }).fill('Noord');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Noord');
  await fillRest(dialog);
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog).toBeHidden();
  await expect(added).toContainText(
    `client: ${label} - Desert Bloom Florists, 4 Garden Road, Noord, Noord, Aruba`,
  );
});
