import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';

// Claims (docs/claims.md), as a customer files and follows one: from a delivered package's
// drawer in My Shipments, 'File a claim' with its photos; the Claims page and its status
// chips; a claim waiting for information answered on its page. The demo's first account
// holds five claims, one of them waiting for information.
const DESKTOP = { width: 1440, height: 900 };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const shots = (page: Page, testInfo: TestInfo, name: string) =>
  screenshots(page, testInfo, name, {
    atEachWidth: expectAccessible,
    path: (width) => `test-results/screens/claims-${name}-${width}.png`,
  });

const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(2048, 7),
  ]),
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
});

/**
 * A delivered package's drawer that offers 'File a claim': the delivered shipments, newest
 * first, each opened in turn until one of its packages has no claim yet.
 */
async function claimableDrawer(page: Page): Promise<Locator> {
  await page.goto('/shipments');
  await page.getByRole('radio', { name: 'Delivered' }).click();
  await expect(page).toHaveURL(/apply-filter=/);
  const drawer = page.getByRole('dialog');
  for (let row = 0; row < 10; row++) {
    await page
      .getByRole('button', { name: /^Details for shipment / })
      .nth(row)
      .click();
    await page
      .getByRole('button', { name: /^Track package / })
      .first()
      .click();
    await expect(drawer.getByRole('heading', { name: 'Shipment Progress' })).toBeVisible();
    const file = drawer.getByRole('button', { name: 'File a claim' });
    if (await drawer.getByRole('heading', { name: 'Claim' }).isVisible()) {
      if (await file.isVisible()) return drawer;
    }
    await drawer.getByRole('button', { name: 'Close tracking' }).click();
    await expect(drawer).toBeHidden();
  }
  throw new Error('no delivered package left to claim for');
}

test('a claim is filed from the drawer with its photos, a bad photo stopped first', async ({
  page,
}, testInfo) => {
  const drawer = await claimableDrawer(page);
  await drawer.getByRole('button', { name: 'File a claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'File a claim' });
  const amount = dialog.getByLabel('Amount claimed');
  const declared = Number(await amount.inputValue());
  expect(declared).toBeGreaterThan(0);

  // Above the declared value, no kind, no description: each said under its field.
  await amount.fill(String(declared + 100));
  await dialog.getByRole('button', { name: 'File the claim' }).click();
  await expect(dialog.getByText('What happened is required')).toBeVisible();
  await expect(dialog.getByText(/may be at most the declared value/)).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Damaged' }).check();
  await amount.fill((declared / 2).toFixed(2));
  await dialog.getByLabel('Description').fill('The lamp arrived with its shade torn.');
  // A program named like a photo is caught as it is chosen; nothing is sent while it stays.
  await dialog
    .getByLabel('Photos')
    .setInputFiles([
      png('box.png'),
      { name: 'shade.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 not an image') },
    ]);
  await expect(dialog.getByText('The photo must be a JPEG or PNG image.')).toBeVisible();
  await shots(page, testInfo, 'file-a-claim');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Remove shade.png' }).click();
  await dialog.getByLabel('Photos').setInputFiles([png('label.png')]);
  await dialog.getByRole('button', { name: 'File the claim' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your claim has been submitted.')).toBeVisible();
  const claim = drawer.getByRole('region', { name: 'Claim' });
  await expect(claim).toContainText('Submitted');

  await claim.getByRole('link', { name: 'View the claim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Claim for AWB / })).toBeVisible();
  await expect(page.getByText('2 of 5')).toBeVisible();
  await expect(page.getByText('The lamp arrived with its shade torn.')).toBeVisible();
});

test('the Claims page lists every claim with its status, by status chip', async ({
  page,
}, testInfo) => {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Claims' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  const table = page.getByRole('table', { name: 'My claims' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table).toContainText('Approved');
  await expect(table).toContainText('Refused');
  await shots(page, testInfo, 'list');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('radio', { name: 'Refused' }).click();
  await expect(page).toHaveURL(/apply-filter=refused/);
  await expect(table.getByRole('row').nth(1)).toContainText('Refused');
  await table
    .getByRole('link', { name: /^Claim for AWB / })
    .first()
    .click();
  await expect(page.getByText('Why it was refused:')).toBeVisible();
  // A decided claim takes no more photos.
  await expect(page.getByRole('heading', { name: 'Add photos' })).toHaveCount(0);
  await shots(page, testInfo, 'refused');
});

test('a request for information is answered on the claim’s page', async ({ page }, testInfo) => {
  await page.goto('/claims?apply-filter=information_needed');
  const link = page.getByRole('table', { name: 'My claims' }).getByRole('link').first();
  await link.click();
  const request = page.getByRole('region', { name: 'The courier needs more information' });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Send the answer' }).click();
  await expect(request.getByText('Your answer is required')).toBeVisible();
  await request
    .getByLabel('Your answer')
    .fill('The outer box was dented on one corner; the photos show it.');
  await shots(page, testInfo, 'information-needed');
  await page.setViewportSize(DESKTOP);
  await request.getByRole('button', { name: 'Send the answer' }).click();
  await expect(
    page.getByText('Your answer has been sent. The claim is back in review.'),
  ).toBeVisible();
  await expect(request).toBeHidden();
  await expect(page.getByText('In review').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Messages' }).getByText(/The outer box was dented/),
  ).toBeVisible();

  // Photos still go with a claim in review, one by one.
  const photos = page.getByRole('region', { name: 'Add photos' });
  await photos
    .getByLabel(/Photos of the damage/)
    .setInputFiles([png('corner.png'), png('box.png')]);
  await photos.getByRole('button', { name: 'Add the photos' }).click();
  await expect(photos.getByText('2 photos added.')).toBeVisible();
});
