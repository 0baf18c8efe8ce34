import type { Db } from '../db/connection';
import { labelOf, PRODUCTS } from '../domain/catalog';
import { addDays, localDate, monthBounds } from '../domain/dates';
import { likeEscape, pageOf, type ListQuery } from './list-page';
import { adjustmentOf, adjustmentView, quotedOf } from './billing';
import { packagesOf, type PackageRow, type ShipmentRow } from './shipments';

export interface InvoiceRow {
  id: number;
  client_id: number;
  shipment_id: number | null;
  invoice_id: string;
  billing_id: string;
  description: string;
  amount: number;
  currency: string;
  issued_at: string;
  due_at: string;
  paid_at: string | null;
  created_at: string;
}

export type NewInvoice = Omit<InvoiceRow, 'id'>;

export type InvoiceStatus = 'paid' | 'due' | 'overdue';

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** The provider's tariff, simple on purpose: a base per package, a rate per kilogram. */
const TARIFF = {
  DOM: { base: 6.5, perKg: 1.85 },
  EXP: { base: 28, perKg: 7.4 },
} as const;
const FUEL_SURCHARGE = 0.12;
const INSURANCE_RATE = 0.01;
export const INVOICE_CURRENCY = 'USD';

const cents = (value: number) => Math.round(value * 100) / 100;

function freightOf(
  tariff: { base: number; perKg: number },
  pkg: Pick<PackageRow, 'weight_value' | 'weight_unit'>,
  scale = 1,
): number {
  const kg = (pkg.weight_unit === 'lb' ? pkg.weight_value * 0.4536 : pkg.weight_value) * scale;
  return cents(tariff.base + tariff.perKg * kg);
}

/** One package's freight on its shipment's tariff, in INVOICE_CURRENCY (no surcharge). */
export const packageFreight = (
  shipment: Pick<ShipmentRow, 'product_group'>,
  pkg: Pick<PackageRow, 'weight_value' | 'weight_unit'>,
) => freightOf(TARIFF[shipment.product_group] ?? TARIFF.DOM, pkg);

/**
 * What a shipment is billed for: freight per package, fuel surcharge, insurance if taken.
 * `scale` weighs each package that much heavier (the weight measured at pickup against
 * the declared one).
 */
export function invoiceLines(db: Db, shipment: ShipmentRow, scale = 1): InvoiceLine[] {
  const tariff = TARIFF[shipment.product_group] ?? TARIFF.DOM;
  const product = labelOf(PRODUCTS, shipment.product_code);
  const lines: InvoiceLine[] = packagesOf(db, [shipment.id]).map((pkg) => {
    const price = freightOf(tariff, pkg, scale);
    return {
      description: `${product}, AWB ${pkg.awb} (${pkg.weight_value} ${pkg.weight_unit})`,
      quantity: 1,
      unitPrice: price,
      amount: price,
    };
  });
  const freight = cents(lines.reduce((sum, line) => sum + line.amount, 0));
  const fuel = cents(freight * FUEL_SURCHARGE);
  lines.push({ description: 'Fuel surcharge (12%)', quantity: 1, unitPrice: fuel, amount: fuel });
  if (shipment.insurance) {
    const declared = packagesOf(db, [shipment.id]).reduce((s, p) => s + p.declared_value, 0);
    const premium = cents(Math.max(2, declared * INSURANCE_RATE));
    lines.push({
      description: 'Shipment insurance',
      quantity: 1,
      unitPrice: premium,
      amount: premium,
    });
  }
  return lines;
}

/** Days between an invoice and its due date. */
export const PAYMENT_TERMS_DAYS = 14;

/** A shipment's invoice, issued the day it was created, numbered by month and shipment. */
export function shipmentInvoice(
  shipment: ShipmentRow,
  accountNumber: string,
  amount: number,
): Omit<NewInvoice, 'paid_at'> {
  const created = new Date(shipment.created_at);
  const issued = localDate(created);
  const month = issued.slice(0, 7).replace('-', '');
  const product = labelOf(PRODUCTS, shipment.product_code);
  return {
    client_id: shipment.client_id,
    shipment_id: shipment.id,
    invoice_id: `INV-${month}-${String(shipment.id).padStart(5, '0')}`,
    billing_id: `BL-${accountNumber}-${month}`,
    description: `${product} shipment ${shipment.mawb}${shipment.reference1 ? ` (${shipment.reference1})` : ''}`,
    amount,
    currency: INVOICE_CURRENCY,
    issued_at: issued,
    due_at: localDate(addDays(created, PAYMENT_TERMS_DAYS)),
    created_at: created.toISOString(),
  };
}

export const linesTotal = (lines: InvoiceLine[]) =>
  cents(lines.reduce((sum, line) => sum + line.amount, 0));

export function insertInvoice(db: Db, invoice: NewInvoice): number {
  const result = db
    .prepare(
      `INSERT INTO invoices (client_id, shipment_id, invoice_id, billing_id, description, amount,
         currency, issued_at, due_at, paid_at, created_at)
       VALUES (@client_id, @shipment_id, @invoice_id, @billing_id, @description, @amount,
         @currency, @issued_at, @due_at, @paid_at, @created_at)`,
    )
    .run(invoice);
  return Number(result.lastInsertRowid);
}

