import type { Money } from '../billing/types';

/**
 * Prices and delivery dates before booking, as the portal shows them. The provider's
 * rating call (`POST /rates`, a contract extension: tests/contract/README.md) answers one
 * quote per product the account may use on the lane; `server/api/rates.ts` reads it into
 * these shapes.
 */

/** One line of a quote's breakdown: freight, fuel, remote area, a service, insurance, COD, duties. */
export interface RateLine {
  /** `freight`, `fuel`, `remote_area`, `service:<code>`, `insurance`, `cod`, `duties`, `discount`. */
  code: string;
  label: string;
  amount: Money;
}

/** Which weight the price was counted on, and the two it was chosen from (kg). */
export interface RateWeights {
  actual: number;
  volumetric: number;
  chargeable: number;
  unit: 'kg';
}

export interface RateDelivery {
  /** The day the parcel leaves: the ship date, or the next business day after the cut-off. */
  shipDate: string;
  /** 'yyyy-MM-dd' on the destination's calendar. */
  estimatedDate: string;
  businessDays: number;
  /** 'HH:mm' on the origin's clock: booked after it, the parcel leaves the next business day. */
  cutoff: string;
}

export interface RateQuote {
  quoteId: string;
  /** ISO instant; the provider books at this price until then. */
  expiresAt: string;
  product: { value: string; label: string; group: string };
  total: Money;
  breakdown: RateLine[];
  weights: RateWeights;
  delivery: RateDelivery;
}

/** A place as the rating call takes it: country ISO code, city name or id, postal code. */
export interface RatePlace {
  country: string;
  city: string;
  postalCode: string;
}

export interface RatePackage {
  count: number;
  weight: { value: number; unit: string };
  dimensions: { unit: string; length: number; width: number; height: number } | null;
}

export interface RateRequest {
  /** The selected account: its contract prices. Left out: the published rate card. */
  clientId: string | null;
  origin: RatePlace;
  destination: RatePlace;
  /**
   * The day chosen (the quote page); null ships now: today on the origin's calendar, which
   * only the provider knows (a customer abroad can be a day behind it).
   */
  shipDate: string | null;
  packages: RatePackage[];
  declaredValue: Money | null;
  addedServices: string[];
  codAmount: Money | null;
  customsPaymentType: string | null;
}

/** What the portal knows of prices for one request: quotes, none offered, or a failure. */
export type RatesAnswer =
  { state: 'quoted'; quotes: RateQuote[] } | { state: 'not-offered' } | { state: 'failed' };
