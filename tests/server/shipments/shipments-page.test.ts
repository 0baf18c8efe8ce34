import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentsTable, TrackingResult } from '../../../shared/shipments/types';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
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

type Loaded = { ok: true; value: ShipmentsTable };

async function table(url: `/${string}`): Promise<ShipmentsTable> {
  const page = (await visitor.visit(url)).component('shipments/shipments').where('table.ok', true);
  return page.prop<Loaded>('table').value;
}

describe('My Shipments', () => {
  it('shows the first page with the provider status options, the first chosen', async () => {
    const first = await table('/shipments');
    expect(first.statusOptions[0]).toEqual({ value: '', label: 'All' });
    expect(first.filters).toEqual({ filter: '', search: '', page: 1, perPage: null });
    expect(first.rows.length).toBe(10);
    expect(first.lastPage).toBeGreaterThan(1);
    const row = first.rows[0]!;
    expect(row.parentAwb).toMatch(/\S/);
    expect(row.shipper?.name).toMatch(/\S/);
    expect(row.packages[0]).toMatchObject({ awb: expect.any(String), status: expect.any(String) });
    // The label's provider address never reaches the browser.
    expect(JSON.stringify(first)).not.toMatch(/awb_url|pdf_url|\/awb\//);
  });

  it('leaves the drawer prop out of a full visit', async () => {
    (await visitor.visit(['shipments', { track: '1:1' }]))
      .component('shipments/shipments')
      .missing('tracking');
  });

  it('reloads only the table on a page change', async () => {
    await visitor.visit('shipments');
    const page = (await visitor.reloadOnly(['table'], { data: { page: 2 } }))
      .component('shipments/shipments')
      .keys('', ['errors', 'table'])
      .where('table.value.currentPage', 2);
    const second = page.prop<Loaded>('table').value;
    const first = await table('/shipments');
    const ids = new Set(first.rows.map((r) => r.id));
    expect(second.rows.some((r) => ids.has(r.id))).toBe(false);
  });

  it('filters by a status option', async () => {
    const delivered = await table('/shipments?apply-filter=delivered');
    expect(delivered.filters.filter).toBe('delivered');
    expect(delivered.rows.length).toBeGreaterThan(0);
    for (const row of delivered.rows) {
      for (const pkg of row.packages) expect(pkg.status).toBe('Delivered');
    }
  });

  it('finds a shipment by a package AWB and by its order reference', async () => {
    const some = (await table('/shipments?page=2')).rows[3]!;
    const awb = some.packages[0]!.awb;
    const found = await table(`/shipments?search=${awb}`);
    expect(found.rows.map((r) => r.id)).toContain(some.id);
    expect(found.filters.search).toBe(awb);
    if (some.orderReference) {
      const byRef = await table(`/shipments?search=${encodeURIComponent(some.orderReference)}`);
      expect(byRef.rows.map((r) => r.id)).toContain(some.id);
    }
  });

  it.each([
    ['a negative page', 'page=-4', { page: 1 }],
    ['a non-numeric page', 'page=abc', { page: 1 }],
    ['a huge page', 'page=99999999999999999999999', { page: 100000 }],
    ['a page twice', 'page=2&page=3', { page: 2 }],
    ['a huge per_page', 'per_page=100000', { perPage: null }],
    ['an allowed per_page', 'per_page=20', { perPage: 20 }],
    ['an unknown filter', 'apply-filter=<script>', { filter: '' }],
    ['a filter as an object', 'apply-filter[a]=b', { filter: '' }],
    ['a 5,000-character search', `search=${'x'.repeat(5000)}`, { search: 'x'.repeat(100) }],
    ['a search with control characters', 'search=%00ab%0Acd', { search: 'ab cd' }],
    ['a garbage drawer value', 'track=%27%22%3E%3C:..%2F..', {}],
  ])('renders the page for %s', async (_name, query, expected) => {
    const shown = await table(`/shipments?${query as string}`);
    expect(shown.filters).toMatchObject(expected);
  });

  it('shows an empty page beyond the last one, with the pager to go back', async () => {
    const beyond = await table('/shipments?page=500');
    expect(beyond.rows).toEqual([]);
    expect(beyond.lastPage).toBeGreaterThan(1);
  });

  it('uses the provider page size asked for', async () => {
    expect((await table('/shipments?per_page=20')).rows.length).toBe(20);
  });
});

describe('the tracking drawer prop', () => {
  /** The drawer opened on the list: a partial reload of the tracking prop alone. */
  const tracking = async (track: string) => {
    if (visitor.current?.component !== 'shipments/shipments') await visitor.visit('shipments');
    const page = (await visitor.reloadOnly(['tracking'], { data: { track } }))
      .component('shipments/shipments')
      .keys('', ['errors', 'tracking']);
    return page.prop<TrackingResult | null>('tracking');
  };

  it('loads one package of a shipment by a partial reload', async () => {
    const row = (await table('/shipments')).rows[0]!;
    const pkg = row.packages[0]!;
    const result = await tracking(`${row.id}:${pkg.id}`);
    expect(result?.failed).toBe(false);
    const view = result!.package!;
    expect(view.awb).toBe(pkg.awb);
    expect(view.steps.map((s) => s.label)).toEqual([
      'Shipment Created',
      'Picked Up',
      'In Transit',
      'Out For Delivery',
      'Delivered',
    ]);
    expect(view.steps[0]!.state).toBe('finish');
    expect(view.origin?.city).toMatch(/\S/);
    expect(view.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const stamps = view.updates.map((u) => `${u.date} ${u.time}`);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('is null without both ids, and has no data for an unknown package', async () => {
    expect(await tracking('12')).toBeNull();
    expect(await tracking('12:')).toBeNull();
    const row = (await table('/shipments')).rows[0]!;
    expect(await tracking(`${row.id}:999999`)).toMatchObject({ package: null, failed: false });
    expect(await tracking('999999:1')).toMatchObject({ package: null, failed: false });
  });

  it("has no data for a shipment of another of the user's accounts", async () => {
    const row = (await table('/shipments')).rows[0]!;
    const accounts = (await visitor.visit('reports')).prop<Array<{ id: number }>>('accounts');
    await visitor.post('accounts.select', { account_id: accounts[1]!.id });
    try {
      const result = await tracking(`${row.id}:${row.packages[0]!.id}`);
      expect(result).toMatchObject({ package: null, failed: false });
    } finally {
      await visitor.post('accounts.select', { account_id: accounts[0]!.id });
    }
  });

  it('says so when the provider cannot be reached, keeping the page', async () => {
    const row = (await table('/shipments')).rows[0]!;
    const fail = (req: { path: string }) => /\/shipments\/\d+$/.test(req.path);
    portal.failing.add(fail);
    try {
      const result = await tracking(`${row.id}:${row.packages[0]!.id}`);
      expect(result).toMatchObject({ package: null, failed: true });
    } finally {
      portal.failing.delete(fail);
    }
  });
});

describe('an unreachable provider', () => {
  it('keeps the page and marks the table as not loaded', async () => {
    const fail = (req: { path: string }) => req.path.endsWith('/shipments');
    portal.failing.add(fail);
    try {
      (await visitor.visit('shipments'))
        .component('shipments/shipments')
        .where('table', { ok: false });
    } finally {
      portal.failing.delete(fail);
    }
  });
});
