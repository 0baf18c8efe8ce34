import type { Db } from '../db/connection';
import { DEMO_USER } from '../demo-accounts';
import {
  APPROVED_TEXT,
  CLAIM_DEADLINE_DAYS,
  DAMAGE_SHARE,
  QUESTIONS,
  REFUSALS,
  type ClaimKind,
  type ClaimStatus,
} from '../domain/claims';
import { addClaimMessage, insertClaim, setClaimStatus } from '../store/claims';
import type { PackageRow } from '../store/shipments';

const HOUR = 3_600_000;

const DESCRIPTIONS: Readonly<Record<ClaimKind, string>> = {
  lost: 'The package never arrived and the tracking has not moved since.',
  damaged: 'The box arrived crushed on one side and the item inside is broken.',
  missing_contents: 'The box arrived sealed but two of the five items ordered were not inside.',
};

interface Planned {
  kind: ClaimKind;
  status: ClaimStatus;
  /** Share of the declared value claimed. */
  share: number;
}

/**
 * The demo's claims (docs/claims.md): on the first demo account, the first delivered
 * packages (by shipment id) carry one claim each in turn more information needed (the
 * provider's question waiting), in review, approved and refused, and the package damaged in
 * transit (seeding/exceptions.ts) a claim just submitted. Filed within a day of delivery
 * (or of the damage), so inside the 30 days; chosen by position, so every seed holds the
 * same ones. Runs after the exceptions are seeded.
 */
export function seedClaims(db: Db, clientId: number, now: Date): void {
  const delivered = db
    .prepare<[number], PackageRow & { delivered_at: string | null }>(
      `SELECT p.*, s.delivered_at FROM packages p JOIN shipments s ON s.id = p.shipment_id
       WHERE s.client_id = ? AND p.status = 'delivered' AND p.declared_value > 0
         AND p.id = (SELECT MIN(id) FROM packages WHERE shipment_id = s.id)
       ORDER BY s.id`,
    )
    .all(clientId);
  const damaged = db
    .prepare<[number], PackageRow & { raised_at: string }>(
      `SELECT p.*, e.raised_at FROM package_exceptions e
       JOIN packages p ON p.id = e.package_id JOIN shipments s ON s.id = p.shipment_id
       WHERE s.client_id = ? AND e.kind = 'damaged' AND p.declared_value > 0
       ORDER BY e.id LIMIT 1`,
    )
    .get(clientId);
  const by = `${DEMO_USER.first_name} ${DEMO_USER.last_name}`;
  const plan: Planned[] = [
    { kind: 'damaged', status: 'information_needed', share: 0.6 },
    { kind: 'missing_contents', status: 'in_review', share: 0.4 },
    { kind: 'damaged', status: 'approved', share: 0.5 },
    { kind: 'missing_contents', status: 'refused', share: 0.3 },
  ];
  const cents = (value: number) => Math.round(value * 100) / 100;
  const file = (
    pkg: PackageRow,
    from: string,
    { kind, status, share }: Planned,
    recent: boolean,
  ) => {
    const since = Date.parse(from);
    // Filed within a day of what happened; the newest is the one just submitted.
    const filed = Math.min(since + 20 * HOUR, now.getTime() - (recent ? 0.3 : 48) * HOUR);
    if (filed < since || filed > since + CLAIM_DEADLINE_DAYS * 24 * HOUR) return;
    const amount = { value: cents(pkg.declared_value * share), currency: pkg.declared_unit };
    const claim = insertClaim(db, {
      clientId,
      shipmentId: pkg.shipment_id,
      packageId: pkg.id,
      kind,
      amount,
      description: DESCRIPTIONS[kind],
      by,
      at: new Date(filed).toISOString(),
    });
    if (status === 'submitted') return;
    // Reviewed a few hours after filing; decided (or asked) a day later, two hours ago at most.
    const decided = new Date(Math.min(filed + 26 * HOUR, now.getTime() - 2 * HOUR)).toISOString();
    const reviewed = new Date(Math.min(filed + 2 * HOUR, Date.parse(decided))).toISOString();
    let row = setClaimStatus(db, claim, { status: 'in_review' }, reviewed);
    if (status === 'in_review') {
      // The review started lately, so the simulator decides it a day after the seed.
      db.prepare('UPDATE claims SET updated_at = ? WHERE id = ?').run(
        new Date(now.getTime() - 2 * HOUR).toISOString(),
        claim.id,
      );
      return;
    }
    if (status === 'information_needed') {
      setClaimStatus(db, row, { status, text: QUESTIONS[kind] }, decided);
      return;
    }
    if (status === 'approved') {
      row = setClaimStatus(
        db,
        row,
        { status: 'information_needed', text: QUESTIONS[kind] },
        reviewed,
      );
      const answered = new Date(Date.parse(reviewed) + HOUR).toISOString();
      addClaimMessage(db, claim.id, 'customer', 'Photos of the outer box are attached.', answered);
      const share = kind === 'damaged' ? DAMAGE_SHARE : 1;
      setClaimStatus(
        db,
        row,
        { status, amount: cents(amount.value * share), text: APPROVED_TEXT },
        decided,
      );
      return;
    }
    setClaimStatus(db, row, { status: 'refused', text: REFUSALS[kind] }, decided);
  };
  plan.forEach((planned, index) => {
    const pkg = delivered[index];
    if (pkg) file(pkg, pkg.delivered_at ?? pkg.updated_at, planned, false);
  });
  if (damaged)
    file(damaged, damaged.raised_at, { kind: 'damaged', status: 'submitted', share: 0.7 }, true);
}
