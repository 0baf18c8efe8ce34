import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';

// Cancelling (docs/architecture.md): cancel a shipment (from its row, from its tracking drawer) and a pickup,
// and see why not where the rule says no. The accounts other than the first, so that the
// flows that use the first account's first rows keep them.
const ROW_ACCOUNT = 'Harbor & Pine Goods';
const DRAWER_ACCOUNT = 'Desert Bloom Florists';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

test.describe.configure({ timeout: 150_000 });

/** Screenshots into /tmp/cancel-shots, axe at each width. */
const shots = (
  page: Page,
  testInfo: TestInfo,
  name: string,
  sizes: Array<{ width: number; height: number }> = [PHONE, DESKTOP],
) =>
  screenshots(page, testInfo, name, {
    sizes,
    atEachWidth: expectAccessible,
    path: (width) => `/tmp/cancel-shots/${name}-${width}.png`,
  });

async function chooseAccount(page: Page, account: string): Promise<void> {
  await page
    .getByRole('button', { name: /Cedar Line Trading/ })
    .first()
    .click();
  await page.getByRole('option', { name: account }).click();
  await expect(page.getByRole('button', { name: new RegExp(account) }).first()).toBeVisible();
}

/** The parent AWB of the first shipment of a status filter. */
async function firstOf(page: Page, status: string): Promise<string> {
  await page.goto(`/shipments?apply-filter=${status}`);
  const details = page.getByRole('button', { name: /^Details for shipment / }).first();
  await expect(details).toBeVisible();
  const name = (await details.getAttribute('aria-label')) ?? (await details.innerText());
  return /shipment (\S+)/.exec(name)![1]!;
}

/** The shipment's row, alone in the list, opened on its packages. */
async function openRow(page: Page, awb: string): Promise<void> {
  await page.goto(`/shipments?search=${awb}`);
  await page
    .getByRole('button', { name: `Details for shipment ${awb}` })
    .first()
    .click();
}

// By its text: while the drawer is open, the page behind it (the toasts too) is inert.
const toast = (page: Page, text: RegExp | string) => page.getByText(text).first();

async function confirmIn(dialog: Locator, confirm: string): Promise<void> {
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('cancel a shipment not yet picked up from its row', async ({ page }, testInfo) => {
  await signIn(page);
  await page.setViewportSize(DESKTOP);
  await chooseAccount(page, ROW_ACCOUNT);
  const awb = await firstOf(page, 'created');
  await openRow(page, awb);
  await page.getByRole('button', { name: `Cancel shipment shipment ${awb}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this shipment?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Package(s)? \d+/);
  await expect(dialog).toContainText('This cannot be undone.');
  await shots(page, testInfo, 'cancel-shipment-dialog');
  await page.setViewportSize(DESKTOP);
  await confirmIn(dialog, 'Cancel shipment');
  await expect(toast(page, `Shipment ${awb} has been cancelled.`)).toBeVisible();
  // The row, still open, now says cancelled, offers no label and says why not to cancel.
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('No label: cancelled').first()).toBeVisible();
  const disabled = page.getByRole('button', { name: `Cancel shipment shipment ${awb}` });
  await expect(disabled).toHaveAttribute('aria-disabled', 'true');
  // The keyboard keeps its place: the disabled action that replaced the button has the focus.
  await expect(disabled).toBeFocused();
  // The 'Cancelled' filter lists it.
  await page.goto('/shipments?apply-filter=cancelled');
  await expect(page.getByRole('button', { name: `Details for shipment ${awb}` })).toBeVisible();
});

test('cancel a shipment from its tracking drawer', async ({ page }, testInfo) => {
  await signIn(page);
  await page.setViewportSize(DESKTOP);
  await chooseAccount(page, DRAWER_ACCOUNT);
  const awb = await firstOf(page, 'created');
  await openRow(page, awb);
  await page
    .getByRole('button', { name: /^Track package / })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: /^Cancel shipment the shipment of AWB / }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this shipment?' });
  await expect(dialog).toBeVisible();
  await confirmIn(dialog, 'Cancel shipment');
  await expect(toast(page, `Shipment ${awb} has been cancelled.`)).toBeVisible();
  const reopened = page.getByRole('dialog');
  await expect(reopened.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(
    reopened.getByRole('button', { name: /^Cancel shipment the shipment of AWB / }),
  ).toHaveAccessibleDescription('This shipment has been cancelled.');
  await shots(page, testInfo, 'cancel-shipment-drawer');
});

test('a picked-up shipment says why it can no longer be cancelled', async ({ page }, testInfo) => {
  await signIn(page);
  await page.setViewportSize(DESKTOP);
  await chooseAccount(page, ROW_ACCOUNT);
  const awb = await firstOf(page, 'in_transit');
  await openRow(page, awb);
  const action = page.getByRole('button', { name: `Cancel shipment shipment ${awb}` });
  await expect(action).toHaveAttribute('aria-disabled', 'true');
  await expect(action).toHaveAccessibleDescription(
    'A package has been picked up: this shipment can no longer be cancelled.',
  );
  await expect(action).toHaveAttribute('title', /has been picked up/);
  await shots(page, testInfo, 'cancel-shipment-refused', [DESKTOP]);
  // A phone: the card's details hold the same disabled action.
  await page.setViewportSize(PHONE);
  await page.goto(`/shipments?search=${awb}`);
  await page
    .getByRole('button', { name: `Details for shipment ${awb}` })
    .first()
    .click();
  const onPhone = page.getByRole('button', { name: `Cancel shipment shipment ${awb}` });
  await expect(onPhone).toHaveAccessibleDescription(/has been picked up/);
  // No hover on a phone: pressed, it says why under it, and does nothing else (forced:
  // Playwright takes an aria-disabled button for one it may not press).
  await onPhone.click({ force: true });
  await expect(page.getByText(/^A package has been picked up: /)).not.toHaveClass(/sr-only/);
  await shots(page, testInfo, 'cancel-shipment-refused', [PHONE]);
});

test('cancel a pickup before its window, and see why not once it has started', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.setViewportSize(DESKTOP);
  await chooseAccount(page, ROW_ACCOUNT);
  await page.goto('/pickups');
  const refused = page.locator('button[aria-disabled="true"]', { hasText: 'Cancel pickup' });
  await expect(refused.first()).toHaveAccessibleDescription(/The pickup window has started/);
  const offered = page.locator('button:not([aria-disabled])', { hasText: 'Cancel pickup' });
  const label = (await offered.first().innerText()).trim();
  const id = /#(\d+)/.exec(label)![1]!;
  await offered.first().click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this pickup?' });
  await expect(dialog).toContainText(/The courier will not come on \d+ \w+ \d{4}, /);
  await shots(page, testInfo, 'cancel-pickup-dialog');
  await page.setViewportSize(DESKTOP);
  await confirmIn(dialog, 'Cancel pickup');
  await expect(toast(page, `Pickup #${id} has been cancelled.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `#${id}` });
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  const disabled = row.getByRole('button', { name: `Cancel pickup #${id}` });
  await expect(disabled).toHaveAccessibleDescription('This pickup has been cancelled.');
  await expect(disabled).toBeFocused();
  await shots(page, testInfo, 'cancel-pickup-refused');
});
