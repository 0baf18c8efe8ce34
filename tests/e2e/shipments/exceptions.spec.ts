import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';

// When something goes wrong (docs/exceptions.md): the dashboard says what needs attention,
// and each fix is made in the package's tracking drawer as a customer makes it. The demo's
// first account holds one open exception of each kind; each flow fixes its own kind once.
const DESKTOP = { width: 1440, height: 900 };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The dashboard's card, by its heading. */
const attentionCard = (page: Page) =>
  page.locator('section').filter({
    has: page.getByRole('heading', { name: 'Needs your attention', exact: true }),
  });

const shots = (page: Page, testInfo: TestInfo, name: string) =>
  screenshots(page, testInfo, name, {
    atEachWidth: expectAccessible,
    path: (width) => `test-results/screens/exceptions-${name}-${width}.png`,
  });

/** From the dashboard's 'Needs your attention', the drawer of the package with `kind`. */
async function openFromDashboard(page: Page, kind: string): Promise<Locator> {
  await page.goto('/dashboard');
  const card = attentionCard(page);
  await expect(card).toBeVisible();
  const item = card.getByRole('listitem').filter({ hasText: kind });
  await item.getByRole('link', { name: /^Fix it/ }).click();
  await expect(page).toHaveURL(/\/shipments\?track=/);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: kind })).toBeVisible();
  return drawer;
}

const resolvedIn = (drawer: Locator, kind: string) =>
  drawer
    .getByRole('region', { name: 'Problems resolved' })
    .getByRole('listitem')
    .filter({ hasText: kind });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
});

test('the dashboard counts what needs attention and the list badges it', async ({
  page,
}, testInfo) => {
  const card = attentionCard(page);
  await expect(card).toContainText(/\d+ packages have a problem you can fix\./);
  await expect(card.getByRole('listitem')).toHaveCount(5);
  await shots(page, testInfo, 'dashboard');
  await page.goto('/shipments?search=ORD-287329');
  await expect(page.getByText('Damaged in transit').first()).toBeVisible();
});

test('a missed delivery is moved to another day', async ({ page }, testInfo) => {
  const drawer = await openFromDashboard(page, 'Delivery attempted');
  await shots(page, testInfo, 'delivery-attempted');
  await page.setViewportSize(DESKTOP);
  // Sent without a day: the form says so where the day is chosen.
  await drawer.getByRole('button', { name: 'Reschedule delivery' }).click();
  await expect(drawer.getByText('Delivery day is required')).toBeVisible();
  const day = drawer.getByLabel('Delivery day');
  const second = await day.locator('option').nth(2).getAttribute('value');
  await day.selectOption(second!);
  await drawer.getByRole('button', { name: 'Reschedule delivery' }).click();
  await expect(page.getByText('Delivery has been moved to the day you chose.')).toBeVisible();
  await expect(resolvedIn(drawer, 'Delivery attempted').first()).toContainText('By Demo User');
});

test('a wrong address is corrected in the address form, prefilled', async ({ page }, testInfo) => {
  const drawer = await openFromDashboard(page, 'Address problem');
  await drawer.getByRole('button', { name: 'Correct the address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the delivery address' });
  const line = dialog.getByLabel('Address 1');
  await expect(line).not.toHaveValue('');
  await line.fill('');
  await dialog.getByRole('button', { name: 'Send the corrected address' }).click();
  await expect(dialog.getByText('Address 1 is required')).toBeVisible();
  await line.fill('Rue Hamra, Building 12');
  await shots(page, testInfo, 'address-problem');
  await dialog.getByRole('button', { name: 'Send the corrected address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/The corrected address is with the courier/)).toBeVisible();
  await expect(drawer).toContainText('Rue Hamra, Building 12');
  await expect(resolvedIn(drawer, 'Address problem')).toBeVisible();
});

test('customs get the document they asked for, checked by its content', async ({
  page,
}, testInfo) => {
  const drawer = await openFromDashboard(page, 'Held by customs');
  const input = drawer.getByLabel(/for customs/);
  // A program named like a PDF is refused under the field, and nothing is resolved.
  await input.setInputFiles({
    name: 'commercial-invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 7)]),
  });
  await drawer.getByRole('button', { name: 'Send to customs' }).click();
  await expect(drawer.getByText('The document must be a PDF, JPEG or PNG file.')).toBeVisible();
  await shots(page, testInfo, 'customs-hold');
  await page.setViewportSize(DESKTOP);
  await input.setInputFiles({
    name: 'commercial-invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await drawer.getByRole('button', { name: 'Send to customs' }).click();
  await expect(page.getByText(/The document has been sent to customs\./)).toBeVisible();
  await expect(resolvedIn(drawer, 'Held by customs')).toBeVisible();
});

test('a refused parcel comes back, its cost said before it is confirmed', async ({
  page,
}, testInfo) => {
  const drawer = await openFromDashboard(page, 'Refused by the consignee');
  await drawer.getByRole('button', { name: /^Return to me/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Return the parcel to you?' });
  await expect(dialog).toContainText(/This costs \$\d+\.\d{2}\./);
  await shots(page, testInfo, 'refused');
  await dialog.getByRole('button', { name: 'Return to me' }).click();
  await expect(page.getByText('Your parcel is on its way back to you.')).toBeVisible();
  await expect(resolvedIn(drawer, 'Refused by the consignee')).toBeVisible();
});

test('a delivered package shows who signed, and its proof downloads', async ({
  page,
}, testInfo) => {
  await page.goto('/shipments?apply-filter=delivered');
  await page
    .getByRole('button', { name: /^Details for shipment / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Track package / })
    .first()
    .click();
  const proof = page.getByRole('dialog').getByRole('region', { name: 'Proof of delivery' });
  await expect(proof).toContainText('Signed by');
  const signature = proof.getByRole('img', { name: /^Signature of / });
  await expect(signature).toBeVisible();
  await expect
    .poll(() => signature.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await shots(page, testInfo, 'proof-of-delivery');
  const download = page.waitForEvent('download');
  await proof.getByRole('link', { name: /^Download proof of delivery/ }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
});
