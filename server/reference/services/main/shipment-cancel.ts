import type { Router } from 'express';
import { placeLabel } from '../../domain/places';
import { trackingStatus } from '../../domain/statuses';
import { ok } from '../../http/envelope';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { addressById } from '../../store/addresses';
import { cancelShipment } from '../../store/cancellations';
import { packagesOf, shipmentById } from '../../store/shipments';
import { recordActivity } from '../../store/team';
import { requireClient, requireUser } from '../access';
import type { ServiceContext } from '../context';

/** Said with the 409: the rule, in the words the portal shows before the customer acts. */
export const PICKED_UP_MESSAGE =
  'A package of this shipment has been picked up: it can no longer be cancelled.';

/**
 * Extension: cancels a shipment while none of its packages has been picked up. A repeat on
 * a cancelled shipment answers 200 again with the same data (idempotent) and says it was
 * already cancelled; once a package is picked up, 409 with the rule. 404 for no such
 * shipment, 403 for another account's.
 */
export function shipmentCancelRoutes(router: Router, ctx: ServiceContext): void {
  router.post('/clients/:client/shipments/:shipment/cancel', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'ship');
    const id = Number(req.params.shipment);
    const shipment = Number.isInteger(id) ? shipmentById(ctx.db, id) : undefined;
    if (!shipment) throw notFound('Shipment not found.');
    if (shipment.client_id !== client.id)
      throw forbidden('This shipment belongs to another account.');
    const sender = addressById(ctx.db, shipment.sender_address_id);
    const at = ctx.now().toISOString();
    // The cancellation and its line in the account's activity record (docs/team.md) together.
    const outcome = ctx.db.transaction(() => {
      const done = cancelShipment(ctx.db, shipment, at, sender ? placeLabel(sender) : '');
      if (done === 'cancelled') {
        recordActivity(ctx.db, {
          clientId: client.id,
          userId: user.id,
          kind: 'shipment_cancelled',
          subject: shipment.mawb,
          details: { shipment_id: shipment.id },
          at,
        });
      }
      return done;
    })();
    if (outcome === 'too-late') throw new ApiError(409, PICKED_UP_MESSAGE);
    const status = (slug: string) => {
      const view = trackingStatus(slug);
      return { slug: view.slug, name: view.label, label: view.label };
    };
    const after = shipmentById(ctx.db, shipment.id) ?? shipment;
    ok(
      res,
      {
        shipment_id: after.id,
        mawb: after.mawb,
        status: status(after.status),
        packages: packagesOf(ctx.db, [after.id]).map((pkg) => ({
          id: pkg.id,
          awb: pkg.awb,
          status: status(pkg.status),
        })),
      },
      outcome === 'already'
        ? `Shipment ${after.mawb} was already cancelled.`
        : `Shipment ${after.mawb} has been cancelled.`,
    );
  });
}
