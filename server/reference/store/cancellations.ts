import type { Db } from '../db/connection';
import { localClock } from '../domain/delivery-date';
import { addressById } from './addresses';
import { CANCELLED } from '../domain/statuses';
import type { PickupRow } from './pickups';
import { insertEvent, packagesOf, type ShipmentRow } from './shipments';

/**
 * Cancelling (extensions `POST /clients/{client}/shipments/{id}/cancel` and
 * `POST /pickup-requests/{id}/cancel`): what the courier has not yet started can be undone.
 * `already` is a repeat of a cancel that took: it changes nothing and is answered as a success.
 */
export type CancelOutcome = 'cancelled' | 'already' | 'too-late';

/**
 * A shipment none of whose packages has been picked up is cancelled with all its packages,
 * each getting a 'cancelled' event where it waited (the sender's place), all or nothing.
 */
export function cancelShipment(
  db: Db,
  shipment: ShipmentRow,
  at: string,
  location: string,
): CancelOutcome {
  return db.transaction((): CancelOutcome => {
    const packages = packagesOf(db, [shipment.id]);
    if (shipment.status === CANCELLED.slug) return 'already';
    if (packages.some((pkg) => pkg.status !== 'created')) return 'too-late';
    for (const pkg of packages) {
      insertEvent(db, pkg.id, CANCELLED.slug, location, at);
      db.prepare('UPDATE packages SET status = ?, updated_at = ? WHERE id = ?').run(
        CANCELLED.slug,
        at,
        pkg.id,
      );
    }
    db.prepare('UPDATE shipments SET status = ?, updated_at = ? WHERE id = ?').run(
      CANCELLED.slug,
      at,
      shipment.id,
    );
    return 'cancelled';
  })();
}

/**
 * Whether a pickup's time window has started at `now` on the clock of the country it is in
 * (where it was booked: services/pickup): from its first minute on, the courier may be on
 * the way.
 */
export function pickupWindowStarted(
  pickup: Pick<PickupRow, 'pickup_date' | 'time_from'>,
  now: Date,
  country: string,
): boolean {
  const { date: today, time } = localClock(now, country);
  if (pickup.pickup_date !== today) return pickup.pickup_date < today;
  return pickup.time_from <= time;
}

/** A pickup is cancelled until its window starts; a done one never is. */
export function cancelPickup(db: Db, pickup: PickupRow, now: Date): CancelOutcome {
  if (pickup.status === 'cancelled') return 'already';
  const country = addressById(db, pickup.address_id)?.country ?? '';
  if (pickup.status === 'completed' || pickupWindowStarted(pickup, now, country)) return 'too-late';
  db.prepare(
    `UPDATE pickups SET status = 'cancelled', updated_at = ? WHERE id = ? AND status != 'cancelled'`,
  ).run(now.toISOString(), pickup.id);
  return 'cancelled';
}

export function pickupById(db: Db, id: number): PickupRow | undefined {
  return db.prepare<[number], PickupRow>('SELECT * FROM pickups WHERE id = ?').get(id);
}
