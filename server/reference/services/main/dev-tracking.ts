import type { Router } from 'express';
import { advanceShipment } from '../../simulator';
import { shipmentById } from '../../store/shipments';
import type { ServiceContext } from '../context';

/**
 * Moves one shipment a status forward now, as the tracking simulator does in its own time,
 * so that a test can reach 'picked up' or 'delivered' (and what follows from it: the
 * consignee's delivered e-mail) without waiting. Plain JSON; never mounted in production.
 */
export function devTrackingRoutes(router: Router, ctx: ServiceContext): void {
  router.post('/dev/shipments/:id/advance', (req, res) => {
    const shipment = shipmentById(ctx.db, Number(req.params.id));
    if (!shipment) {
      res.status(404).json({ status: null });
      return;
    }
    res.json({ status: advanceShipment(ctx.db, shipment, ctx.now().toISOString()) });
  });
}
