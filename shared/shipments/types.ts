import type { ShipmentBilling } from '../billing/types';
import type { ClaimBadge, Claimable } from '../claims/types';
import type { Branch, ExceptionBadge, ExceptionView, ProofOfDelivery } from '../exceptions/types';
import type { ConsigneeNotices } from '../forms/notices';
import type { ReturnLinks } from './returns';

/**
 * What the shipments table, the tracking drawer and the stats card receive from the server
 * (the portal's own view of the upstream shapes, spec §3; server/api/shipments.ts maps).
 */
import type { CancelRule } from './cancel';

/** One side of a shipment as the table's address columns show it. */
export interface PartyView {
  /** Company, else attention: the line shown first. */
  name: string;
  /** Address line 1, city and country, joined. */
  line: string;
}

/** One package card of an expanded row. */
export interface PackageCard {
  id: string;
  type: string;
  awb: string;
  /** The status label, else its name, else 'Unknown' (spec §8). */
  status: string;
  /** Its slug when the provider sends one: picks the badge's tone. */
  statusSlug: string | null;
  /** Its open exception (docs/exceptions.md): the card's 'needs attention' badge. */
  exception?: ExceptionBadge | null;
}

export interface ShipmentRowView extends ReturnLinks {
  id: string;
  parentAwb: string;
  /** Empty when the shipment has none (the table shows '__'). */
  orderReference: string;
  shipper: PartyView | null;
  consignee: PartyView | null;
  /** created_at as the provider sent it (ISO); formatted in the browser's time zone. */
  createdAt: string;
  /**
   * 'Cancel shipment': allowed while no package is picked up, or why not. Absent or null where the provider
   * does not offer cancelling: then the action is not shown.
   */
  cancel?: CancelRule | null;
  /** eta: the estimated delivery date, as sent. */
  estimatedDelivery: string;
  packages: PackageCard[];
  /** Every package delivered: 'Create return' is offered. */
  returnable: boolean;
  /**
   * Its ends are in different countries (spec §4, shipment mode): it has a commercial
   * invoice (docs/customs.md). Absent: not known to be.
   */
  international?: boolean;
}

export interface StatusOption {
  value: string;
  label: string;
}

/** The filter, search and page in effect (the query string, clamped). */
export interface TableFilters {
  filter: string;
  search: string;
  page: number;
  /** Only when the visit asked for one of the allowed page sizes. */
  perPage: number | null;
}

/** The table's one prop: rows of a page, the pager and the controls' state. */
export interface ShipmentsTable {
  filters: TableFilters;
  statusOptions: StatusOption[];
  rows: ShipmentRowView[];
  currentPage: number;
  lastPage: number;
  total: number;
}

/** The package the drawer follows, from the URL. */
export interface TrackTarget {
  shipmentId: string;
  packageId: string;
}

export interface EndpointView {
  city: string;
  address1: string;
  attention: string;
}

export interface ProgressStep {
  key: string;
  label: string;
  /** spec §4: 'finish' when the log value is true, otherwise 'start'. */
  state: 'finish' | 'start';
}

export interface UpdateEntry {
  date: string;
  time: string;
  status: string;
  location: string;
}

export interface TrackingView extends ReturnLinks {
  shipmentId: string;
  packageId: string;
  awb: string;
  status: string;
  /** Its status slug when the provider sends one: picks the badge's tone ('cancelled'). */
  statusSlug?: string | null;
  /**
   * 'Cancel shipment' for the package's whole shipment: the rule, and the AWBs the confirm
   * dialog names. Absent or null where the provider does not offer cancelling.
   */
  cancel?: { rule: CancelRule; awbs: string[] } | null;
  estimatedDelivery: string | null;
  updatedAt: string | null;
  origin: EndpointView | null;
  destination: EndpointView | null;
  steps: ProgressStep[];
  /** Newest first. */
  updates: UpdateEntry[];
  /** Every package of its shipment delivered: 'Create return' is offered. */
  returnable: boolean;
  /** Quoted against billed (a contract extension); absent or null: nothing to compare. */
  billing?: ShipmentBilling | null;
  /**
   * International, where the detail says (its product group or dutiable flag); null where
   * it does not: the drawer then goes by the row it was opened from.
   */
  international?: boolean | null;
  /** The commercial invoice was sent to the provider with Paperless Trade (an extension). */
  invoiceSent?: boolean;
  /**
   * The package's exceptions, the open one first, then the resolved ones newest first
   * (docs/exceptions.md); empty where the provider reports none.
   */
  exceptions?: ExceptionView[];
  /** The branches a package whose delivery was attempted may be held at. */
  branches?: Branch[];
  /** Who signed for it, once delivered (docs/exceptions.md). */
  proof?: ProofOfDelivery | null;
  /** Whether a claim can be filed for it (docs/claims.md); null where not, or not offered. */
  claimable?: Claimable | null;
  /** The claim filed for it, if any. */
  claim?: ClaimBadge | null;
  /** What the shipment's consignee is told (docs/notices.md); null where not offered. */
  consigneeNotices?: ConsigneeNotices | null;
}

/**
 * The drawer's prop. `package` null: nothing to show ('No package data available');
 * `failed`: the provider could not be reached (the drawer says so and keeps trying).
 */
export interface TrackingResult {
  target: TrackTarget;
  package: TrackingView | null;
  failed: boolean;
}

/** spec §3 Stats, under the portal's names. */
export interface ShipmentStats {
  created: number;
  inTransit: number;
  delivered: number;
}
