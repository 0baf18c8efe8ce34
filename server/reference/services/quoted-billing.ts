import type { Db } from '../db/connection';
import { PRODUCTS } from '../domain/catalog';
import { adjustmentReason, adjustsAtPickup, measuredWeightOf } from '../domain/measured-weight';
import { kilosOf, totalCents, weightsOf, type Weights } from '../domain/rating';
import { fieldError } from '../http/errors';
import { adjustmentOf, keepAdjustment, keepQuote, quotedOf } from '../store/billing';
import {
  insertInvoice,
  invoiceLines,
  linesTotal,
  shipmentInvoice,
  type InvoiceLine,
} from '../store/invoices';
import { quoteOf, quoteValid, type Quote } from '../store/quotes';
import { packagesOf, shipmentById, type ShipmentRow } from '../store/shipments';
import { priceLines } from './pricing';
import type { RateRequestBody } from './rate-schema';

/**
 * A bill that keeps the quote (an extension, tests/contract/README.md): a booking naming
 * `shipment.quoteId` is held to the quoted total while the quote is valid, and a shipment
 * weighed heavier at pickup is billed again on the measured weight, at the same prices.
 */

const twoPlaces = (n: number) => Math.round(n * 100) / 100;

const productOf = (code: string) => PRODUCTS.find((p) => p.value === code);

/** The body the quote was priced from; the rating route kept it after validating it. */
const requestOf = (quote: Quote) => quote.request as unknown as RateRequestBody;

/** The quote's lines again, on other weights: the same card, lane, services and account. */
function rerated(db: Db, quote: Quote, weights: Weights): number | null {
  const product = productOf(quote.productCode);
  if (!product) return null;
  return totalCents(priceLines(db, product, requestOf(quote), quote.clientId, weights)) / 100;
}

const money = (value: number, currency: string) => `${value.toFixed(2)} ${currency}`;

/** The quote id a creation body names, if any (`shipment.quoteId`). */
function quoteIdOf(body: unknown): unknown {
  const shipment: unknown =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).shipment : null;
  return typeof shipment === 'object' && shipment !== null
    ? (shipment as Record<string, unknown>).quoteId
    : undefined;
}

/** A creation body without its quote id: what makes two bookings the same one. */
export function withoutQuote(body: unknown): unknown {
  if (quoteIdOf(body) === undefined) return body;
  const { shipment, ...rest } = body as { shipment: Record<string, unknown> };
  const { quoteId: _quoteId, ...kept } = shipment;
  return { ...rest, shipment: kept };
}

/**
 * The quote a booking is held to, checked: this account's, for the product booked, and
 * still valid; undefined when the body names none. Anything else is a 422 on `quoteId` and
 * nothing is booked. Another account's quote reads as unknown: its existence is not told.
 */
export function quoteForBooking(
  db: Db,
  body: unknown,
  clientId: number,
  productCode: string,
  now: Date,
): Quote | undefined {
  const given = quoteIdOf(body);
  if (given === undefined || given === null || given === '') return undefined;
  const quote =
    typeof given === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(given)
      ? quoteOf(db, given)
      : undefined;
  if (!quote || quote.clientId !== clientId) {
    throw fieldError('quoteId', 'This quote is not one we know for this account.');
  }
  if (quote.productCode !== productCode) {
    throw fieldError('quoteId', 'This quote is for another product.');
  }
  if (!quoteValid(quote, now)) {
    const price = rerated(db, quote, weightsOf(requestOf(quote).packages));
    throw fieldError(
      'quoteId',
      price === null
        ? 'This quote has expired.'
        : `This quote has expired; the price is now ${money(price, quote.currency)}.`,
    );
  }
  return quote;
}

/** A shipment booked from a quote keeps it, and is invoiced at its total when booked. */
export function billFromQuote(
  db: Db,
  shipmentId: number,
  accountNumber: string,
  quote: Quote,
): void {
  keepQuote(db, shipmentId, quote);
  const shipment = shipmentById(db, shipmentId);
  if (!shipment) return;
  insertInvoice(db, { ...shipmentInvoice(shipment, accountNumber, quote.total), paid_at: null });
}

/**
 * At pickup, the shipments the provider weighs heavier (domain/measured-weight.ts) are
 * billed on the measured weight: a quoted one at its quote's prices, another at the
 * invoice's tariff. Once per shipment; one with no bill yet is left as it is.
 */
export function adjustAtPickup(db: Db, shipment: ShipmentRow, at: string): void {
  if (!adjustsAtPickup(shipment.id) || adjustmentOf(db, shipment.id)) return;
  const declared = twoPlaces(
    packagesOf(db, [shipment.id]).reduce(
      (sum, pkg) =>
        sum + kilosOf({ value: pkg.weight_value, unit: pkg.weight_unit === 'lb' ? 'lb' : 'kg' }),
      0,
    ),
  );
  if (declared <= 0) return;
  const measured = measuredWeightOf(declared);
  const quoteId = quotedOf(db, shipment.id)?.quote_id;
  const quote = quoteId ? quoteOf(db, quoteId) : undefined;
  let billed: number | null = null;
  if (quote) {
    const volumetric = weightsOf(requestOf(quote).packages).volumetric;
    const chargeable = Math.max(0.5, Math.ceil(Math.max(measured, volumetric) * 2) / 2);
    billed = rerated(db, quote, { actual: measured, volumetric, chargeable });
  } else if (db.prepare('SELECT 1 FROM invoices WHERE shipment_id = ?').get(shipment.id)) {
    billed = linesTotal(invoiceLines(db, shipment, measured / declared));
  }
  if (billed === null) return;
  keepAdjustment(db, {
    shipment_id: shipment.id,
    declared_weight: declared,
    measured_weight: measured,
    billed_amount: billed,
    currency: quote?.currency ?? 'USD',
    reason: adjustmentReason(measured, declared),
    created_at: at,
  });
}

/**
 * The lines of a shipment's invoice, adding up to what is billed: a quoted shipment's quoted
 * total and, once weighed heavier, the adjustment named; another its tariff lines on the
 * weight billed.
 */
export function billedLines(db: Db, shipment: ShipmentRow): InvoiceLine[] {
  const quoted = quotedOf(db, shipment.id);
  const adjustment = adjustmentOf(db, shipment.id);
  if (quoted?.quoted_amount == null) {
    const scale = adjustment ? adjustment.measured_weight / adjustment.declared_weight : 1;
    return invoiceLines(db, shipment, scale);
  }
  const line = (description: string, amount: number): InvoiceLine => ({
    description,
    quantity: 1,
    unitPrice: amount,
    amount,
  });
  const lines = [line(`Quoted price (quote ${quoted.quote_id})`, quoted.quoted_amount)];
  if (adjustment) {
    lines.push(
      line(
        `Weight adjustment: ${adjustment.reason}`,
        twoPlaces(adjustment.billed_amount - quoted.quoted_amount),
      ),
    );
  }
  return lines;
}
