import type { Db } from '../db/connection';
import { addBusinessDays, weekendOf } from '../domain/delivery-date';
import type { ExceptionKind } from '../domain/exceptions';
import { DEMO_USER } from '../demo-accounts';
import { addressById } from '../store/addresses';
import { raiseException, resolveException } from '../store/exceptions';
import type { PackageRow, ShipmentRow } from '../store/shipments';

/**
 * The demo's exceptions (docs/exceptions.md): on the first demo account, one open exception
 * of each kind on a package still on its way (the door's problems on packages out for
 * delivery, a customs hold on an international one in transit, a damaged one in transit),
 * and one missed delivery rescheduled by the demo user before the package was delivered.
 * Chosen by position among the account's shipments, with no faker of their own: the rest
 * of the demo stays as it was, and every seed holds the same ones.
 */
export function seedExceptions(db: Db, clientId: number, now: Date): void {
  const shipments = db
    .prepare<[number], ShipmentRow>(
      `SELECT * FROM shipments WHERE client_id = ? AND status <> 'cancelled' ORDER BY id`,
    )
    .all(clientId);
  const firstPackage = (shipment: ShipmentRow) =>
    db
      .prepare<[number], PackageRow>('SELECT * FROM packages WHERE shipment_id = ? ORDER BY id')
      .get(shipment.id);
  const taken = new Set<number>();
  const pick = (wanted: (shipment: ShipmentRow) => boolean) => {
    const shipment = shipments.find((s) => !taken.has(s.id) && wanted(s));
    if (shipment) taken.add(shipment.id);
    return shipment;
  };
  const status =
    (...statuses: string[]) =>
    (s: ShipmentRow) =>
      statuses.includes(s.status);
  const international = (s: ShipmentRow) => s.product_group === 'EXP';

  /** Raised halfway between the package's last move and now, where it last was. */
  const raise = (shipment: ShipmentRow | undefined, kind: ExceptionKind, document?: string) => {
    const pkg = shipment && firstPackage(shipment);
    if (!pkg) return;
    const last = Date.parse(pkg.updated_at);
    const at = new Date(last + (now.getTime() - last) / 2).toISOString();
    raiseException(db, pkg.id, kind, document ? { document } : {}, at);
  };

  const ours = ['out_for_delivery', 'in_transit', 'picked_up'];
  // A missed delivery at home, where the demo's branches are (held at one, or moved).
  raise(
    pick((s) => !international(s) && status('out_for_delivery')(s)) ??
      pick(status('out_for_delivery')) ??
      pick(status(...ours)),
    'delivery_attempted',
  );
  raise(pick(status('out_for_delivery')) ?? pick(status(...ours)), 'refused');
  raise(
    pick((s) => international(s) && status('in_transit')(s)) ??
      pick((s) => international(s) && status(...ours)(s)) ??
      pick(status(...ours)),
    'customs_hold',
    'commercial_invoice',
  );
  raise(
    pick(status('out_for_delivery')) ?? pick(status('in_transit')) ?? pick(status(...ours)),
    'address_problem',
  );
  raise(pick(status('in_transit')) ?? pick(status(...ours)), 'damaged');

  // A missed delivery the demo user moved to the next business day; delivered that day.
  const delivered = pick(status('delivered'));
  const pkg = delivered && firstPackage(delivered);
  const receiver = delivered && addressById(db, delivered.receiver_address_id);
  if (delivered && pkg && receiver && delivered.delivered_at) {
    // Between going out for delivery and being delivered, as it happened.
    const out = db
      .prepare<[number], { created_at: string }>(
        `SELECT created_at FROM package_events WHERE package_id = ? AND status = 'out_for_delivery'`,
      )
      .get(pkg.id);
    const deliveredAt = Date.parse(delivered.delivered_at);
    const outAt = out ? Date.parse(out.created_at) : deliveredAt - 24 * 3_600_000;
    const raisedAt = new Date(outAt + (deliveredAt - outAt) / 3).toISOString();
    const resolvedAt = new Date(outAt + (deliveredAt - outAt) / 2).toISOString();
    const row = raiseException(db, pkg.id, 'delivery_attempted', {}, raisedAt);
    resolveException(db, row, {
      action: 'reschedule',
      details: {
        date: addBusinessDays(raisedAt.slice(0, 10), 1, weekendOf(receiver.country)),
      },
      by: `${DEMO_USER.first_name} ${DEMO_USER.last_name}`,
      at: resolvedAt,
    });
  }
}
