import type { Db } from '../db/connection';
import type { Charge, WeightBreak } from '../domain/rating';

/**
 * The rate card as the reference database keeps it (db/steps-rates.ts): read per request,
 * so a change to the card or to an account's discount prices the next quote.
 */

/** A country the card does not list is priced in its farthest zone. */
export const FARTHEST_ZONE = 5;
/** The zone of every domestic lane. */
export const DOMESTIC_ZONE = 0;

export function zoneOf(db: Db, destination: string, domestic: boolean): number {
  if (domestic) return DOMESTIC_ZONE;
  const row = db
    .prepare<[string], { zone: number }>('SELECT zone FROM rate_zones WHERE country = ?')
    .get(destination);
  return row?.zone ?? FARTHEST_ZONE;
}

export function breaksOf(db: Db, group: string, zone: number): WeightBreak[] {
  return db
    .prepare<[string, number], WeightBreak>(
      'SELECT from_kg AS fromKg, base, per_kg AS perKg FROM rate_breaks ' +
        'WHERE product_group = ? AND zone = ? ORDER BY from_kg',
    )
    .all(group, zone);
}

export function productFactor(db: Db, product: string): number {
  return (
    db
      .prepare<[string], { factor: number }>('SELECT factor FROM rate_products WHERE product = ?')
      .get(product)?.factor ?? 1
  );
}

export function chargesOf(db: Db): Record<string, Charge> {
  const rows = db
    .prepare<[], Charge & { code: string }>(
      'SELECT code, label, percent, flat, minimum FROM rate_charges',
    )
    .all();
  return Object.fromEntries(rows.map(({ code, ...charge }) => [code, charge]));
}

/** The account's contract discount on freight, in percent (0 without a contract). */
export function discountOf(db: Db, clientId: number): number {
  return (
    db
      .prepare<[number], { discount_percent: number }>(
        'SELECT discount_percent FROM contract_rates WHERE client_id = ?',
      )
      .get(clientId)?.discount_percent ?? 0
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The remote-area fee of a place (its city by name, or its postal code's start), if any. */
export function remoteFeeOf(
  db: Db,
  place: { country: string; city: string; postal_code: string | null },
): number | null {
  const areas = db
    .prepare<[string], { city: string | null; postal_prefix: string | null; fee: number }>(
      'SELECT city, postal_prefix, fee FROM remote_areas WHERE country = ?',
    )
    .all(place.country);
  const city = fold(place.city);
  const postal = (place.postal_code ?? '').replace(/\s+/g, '').toUpperCase();
  const hit = areas.find(
    (area) =>
      (area.city !== null && fold(area.city) === city) ||
      (area.postal_prefix !== null && postal !== '' && postal.startsWith(area.postal_prefix)),
  );
  return hit ? hit.fee : null;
}

/** USD for one unit of `currency`, or undefined for a currency the card does not know. */
export function usdPer(db: Db, currency: string): number | undefined {
  return db
    .prepare<[string], { usd: number }>('SELECT usd FROM rate_currencies WHERE code = ?')
    .get(currency.toUpperCase())?.usd;
}

export const knownCurrencies = (db: Db): string[] =>
  db
    .prepare<[], { code: string }>('SELECT code FROM rate_currencies ORDER BY code')
    .all()
    .map((row) => row.code);
