import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshots } from '../../support/browser/screenshots';
import { expectAccessible } from '../../support/browser/axe';
import { signIn } from '../../support/browser/sign-in';
import { dayFromToday } from '../../support/data/dates';

const TODAY = dayFromToday(0);
const FROM = dayFromToday(-90);

async function generate(page: Page, kind: string, from = FROM, to = TODAY) {
  await page.getByLabel('Report', { exact: true }).selectOption({ label: kind });
  await page.getByLabel('From').fill(from);
  await page.getByLabel('To').fill(to);
  await page.getByRole('button', { name: 'Generate Report' }).click();
}

const chart = (page: Page) => page.getByRole('img', { name: /^Chart of / });

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
});

test('before generation: the placeholder, the last 30 days, nothing to export', async ({
  page,
}) => {
  await expect(page.getByText('Generated report will show here')).toBeVisible();
  await expect(page.getByLabel('To')).toHaveValue(TODAY);
  await expect(page.getByRole('button', { name: 'Export Report' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Print Report' })).toBeDisabled();
});

for (const [kind, slug, firstColumn] of [
  ['Shipments by status', 'shipments-by-status', 'Status'],
  ['Shipments by day', 'shipments-by-day', 'Date'],
  ['Shipments by destination', 'shipments-by-destination', 'Country'],
  ['Pickups by status', 'pickups-by-status', 'Status'],
] as const) {
  test(`generate ${kind}: table with totals and a drawn chart, kept in the address`, async ({
    page,
  }) => {
    await generate(page, kind);
    await expect(page).toHaveURL(new RegExp(`kind=${slug}&from=${FROM}&to=${TODAY}`));
    await expect(page.getByRole('heading', { level: 2, name: kind })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader').first()).toHaveText(firstColumn);
    await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(chart(page)).toHaveAttribute('data-drawn', 'true');
    const describedBy = (await chart(page).getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`table[id="${describedBy}"]`).count()).toBe(1);
    // A shared or bookmarked address shows the same report.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: kind })).toBeVisible();
    await expect(page.getByLabel('Report', { exact: true })).toHaveValue(slug);
  });
}

test('Export Report: the generated report as CSV', async ({ page }) => {
  await generate(page, 'Pickups by status');
  await expect(chart(page)).toHaveAttribute('data-drawn', 'true');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export Report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`pickups-by-status-${FROM}-to-${TODAY}.csv`);
  const bytes = readFileSync((await download.path()) ?? '');
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Status,Pickups,Packages,Total Weight (kg)');
  expect(lines.at(-1)).toMatch(/^Total,\d+,\d+,[\d.]+$/);
});

test('a reversed or too long range is refused under the fields', async ({ page }) => {
  await generate(page, 'Shipments by day', TODAY, FROM);
  await expect(page.getByText('From must be on or before To')).toBeVisible();
  await expect(page.getByText('To must be on or after From')).toBeVisible();
  await expect(page).not.toHaveURL(/kind=/);
  await generate(page, 'Shipments by day', '2024-01-01', '2025-06-01');
  await expect(page.getByText('From and To may be at most 366 days apart').first()).toBeVisible();
  await expect(page).not.toHaveURL(/kind=/);
});

test('Print Report: the print stylesheet shows only the report', async ({ page }) => {
  await generate(page, 'Shipments by status');
  await expect(chart(page)).toHaveAttribute('data-drawn', 'true');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 2, name: 'Shipments by status' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(chart(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Generate Report' })).toBeHidden();
  for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden();
  await expect(page.getByRole('link', { name: 'Billing & Payments' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Generate Report' })).toBeVisible();
});

test('accessible and whole at 1440 and 375 px', async ({ page }, testInfo) => {
  await generate(page, 'Shipments by day');
  await expect(chart(page)).toHaveAttribute('data-drawn', 'true');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(chart(page)).toBeVisible();
    await expectAccessible(page);
  }
  await screenshots(page, testInfo, 'reports');
  // Kept beside the other screens' pictures (a later run empties the output folder).
  mkdirSync('test-results/screens', { recursive: true });
  for (const width of [1440, 375]) {
    copyFileSync(
      testInfo.outputPath(`reports-${width}.png`),
      `test-results/screens/reports-${width}.png`,
    );
  }
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/reports-print.png', fullPage: true });
});
