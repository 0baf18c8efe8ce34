import type { Db } from '../db/connection';
import { labelOf, PRODUCTS } from '../domain/catalog';
import { addDays, localDate } from '../domain/dates';
import { INVOICE_CURRENCY, insertInvoice, invoiceLines, linesTotal } from '../store/invoices';
import type { ShipmentRow } from '../store/shipments';

/** Days between an invoice and its due date. */
export const PAYMENT_TERMS_DAYS = 14;

/**
 * One invoice per seeded shipment, issued the day it was created. Most past-due ones were
 * paid a few days after issue and one in six was not (overdue); of those not yet due, one
 * in three is already paid. Picked by position, not at random, so every seed is the same.
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
    const created = new Date(shipment.created_at);
    const issued = localDate(created);
    const due = localDate(addDays(created, PAYMENT_TERMS_DAYS));
    const pastDue = due < today;
    const paid = pastDue ? index % 6 !== 0 : index % 3 === 0;
    const paidAt = new Date(
      Math.min(addDays(created, 2 + (index % 9)).getTime(), now.getTime() - 3_600_000),
    );
    const month = issued.slice(0, 7).replace('-', '');
    const product = labelOf(PRODUCTS, shipment.product_code);
    insertInvoice(db, {
      client_id: shipment.client_id,
      shipment_id: shipment.id,
      invoice_id: `INV-${month}-${String(shipment.id).padStart(5, '0')}`,
      billing_id: `BL-${shipment.account_number}-${month}`,
      description: `${product} shipment ${shipment.mawb}${shipment.reference1 ? ` (${shipment.reference1})` : ''}`,
      amount: linesTotal(invoiceLines(db, shipment)),
      currency: INVOICE_CURRENCY,
      issued_at: issued,
      due_at: due,
      paid_at: paid ? paidAt.toISOString() : null,
      created_at: created.toISOString(),
    });
  });
}
