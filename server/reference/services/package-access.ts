import type { Request } from 'express';
import { forbidden, notFound } from '../http/errors';
import type { ClientRow } from '../store/clients';
import { packagesOf, shipmentById, type PackageRow, type ShipmentRow } from '../store/shipments';
import type { UserRow } from '../store/users';
import { requireClient, requireUser } from './access';
import type { ServiceContext } from './context';
import type { Permission } from './roles';

export interface PackageAccess {
  user: UserRow;
  client: ClientRow;
  shipment: ShipmentRow;
  pkg: PackageRow;
}

/**
 * The package named by `:client/shipments/:shipment/packages/:package`: code 100 without a
 * token, 403 for an account the user has not linked or a shipment of another account, 404
 * for a shipment or package not there (as the shipment's detail answers).
 */
export function requirePackage(ctx: ServiceContext, req: Request, need: Permission): PackageAccess {
  const user = requireUser(ctx, req);
  const client = requireClient(ctx, user, req.params.client, need);
  const shipmentId = Number(req.params.shipment);
  const shipment = Number.isInteger(shipmentId) ? shipmentById(ctx.db, shipmentId) : undefined;
  if (!shipment) throw notFound('Shipment not found.');
  if (shipment.client_id !== client.id) {
    throw forbidden('This shipment belongs to another account.');
  }
  const packageId = Number(req.params.package);
  const pkg = packagesOf(ctx.db, [shipment.id]).find((row) => row.id === packageId);
  if (!pkg) throw notFound('Package not found.');
  return { user, client, shipment, pkg };
}
