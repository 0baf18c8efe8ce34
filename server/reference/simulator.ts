import type { Db } from './db/connection';
import { localDate, localTime } from './domain/dates';
import { CUSTOMS_DOCUMENTS, kindFor } from './domain/exceptions';
import { noticeEventOfStatus } from './domain/notices';
import { nextStatus, shipmentStatus, type PackageStatus } from './domain/statuses';
import { eventLocation } from './domain/tracking-location';
import { adjustAtPickup } from './services/quoted-billing';
import { addressById } from './store/addresses';
import { advanceClaims } from './store/claims';
import { tellConsignee } from './store/consignee-mail';
import { raiseException, stoppedPackages } from './store/exceptions';
import { sendShipmentNotices } from './store/notices';
import { keepProof } from './store/proofs';
import { insertEvent, packagesOf, type ShipmentRow } from './store/shipments';

/** How long a new pickup request waits before the provider confirms it. */
export const PICKUP_CONFIRM_AFTER_MS = 5 * 60_000;

export interface TickOptions {
  /** Chance that a given shipment moves on this tick. */
  chance?: number;
  /**
   * Chance that a shipment chosen to move meets an exception instead, on one of its
   * packages in transit or out for delivery (docs/exceptions.md). Drawn as `random() >=
   * 1 - exceptionChance`, so a generator that always answers 0 never raises one.
   */
  exceptionChance?: number;
  random?: () => number;
  /**
   * The portal's public address: given, the moves and exceptions send the notices the
   * shippers and consignees asked for (docs/notices.md). Seeding leaves it out.
   */
  portalUrl?: string;
}

/** Given to a move or an exception, it tells whom it concerns (docs/notices.md). */
export interface Notify {
  portalUrl: string;
}

export interface TickResult {
  shipments: number[];
  /** Packages that met an exception on this tick. */
  exceptions: number[];
  pickupsConfirmed: number;
  pickupsCompleted: number;
  /** Claims taken into review or decided on this tick (docs/claims.md). */
  claims: number[];
}

/**
 * Moves some shipments that are not yet delivered one status forward: each of their
 * packages that is not delivered gets the next status and an event with time and place.
 * Pending pickups are confirmed the same way; pickups whose window has passed are done.
 */
export function tick(db: Db, now: Date, options: TickOptions = {}): TickResult {
  const chance = options.chance ?? 0.25;
  const exceptionChance = options.exceptionChance ?? EXCEPTION_CHANCE;
  const random = options.random ?? Math.random;
  const notify = options.portalUrl ? { portalUrl: options.portalUrl } : undefined;
  const at = now.toISOString();
  return db.transaction(() => {
    const candidates = db
      .prepare<[string], ShipmentRow>(
        `SELECT * FROM shipments WHERE status NOT IN ('delivered', 'cancelled') AND updated_at < ?
         ORDER BY id`,
      )
      .all(at);
    const moved: number[] = [];
    const raised: number[] = [];
    for (const shipment of candidates) {
      if (random() >= chance) continue;
      if (random() >= 1 - exceptionChance) {
        const packageId = raiseOnTheWay(db, shipment, at, random, notify);
        if (packageId !== undefined) {
          raised.push(packageId);
          continue;
        }
      }
      advanceShipment(db, shipment, at, notify);
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
    const claims = advanceClaims(db, now, options.portalUrl);
    return {
      shipments: moved,
      exceptions: raised,
      pickupsConfirmed: confirmed,
      pickupsCompleted: completed,
      claims,
    };
  })();
}

/**
 * One step forward for every package of the shipment still on its way, logged at `at`. With
 * `notify`, the shipment's reaching picked up, out for delivery or delivered is told to whom
 * asked (docs/notices.md); without it, only the consignee booked with 'Notify the consignee'
 * hears of the delivery, as before the notices.
 */
export function advanceShipment(
  db: Db,
  shipment: ShipmentRow,
  at: string,
  notify?: Notify,
): PackageStatus {
  const sender = addressById(db, shipment.sender_address_id);
  const receiver = addressById(db, shipment.receiver_address_id);
  const statuses: string[] = [];
  const packages = packagesOf(db, [shipment.id]);
  // Extension (docs/exceptions.md): a package waiting for an exception's fix stays put.
  const stopped = stoppedPackages(
    db,
    packages.map((pkg) => pkg.id),
  );
  for (const pkg of packages) {
    const next = nextStatus(pkg.status);
    if (!next || !sender || !receiver || stopped.has(pkg.id)) {
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
  if (!notify && status === 'delivered' && shipment.status !== 'delivered') {
    tellConsignee(db, shipment.id, 'delivered', at);
  }
  db.prepare(
    `UPDATE shipments SET status = ?, updated_at = ?,
       delivered_at = CASE WHEN ? = 'delivered' THEN ? ELSE delivered_at END WHERE id = ?`,
  ).run(status, at, status, at, shipment.id);
  const event = noticeEventOfStatus(status);
  if (notify && event && status !== shipment.status) {
    const reached = packages.find((_, index) => statuses[index] === status);
    sendShipmentNotices(db, {
      shipmentId: shipment.id,
      event,
      packageId: reached?.id,
      at,
      portalUrl: notify.portalUrl,
    });
  }
  return status;
}

/** How often a shipment chosen to move meets an exception instead. */
export const EXCEPTION_CHANCE = 0.03;

/**
 * Raises an exception on the first package of the shipment that is in transit or out for
 * delivery and has none open; the kind follows where it is (domain/exceptions.ts kindFor).
 * Answers the package's id, or undefined when none is on its way.
 */
export function raiseOnTheWay(
  db: Db,
  shipment: ShipmentRow,
  at: string,
  random: () => number,
  notify?: Notify,
): number | undefined {
  const packages = packagesOf(db, [shipment.id]);
  const stopped = stoppedPackages(
    db,
    packages.map((pkg) => pkg.id),
  );
  const pkg = packages.find(
    (row) => ['in_transit', 'out_for_delivery'].includes(row.status) && !stopped.has(row.id),
  );
  if (!pkg) return undefined;
  const international = shipment.product_group === 'EXP';
  const kind = kindFor(pkg.status, international, random());
  const document =
    kind === 'customs_hold'
      ? CUSTOMS_DOCUMENTS[Math.floor(random() * CUSTOMS_DOCUMENTS.length)]?.type
      : undefined;
  raiseException(db, pkg.id, kind, document ? { document } : {}, at);
  if (notify) {
    sendShipmentNotices(db, {
      shipmentId: shipment.id,
      event: 'exception',
      packageId: pkg.id,
      kind,
      at,
      portalUrl: notify.portalUrl,
    });
  }
  return pkg.id;
}

/** Runs tick on an interval until the returned function is called. */
export function startSimulator(
  db: Db,
  intervalMs: number,
  clock: () => Date,
  log: (line: string) => void,
  portalUrl?: string,
): () => void {
  const timer = setInterval(() => {
    try {
      const result = tick(db, clock(), { portalUrl });
      if (result.shipments.length) log(`tracking: ${result.shipments.length} shipment(s) moved on`);
      if (result.exceptions.length) {
        log(`tracking: ${result.exceptions.length} package(s) met an exception`);
      }
      if (result.claims.length) log(`claims: ${result.claims.length} claim(s) moved on`);
    } catch (err) {
      log(`tracking simulator failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
