import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InvoicesTable, Offered } from '../../../shared/billing/types';
import type { ShipmentRowView, TrackingView } from '../../../shared/shipments/types';
import { signedIn, type InertiaBrowser, type Target } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

// Quoted against billed (a contract extension): the reference services' demo seed has
// shipments booked from quotes, some of them billed again after weighing at pickup.

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', record: (req) => req.originalUrl });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());
afterEach(() => {
  portal.provider.rules.length = 0;
});

async function invoices(url: Target): Promise<InvoicesTable> {
  const result = (await visitor.visit(url))
    .component('billing/billing-and-payments')
    .prop<Offered<InvoicesTable>>('table');
  if (result.state !== 'ok') throw new Error(`table ${result.state}`);
  return result.value;
}

const isInvoiceCall = (path: string) => /\/invoices(\?|$)/.test(path);

describe('Billing & Payments: quoted against billed', () => {
  it('shows each invoice’s quote and adjustment, and the adjustments of the period', async () => {
    const table = await invoices('billing-and-payments');
    expect(table.filters.adjusted).toBe(false);
    expect(table.summary?.adjustmentsTotal?.currency).toBe('USD');
    expect(table.rows.some((row) => row.quoted)).toBe(true);
  });

  it('adjusted=1 asks the provider for the adjusted invoices only, and keeps it in the view', async () => {
    portal.calls.length = 0;
    const table = await invoices(['billing-and-payments', { adjusted: 1 }]);
    expect(table.filters.adjusted).toBe(true);
    expect(
      portal.calls.some((p) => isInvoiceCall(p.split('?')[0]!) && p.includes('adjusted=1')),
    ).toBe(true);
    expect(table.rows.length).toBeGreaterThan(0);
    for (const row of table.rows) {
      expect(row.adjustment?.measuredWeight).toBeGreaterThan(row.adjustment!.declaredWeight);
      expect(row.adjustment?.unit).toBe('kg');
      expect(row.amount.value).toBeGreaterThan(row.quoted!.value);
    }
  });

  it('an address with another adjusted value shows every invoice', async () => {
    portal.calls.length = 0;
    const table = await invoices(['billing-and-payments', { adjusted: 'yes' }]);
    expect(table.filters.adjusted).toBe(false);
    expect(portal.calls.some((p) => p.includes('adjusted='))).toBe(false);
  });

  it('a provider’s unreadable quote, adjustment or total is none, never a failed page', async () => {
    portal.provider.rules.push((req) =>
      isInvoiceCall(req.path)
        ? {
            status: 200,
            body: {
              success: true,
              notification: null,
              data: {
                data: [
                  {
                    invoice_id: 'INV-1',
                    billing_id: 'BL-1',
                    description: 'x',
                    amount: { value: 10, currency: 'USD' },
                    status: 'due',
                    issued_at: '2026-01-01',
                    due_at: '2026-01-15',
                    quoted: 'forty',
                    adjustment: { measured_weight: 'heavy', declared_weight: 1, reason: 7 },
                  },
                ],
                current_page: 1,
                last_page: 1,
                per_page: 10,
                total: 1,
                summary: {
                  outstanding: { value: 10, currency: 'USD' },
                  overdue_count: 0,
                  paid_this_month: { value: 0, currency: 'USD' },
                  adjustments_total: 12,
                },
              },
            },
          }
        : undefined,
    );
    const table = await invoices('billing-and-payments');
    expect(table.rows[0]).toMatchObject({ invoiceId: 'INV-1', quoted: null, adjustment: null });
    expect(table.summary?.adjustmentsTotal).toBeNull();
  });
});

describe('the tracking drawer: quoted against billed', () => {
  it('carries the quote, the billed amount and the weights of an adjusted shipment', async () => {
    const rows = (await visitor.visit('/shipments?per_page=100')).prop<ShipmentRowView[]>(
      'table.value.rows',
    );
    const seen: TrackingView[] = [];
    for (const row of rows.slice(0, 40)) {
      await visitor.visit(`/shipments?track=${row.id}:${row.packages[0]!.id}`);
      const view = (await visitor.reloadOnly(['tracking'])).prop<TrackingView | null>(
        'tracking.package',
      );
      if (view) seen.push(view);
      if (
        seen.some((v) => v.billing?.adjustment) &&
        seen.some((v) => v.billing?.quoted && !v.billing.adjustment)
      )
        break;
    }
    const adjusted = seen.find((v) => v.billing?.adjustment)?.billing;
    expect(adjusted?.quoted?.currency).toBe('USD');
    expect(adjusted!.billed!.value).toBeGreaterThan(adjusted!.quoted!.value);
    expect(adjusted!.adjustment!.measuredWeight).toBeGreaterThan(
      adjusted!.adjustment!.declaredWeight,
    );
    const asQuoted = seen.find((v) => v.billing?.quoted && !v.billing.adjustment)?.billing;
    expect(asQuoted?.billed).toEqual(asQuoted?.quoted);
  });
});
