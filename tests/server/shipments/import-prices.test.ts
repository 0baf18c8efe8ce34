import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewRow } from '../../../shared/shipment-import/types';
import type { ShipmentRowView, TrackingView } from '../../../shared/shipments/types';
import { csvOf, shipmentImport } from '../../support/data/shipment-import';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { answerWhen, calls, notFoundEnvelope } from '../../support/provider/answers';
import { providerQuote } from '../../support/provider/quotes';

// The import's preview prices each ready row and the batch before anything is booked, and
// the booking carries each row's quote, so the bill keeps the price the preview showed
// (docs/architecture.md, 'Prices in the import').

let portal: Portal;
let visitor: InertiaBrowser;
let steps: ReturnType<typeof shipmentImport>;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main' });
  visitor = await signedIn(portal.app);
  steps = shipmentImport(visitor);
});
afterEach(async () => {
  portal.overrides.clear();
  portal.failing.clear();
  portal.forwarded.length = 0;
  await visitor.delete('import-shipments.destroy');
});
afterAll(() => portal?.close());

const rateCalls = () => portal.forwarded.filter((f) => f.method === 'POST' && f.path === '/rates');
const bookings = () =>
  portal.forwarded
    .filter((f) => f.method === 'POST' && /^\/clients\/[^/]+\/shipments$/.test(f.path))
    .map((f) => (f.body as { shipment: { quoteId?: string } }).shipment);

const priceOf = (row: PreviewRow) => {
  if (!row.price || !('total' in row.price)) throw new Error(`row ${row.row} has no price`);
  return row.price;
};

describe('Import shipments: prices before booking', () => {
  it('prices each ready row and the batch, and the bill keeps each price', async () => {
    const preview = await steps.previewOf(await steps.template('csv'));
    const rows = preview.rows.items;
    expect(rows.map((r) => r.errors)).toEqual([[], []]);
    for (const row of rows) {
      expect(priceOf(row).total.value).toBeGreaterThan(0);
      expect(priceOf(row).estimatedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const sum = rows.reduce((total, r) => total + priceOf(r).total.value, 0);
    expect(preview.prices).toEqual({
      state: 'priced',
      totals: [{ value: Math.round(sum * 100) / 100, currency: 'USD' }],
      priced: 2,
      unpriced: 0,
    });
    // Each row is rated for its own lane and package: two rows, two calls, no more.
    expect(rateCalls()).toHaveLength(2);

    (await visitor.post('import-shipments.store')).redirectedTo('/shipments/import');
    const result = await steps.finished();
    expect(result.counts.created).toBe(2);
    expect(bookings().every((b) => /^Q/.test(b.quoteId ?? ''))).toBe(true);
    // The tracking drawer's bill: quoted at the preview's price.
    const listed = (await visitor.visit('/shipments?per_page=100')).prop<ShipmentRowView[]>(
      'table.value.rows',
    );
    for (const [i, id] of result.shipmentIds.entries()) {
      const row = listed.find((r) => r.id === id)!;
      await visitor.visit(`/shipments?track=${id}:${row.packages[0]!.id}`);
      const view = (await visitor.reloadOnly(['tracking'])).prop<TrackingView>('tracking.package');
      expect(view.billing?.quoted).toEqual(priceOf(rows[i]!).total);
    }
  });

  it('rows of one lane and package share one rating call', async () => {
    const { header, rows } = await steps.templateTable();
    const reference = header.indexOf('Order Reference');
    const copies = [1, 2, 3].map((n) => rows[0]!.map((c, i) => (i === reference ? `R-${n}` : c)));
    const preview = await steps.previewOf(csvOf(header, copies));
    expect(preview.prices).toMatchObject({ state: 'priced', priced: 3 });
    expect(rateCalls()).toHaveLength(1);
  });

  it('a provider without prices: said once, and the rows are booked without a quote', async () => {
    portal.overrides.add(answerWhen(calls('POST', '/rates'), notFoundEnvelope));
    const preview = await steps.previewOf(await steps.template('csv'));
    expect(preview.prices).toEqual({ state: 'not-offered' });
    expect(preview.rows.items.every((r) => r.price === undefined)).toBe(true);
    expect(preview.counts.ready).toBe(2);
    await visitor.post('import-shipments.store');
    await steps.finished();
    expect(bookings().map((b) => b.quoteId)).toEqual([undefined, undefined]);
  });

  it('prices that could not be fetched say so on each row, and Try again fetches them', async () => {
    portal.failing.add(calls('POST', '/rates'));
    const failed = await steps.previewOf(await steps.template('csv'));
    expect(failed.prices).toEqual({ state: 'failed' });
    expect(failed.rows.items.map((r) => r.price)).toEqual([
      { unavailable: 'The price could not be fetched right now.' },
      { unavailable: 'The price could not be fetched right now.' },
    ]);
    portal.failing.clear();
    (await visitor.post('import-shipments.prices')).redirectedTo('/shipments/import');
    const again = await steps.screen('?rows=all');
    if (again.stage !== 'preview') throw new Error(again.stage);
    expect(again.prices).toMatchObject({ state: 'priced', priced: 2, unpriced: 0 });
  });

  it('Confirm after the quotes ended fetches today’s prices first, and books nothing', async () => {
    const { header, rows } = await steps.templateTable();
    const product = rows[0]![header.indexOf('Product Code')]!;
    // The provider's quote for the row's product, ended an hour ago.
    portal.overrides.add(
      answerWhen(calls('POST', '/rates'), {
        status: 200,
        body: {
          success: true,
          data: {
            quotes: [
              providerQuote({
                id: 'Q-ENDED',
                product,
                total: 1.23,
                expiresAt: new Date(Date.now() - 3_600_000).toISOString(),
              }),
            ],
          },
          notification: null,
        },
      }),
    );
    const preview = await steps.previewOf(csvOf(header, [rows[0]!]));
    expect(preview.prices).toMatchObject({ state: 'priced', priced: 1 });
    portal.overrides.clear();
    const confirmed = await visitor.post('import-shipments.store');
    confirmed.redirectedTo('/shipments/import');
    expect(confirmed.toastList.map((t) => t.message)).toEqual([
      'The prices had expired and have been fetched again: check them, then create the shipments.',
    ]);
    const renewed = await steps.screen('?rows=all');
    if (renewed.stage !== 'preview') throw new Error(renewed.stage);
    expect(priceOf(renewed.rows.items[0]!).total.value).not.toBe(1.23);
    expect(bookings()).toEqual([]);
  });
});
