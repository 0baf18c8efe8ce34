import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { scrollListChecks } from '../../support/checks/infinite-scroll';
import { startPortal, type Portal } from '../../support/portal';

/** How long a call the test makes slow stalls. */
const SLOW_MS = 400;
let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', slowMs: SLOW_MS });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

describe('My Shipments on phones: cards that load the next page (spec §9)', () => {
  scrollListChecks({
    visitor: () => visitor,
    component: 'shipments/shipments',
    url: (query) => `/shipments${query}`,
    key: 'id',
    narrowed: () => '?apply-filter=delivered',
  });

  it('keeps the filter of the address when the cards ask for the next page', async () => {
    await visitor.visit(['shipments', { 'apply-filter': 'delivered' }]);
    (await visitor.scroll('table'))
      .component('shipments/shipments')
      .whereMatch('table.value.filters', { filter: 'delivered', page: 2 });
  });

  it("shows the list's 'try again' state when the provider fails, with no pages to scroll", async () => {
    await visitor.visit('shipments');
    const failing = (req: { path: string }) => req.path.endsWith('/shipments');
    portal.failing.add(failing);
    try {
      const page = (await visitor.scroll('table'))
        .component('shipments/shipments')
        .where('table', { ok: false });
      page.pageField('scrollProps', {
        table: expect.objectContaining({ currentPage: null, nextPage: null, previousPage: null }),
      });
    } finally {
      portal.failing.delete(failing);
    }
  });
});
