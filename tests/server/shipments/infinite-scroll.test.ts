import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPage, type Visitor } from '../support/client';
import { MERGE_INTENT, scrollListChecks } from '../support/infinite-scroll';
import { partial, shipmentsPortal, type ShipmentsPortal } from './support';

let portal: ShipmentsPortal;
let visitor: Visitor;
beforeAll(async () => {
  portal = await shipmentsPortal();
  visitor = await portal.signIn();
});
afterAll(() => portal?.close());

describe('My Shipments on phones: cards that load the next page (spec §9)', () => {
  scrollListChecks({
    visitor: () => visitor,
    component: 'shipments/index',
    url: (query) => `/shipments${query}`,
    key: 'id',
    narrowed: () => '?apply-filter=delivered',
  });

  it('keeps the filter of the address when the cards ask for the next page', async () => {
    const res = await visitor.visit('/shipments?apply-filter=delivered&page=2', {
      ...partial('shipments/index', ['table']),
      [MERGE_INTENT]: 'append',
    });
    const table = expectPage(res, 'shipments/index').props.table as {
      value: { filters: { filter: string; page: number } };
    };
    expect(table.value.filters).toMatchObject({ filter: 'delivered', page: 2 });
  });

  it("shows the list's 'try again' state when the provider fails, with no pages to scroll", async () => {
    const failing = (req: { path: string }) => req.path.endsWith('/shipments');
    portal.failing.add(failing);
    try {
      const res = await visitor.visit('/shipments?page=2', {
        ...partial('shipments/index', ['table']),
        [MERGE_INTENT]: 'append',
      });
      const page = expectPage(res, 'shipments/index');
      expect(page.props.table).toEqual({ ok: false });
      expect(page.scrollProps?.table).toMatchObject({
        currentPage: null,
        nextPage: null,
        previousPage: null,
      });
    } finally {
      portal.failing.delete(failing);
    }
  });
});