/** Paid once paid; otherwise overdue from the day after its due date. */
export function invoiceStatus(row: InvoiceRow, now: Date): InvoiceStatus {
  if (row.paid_at) return 'paid';
  return row.due_at < localDate(now) ? 'overdue' : 'due';
}

export function invoiceView(db: Db, row: InvoiceRow, now: Date) {
  return {
    invoice_id: row.invoice_id,
    billing_id: row.billing_id,
    description: row.description,
    amount: { value: row.amount, currency: row.currency },
    status: invoiceStatus(row, now),
    issued_at: row.issued_at,
    due_at: row.due_at,
    shipment_id: row.shipment_id,
    // Extension: the quoted total and the adjustment after weighing at pickup.
    ...invoiceBilling(db, row.shipment_id),
  };
}

export interface InvoiceQuery extends ListQuery {
  from?: string;
  to?: string;
  /** Only the invoices of shipments billed again after weighing at pickup. */
  adjusted?: boolean;
}

const ADJUSTED = 'shipment_id IN (SELECT shipment_id FROM billing_adjustments)';

function invoiceBilling(db: Db, shipmentId: number | null) {
  if (shipmentId === null) return { quoted: null, adjustment: null };
  const quoted = quotedOf(db, shipmentId);
  return {
    quoted:
      quoted?.quoted_amount != null
        ? { value: quoted.quoted_amount, currency: quoted.quoted_currency ?? INVOICE_CURRENCY }
        : null,
    adjustment: adjustmentView(adjustmentOf(db, shipmentId)),
  };
}

/**
 * One page of a client's invoices, newest first. `search` matches the invoice or billing
 * id from the start, or the description anywhere; `from` and `to` bound the issue date.
 */
export function listInvoices(db: Db, clientId: number, query: InvoiceQuery, now: Date) {
  const where = ['client_id = @clientId'];
  if (query.search) {
    where.push(
      `(invoice_id LIKE @prefix ESCAPE '\\' OR billing_id LIKE @prefix ESCAPE '\\'
        OR description LIKE @anywhere ESCAPE '\\')`,
    );
  }
  if (query.from) where.push('issued_at >= @from');
  if (query.to) where.push('issued_at <= @to');
  if (query.adjusted) where.push(ADJUSTED);
  const params = {
    clientId,
    prefix: `${likeEscape(query.search)}%`,
    anywhere: `%${likeEscape(query.search)}%`,
    from: query.from ?? '',
    to: query.to ?? '',
  };
  const sqlWhere = where.join(' AND ');
  const total =
    db
      .prepare<[typeof params], { n: number }>(
        `SELECT COUNT(*) AS n FROM invoices WHERE ${sqlWhere}`,
      )
      .get(params)?.n ?? 0;
  const rows = db
    .prepare<[typeof params & { limit: number; offset: number }], InvoiceRow>(
      `SELECT * FROM invoices WHERE ${sqlWhere}
       ORDER BY issued_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: query.perPage, offset: (query.page - 1) * query.perPage });
  return pageOf(
    rows.map((row) => invoiceView(db, row, now)),
    total,
    query,
  );
}

/**
 * The account's position whatever the list shows: what is left to pay, how many invoices
 * are past due, and what was paid this calendar month.
 */
export function invoiceSummary(
  db: Db,
  clientId: number,
  now: Date,
  period: { from?: string; to?: string } = {},
) {
  const today = localDate(now);
  const { start, end } = monthBounds(now);
  const one = <T>(sql: string, ...params: unknown[]) =>
    db.prepare<unknown[], T>(sql).get(...params);
  const outstanding =
    one<{ v: number | null }>(
      'SELECT SUM(amount) AS v FROM invoices WHERE client_id = ? AND paid_at IS NULL',
      clientId,
    )?.v ?? 0;
  const overdue =
    one<{ n: number }>(
      'SELECT COUNT(*) AS n FROM invoices WHERE client_id = ? AND paid_at IS NULL AND due_at < ?',
      clientId,
      today,
    )?.n ?? 0;
  const paid =
    one<{ v: number | null }>(
      'SELECT SUM(amount) AS v FROM invoices WHERE client_id = ? AND paid_at >= ? AND paid_at < ?',
      clientId,
      start,
      end,
    )?.v ?? 0;
  // Extension: billed above (or below) the quote after weighing, over the list's dates.
  const adjustments =
    one<{ v: number | null }>(
      `SELECT SUM(a.billed_amount - COALESCE(s.quoted_amount, a.billed_amount)) AS v
       FROM invoices i JOIN billing_adjustments a ON a.shipment_id = i.shipment_id
       JOIN shipments s ON s.id = i.shipment_id
       WHERE i.client_id = ? AND i.issued_at >= ? AND i.issued_at <= ?`,
      clientId,
      period.from ?? '',
      period.to ?? '9999-12-31',
    )?.v ?? 0;
  return {
    outstanding: { value: cents(outstanding), currency: INVOICE_CURRENCY },
    adjustments_total: { value: cents(adjustments), currency: INVOICE_CURRENCY },
    overdue_count: overdue,
    paid_this_month: { value: cents(paid), currency: INVOICE_CURRENCY },
  };
}

export function invoiceByNumber(db: Db, invoiceId: string): InvoiceRow | undefined {
  return db
    .prepare<[string], InvoiceRow>('SELECT * FROM invoices WHERE invoice_id = ?')
    .get(invoiceId);
}
