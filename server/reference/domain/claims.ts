/**
 * Claims on packages (docs/claims.md): which packages can be claimed for and until when,
 * what may be claimed, and how the provider decides. Pure rules; the store keeps claims
 * (store/claims.ts) and the routes apply them (services/main/claims.ts).
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

/** The English labels (words/claims.ts says them in French and Arabic). */
export const CLAIM_KIND_LABELS: Readonly<Record<ClaimKind, string>> = {
  lost: 'Lost',
  damaged: 'Damaged',
  missing_contents: 'Missing contents',
};
export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  submitted: 'Submitted',
  in_review: 'In review',
  information_needed: 'More information needed',
  approved: 'Approved',
  refused: 'Refused',
};

/** A claim is filed at most this many days after delivery (or after the package was lost or damaged). */
export const CLAIM_DEADLINE_DAYS = 30;
/** A package not delivered with no scan for this many days is lost. */
export const LOST_AFTER_DAYS = 7;
export const MAX_CLAIM_PHOTOS = 5;
export const MAX_CLAIM_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_CLAIM_TEXT = 2000;
/** A photo is a JPEG or a PNG, read by its first bytes. */
export const CLAIM_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** A claim no longer moves once decided; photos and answers are taken only before. */
export const isDecided = (status: ClaimStatus) => status === 'approved' || status === 'refused';

const DAY_MS = 24 * 3_600_000;

/** The UTC calendar day of an instant, 'YYYY-MM-DD'. */
export const dayOf = (at: Date | number) => new Date(at).toISOString().slice(0, 10);

/** What the provider knows of a package when asked whether it can be claimed for. */
export interface PackageFacts {
  status: string;
  /** When it was delivered (ISO), if it was. */
  deliveredAt: string | null;
  /** When a damage was reported on it (ISO), if one was. */
  damagedAt: string | null;
  /** Its newest scan (ISO). */
  lastScanAt: string | null;
  /** Whether it has been picked up (a package only booked is not lost). */
  pickedUp: boolean;
}

export interface ClaimWindow {
  kinds: ClaimKind[];
  /** The last day a claim is taken, 'YYYY-MM-DD' (UTC). */
  deadline: string;
  pastDeadline: boolean;
}

/**
 * Whether a claim can be filed on the package: a delivered package for damage or missing
 * contents until 30 days after delivery; a damaged one (not delivered) for damage until 30
 * days after it was reported; one not delivered with no scan for 7 days for loss, until 30
 * days after it became lost. Anything else (on its way, cancelled) has no window: `null`.
 */
export function claimWindow(facts: PackageFacts, now: Date): ClaimWindow | null {
  const window = (kinds: ClaimKind[], from: string | number): ClaimWindow => {
    const deadline = dayOf(Date.parse(String(from)) + CLAIM_DEADLINE_DAYS * DAY_MS);
    return { kinds, deadline, pastDeadline: dayOf(now) > deadline };
  };
  if (facts.status === 'cancelled') return null;
  if (facts.status === 'delivered' && facts.deliveredAt) {
    return window(['damaged', 'missing_contents'], facts.deliveredAt);
  }
  if (facts.damagedAt) return window(['damaged'], facts.damagedAt);
  if (facts.pickedUp && facts.lastScanAt) {
    const lostAt = Date.parse(facts.lastScanAt) + LOST_AFTER_DAYS * DAY_MS;
    if (now.getTime() >= lostAt) return window(['lost'], new Date(lostAt).toISOString());
  }
  return null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Damage is paid less a fifth (wear and salvage); a loss or missing contents in full. */
export const DAMAGE_SHARE = 0.8;

export type ClaimDecision =
  | { status: 'information_needed'; text: string }
  | { status: 'approved'; amount: number; text: string }
  | { status: 'refused'; text: string };

/** The provider's questions and reasons, in English (words/claims.ts says them). */
export const QUESTIONS: Readonly<Record<ClaimKind, string>> = {
  lost: 'Please confirm the contents of the package and their value, with an invoice if you have one.',
  damaged: 'Please send a photo of the outer packaging showing the damage.',
  missing_contents:
    'Please list the items missing and send a photo of the package as it was received.',
};
export const REFUSALS: Readonly<Record<ClaimKind, string>> = {
  lost: 'The package was found and delivered.',
  damaged: 'The damage comes from packaging not fit for the contents.',
  missing_contents: 'The package was delivered sealed and signed for without reservation.',
};
export const APPROVED_TEXT = 'Your claim is approved; the amount will be credited to your account.';

/**
 * How the provider decides a claim in review, deterministically by its id: one in three is
 * asked for more information first (once); then a loss, and one in two of the others, is
 * approved (damage at 80% of the amount claimed, the rest in full), the others refused.
 */
export function claimDecision(claim: {
  id: number;
  kind: ClaimKind;
  amount: number;
  asked: boolean;
}): ClaimDecision {
  if (!claim.asked && claim.id % 3 === 0) {
    return { status: 'information_needed', text: QUESTIONS[claim.kind] };
  }
  if (claim.kind === 'lost' || claim.id % 2 === 1) {
    const share = claim.kind === 'damaged' ? DAMAGE_SHARE : 1;
    return { status: 'approved', amount: cents(claim.amount * share), text: APPROVED_TEXT };
  }
  return { status: 'refused', text: REFUSALS[claim.kind] };
}

/** A submitted claim is taken into review after an hour; one in review is decided after a day. */
export const REVIEW_AFTER_MS = 3_600_000;
export const DECIDE_AFTER_MS = DAY_MS;

/** The simulator's next step for a claim last changed at `updatedAt`, or null while it waits. */
export function nextClaimStep(
  claim: { id: number; kind: ClaimKind; amount: number; asked: boolean; status: ClaimStatus },
  updatedAt: string,
  now: Date,
): ClaimDecision | { status: 'in_review' } | null {
  const waited = now.getTime() - Date.parse(updatedAt);
  if (claim.status === 'submitted')
    return waited >= REVIEW_AFTER_MS ? { status: 'in_review' } : null;
  if (claim.status === 'in_review') return waited >= DECIDE_AFTER_MS ? claimDecision(claim) : null;
  return null;
}

/** Why an amount cannot be claimed on a package of this declared value, or null. */
export function amountProblem(
  amount: { value: number; currency: string },
  declared: { value: number; currency: string },
): string | null {
  if (amount.currency !== declared.currency) {
    return `The amount must be in the declared value's currency, ${declared.currency}.`;
  }
  if (!(amount.value > 0)) return 'The amount must be greater than 0.';
  if (cents(amount.value) > cents(declared.value)) {
    return `The amount claimed may be at most the declared value, ${declared.value.toFixed(2)} ${declared.currency}.`;
  }
  return null;
}

export const deadlineMessage = (deadline: string) =>
  `Claims on this package closed on ${deadline}, 30 days after delivery.`;
