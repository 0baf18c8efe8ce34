import type { Db } from '../db/connection';
import { ADDED_SERVICES, CUSTOMS_PAYMENT_METHOD, type Product } from '../domain/catalog';
import { quoteLines, type Line, type Weights } from '../domain/rating';
import {
  breaksOf,
  chargesOf,
  discountOf,
  productFactor,
  remoteFeeOf,
  usdPer,
  zoneOf,
} from '../store/rate-card';
import type { RateRequestBody } from './rate-schema';

/**
 * One product's lines for a rating body, from the rate card in the database: what a quote
 * shows, and what a shipment weighed at pickup is billed on again (the same prices, another
 * weight), so a quote and its re-rating can never disagree on anything but the weight.
 */

const SERVICE_LABELS = Object.fromEntries(ADDED_SERVICES.map((s) => [s.value, s.label]));

const toUsd = (db: Db, money: { value: number; currency: string } | null) =>
  money ? money.value * (usdPer(db, money.currency) ?? 1) : null;

export function priceLines(
  db: Db,
  product: Product,
  body: RateRequestBody,
  clientId: number | null,
  weights: Weights,
): Line[] {
  const domestic = body.origin.country === body.destination.country;
  const remoteFee = remoteFeeOf(db, body.destination) ?? remoteFeeOf(db, body.origin);
  return quoteLines(
    {
      breaks: breaksOf(db, product.product_group, zoneOf(db, body.destination.country, domestic)),
      factor: productFactor(db, product.value),
      discountPercent: clientId === null ? 0 : discountOf(db, clientId),
      charges: chargesOf(db),
      remoteFee,
      serviceLabels: SERVICE_LABELS,
    },
    weights,
    {
      services: body.added_services,
      declaredValue: toUsd(db, body.declared_value),
      codAmount: toUsd(db, body.cod_amount),
      dutiesPaid:
        !domestic &&
        body.customs_payment_type !== null &&
        CUSTOMS_PAYMENT_METHOD[body.customs_payment_type] === 'ACCOUNT',
    },
  );
}
