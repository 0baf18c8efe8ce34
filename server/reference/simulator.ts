import type { Db } from './db/connection';
import { localDate, localTime } from './domain/dates';
import { nextStatus, shipmentStatus, type PackageStatus } from './domain/statuses';
import { eventLocation } from './domain/tracking-location';
import { adjustAtPickup } from './services/quoted-billing';
import { addressById } from './store/addresses';
import { tellConsignee } from './store/consignee-mail';
import { keepProof } from './store/proofs';
import { insertEvent, packagesOf, type ShipmentRow } from './store/shipments';

/** How long a new pickup request waits before the provider confirms it. */
export const PICKUP_CONFIRM_AFTER_MS = 5 * 60_000;

export interface TickOptions {
  /** Chance that a given shipment moves on this tick. */
  chance?: number;
  random?: () => number;
}

export interface TickResult {
  shipments: number[];
  pickupsConfirmed: number;
  pickupsCompleted: number;
}

/**
 * Moves some shipments that are not yet delivered one status forward: each of their
 * packages that is not delivered gets the next status and an event with time and place.
 * Pending pickups are confirmed the same way; pickups whose window has passed are done.
 */
export function tick(db: Db, now: Date, options: TickOptions = {}): TickResult {
  const chance = options.chance ?? 0.25;
  const random = options.random ?? Math.random;
  const at = now.toISOString();
  return db.transaction(() => {
    const candidates = db
      .prepare<[string], ShipmentRow>(
        `SELECT * FROM shipments WHERE status NOT IN ('delivered', 'cancelled') AND updated_at < ?
         ORDER BY id`,
      )
      .all(at);
    const moved: number[] = [];
    for (const shipment of candidates) {
      if (random() >= chance) continue;
      advanceShipment(db, shipment, at);
      moved.push(shipment.id);
    }
    const confirmed = db
      .prepare<[string, string]>(
        `UPDATE pickups SET status = 'confirmed', updated_at = ?
         WHERE status = 'pending' AND created_at < ?`,
      )
      .run(at, new Date(now.getTime() - PICKUP_CONFIRM_AFTER_MS).toISOString()).changes;
    const completed = db
      .prepare<[string, string, string, string]>(
        `UPDATE pickups SET status = 'completed', updated_at = ?
         WHERE status IN ('pending', 'confirmed')
           AND (pickup_date < ? OR (pickup_date = ? AND time_to <= ?))`,
      )
      .run(at, localDate(now), localDate(now), localTime(now)).changes;
    return { shipments: moved, pickupsConfirmed: confirmed, pickupsCompleted: completed };
  })();
}

/** One step forward for every package of the shipment still on its way, logged at `at`. */
export function advanceShipment(db: Db, shipment: ShipmentRow, at: string): PackageStatus {
  const sender = addressById(db, shipment.sender_address_id);
  const receiver = addressById(db, shipment.receiver_address_id);
  const statuses: string[] = [];
  for (const pkg of packagesOf(db, [shipment.id])) {
    const next = nextStatus(pkg.status);
    if (!next || !sender || !receiver) {
      statuses.push(pkg.status);
      continue;
    }
    insertEvent(db, pkg.id, next, eventLocation(next, sender, receiver), at);
    db.prepare('UPDATE packages SET status = ?, updated_at = ? WHERE id = ?').run(next, at, pkg.id);
    // Extension (docs/exceptions.md): the consignee named on the address signs for it.
    if (next === 'delivered') {
      keepProof(db, {
        package_id: pkg.id,
        signed_by: receiver.attention,
        signed_at: at,
        address_id: receiver.id,
      });
    }
    statuses.push(next);
  }
  const status = shipmentStatus(statuses);
  // Extension: some shipments weigh more at pickup than declared, and are billed on it.
  if (shipment.status === 'created' && status !== 'created' && status !== 'cancelled') {
    adjustAtPickup(db, shipment, at);
  }
  if (status === 'delivered' && shipment.status !== 'delivered') {
    tellConsignee(db, shipment.id, 'delivered', at);
  }
  db.prepare(
    `UPDATE shipments SET status = ?, updated_at = ?,
       delivered_at = CASE WHEN ? = 'delivered' THEN ? ELSE delivered_at END WHERE id = ?`,
  ).run(status, at, status, at, shipment.id);
  return status;
}

/** Runs tick on an interval until the returned function is called. */
export function startSimulator(
  db: Db,
  intervalMs: number,
  clock: () => Date,
  log: (line: string) => void,
): () => void {
  const timer = setInterval(() => {
    try {
      const result = tick(db, clock());
      if (result.shipments.length) log(`tracking: ${result.shipments.length} shipment(s) moved on`);
    } catch (err) {
      log(`tracking simulator failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
