import type { Db } from '../db/connection';

/**
 * What a shipment is billed against what it was quoted (an extension): the quote it was
 * booked from and its total, kept on the shipment, and the adjustment made when the
 * provider weighed it at pickup.
 */

export interface Adjustment {
  shipment_id: number;
  declared_weight: number;
  measured_weight: number;
  billed_amount: number;
  currency: string;
  reason: string;
  created_at: string;
}

interface QuotedColumns {
  quote_id: string | null;
  quoted_amount: number | null;
  quoted_currency: string | null;
}

export function keepQuote(
  db: Db,
  shipmentId: number,
  quote: { id: string; total: number; currency: string },
): void {
  db.prepare(
    'UPDATE shipments SET quote_id = ?, quoted_amount = ?, quoted_currency = ? WHERE id = ?',
  ).run(quote.id, quote.total, quote.currency, shipmentId);
}

export function quotedOf(db: Db, shipmentId: number): QuotedColumns | undefined {
  return db
    .prepare<[number], QuotedColumns>(
      'SELECT quote_id, quoted_amount, quoted_currency FROM shipments WHERE id = ?',
    )
    .get(shipmentId);
}

export function adjustmentOf(db: Db, shipmentId: number): Adjustment | undefined {
  return db
    .prepare<[number], Adjustment>('SELECT * FROM billing_adjustments WHERE shipment_id = ?')
    .get(shipmentId);
}

/** Keeps the adjustment and bills it: the shipment's invoice is the re-rated amount. */
export function keepAdjustment(db: Db, adjustment: Adjustment): void {
  db.prepare(
    `INSERT OR REPLACE INTO billing_adjustments (shipment_id, declared_weight, measured_weight,
       billed_amount, currency, reason, created_at)
     VALUES (@shipment_id, @declared_weight, @measured_weight, @billed_amount, @currency,
       @reason, @created_at)`,
  ).run(adjustment);
  db.prepare('UPDATE invoices SET amount = ? WHERE shipment_id = ?').run(
    adjustment.billed_amount,
    adjustment.shipment_id,
  );
}

const money = (value: number | null, currency: string | null) =>
  value === null ? null : { value, currency: currency ?? 'USD' };

export const adjustmentView = (a: Adjustment | undefined) =>
  a
    ? {
        measured_weight: a.measured_weight,
        declared_weight: a.declared_weight,
        unit: 'kg' as const,
        reason: a.reason,
      }
    : null;

/**
 * The detail's and the list row's `billing`: the quoted total, what is billed (the
 * adjustment's amount, else the invoice's, else the quote's), and the adjustment. Null
 * when nothing is known of either.
 */
export function billingView(db: Db, shipmentId: number) {
  const quoted = quotedOf(db, shipmentId);
  const adjustment = adjustmentOf(db, shipmentId);
  const invoice = db
    .prepare<[number], { amount: number; currency: string }>(
      'SELECT amount, currency FROM invoices WHERE shipment_id = ? ORDER BY id LIMIT 1',
    )
    .get(shipmentId);
  const quotedMoney = money(quoted?.quoted_amount ?? null, quoted?.quoted_currency ?? null);
  const billed = adjustment
    ? money(adjustment.billed_amount, adjustment.currency)
    : invoice
      ? money(invoice.amount, invoice.currency)
      : quotedMoney;
  if (!quotedMoney && !billed) return null;
  return { quoted: quotedMoney, billed, adjustment: adjustmentView(adjustment) };
}
