import { expect, type Page } from '@playwright/test';

/** 'Ship again' on the first shipment of My Shipments, from its opened row. */
export async function shipAgainFromList(page: Page): Promise<void> {
  await page.goto('/shipments');
  await page
    .getByRole('button', { name: /^Details for shipment / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Ship again shipment / })
    .first()
    .click();
}

/**
 * After 'Ship again': the wizard opens, or first asks whether to replace a draft in
 * progress (another test may have left one), which is answered yes.
 */
export async function replaceDraftIfAsked(page: Page): Promise<void> {
  const replace = page.getByRole('button', { name: 'Replace draft' });
  await expect(
    page
      .getByRole('heading', { name: /Create Shipment/ })
      .or(replace)
      .first(),
  ).toBeVisible();
  if (await replace.isVisible()) await replace.click();
}
