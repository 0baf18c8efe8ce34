import type { Router } from 'express';
import { CUSTOMS_DOCUMENTS, EXCEPTION_KINDS, type ExceptionKind } from '../../domain/exceptions';
import { advanceShipment } from '../../simulator';
import { raiseException } from '../../store/exceptions';
import { sendShipmentNotices } from '../../store/notices';
import { shipmentById } from '../../store/shipments';
import type { ServiceContext } from '../context';

/**
 * Moves one shipment a status forward now, as the tracking simulator does in its own time,
 * so that a test can reach 'picked up' or 'delivered' (and what follows from it: the
 * consignee's delivered e-mail, a bill adjusted after weighing) without waiting; and ages a
 * quote. Both send the notices a move or an exception asks for (docs/notices.md), as the
 * simulator does. Plain JSON; never mounted in production.
 */
export function devTrackingRoutes(router: Router, ctx: ServiceContext): void {
  router.post('/dev/shipments/:id/advance', (req, res) => {
    const shipment = shipmentById(ctx.db, Number(req.params.id));
    if (!shipment) {
      res.status(404).json({ status: null });
      return;
    }
    const notify = { portalUrl: ctx.portalUrl };
    res.json({ status: advanceShipment(ctx.db, shipment, ctx.now().toISOString(), notify) });
  });

  /**
   * Raises an exception of `kind` on a package now (docs/exceptions.md), as the simulator
   * does now and then, so that a test can resolve one: `{kind, document?}` answers `{id}`.
   */
  router.post('/dev/packages/:id/exceptions', (req, res) => {
    const body = (req.body ?? {}) as { kind?: unknown; document?: unknown };
    const kind = EXCEPTION_KINDS.find((k) => k === body.kind) as ExceptionKind | undefined;
    const pkg = ctx.db
      .prepare<[number], { id: number }>('SELECT id FROM packages WHERE id = ?')
      .get(Number(req.params.id));
    if (!pkg || !kind) {
      res.status(pkg ? 422 : 404).json({ id: null });
      return;
    }
    const document =
      kind === 'customs_hold'
        ? (CUSTOMS_DOCUMENTS.find((d) => d.type === body.document) ?? CUSTOMS_DOCUMENTS[0]).type
        : undefined;
    const row = raiseException(
      ctx.db,
      pkg.id,
      kind,
      document ? { document } : {},
      ctx.now().toISOString(),
    );
    // The notices the account's users and the consignee asked for (docs/notices.md).
    const shipment = ctx.db
      .prepare<[number], { shipment_id: number }>('SELECT shipment_id FROM packages WHERE id = ?')
      .get(pkg.id);
    if (shipment) {
      sendShipmentNotices(ctx.db, {
        shipmentId: shipment.shipment_id,
        event: 'exception',
        packageId: pkg.id,
        kind,
        at: row.raised_at,
        portalUrl: ctx.portalUrl,
      });
    }
    res.json({ id: row.id });
  });

  /** Ages a quote past its 24 hours, so that a test can book with an expired one now. */
  router.post('/dev/quotes/:id/expire', (req, res) => {
    const changed = ctx.db
      .prepare('UPDATE quotes SET expires_at = ? WHERE id = ?')
      .run(new Date(ctx.now().getTime() - 60_000).toISOString(), String(req.params.id)).changes;
    res.status(changed ? 200 : 404).json({ expired: changed > 0 });
  });
}
