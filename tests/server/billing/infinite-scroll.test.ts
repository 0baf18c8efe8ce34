import { afterAll, beforeAll, describe } from 'vitest';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { scrollListChecks } from '../../support/checks/infinite-scroll';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', record: (req) => req.originalUrl });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

describe('Billing & Payments on phones: invoice cards that load the next page (spec §9)', () => {
  scrollListChecks({
    visitor: () => visitor,
    component: 'billing/billing-and-payments',
    url: (query) => `/billing-and-payments${query}`,
    key: 'invoiceId',
    narrowed: (row) => `?search=${String(row.invoiceId)}`,
  });
});
