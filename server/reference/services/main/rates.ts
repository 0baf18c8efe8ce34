import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import type { Db } from '../../db/connection';
import { PRODUCTS, type Product } from '../../domain/catalog';
import { addCalendarDays, deliveryOf, localClock } from '../../domain/delivery-date';
import { say, wordLanguageOf, type WordLanguage } from '../../domain/words/language';
import { sayCharge } from '../../domain/words/charges';
import { PRODUCT_WORDS } from '../../domain/words/products';
import { totalCents, weightsOf, type Weights } from '../../domain/rating';
import { ok } from '../../http/envelope';
import { invalid } from '../../http/errors';
import { parse } from '../../http/validate';
import { forgetOldQuotes, insertQuote, QUOTE_LIFETIME_MS } from '../../store/quotes';
import { priceLines } from '../pricing';
import { rateRequestSchema, type RateRequestBody, type RateRequestInput } from '../rate-schema';
import { requireClient, requireUser } from '../access';
import type { ServiceContext } from '../context';

/** How far ahead a shipment may be priced (and booked). */
export const MAX_DAYS_AHEAD = 30;
const CURRENCY = 'USD';

/**
 * The ship date on the origin's calendar, today there when none is asked for: not before
 * today, at most 30 days ahead.
 */
function shipDateOf(body: RateRequestInput, now: Date): string {
  const today = localClock(now, body.origin.country).date;
  const asked = body.ship_date ?? today;
  if (asked < today) {
    throw invalid({ ship_date: 'The ship date may not be in the past' });
  }
  if (asked > addCalendarDays(today, MAX_DAYS_AHEAD)) {
    throw invalid({
      ship_date: `The ship date may not be more than ${MAX_DAYS_AHEAD} days ahead`,
    });
  }
  return asked;
}

/** The products of the lane (domestic within a country, international express across). */
function productsFor(body: RateRequestBody): Product[] {
  const group = body.origin.country === body.destination.country ? 'DOM' : 'EXP';
  const products = PRODUCTS.filter((p) => p.product_group === group);
  if (!body.product) return products;
  const chosen = products.filter((p) => p.value === body.product);
  if (!chosen.length) {
    throw invalid({ product: 'This product is not offered between these places' });
  }
  return chosen;
}

const amount = (cents: number) => ({ value: cents / 100, currency: CURRENCY });

interface Priced {
  body: RateRequestBody;
  clientId: number | null;
  userId: number | null;
  weights: Weights;
  now: Date;
  /** The product names are said in the caller's language; everything else is the same. */
  language: WordLanguage;
}

function quoteFor(db: Db, product: Product, priced: Priced) {
  const { body, weights, now } = priced;
  const lines = priceLines(db, product, body, priced.clientId, weights);
  const delivery = deliveryOf({
    shipDate: body.ship_date,
    now,
    origin: body.origin.country,
    destination: body.destination.country,
    transitDays: product.transitDays,
  });
  const quoteId = `Q${randomBytes(8).toString('hex').toUpperCase()}`;
  const expiresAt = new Date(now.getTime() + QUOTE_LIFETIME_MS).toISOString();
  const total = totalCents(lines);
  const breakdown = lines.map((line) => ({
    code: line.code,
    label: line.label,
    amount: amount(line.cents),
  }));
  insertQuote(db, {
    id: quoteId,
    clientId: priced.clientId,
    userId: priced.userId,
    productCode: product.value,
    total: total / 100,
    currency: CURRENCY,
    breakdown,
    packages: body.packages,
    request: body,
    chargeableWeight: weights.chargeable,
    shipDate: delivery.shipDate,
    estimatedDate: delivery.estimatedDate,
    createdAt: now.toISOString(),
    expiresAt,
  });
  return {
    quote_id: quoteId,
    expires_at: expiresAt,
    product: {
      value: product.value,
      label: say(PRODUCT_WORDS, priced.language, product.label),
      product_group: product.product_group,
    },
    total: amount(total),
    // Kept in English, as the bill keeps it; answered in the caller's words.
    breakdown: breakdown.map((line) => ({
      ...line,
      label: sayCharge(line.label, priced.language),
    })),
    weight: { ...weights, unit: 'kg' as const },
    delivery: {
      ship_date: delivery.shipDate,
      estimated_date: delivery.estimatedDate,
      business_days: delivery.businessDays,
      cutoff: delivery.cutoff,
    },
  };
}

/** Whether the body names an account (a blank or null `client_id` names none). */
function namesAccount(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null || !('client_id' in raw)) return false;
  const value = (raw as { client_id: unknown }).client_id;
  return value !== undefined && value !== null && String(value).trim() !== '';
}

export function rateRoutes(router: Router, ctx: ServiceContext): void {
  /**
   * Extension: a quote per product of the lane. With `client_id`, the account's contract
   * prices, for its own users only; without, the published rate card, to anyone.
   */
  router.post('/rates', (req, res) => {
    const raw: unknown = req.body;
    // Who asks is settled before what: an account's prices are for its users alone.
    const user = namesAccount(raw) ? requireUser(ctx, req) : null;
    const input = parse(rateRequestSchema, raw);
    const client =
      user && input.client_id !== undefined
        ? requireClient(ctx, user, input.client_id, 'ship')
        : null;
    const now = ctx.now();
    const body: RateRequestBody = { ...input, ship_date: shipDateOf(input, now) };
    const products = productsFor(body);
    const priced: Priced = {
      body,
      clientId: client?.id ?? null,
      userId: user?.id ?? null,
      weights: weightsOf(body.packages),
      now,
      language: wordLanguageOf(req),
    };
    const quotes = ctx.db.transaction(() => {
      forgetOldQuotes(ctx.db, now);
      return products.map((product) => quoteFor(ctx.db, product, priced));
    })();
    ok(res, { quotes });
  });
}
