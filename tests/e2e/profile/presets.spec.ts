import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';
import { shipAgainFromList } from '../../support/browser/ship-again';

test.describe.configure({ timeout: 120_000 });

const shots = (page: Page, testInfo: TestInfo, name: string) =>
  screenshots(page, testInfo, name, { atEachWidth: expectAccessible });

test('rename and delete a preset in Shipping Preferences', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/profile/shipping-preferences');
  const list = page.getByRole('list', { name: 'Package presets' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await shots(page, testInfo, 'presets-list');

  const first = list.getByRole('listitem').first();
  await first.getByRole('button', { name: /^Rename / }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename preset' });
  await dialog.getByLabel('Preset Name').fill('');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog.getByText('Preset Name is required')).toBeVisible();
  await shots(page, testInfo, 'presets-rename');
  await dialog.getByLabel('Preset Name').fill('Renamed in the browser');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(list.locator('p', { hasText: 'Renamed in the browser' })).toBeVisible();

  const count = await list.getByRole('listitem').count();
  await list.getByRole('button', { name: 'Delete Renamed in the browser' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete preset?' });
  await shots(page, testInfo, 'presets-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(count - 1);
});

test('use a preset and save a package as one in Create Shipment', async ({ page }, testInfo) => {
  await signIn(page);
  await shipAgainFromList(page);
  const replace = page.getByRole('button', { name: 'Replace draft' });
  await expect(page)
    .toHaveURL(/\/shipments\/create$/)
    .catch(async () => replace.click());
  await expect(page).toHaveURL(/\/shipments\/create$/);

  const pkg = page.getByRole('region', { name: 'Package #1' });
  const use = pkg.getByLabel('Use a preset');
  const firstPreset = await use.locator('option').nth(1).textContent();
  await use.selectOption({ label: firstPreset! });
  await expect(
    page.getByText(`The package has been filled in from ‘${firstPreset}’.`),
  ).toBeVisible();
  await expect(pkg.getByLabel('Weight', { exact: true })).not.toHaveValue('');

  await pkg.getByRole('button', { name: 'Save as preset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as preset' });
  await dialog.getByRole('button', { name: 'Save Preset' }).click();
  await expect(dialog.getByText('Preset Name is required')).toBeVisible();
  await shots(page, testInfo, 'presets-save');
  await dialog.getByLabel('Preset Name').fill('Saved in the browser');
  await dialog.getByRole('button', { name: 'Save Preset' }).click();
  await expect(dialog).toBeHidden();
  await expect(use.locator('option', { hasText: 'Saved in the browser' })).toHaveCount(1);
  await shots(page, testInfo, 'presets-wizard');
});
