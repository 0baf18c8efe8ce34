import type { Db } from '../db/connection';
import {
  CLAIM_KIND_LABELS,
  CLAIM_STATUS_LABELS,
  claimWindow,
  nextClaimStep,
  type ClaimDecision,
  type ClaimKind,
  type ClaimStatus,
  type ClaimWindow,
} from '../domain/claims';
import { statusRank } from '../domain/statuses';
import { CLAIM_KIND_WORDS, CLAIM_MESSAGE_WORDS, CLAIM_STATUS_WORDS } from '../domain/words/claims';
import { say, type WordLanguage } from '../domain/words/language';
import { notifyClaimUpdate } from './notices';
import type { PackageRow } from './shipments';
import type { Page } from './list-page';

/**
 * Claims on packages (docs/claims.md, db/steps-claims.ts): one per package, its photos and
 * the thread between the customer and the provider.
 */
export interface ClaimRow {
  id: number;
  client_id: number;
  shipment_id: number;
  package_id: number;
  kind: ClaimKind;
  amount_value: number;
  amount_currency: string;
  description: string;
  status: ClaimStatus;
  status_reason: string | null;
  approved_value: number | null;
  information_request: string | null;
  asked: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

interface MessageRow {
  sender: 'customer' | 'provider';
  text: string;
  created_at: string;
}

export function claimById(db: Db, id: number): ClaimRow | undefined {
  return db.prepare<[number], ClaimRow>('SELECT * FROM claims WHERE id = ?').get(id);
}

export function claimOfPackage(db: Db, packageId: number): ClaimRow | undefined {
  return db.prepare<[number], ClaimRow>('SELECT * FROM claims WHERE package_id = ?').get(packageId);
}

export function addClaimMessage(
  db: Db,
  claimId: number,
  sender: 'customer' | 'provider',
  text: string,
  at: string,
): void {
  db.prepare(
    'INSERT INTO claim_messages (claim_id, sender, text, created_at) VALUES (?, ?, ?, ?)',
  ).run(claimId, sender, text, at);
}

export function insertClaim(
  db: Db,
  claim: {
    clientId: number;
    shipmentId: number;
    packageId: number;
    kind: ClaimKind;
    amount: { value: number; currency: string };
    description: string;
    by: string;
    at: string;
  },
): ClaimRow {
  const id = Number(
    db
      .prepare(
        `INSERT INTO claims (client_id, shipment_id, package_id, kind, amount_value,
           amount_currency, description, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        claim.clientId,
        claim.shipmentId,
        claim.packageId,
        claim.kind,
        claim.amount.value,
        claim.amount.currency,
        claim.description,
        claim.by,
        claim.at,
        claim.at,
      ).lastInsertRowid,
  );
  return claimById(db, id) as ClaimRow;
}

/**
 * Moves a claim to a new status: a question or a reason is kept on the claim and added to
 * its thread as the provider's message. Answers the claim as it now stands.
 */
export function setClaimStatus(
  db: Db,
  claim: ClaimRow,
  step: ClaimDecision | { status: 'submitted' | 'in_review' },
  at: string,
): ClaimRow {
  const text = 'text' in step ? step.text : null;
  db.prepare(
    `UPDATE claims SET status = ?, updated_at = ?,
       information_request = ?, status_reason = ?, approved_value = ?,
       asked = asked OR ?
     WHERE id = ?`,
  ).run(
    step.status,
    at,
    step.status === 'information_needed' ? text : null,
    step.status === 'refused' ? text : null,
    step.status === 'approved' ? step.amount : null,
    step.status === 'information_needed' ? 1 : 0,
    claim.id,
  );
  if (text) addClaimMessage(db, claim.id, 'provider', text, at);
  return claimById(db, claim.id) as ClaimRow;
}

/** The customer's answer to a request for information: kept in the thread, back in review. */
export function answerClaim(db: Db, claim: ClaimRow, text: string, at: string): ClaimRow {
  return db.transaction(() => {
    addClaimMessage(db, claim.id, 'customer', text, at);
    db.prepare(
      `UPDATE claims SET status = 'in_review', information_request = NULL, updated_at = ?
       WHERE id = ?`,
    ).run(at, claim.id);
    return claimById(db, claim.id) as ClaimRow;
  })();
}

export function photoCount(db: Db, claimId: number): number {
  return (
    db
      .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM claim_photos WHERE claim_id = ?')
      .get(claimId)?.n ?? 0
  );
}

export function addClaimPhoto(
  db: Db,
  claimId: number,
  photo: { type: string; size: number; sha256: string; file: string },
  at: string,
): void {
  db.prepare(
    `INSERT INTO claim_photos (claim_id, type, size, sha256, file, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(claimId, photo.type, photo.size, photo.sha256, photo.file, at);
  db.prepare('UPDATE claims SET updated_at = MAX(updated_at, ?) WHERE id = ?').run(at, claimId);
}

/** A claim as a list row, its words in `language`. */
export function claimView(db: Db, claim: ClaimRow, language: WordLanguage) {
  const awb =
    db
      .prepare<[number], { awb: string }>('SELECT awb FROM packages WHERE id = ?')
      .get(claim.package_id)?.awb ?? '';
  const provider = (text: string | null) =>
    text === null ? null : say(CLAIM_MESSAGE_WORDS, language, text);
  return {
    id: claim.id,
    shipment_id: claim.shipment_id,
    package_id: claim.package_id,
    awb,
    kind: claim.kind,
    kind_label: say(CLAIM_KIND_WORDS, language, CLAIM_KIND_LABELS[claim.kind]),
    amount: { value: claim.amount_value, currency: claim.amount_currency },
    description: claim.description,
    status: claim.status,
    status_label: say(CLAIM_STATUS_WORDS, language, CLAIM_STATUS_LABELS[claim.status]),
    status_reason: provider(claim.status_reason),
    approved_amount:
      claim.approved_value === null
        ? null
        : { value: claim.approved_value, currency: claim.amount_currency },
    information_request: provider(claim.information_request),
    created_at: claim.created_at,
    updated_at: claim.updated_at,
    photos: photoCount(db, claim.id),
  };
}

/** A claim with its thread, oldest first: the provider's messages in `language`. */
export function claimDetail(db: Db, claim: ClaimRow, language: WordLanguage) {
  const messages = db
    .prepare<[number], MessageRow>(
      'SELECT sender, text, created_at FROM claim_messages WHERE claim_id = ? ORDER BY created_at, id',
    )
    .all(claim.id);
  return {
    ...claimView(db, claim, language),
    messages: messages.map((message) => ({
      from: message.sender,
      text:
        message.sender === 'provider'
          ? say(CLAIM_MESSAGE_WORDS, language, message.text)
          : message.text,
      at: message.created_at,
    })),
  };
}

/** The account's claims, newest first, by page; `status` keeps only those in it. */
export function listClaims(
  db: Db,
  clientId: number,
  query: { page: number; perPage: number; status: string },
  language: WordLanguage,
): Page<ReturnType<typeof claimView>> {
  const where = `client_id = ?${query.status ? ' AND status = ?' : ''}`;
  const params: Array<number | string> = query.status ? [clientId, query.status] : [clientId];
  const total =
    db
      .prepare<Array<number | string>, { n: number }>(
        `SELECT COUNT(*) AS n FROM claims WHERE ${where}`,
      )
      .get(...params)?.n ?? 0;
  const rows = db
    .prepare<Array<number | string>, ClaimRow>(
      `SELECT * FROM claims WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, query.perPage, (query.page - 1) * query.perPage);
  return {
    data: rows.map((row) => claimView(db, row, language)),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    per_page: query.perPage,
    total,
  };
}

/** What the provider knows of a package to say whether it can be claimed for. */
export function claimWindowOf(db: Db, pkg: PackageRow, now: Date): ClaimWindow | null {
  const delivered = db
    .prepare<[number], { at: string | null }>(
      `SELECT MAX(created_at) AS at FROM package_events WHERE package_id = ? AND status = 'delivered'`,
    )
    .get(pkg.id)?.at;
  const damaged = db
    .prepare<[number], { at: string | null }>(
      `SELECT MIN(raised_at) AS at FROM package_exceptions WHERE package_id = ? AND kind = 'damaged'`,
    )
    .get(pkg.id)?.at;
  const lastScan = db
    .prepare<[number], { at: string | null }>(
      'SELECT MAX(created_at) AS at FROM package_events WHERE package_id = ?',
    )
    .get(pkg.id)?.at;
  return claimWindow(
    {
      status: pkg.status,
      deliveredAt: pkg.status === 'delivered' ? (delivered ?? pkg.updated_at) : null,
      damagedAt: damaged ?? null,
      lastScanAt: lastScan ?? pkg.updated_at,
      pickedUp: pkg.status !== 'cancelled' && statusRank(pkg.status) >= statusRank('picked_up'),
    },
    now,
  );
}

/**
 * The detail's `claimable` and `claim` for a package: whether a claim can be filed now (the
 * kinds, the declared value, the last day, whether that day is past), null once one is filed
 * or when the package cannot be claimed for; and the claim filed, `{id, status, status_label}`.
 */
export function packageClaimView(db: Db, pkg: PackageRow, language: WordLanguage, now: Date) {
  const claim = claimOfPackage(db, pkg.id);
  const window = claim ? null : claimWindowOf(db, pkg, now);
  return {
    claimable: window
      ? {
          kinds: window.kinds,
          declared_value: { value: pkg.declared_value, currency: pkg.declared_unit },
          deadline: window.deadline,
          past_deadline: window.pastDeadline,
        }
      : null,
    claim: claim
      ? {
          id: claim.id,
          status: claim.status,
          status_label: say(CLAIM_STATUS_WORDS, language, CLAIM_STATUS_LABELS[claim.status]),
        }
      : null,
  };
}

/** The claims service's names of the statuses, as the notices say them (docs/notices.md). */
const NOTICE_STATUS: Readonly<Record<ClaimStatus, string>> = {
  submitted: 'submitted',
  in_review: 'under_review',
  information_needed: 'information_needed',
  approved: 'approved',
  refused: 'rejected',
};

/** Tells the account's users who asked for claim updates that a claim moved. */
export function noticeClaimMoved(db: Db, claim: ClaimRow, portalUrl: string): void {
  notifyClaimUpdate(db, {
    shipmentId: claim.shipment_id,
    packageId: claim.package_id,
    claim: `#${claim.id}`,
    status: NOTICE_STATUS[claim.status],
    at: claim.updated_at,
    portalUrl,
  });
}

/**
 * The simulator's pass over claims: a submitted claim goes into review after an hour, one in
 * review is decided after a day (domain/claims.ts). Answers the ids moved.
 */
export function advanceClaims(db: Db, now: Date, portalUrl?: string): number[] {
  const at = now.toISOString();
  const waiting = db
    .prepare<[], ClaimRow>(
      `SELECT * FROM claims WHERE status IN ('submitted', 'in_review') ORDER BY id`,
    )
    .all();
  const moved: number[] = [];
  for (const claim of waiting) {
    const step = nextClaimStep(
      {
        id: claim.id,
        kind: claim.kind,
        amount: claim.amount_value,
        asked: claim.asked === 1,
        status: claim.status,
      },
      claim.updated_at,
      now,
    );
    if (!step) continue;
    const updated = setClaimStatus(db, claim, step, at);
    if (portalUrl) noticeClaimMoved(db, updated, portalUrl);
    moved.push(claim.id);
  }
  return moved;
}
