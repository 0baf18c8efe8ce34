import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';

// What a member of each role sees and may do on the demo account (docs/team.md): a viewer
// follows parcels without a button that books, cancels or changes; a shipper books but sees
// no billing; an address typed to a screen the role does not allow is the 403 page.
const DESKTOP = { width: 1440, height: 900 };
const member = (role: string) => ({ email: `${role}@portal.test`, password: 'Demo!2345' });

const shots = (page: Page, testInfo: TestInfo, name: string) =>
  screenshots(page, testInfo, name, {
    atEachWidth: expectAccessible,
    path: (width) => `test-results/screens/roles-${name}-${width}.png`,
  });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test('a viewer follows parcels, with no action that books, cancels or changes', async ({
  page,
}, testInfo) => {
  await signIn(page, member('viewer'));
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'My Shipments' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Billing & Payments' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create New Shipment' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get a quote' })).toBeVisible();

  await menu.getByRole('link', { name: 'My Shipments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Shipments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Shipment' })).toHaveCount(0);
  await page
    .getByRole('button', { name: /^Details for shipment / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Track package / })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Shipment Progress' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Ship again/ })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: /^Cancel shipment/ })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close tracking' }).click();

  // Typed in the address bar: the 403 page, in the role's terms.
  await page.goto('/shipments/create');
  await expect(page.getByText('Your role on this account does not allow this.')).toBeVisible();
  await shots(page, testInfo, 'viewer-not-allowed');
});

test('a shipper books but sees no billing; a finance member sees billing', async ({
  page,
  browser,
}) => {
  await signIn(page, member('shipper'));
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create New Shipment' })).toBeVisible();
  await page.goto('/billing-and-payments');
  await expect(page.getByText('Your role on this account does not allow this.')).toBeVisible();

  const other = await browser.newPage({ viewport: DESKTOP });
  await signIn(other, member('finance'));
  const financeMenu = other.getByRole('navigation', { name: 'Main' });
  await financeMenu.getByRole('link', { name: 'Billing & Payments' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Create New Shipment' })).toHaveCount(0);
  await other.close();
});
