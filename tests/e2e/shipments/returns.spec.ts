import { mkdirSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import {
  ACCOUNT,
  expectStep,
  fillPackage,
  goBack,
  next,
  packageCard,
  selectAccount,
} from '../../support/browser/shipment-wizard';
import { signIn } from '../../support/browser/sign-in';

test.describe.configure({ timeout: 180_000 });

const SHOTS = '/tmp/return-shots';

/** axe and a screenshot at 375 and 1440 px, kept where the review looks for them. */
function shots(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  return screenshots(page, testInfo, name, {
    atEachWidth: expectAccessible,
    path: (width) => `${SHOTS}/${name}-${width}.png`,
  });
}

test('a delivered shipment’s return: created from its drawer, booked, and linked both ways', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await selectAccount(page, ACCOUNT);

  // A delivered shipment within one country, so the return needs no customs.
  await page.goto('/shipments?apply-filter=delivered');
  const row = page
    .getByRole('row')
    .filter({ hasText: /United States[\s\S]*United States/ })
    .first();
  const original = (await row.locator('td .font-mono').first().innerText()).trim();
  await row.getByRole('button', { name: /^Details for shipment / }).click();
  // Offered in the row too, beside 'Ship again'.
  await expect(
    page.getByRole('button', { name: `Create return shipment ${original}` }),
  ).toBeEnabled();
  await shots(page, testInfo, 'return-row');
  // A phone's width shows cards: back at the desktop's the row may have closed again.
  const track = page.getByRole('button', { name: /^Track package / }).first();
  if (!(await track.isVisible())) {
    await row.getByRole('button', { name: /^Details for shipment / }).click();
  }
  await track.click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: /^Create return / }).click();
  const replace = page.getByRole('button', { name: 'Replace draft' });
  const wizard = page.getByRole('heading', { level: 1, name: 'Create Shipment' });
  await expect(wizard.or(replace).first()).toBeVisible();
  if (await replace.isVisible()) await replace.click();

  // The wizard says it is a return, at the Packages step, filled in but for the service,
  // which the reference's detail does not name.
  await expect(page).toHaveURL(/\/shipments\/create$/);
  const banner = page.getByRole('region', { name: 'Return' });
  await expect(banner).toContainText(`This shipment is a return of AWB ${original}.`);
  await expectStep(page, 'step-5', 'Packages');
  await expect(page.getByText(/has been filled in, except the service/)).toBeVisible();
  await shots(page, testInfo, 'return-banner');

  // Asked again with this draft in progress, it asks before it replaces it.
  await page.goto('/shipments?apply-filter=delivered');
  await row.getByRole('button', { name: /^Details for shipment / }).click();
  await page.getByRole('button', { name: `Create return shipment ${original}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace your draft?' });
  await expect(confirm).toContainText('Creating a return starts a new draft in its place.');
  await confirm.getByRole('button', { name: 'Replace draft' }).click();
  await expect(page).toHaveURL(/\/shipments\/create$/);
  await expectStep(page, 'step-5', 'Packages');

  const packages = await page.getByRole('heading', { name: /^Package #\d+$/ }).count();
  for (const _ of [1, 2, 3]) await goBack(page);
  await expectStep(page, 'step-1', 'References');
  const reference = await page.getByLabel('Order Reference').inputValue();
  expect(reference).toMatch(/^RET-\S+$/);
  await next(page);
  // Delivered to one of the account's own addresses: the original pickup address.
  await expectStep(page, 'step-3', 'Delivery Address');
  await expect(page.getByRole('combobox', { name: 'Delivery Address' })).toBeVisible();
  await next(page);
  await expectStep(page, 'step-4', 'Service Selection');
  await page.getByRole('radio', { name: /Domestic Express 12:00/ }).check();
  await next(page);
  await expectStep(page, 'step-5', 'Packages');
  for (let n = 1; n <= packages; n += 1) {
    await fillPackage(packageCard(page, n), { weight: '1.5' });
  }
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The return says whose return it is; its link opens the original's drawer, which links
  // back to the return.
  await page.goto(`/shipments?search=${encodeURIComponent(reference)}`);
  const returned = page.getByRole('row', { name: new RegExp(reference) }).first();
  const awb = (await returned.locator('td .font-mono').first().innerText()).trim();
  const returnOf = returned.getByRole('link', { name: `Return of ${original}` });
  await expect(returnOf).toBeVisible();
  await shots(page, testInfo, 'return-list');
  await returnOf.click();
  await expect(page).toHaveURL(/[?&]track=/);
  const opened = page.getByRole('dialog');
  const back = opened.getByRole('link', { name: `Returned: ${awb}` });
  await expect(back).toBeVisible();
  // A return is not offered again on a shipment not delivered: the reason is given.
  await shots(page, testInfo, 'return-drawer-original');
  await back.click();
  await expect(opened.getByRole('link', { name: `Return of ${original}` })).toBeVisible();
  const disabled = opened.getByRole('button', { name: /^Create return / });
  await expect(disabled).toBeDisabled();
  await expect(disabled).toHaveAccessibleDescription(/once every package of the shipment/);
  await shots(page, testInfo, 'return-drawer-return');
});
