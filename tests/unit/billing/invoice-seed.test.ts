import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/reference/db/connection';
import { seedDemoData, seedIfEmpty } from '../../../server/reference/seed';
import { billedLines } from '../../../server/reference/services/quoted-billing';
import { adjustmentOf, quotedOf } from '../../../server/reference/store/billing';
import {
  invoiceStatus,
  invoiceSummary,
  linesTotal,
  type InvoiceRow,
} from '../../../server/reference/store/invoices';
import { shipmentById } from '../../../server/reference/store/shipments';

const NOW = new Date('2026-03-15T12:00:00Z');
let db: Db;
beforeAll(async () => {
  db = openDatabase(':memory:');
  await seedDemoData(db, NOW);
}, 60_000);
afterAll(() => db?.close());

const invoices = () => db.prepare<[], InvoiceRow>('SELECT * FROM invoices').all();

describe('seeded invoices', () => {
  it('one per demo shipment, each account with paid, due and overdue ones', () => {
    const shipments = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM shipments').get();
    expect(invoices()).toHaveLength(shipments!.n);
    const byClient = new Map<number, Set<string>>();
    for (const row of invoices()) {
      const set = byClient.get(row.client_id) ?? new Set();
      set.add(invoiceStatus(row, NOW));
      byClient.set(row.client_id, set);
    }
    const first = [...byClient.values()][0]!;
    expect([...first].sort()).toEqual(['due', 'overdue', 'paid']);
  });

  it('bill what the lines add up to, for a shipment of the same account', () => {
    for (const row of invoices()) {
      const shipment = shipmentById(db, row.shipment_id!)!;
      expect(shipment.client_id).toBe(row.client_id);
      expect(row.amount).toBe(linesTotal(billedLines(db, shipment)));
      expect(row.amount).toBeGreaterThan(0);
      expect(row.issued_at <= row.due_at).toBe(true);
    }
  });

  it('some were booked from a quote, and some of those billed again after weighing', () => {
    const rows = invoices();
    const quoted = rows.filter((row) => quotedOf(db, row.shipment_id!)?.quoted_amount != null);
    const adjusted = rows.filter((row) => adjustmentOf(db, row.shipment_id!));
    expect(quoted.length).toBeGreaterThan(0);
    expect(adjusted.length).toBeGreaterThan(0);
    expect(quoted.length).toBeGreaterThan(adjusted.length);
    for (const row of adjusted) {
      const adjustment = adjustmentOf(db, row.shipment_id!)!;
      expect(adjustment.measured_weight).toBeGreaterThan(adjustment.declared_weight);
      expect(row.amount).toBe(adjustment.billed_amount);
      expect(row.amount).toBeGreaterThan(quotedOf(db, row.shipment_id!)!.quoted_amount!);
    }
  });

  it('sum up to the outstanding amount and the overdue count', () => {
    const client = invoices()[0]!.client_id;
    const own = invoices().filter((row) => row.client_id === client);
    const summary = invoiceSummary(db, client, NOW);
    const unpaid = own.filter((row) => !row.paid_at).reduce((sum, row) => sum + row.amount, 0);
    expect(summary.outstanding.value).toBeCloseTo(unpaid, 2);
    expect(summary.overdue_count).toBe(
      own.filter((row) => invoiceStatus(row, NOW) === 'overdue').length,
    );
  });

  it('a database seeded before invoices existed gets them at start', async () => {
    const before = invoices().length;
    db.prepare('DELETE FROM invoices').run();
    expect(await seedIfEmpty(db, NOW)).toBe(false);
    expect(invoices()).toHaveLength(before);
  });
});
