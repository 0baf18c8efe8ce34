import type { Db } from '../db/connection';

/**
 * Quotes the rating call issued (the rating extension): what was priced, for whom, and
 * until when, so that a booking can be held to the quoted price while the quote is valid.
 */

export const QUOTE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface QuoteLine {
  code: string;
  label: string;
  amount: { value: number; currency: string };
}

export interface QuotedPackage {
  count: number;
  weight: { value: number; unit: string };
  dimensions: { unit: string; length: number; width: number; height: number } | null;
}

export interface Quote {
  id: string;
  /** The account whose contract prices were quoted; null for the published rate card. */
  clientId: number | null;
  userId: number | null;
  productCode: string;
  total: number;
  currency: string;
  breakdown: QuoteLine[];
  packages: QuotedPackage[];
  /** The validated request as it was priced (lane, ship date, services, values). */
  request: Record<string, unknown>;
  chargeableWeight: number;
  shipDate: string;
  estimatedDate: string;
  createdAt: string;
  /** ISO instant; past it the quote no longer holds. */
  expiresAt: string;
}

interface QuoteRow {
  id: string;
  client_id: number | null;
  user_id: number | null;
  product_code: string;
  total: number;
  currency: string;
  breakdown: string;
  packages: string;
  request: string;
  chargeable_weight: number;
  ship_date: string;
  estimated_date: string;
  created_at: string;
  expires_at: string;
}

export function insertQuote(db: Db, quote: Quote): void {
  db.prepare(
    `INSERT INTO quotes (id, client_id, user_id, product_code, total, currency, breakdown,
       packages, request, chargeable_weight, ship_date, estimated_date, created_at, expires_at)
     VALUES (@id, @client_id, @user_id, @product_code, @total, @currency, @breakdown,
       @packages, @request, @chargeable_weight, @ship_date, @estimated_date, @created_at, @expires_at)`,
  ).run({
    id: quote.id,
    client_id: quote.clientId,
    user_id: quote.userId,
    product_code: quote.productCode,
    total: quote.total,
    currency: quote.currency,
    breakdown: JSON.stringify(quote.breakdown),
    packages: JSON.stringify(quote.packages),
    request: JSON.stringify(quote.request),
    chargeable_weight: quote.chargeableWeight,
    ship_date: quote.shipDate,
    estimated_date: quote.estimatedDate,
    created_at: quote.createdAt,
    expires_at: quote.expiresAt,
  } satisfies QuoteRow);
}

/** A quote by its id, expired or not (the caller compares `expiresAt` with its clock). */
export function quoteOf(db: Db, id: string): Quote | undefined {
  const row = db.prepare<[string], QuoteRow>('SELECT * FROM quotes WHERE id = ?').get(id);
  if (!row) return undefined;
  return {
    id: row.id,
    clientId: row.client_id,
    userId: row.user_id,
    productCode: row.product_code,
    total: row.total,
    currency: row.currency,
    breakdown: JSON.parse(row.breakdown) as QuoteLine[],
    packages: JSON.parse(row.packages) as QuotedPackage[],
    request: JSON.parse(row.request) as Record<string, unknown>,
    chargeableWeight: row.chargeable_weight,
    shipDate: row.ship_date,
    estimatedDate: row.estimated_date,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** Whether `quote` still holds at `now`. */
export const quoteValid = (quote: Quote, now: Date) => now.toISOString() < quote.expiresAt;

/** Quotes a week past their expiry are of no use to any booking. */
export function forgetOldQuotes(db: Db, now: Date): void {
  const before = new Date(now.getTime() - 7 * QUOTE_LIFETIME_MS).toISOString();
  db.prepare('DELETE FROM quotes WHERE expires_at < ?').run(before);
}
