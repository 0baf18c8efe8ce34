import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';

// A bill adjusted after weighing at pickup: the reference services' demo seed has shipments
// booked from quotes that the provider weighed heavier (server/reference/domain/measured-weight.ts).

test.setTimeout(240_000);

test('an adjusted bill: the Billing filter and total, and the drawer line', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/billing-and-payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
  const summary = page.getByRole('definition').filter({ hasText: /\$/ });
  await expect(page.getByText('Weight adjustments')).toBeVisible();
  await expect(summary.first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('columnheader', { name: 'Quoted' })).toBeVisible();

  await page.getByRole('radio', { name: 'Adjusted after weighing' }).click();
  await expect(page).toHaveURL(/adjusted=1/);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(/Adjusted: measured [\d.]+ kg, declared [\d.]+ kg/);
  const count = await rows.count();
  for (let i = 1; i < count; i += 1) await expect(rows.nth(i)).toContainText('Adjusted:');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Adjusted after weighing' })).toBeChecked();
  await screenshots(page, testInfo, 'billing-adjusted', { atEachWidth: expectAccessible });
  const description = await rows.nth(1).getByRole('cell').nth(2).innerText();
  const mawb = /shipment (\d+)/.exec(description)?.[1];
  expect(mawb, `a parent AWB in "${description}"`).toBeTruthy();
  await page.goto(`/shipments?search=${mawb}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Shipments' })).toBeVisible();
  // A row's packages show once it is expanded.
  await page.getByRole('button', { name: `Details for shipment ${mawb}` }).click();
  await page
    .getByRole('button', { name: /^Track package / })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: /^AWB / });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('billing-line')).toHaveText(
    /^Quoted [\d,.]+ USD · Billed [\d,.]+ USD: measured [\d.]+ kg, declared [\d.]+ kg$/,
  );
  await screenshots(page, testInfo, 'drawer-adjusted', { atEachWidth: expectAccessible });

  // At 1440 px every column, the PDF link included, fits without scrolling the table's box,
  // with adjustment notes and with 'Not quoted' rows.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/billing-and-payments?adjusted=1');
  await expect(table.getByText('Adjusted:').first()).toBeVisible();
  const overflow = () =>
    table.locator('xpath=..').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(await overflow(), 'pixels the adjusted list scrolls by').toBeLessThanOrEqual(0);
  await page.getByRole('radio', { name: 'All' }).click();
  await expect(page).not.toHaveURL(/adjusted=1/);
  await expect(table.getByText('Not quoted').first()).toBeVisible();
  expect(await overflow(), 'pixels the whole list scrolls by').toBeLessThanOrEqual(0);
});
