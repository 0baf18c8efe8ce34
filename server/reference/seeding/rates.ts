import type { Db } from '../db/connection';
import { DEMO_ACCOUNTS } from '../demo-accounts';

/**
 * The published rate card and the demo accounts' contracts (db/steps-rates.ts). Prices in
 * USD. Each account's contract differs, so the demo shows account prices apart from
 * published ones and from each other.
 */

/** Destination country → international zone; any other country is zone 5. */
const ZONES: Record<string, number> = {
  LB: 1,
  SY: 1,
  JO: 1,
  CY: 1,
  AE: 2,
  SA: 2,
  KW: 2,
  QA: 2,
  BH: 2,
  OM: 2,
  EG: 2,
  TR: 2,
  GB: 3,
  FR: 3,
  DE: 3,
  IT: 3,
  ES: 3,
  NL: 3,
  BE: 3,
  CH: 3,
  US: 4,
  CA: 4,
  MX: 4,
  BR: 5,
  AU: 5,
  JP: 5,
  CN: 5,
  IN: 5,
};

/** Per product group and zone: price of the first half kilo, and per kilo in the first break. */
const LANES: Array<{ group: 'DOM' | 'EXP'; zone: number; first: number; perKg: number }> = [
  { group: 'DOM', zone: 0, first: 6, perKg: 1.8 },
  { group: 'EXP', zone: 1, first: 22, perKg: 7 },
  { group: 'EXP', zone: 2, first: 28, perKg: 8.5 },
  { group: 'EXP', zone: 3, first: 36, perKg: 10 },
  { group: 'EXP', zone: 4, first: 42, perKg: 12 },
  { group: 'EXP', zone: 5, first: 48, perKg: 14 },
];

/** Weight breaks: from each, the per-kilo rate falls to this share of the first one's. */
const BREAKS: Array<[fromKg: number, share: number]> = [
  [0, 1],
  [5, 0.85],
  [20, 0.7],
  [70, 0.6],
  [300, 0.5],
];

const PRODUCT_FACTORS: Record<string, number> = { P: 1, Y: 1.25, H: 0.75, N: 1, T: 1.2, G: 0.7 };

const CHARGES = [
  { code: 'fuel', label: 'Fuel surcharge', percent: 18.5, flat: 0, minimum: 0 },
  { code: 'insurance', label: 'Insurance', percent: 1.5, flat: 0, minimum: 5 },
  { code: 'cod', label: 'Cash on delivery fee', percent: 2, flat: 0, minimum: 3 },
  { code: 'duties', label: 'Duties and taxes (estimate)', percent: 15, flat: 0, minimum: 0 },
  { code: 'service:SIGNATURE', label: 'Signature on Delivery', percent: 0, flat: 3.5, minimum: 0 },
  { code: 'service:SATURDAY', label: 'Saturday Delivery', percent: 0, flat: 15, minimum: 0 },
  { code: 'service:PAPERLESS', label: 'Paperless Trade', percent: 0, flat: 2, minimum: 0 },
];

/** USD for one unit, as the demo's currencies read. */
const CURRENCY_RATES: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  AED: 0.2723,
  SAR: 0.2667,
  LBP: 0.0000112,
  CAD: 0.73,
};

/** Places the couriers reach only by a detour: by city, or by the start of a postal code. */
const REMOTE_AREAS: Array<{ country: string; city?: string; postal?: string; fee: number }> = [
  { country: 'LB', city: 'Hermel', fee: 12 },
  { country: 'LB', city: 'Bint Jbeil', fee: 12 },
  { country: 'AE', city: 'Ruwais', fee: 18 },
  { country: 'SA', city: 'Tabuk', fee: 15 },
  { country: 'US', city: 'Juneau', fee: 25 },
  { country: 'US', postal: '996', fee: 25 },
  { country: 'GB', postal: 'HS', fee: 20 },
  { country: 'GB', postal: 'ZE', fee: 20 },
  { country: 'FR', city: 'Ajaccio', fee: 16 },
];

/** The linked demo accounts' contract discounts on freight, by account number. */
export const DEMO_DISCOUNTS: Record<string, number> = {
  '100200301': 20,
  '100200302': 12,
  '100200303': 5,
};

/** Whether the card is there (a database seeded before rates gets it on the next start). */
export function hasRateCard(db: Db): boolean {
  return (db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM rate_breaks').get()?.n ?? 0) > 0;
}

export function seedRates(db: Db): void {
  const zone = db.prepare<[string, number]>('INSERT OR REPLACE INTO rate_zones VALUES (?, ?)');
  for (const [country, z] of Object.entries(ZONES)) zone.run(country, z);

  const brk = db.prepare<[string, number, number, number, number]>(
    'INSERT OR REPLACE INTO rate_breaks VALUES (?, ?, ?, ?, ?)',
  );
  for (const lane of LANES) {
    // Each break starts at the price the one before reached there, so the card has no steps.
    let base = lane.first;
    let from = 0;
    let perKg = lane.perKg;
    for (const [fromKg, share] of BREAKS) {
      base += perKg * (fromKg - from);
      perKg = Math.round(lane.perKg * share * 100) / 100;
      from = fromKg;
      brk.run(lane.group, lane.zone, fromKg, Math.round(base * 100) / 100, perKg);
    }
  }

  const product = db.prepare<[string, number]>(
    'INSERT OR REPLACE INTO rate_products VALUES (?, ?)',
  );
  for (const [code, factor] of Object.entries(PRODUCT_FACTORS)) product.run(code, factor);

  const charge = db.prepare<[string, string, number, number, number]>(
    'INSERT OR REPLACE INTO rate_charges (code, label, percent, flat, minimum) VALUES (?, ?, ?, ?, ?)',
  );
  for (const c of CHARGES) charge.run(c.code, c.label, c.percent, c.flat, c.minimum);

  const currency = db.prepare<[string, number]>(
    'INSERT OR REPLACE INTO rate_currencies VALUES (?, ?)',
  );
  for (const [code, usd] of Object.entries(CURRENCY_RATES)) currency.run(code, usd);

  db.prepare('DELETE FROM remote_areas').run();
  const area = db.prepare<[string, string | null, string | null, number]>(
    'INSERT INTO remote_areas (country, city, postal_prefix, fee) VALUES (?, ?, ?, ?)',
  );
  for (const a of REMOTE_AREAS) area.run(a.country, a.city ?? null, a.postal ?? null, a.fee);

  const contract = db.prepare<[number, string]>(
    'INSERT OR REPLACE INTO contract_rates (client_id, discount_percent) ' +
      'SELECT id, ? FROM clients WHERE account_number = ?',
  );
  for (const account of DEMO_ACCOUNTS.linked) {
    const discount = DEMO_DISCOUNTS[account.account_number];
    if (discount) contract.run(discount, account.account_number);
  }
}
