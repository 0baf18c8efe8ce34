import type { Router } from 'express';
import {
  APPROVED_TEXT,
  CLAIM_STATUSES,
  QUESTIONS,
  REFUSALS,
  type ClaimStatus,
} from '../../domain/claims';
import { claimById, noticeClaimMoved, setClaimStatus } from '../../store/claims';
import type { ServiceContext } from '../context';

/**
 * Sets a claim's status now (docs/claims.md), as the provider's reviewers do in their own
 * time (the simulator, store/claims.ts), so that a test can answer a request for information
 * or read a decision: `{status, text?, amount?}` answers `{id, status}`. `text` is the
 * question or the reason (the kind's usual one when left out), `amount` the amount approved
 * (the amount claimed when left out). Plain JSON; never mounted in production.
 */
export function devClaimRoutes(router: Router, ctx: ServiceContext): void {
  router.post('/dev/claims/:id/status', (req, res) => {
    const body = (req.body ?? {}) as { status?: unknown; text?: unknown; amount?: unknown };
    const claim = claimById(ctx.db, Number(req.params.id));
    const status = CLAIM_STATUSES.find((s) => s === body.status) as ClaimStatus | undefined;
    if (!claim || !status) {
      res.status(claim ? 422 : 404).json({ id: null });
      return;
    }
    const text = typeof body.text === 'string' && body.text.trim() ? body.text.trim() : undefined;
    const amount = typeof body.amount === 'number' ? body.amount : claim.amount_value;
    const at = ctx.now().toISOString();
    const step =
      status === 'information_needed'
        ? { status, text: text ?? QUESTIONS[claim.kind] }
        : status === 'approved'
          ? { status, amount, text: text ?? APPROVED_TEXT }
          : status === 'refused'
            ? { status, text: text ?? REFUSALS[claim.kind] }
            : { status };
    const updated = setClaimStatus(ctx.db, claim, step, at);
    noticeClaimMoved(ctx.db, updated, ctx.portalUrl);
    res.json({ id: updated.id, status: updated.status });
  });

  /**
   * Moves a package's history `days` back (its scans, its delivery, its exceptions), so that
   * a test can reach a package lost (no scan for 7 days) or past the 30 days after delivery
   * without waiting: `{days}` answers `{id}`.
   */
  router.post('/dev/packages/:id/age', (req, res) => {
    const days = Number((req.body as { days?: unknown } | undefined)?.days);
    const pkg = ctx.db
      .prepare<[number], { id: number; shipment_id: number }>(
        'SELECT id, shipment_id FROM packages WHERE id = ?',
      )
      .get(Number(req.params.id));
    if (!pkg || !Number.isFinite(days) || days <= 0) {
      res.status(pkg ? 422 : 404).json({ id: null });
      return;
    }
    const back = (column: string) =>
      `${column} = strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-${days} days')`;
    ctx.db.transaction(() => {
      ctx.db
        .prepare(`UPDATE package_events SET ${back('created_at')} WHERE package_id = ?`)
        .run(pkg.id);
      ctx.db.prepare(`UPDATE packages SET ${back('updated_at')} WHERE id = ?`).run(pkg.id);
      ctx.db
        .prepare(`UPDATE package_exceptions SET ${back('raised_at')} WHERE package_id = ?`)
        .run(pkg.id);
      ctx.db
        .prepare(
          `UPDATE shipments SET ${back('delivered_at')} WHERE id = ? AND delivered_at IS NOT NULL`,
        )
        .run(pkg.shipment_id);
    })();
    res.json({ id: pkg.id });
  });
}
