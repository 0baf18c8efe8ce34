import type { Money } from '../billing/types';
import type { AddressFormData } from '../forms/address';

/**
 * A package's exceptions and its proof of delivery as the drawer, the rows and the dashboard
 * receive them (docs/exceptions.md; server/api/exceptions.ts maps the provider's shapes).
 */

/** The kinds of exception the provider reports, each with its own fix. */
export const EXCEPTION_KINDS = [
  'address_problem',
  'delivery_attempted',
  'customs_hold',
  'refused',
  'damaged',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

export interface ExceptionResolution {
  action: string;
  /** The provider's sentence for what was done, in the reader's language. */
  summary: string;
  /** The name of who did it. */
  by: string;
  /** ISO. */
  at: string;
}

export interface ExceptionView {
  id: string;
  kind: ExceptionKind;
  /** The kind in the provider's words. */
  label: string;
  /** What happened, in the provider's words. */
  message: string;
  raisedAt: string;
  open: boolean;
  /** customs_hold: the document customs asked for. */
  document: { type: string; label: string } | null;
  /** address_problem: the delivery address as it stands, as the address form holds it. */
  address: AddressFormData | null;
  /** delivery_attempted: the days delivery may be moved to (YYYY-MM-DD). */
  rescheduleDates: string[];
  /** refused: what each way out costs. */
  costs: { returnToShipper: Money; abandon: Money } | null;
  resolution: ExceptionResolution | null;
}

/** A branch a package can wait at for collection. */
export interface Branch {
  id: string;
  name: string;
  address: string;
  city: string;
  hours: string;
}

/** Who signed for a delivered package, when and where. */
export interface ProofOfDelivery {
  signedBy: string;
  signedAt: string;
  city: string;
}

/** What a row's package card says of its open exception: the badge. */
export interface ExceptionBadge {
  kind: ExceptionKind;
  label: string;
}

/** The dashboard's 'Needs your attention': how many packages, and the newest of them. */
export interface AttentionSummary {
  open: number;
  packages: Array<{
    shipmentId: string;
    packageId: string;
    awb: string;
    exception: ExceptionBadge;
  }>;
}
