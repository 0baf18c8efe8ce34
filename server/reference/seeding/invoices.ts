import type { Db } from '../db/connection';
import { addDays, localDate } from '../domain/dates';
import { adjustsAtPickup } from '../domain/measured-weight';
import { keepQuote } from '../store/billing';
import { insertInvoice, invoiceLines, linesTotal, shipmentInvoice } from '../store/invoices';
import type { ShipmentRow } from '../store/shipments';
import { adjustAtPickup } from '../services/quoted-billing';

/**
 * One invoice per seeded shipment, issued the day it was created. Most past-due ones were
 * paid a few days after issue and one in six was not (overdue); of those not yet due, one
 * in three is already paid. Picked by position, not at random, so every seed is the same.
 * Every other shipment was booked from a quote (its invoice is the quoted total), and those
 * the provider weighs heavier at pickup (domain/measured-weight.ts) that have been picked up
 * are billed again on the measured weight, so the demo shows both kinds of bill.
 */
export function seedInvoices(db: Db, now: Date): void {
  const shipments = db
    .prepare<[], ShipmentRow & { account_number: string }>(
      `SELECT s.*, c.account_number FROM shipments s JOIN clients c ON c.id = s.client_id
       ORDER BY s.created_at, s.id`,
    )
    .all();
  const today = localDate(now);
  shipments.forEach((shipment, index) => {
    const invoice = shipmentInvoice(
      shipment,
      shipment.account_number,
      linesTotal(invoiceLines(db, shipment)),
    );
    const pastDue = invoice.due_at < today;
    const paid = pastDue ? index % 6 !== 0 : index % 3 === 0;
    const created = new Date(shipment.created_at);
    const paidAt = new Date(
      Math.min(addDays(created, 2 + (index % 9)).getTime(), now.getTime() - 3_600_000),
    );
    insertInvoice(db, { ...invoice, paid_at: paid ? paidAt.toISOString() : null });
    if (adjustsAtPickup(shipment.id) || shipment.id % 2 === 1) {
      keepQuote(db, shipment.id, {
        id: `QSEED${String(shipment.id).padStart(6, '0')}`,
        total: invoice.amount,
        currency: invoice.currency,
      });
    }
    if (!['created', 'cancelled'].includes(shipment.status)) {
      adjustAtPickup(db, shipment, shipment.created_at);
    }
  });
}
