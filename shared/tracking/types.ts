import type { ProgressStep, UpdateEntry } from '../shipments/types';

/**
 * What the public tracking page shows of a package: anyone with the AWB may
 * see it, so it holds no personal data, only the city and country at each end.
 */

export interface PlaceView {
  city: string;
  country: string;
}

export interface PublicTrackingView {
  awb: string;
  /** The status label (spec §8: else 'Unknown'). */
  status: string;
  /** Its slug when the provider sends one: picks the badge's tone. */
  statusSlug: string | null;
  estimatedDelivery: string | null;
  updatedAt: string | null;
  origin: PlaceView | null;
  destination: PlaceView | null;
  steps: ProgressStep[];
  /** Newest first. */
  updates: UpdateEntry[];
}

/**
 * One card per AWB asked for, in the order given: its tracking; 'unknown' when the
 * provider has no package with that number (whoever's it might be); 'unavailable' when its
 * lookup failed while others did not.
 */
export type TrackCard =
  | { awb: string; state: 'found'; tracking: PublicTrackingView }
  | { awb: string; state: 'unknown' }
  | { awb: string; state: 'unavailable' };
