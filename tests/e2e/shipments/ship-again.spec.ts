import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { shipAgainFromList } from '../../support/browser/ship-again';
import { signIn } from '../../support/browser/sign-in';

test.describe.configure({ timeout: 120_000 });

const shots = (page: Page, testInfo: TestInfo, name: string) =>
  screenshots(page, testInfo, name, { atEachWidth: expectAccessible });

test('ship again from a row: the wizard opens at Packages, filled in, references empty', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/shipments');
  await page
    .getByRole('button', { name: /^Details for shipment / })
    .first()
    .click();
  await shots(page, testInfo, 'ship-again-row');
  await page
    .getByRole('button', { name: /^Ship again shipment / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/shipments\/create$/);
  await expect(page.getByRole('region', { name: /^Package #1$/ })).toBeVisible();
  await expect(page.getByText(/A new shipment has been filled in/)).toBeVisible();
  await shots(page, testInfo, 'ship-again-wizard');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByLabel('Order Reference')).toHaveValue('');
});

test('ship again with a draft in progress asks first, then replaces it', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await shipAgainFromList(page);
  await expect(page).toHaveURL(/\/shipments\/create$/);
  // The draft now holds a shipment: the next 'Ship again' asks.
  await shipAgainFromList(page);
  const dialog = page.getByRole('dialog', { name: 'Replace your draft?' });
  await expect(dialog).toBeVisible();
  await shots(page, testInfo, 'ship-again-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/shipments$/);
  await page
    .getByRole('button', { name: /^Ship again shipment / })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Replace your draft?' })
    .getByRole('button', { name: 'Replace draft' })
    .click();
  await expect(page).toHaveURL(/\/shipments\/create$/);
});

test('ship again from the tracking drawer', async ({ page }) => {
  await signIn(page);
  await page.goto('/shipments');
  await page
    .getByRole('button', { name: /^Details for shipment / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Track package / })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: /^Ship again / }).click();
  const replace = page.getByRole('button', { name: 'Replace draft' });
  await expect(
    page
      .getByRole('heading', { name: /Create Shipment/ })
      .or(replace)
      .first(),
  ).toBeVisible();
  if (await replace.isVisible()) await replace.click();
  await expect(page).toHaveURL(/\/shipments\/create$/);
});
