import { afterAll, beforeAll, describe } from 'vitest';
import type { Visitor } from '../support/client';
import { scrollListChecks } from '../support/infinite-scroll';
import { extensionsPortal, type ExtensionsPortal } from './support';

let portal: ExtensionsPortal;
let visitor: Visitor;
beforeAll(async () => {
  portal = await extensionsPortal();
  visitor = await portal.signIn();
});
afterAll(() => portal?.close());

describe('Billing & Payments on phones: invoice cards that load the next page (spec §9)', () => {
  scrollListChecks({
    visitor: () => visitor,
    component: 'billing/index',
    url: (query) => `/billing-and-payments${query}`,
    key: 'invoiceId',
    narrowed: (row) => `?search=${String(row.invoiceId)}`,
  });
});
