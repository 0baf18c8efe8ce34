import type { Money } from '../billing/types';

/**
 * Claims as the drawer, the Claims page and a claim's page receive them (docs/claims.md;
 * server/api/claims.ts maps the provider's shapes).
 */

export const CLAIM_KINDS = ['lost', 'damaged', 'missing_contents'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_STATUSES = [
  'submitted',
  'in_review',
  'information_needed',
  'approved',
  'refused',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The words of the kinds where the portal names them itself (the form's choice). */
export const CLAIM_KIND_LABELS: Record<ClaimKind, string> = {
  lost: /*i18n*/ 'Lost',
  damaged: /*i18n*/ 'Damaged',
  missing_contents: /*i18n*/ 'Missing contents',
};

/** The Claims page's status chips: every claim first, then one per status. */
export const CLAIM_STATUS_FILTERS: readonly { value: '' | ClaimStatus; label: string }[] = [
  { value: '', label: /*i18n*/ 'All' },
  { value: 'submitted', label: /*i18n*/ 'Submitted' },
  { value: 'in_review', label: /*i18n*/ 'In review' },
  { value: 'information_needed', label: /*i18n*/ 'Information needed' },
  { value: 'approved', label: /*i18n*/ 'Approved' },
  { value: 'refused', label: /*i18n*/ 'Refused' },
];

/** What a package allows to be claimed, while it has no claim (docs/claims.md). */
export interface Claimable {
  kinds: ClaimKind[];
  declaredValue: Money;
  /** The last day a claim is taken, 'YYYY-MM-DD'. */
  deadline: string;
  pastDeadline: boolean;
}

/** The claim filed on a package, as its drawer shows it. */
export interface ClaimBadge {
  id: string;
  status: ClaimStatus;
  /** The status in the provider's words, in the reader's language. */
  statusLabel: string;
}

/** A claim as the Claims page lists it. */
export interface ClaimRow extends ClaimBadge {
  awb: string;
  shipmentId: string;
  packageId: string;
  kind: ClaimKind;
  kindLabel: string;
  amount: Money;
  approvedAmount: Money | null;
  /** ISO. */
  createdAt: string;
  updatedAt: string;
}

/** One message of a claim's thread, oldest first. */
export interface ClaimMessage {
  from: 'customer' | 'provider';
  text: string;
  /** ISO. */
  at: string;
}

/** A claim's page: the claim, its thread, and what can still be done with it. */
export interface ClaimDetail extends ClaimRow {
  description: string;
  /** Why it was refused, in the reader's language. */
  statusReason: string | null;
  /** The provider's question while it waits for information. */
  informationRequest: string | null;
  photos: number;
  messages: ClaimMessage[];
}

/** The Claims page's list: a page of rows, the pager and the status chips. */
export interface ClaimsTable {
  /** The view shown, read as the other lists' (shared/shipments/query.ts). */
  filters: { filter: string; search: string; page: number; perPage: number | null };
  statusOptions: readonly { value: string; label: string }[];
  rows: ClaimRow[];
  currentPage: number;
  lastPage: number;
  total: number;
}

/** Photos can be added until the claim is decided, up to the provider's five. */
export const claimTakesPhotos = (claim: Pick<ClaimDetail, 'status' | 'photos'>) =>
  claim.status !== 'approved' && claim.status !== 'refused' && claim.photos < CLAIM_MAX_PHOTOS;

/** At most five photos of a claim, each a JPEG or PNG of at most 10 MB (docs/claims.md). */
export const CLAIM_MAX_PHOTOS = 5;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
