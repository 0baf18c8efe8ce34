/**
 * What a shipment costs (the rating extension): the chargeable weight, and the quote's
 * lines from a rate card. Pure: the card comes in as data (store/rate-card.ts reads it), and
 * every amount is counted in cents so that the lines add up to the total exactly.
 */

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;
/** cm³ per kg: the industry's volumetric divisor for express. */
export const VOLUMETRIC_DIVISOR = 5000;

export interface Piece {
  count: number;
  weight: { value: number; unit: 'kg' | 'lb' };
  dimensions: { unit: 'cm' | 'in'; length: number; width: number; height: number } | null;
}

export interface Weights {
  actual: number;
  volumetric: number;
  chargeable: number;
}

const twoPlaces = (n: number) => Math.round(n * 100) / 100;

export const kilosOf = (weight: Piece['weight']) =>
  weight.unit === 'lb' ? weight.value * KG_PER_LB : weight.value;

export const centimetresOf = (value: number, unit: 'cm' | 'in') =>
  unit === 'in' ? value * CM_PER_IN : value;

/** One piece's volumetric weight in kg: L × W × H / 5000, in cm. */
export function volumetricOf(dimensions: Piece['dimensions']): number {
  if (!dimensions) return 0;
  const side = (value: number) => centimetresOf(value, dimensions.unit);
  return (
    (side(dimensions.length) * side(dimensions.width) * side(dimensions.height)) /
    VOLUMETRIC_DIVISOR
  );
}

/**
 * The shipment's weights (kg, to two places): the heavier of actual and volumetric is
 * charged, rounded up to the next half kilo, from the two as shown, so a reader can check it.
 */
export function weightsOf(pieces: Piece[]): Weights {
  const actual = twoPlaces(pieces.reduce((sum, p) => sum + p.count * kilosOf(p.weight), 0));
  const volumetric = twoPlaces(
    pieces.reduce((sum, p) => sum + p.count * volumetricOf(p.dimensions), 0),
  );
  const chargeable = Math.max(0.5, Math.ceil(Math.max(actual, volumetric) * 2) / 2);
  return { actual, volumetric, chargeable };
}

/** A weight break: from `fromKg` on, `base` plus `perKg` for each kilo over `fromKg`. */
export interface WeightBreak {
  fromKg: number;
  base: number;
  perKg: number;
}

/** Freight in cents on the chargeable weight, from the lane's breaks. */
export function freightCents(breaks: WeightBreak[], chargeable: number, factor: number): number {
  const sorted = [...breaks].sort((a, b) => a.fromKg - b.fromKg);
  const band = sorted.filter((b) => b.fromKg < chargeable).pop() ?? sorted[0];
  if (!band) throw new Error('The rate card has no weight breaks for this lane.');
  const amount = band.base + band.perKg * Math.max(0, chargeable - band.fromKg);
  return Math.round(amount * factor * 100);
}

/** A surcharge of the card: a share of a base, a flat amount, and a floor (in USD). */
export interface Charge {
  label: string;
  percent: number;
  flat: number;
  minimum: number;
}

export interface Tariff {
  breaks: WeightBreak[];
  /** The product's price against its group's card (12:00 products cost more). */
  factor: number;
  /** The account's contract discount on freight; 0 on the published card. */
  discountPercent: number;
  charges: Record<string, Charge | undefined>;
  /** Flat fee when an end of the lane is a remote area; null elsewhere. */
  remoteFee: number | null;
  /** Labels of the added services, by code. */
  serviceLabels: Record<string, string>;
}

export interface Extras {
  services: string[];
  /** In USD; null when not declared. */
  declaredValue: number | null;
  codAmount: number | null;
  /** Duties and taxes paid by the shipper, on an international lane. */
  dutiesPaid: boolean;
}

export interface Line {
  code: string;
  label: string;
  cents: number;
}

const cents = (usd: number) => Math.round(usd * 100);

/** A charge on a base in cents: its share, plus its flat part, never under its floor. */
function chargeOn(charge: Charge, baseCents: number): number {
  return Math.max(
    cents(charge.minimum),
    Math.round((baseCents * charge.percent) / 100) + cents(charge.flat),
  );
}

const percentLabel = (label: string, percent: number) => `${label} (${percent}%)`;

/** Services that have lines of their own (insurance on the value, the COD fee). */
const OWN_LINES = new Set(['INSURANCE', 'COD']);

/** The quote's lines, in the order a bill reads: freight, discount, surcharges, extras. */
export function quoteLines(tariff: Tariff, weights: Weights, extras: Extras): Line[] {
  const lines: Line[] = [];
  const freight = freightCents(tariff.breaks, weights.chargeable, tariff.factor);
  lines.push({ code: 'freight', label: `Freight (${weights.chargeable} kg)`, cents: freight });
  let net = freight;
  if (tariff.discountPercent > 0) {
    const discount = -Math.round((freight * tariff.discountPercent) / 100);
    lines.push({
      code: 'discount',
      label: percentLabel('Contract discount', tariff.discountPercent),
      cents: discount,
    });
    net += discount;
  }
  const fuel = tariff.charges.fuel;
  if (fuel) {
    lines.push({
      code: 'fuel',
      label: percentLabel(fuel.label, fuel.percent),
      cents: chargeOn(fuel, net),
    });
  }
  if (tariff.remoteFee !== null) {
    lines.push({
      code: 'remote_area',
      label: 'Remote area surcharge',
      cents: cents(tariff.remoteFee),
    });
  }
  for (const code of extras.services) {
    if (OWN_LINES.has(code)) continue;
    const charge = tariff.charges[`service:${code}`];
    lines.push({
      code: `service:${code}`,
      label: tariff.serviceLabels[code] ?? code,
      cents: charge ? chargeOn(charge, net) : 0,
    });
  }
  const insurance = tariff.charges.insurance;
  if (insurance && extras.services.includes('INSURANCE')) {
    lines.push({
      code: 'insurance',
      label: insurance.label,
      cents: chargeOn(insurance, cents(extras.declaredValue ?? 0)),
    });
  }
  const cod = tariff.charges.cod;
  if (cod && extras.codAmount !== null) {
    lines.push({ code: 'cod', label: cod.label, cents: chargeOn(cod, cents(extras.codAmount)) });
  }
  const duties = tariff.charges.duties;
  if (duties && extras.dutiesPaid && extras.declaredValue) {
    lines.push({
      code: 'duties',
      label: duties.label,
      cents: chargeOn(duties, cents(extras.declaredValue)),
    });
  }
  return lines;
}

export const totalCents = (lines: Line[]) => lines.reduce((sum, line) => sum + line.cents, 0);
