import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshots } from '../../support/browser/screenshots';
import { expectAccessible } from '../../support/browser/axe';
import { signIn } from '../../support/browser/sign-in';

const table = (page: Page) => page.getByRole('table', { name: 'My shipments' });
const toggles = (page: Page) => page.getByRole('button', { name: /^Details for shipment / });

/** Opens the first row and gives the first package's AWB. */
async function firstPackage(page: Page): Promise<string> {
  await toggles(page).first().click();
  const card = page.getByRole('button', { name: /^Track package / }).first();
  await expect(card).toBeVisible();
  return ((await card.getAttribute('aria-label')) ?? '').replace('Track package ', '');
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto('/shipments');
  await expect(page.getByRole('heading', { level: 1, name: 'My Shipments' })).toBeVisible();
});

test('search by a package AWB, filter by a status, page 2 and Back', async ({ page }) => {
  await expect(table(page).getByRole('row')).toHaveCount(11);
  const awb = await firstPackage(page);

  await page.getByRole('searchbox', { name: 'Search shipments' }).fill(awb);
  await expect(page).toHaveURL(new RegExp(`search=${awb}`));
  await expect(toggles(page)).toHaveCount(1);
  // The row stays open across the search: it is the same shipment.
  await expect(page.getByRole('button', { name: `Track package ${awb}` })).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/search=/);
  await page.getByRole('radio', { name: 'Delivered' }).click();
  await expect(page).toHaveURL(/apply-filter=delivered/);
  await expect(page.getByRole('radio', { name: 'Delivered' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await toggles(page).first().click();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();

  await page.getByRole('radio', { name: 'All' }).click();
  await expect(page).not.toHaveURL(/apply-filter/);
  const firstOnPage1 = await toggles(page).first().getAttribute('aria-label');
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(toggles(page).first()).not.toHaveAttribute('aria-label', firstOnPage1 ?? '');
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(toggles(page).first()).toHaveAttribute('aria-label', firstOnPage1 ?? '');
  // A reload asks the list again, and other flows book shipments meanwhile (newest first):
  // the page it keeps is page 1, whatever its first row is by then.
  await page.reload();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

/**
 * Holds Back's restore open for a second (Inertia reads a signed-in page back from its
 * encrypted history entry), does `act` (what brings page 2) and goes Back the moment the
 * list `selector` is in the state `ready` names: its own 250 ms timers (the infinite list's)
 * then fire mid-restore. Checked every frame rather than on the list's changes alone: the
 * address may change after the rows, as the history entry is written once encrypted.
 * Resolves once Back is taken.
 */
async function backMidRestore(
  page: Page,
  selector: string,
  ready: { addressHas?: string; moreThan?: number },
  act: () => Promise<void>,
): Promise<void> {
  // Back is Inertia's to handle only once the page is live: before, the server-rendered
  // pager's link is a plain one, and the click loads page 2 as a new document.
  await expect(page.locator('html[data-live]')).toBeAttached();
  await page.evaluate(
    ({ selector, ready }) => {
      const subtle = window.crypto.subtle;
      const decrypt = subtle.decrypt.bind(subtle);
      subtle.decrypt = async (...args: Parameters<SubtleCrypto['decrypt']>) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return decrypt(...args);
      };
      const before = document.querySelector(selector)?.firstElementChild?.textContent;
      const check = () => {
        const list = document.querySelector(selector);
        const drawn =
          ready.moreThan !== undefined
            ? (list?.children.length ?? 0) > ready.moreThan
            : list?.firstElementChild?.textContent !== before;
        if (drawn && (!ready.addressHas || location.search.includes(ready.addressHas))) {
          history.back();
          document.documentElement.dataset.wentBack = '';
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { selector, ready },
  );
  await act();
  await expect(page.locator('html[data-went-back]')).toBeAttached();
}

test('Back restores page 1 even while the list timers of page 2 are still to fire', async ({
  page,
}) => {
  const firstOnPage1 = (await toggles(page).first().getAttribute('aria-label')) ?? '';
  // Page 1's first row by name, not by place: other browser tests book shipments for the same
  // user meanwhile, and a new one comes first, moving this row down but not off page 1.
  const page1Row = page.getByRole('button', { name: firstOnPage1, exact: true });
  await backMidRestore(page, 'table tbody', { addressHas: 'page=2' }, () =>
    page.getByRole('link', { name: 'Page 2' }).click(),
  );
  await expect(page1Row).toBeVisible();
  await expect(page).not.toHaveURL(/page=2/);
  // Nothing written late: the address and a reload still say page 1.
  await page.waitForTimeout(500);
  await expect(page).not.toHaveURL(/page=2/);
  await page.reload();
  await expect(page1Row).toBeVisible();
});

test('on a phone, Back right after the cards of page 2 load returns to the dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My Shipments' }).click();
  const cards = page
    .getByRole('list', { name: 'My shipments', exact: true })
    .locator(':scope > li');
  await expect(cards).toHaveCount(10);
  await backMidRestore(page, 'ul[aria-label="My shipments"]', { moreThan: 10 }, () =>
    page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('expand a row with the keyboard and download a label as a PDF', async ({ page }) => {
  const toggle = toggles(page).first();
  // Until the page is live the toggle is disabled, so a keyboard cannot reach it yet.
  await expect(toggle).toBeEnabled();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const link = page.getByRole('link', { name: /Download AWB/ }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).not.toMatch(/awb\//);
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the tracking drawer: open, reload with it open, close with Escape', async ({ page }) => {
  const awb = await firstPackage(page);
  await page.getByRole('button', { name: `Track package ${awb}` }).click();
  const drawer = page.getByRole('dialog', { name: `AWB ${awb}` });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/track=\w+%3A\w+|track=\w+:\w+/);
  await expect(drawer.getByRole('heading', { name: 'Shipment Progress' })).toBeVisible();
  await expect(
    drawer.getByRole('listitem').filter({ hasText: 'Shipment Created (done)' }),
  ).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Shipment Updates' })).toBeVisible();
  await expect(drawer.getByText('Est. delivery date')).toBeVisible();
  const width = await page.locator('[data-drawer-panel]').evaluate((el) => el.clientWidth);
  expect(width).toBeLessThanOrEqual(720);

  await page.reload();
  await expect(page.getByRole('dialog', { name: `AWB ${awb}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/track=/);
  await page.goBack();
  await expect(page.getByRole('dialog', { name: `AWB ${awb}` })).toBeVisible();
});

test('export CSV of the current view', async ({ page }) => {
  await page.getByRole('radio', { name: 'Delivered' }).click();
  await expect(page).toHaveURL(/apply-filter=delivered/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^shipments-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Parent AWB,AWB,Order Reference,Status,Shipper,Consignee,Created,Estimated Delivery',
  );
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(',Delivered,');
});

test('accessible and whole at 1440 and 375 px: list, expanded row, drawer', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await page.goto('/shipments');
    await expect(toggles(page).first()).toBeVisible();
    await expectAccessible(page);
    await toggles(page).first().click();
    await expect(page.getByRole('button', { name: /^Track package / }).first()).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('button', { name: /^Track package / })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Shipment Progress' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await page.goto('/shipments');
  await expect(toggles(page).first()).toBeVisible();
  await screenshots(page, testInfo, 'shipments');
  await page.setViewportSize({ width: 1440, height: 900 });
  await toggles(page).first().click();
  await screenshots(page, testInfo, 'shipments-expanded');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByRole('button', { name: /^Track package / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Shipment Progress' })).toBeVisible();
  await screenshots(page, testInfo, 'shipments-drawer');
});
