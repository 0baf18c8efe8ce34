import type { Page } from '@playwright/test';

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
