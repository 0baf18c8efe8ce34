import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/reference/db/connection';
import { tick } from '../../../server/reference/simulator';
import { raiseException, resolveException } from '../../../server/reference/store/exceptions';
import { insertPickup } from '../../../server/reference/store/pickups';
import { proofOf } from '../../../server/reference/store/proofs';
import { addShipment, smallWorld } from '../../support/reference/fixtures';

const start = new Date('2026-03-02T08:00:00Z');
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
let db: Db | undefined;
afterEach(() => db?.close());

const statusOf = (d: Db, shipmentId: number) =>
  d
    .prepare<[number], { status: string; delivered_at: string | null }>(
      'SELECT status, delivered_at FROM shipments WHERE id = ?',
    )
    .get(shipmentId);

const eventsOf = (d: Db, packageId: number) =>
  d
    .prepare<[number], { status: string; location: string; created_at: string }>(
      'SELECT status, location, created_at FROM package_events WHERE package_id = ? ORDER BY id',
    )
    .all(packageId);

describe('the tracking simulator', () => {
  it('moves every package of a chosen shipment one status forward and logs where and when', () => {
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start, 2);
    const result = tick(db, later(10), { random: () => 0 });
    expect(result.shipments).toEqual([shipment.shipment_id]);
    expect(statusOf(db, shipment.shipment_id)?.status).toBe('picked_up');
    for (const pkg of shipment.packages) {
      const events = eventsOf(db, pkg.id);
      expect(events.map((e) => e.status)).toEqual(['created', 'picked_up']);
      expect(events[1]?.created_at).toBe(later(10).toISOString());
      expect(events[1]?.location).toBe('Beirut, Lebanon');
    }
  });

  it('leaves shipments alone when chance says no', () => {
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start);
    expect(tick(db, later(10), { random: () => 0.99 }).shipments).toEqual([]);
    expect(statusOf(db, shipment.shipment_id)?.status).toBe('created');
  });

  it('walks the whole path to delivered, then stops', () => {
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start);
    for (let minute = 1; minute <= 6; minute += 1) tick(db, later(minute), { random: () => 0 });
    const events = eventsOf(db, shipment.packages[0]?.id ?? 0);
    expect(events.map((e) => e.status)).toEqual([
      'created',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(events[2]?.location).toMatch(/France$/);
    expect(events[4]?.location).toBe('Paris, France');
    expect(statusOf(db, shipment.shipment_id)).toEqual({
      status: 'delivered',
      delivered_at: later(4).toISOString(),
    });
  });

  it('never logs a move at or before the last one', () => {
    const world = smallWorld(start);
    db = world.db;
    addShipment(db, world.clientId, world.sender, world.receiver, start);
    expect(tick(db, start, { random: () => 0 }).shipments).toEqual([]);
  });

  it('confirms pickups after a while and closes those whose window has passed', () => {
    const world = smallWorld(start);
    db = world.db;
    const pickup = (date: string, from: string, to: string) =>
      insertPickup(world.db, {
        client_id: world.clientId,
        address_id: world.sender.id,
        created_by: null,
        nb_packages: 1,
        total_weight: null,
        length: null,
        width: null,
        height: null,
        pickup_date: date,
        time_from: from,
        time_to: to,
        instruction: null,
        created_at: start.toISOString(),
      });
    const upcoming = pickup('2099-01-01', '09:00', '12:00');
    const past = pickup('2020-01-01', '09:00', '12:00');
    const status = (id: number) =>
      world.db
        .prepare<[number], { status: string }>('SELECT status FROM pickups WHERE id = ?')
        .get(id)?.status;
    tick(world.db, later(1));
    expect(status(upcoming)).toBe('pending');
    expect(status(past)).toBe('completed');
    tick(world.db, later(10));
    expect(status(upcoming)).toBe('confirmed');
  });
});

describe('the tracking simulator and exceptions', () => {
  const walk = (d: Db, shipmentId: number, minutes: number[]) => {
    for (const minute of minutes) tick(d, later(minute), { random: () => 0 });
    return statusOf(d, shipmentId)?.status;
  };

  it('keeps a package with an open exception where it is until the exception is resolved', () => {
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start);
    const pkg = shipment.packages[0]!.id;
    expect(walk(db, shipment.shipment_id, [1, 2])).toBe('in_transit');
    const raised = raiseException(
      db,
      pkg,
      'customs_hold',
      { document: 'import_licence' },
      later(3).toISOString(),
    );
    expect(walk(db, shipment.shipment_id, [4, 5, 6])).toBe('in_transit');
    expect(eventsOf(db, pkg).at(-1)?.status).toBe('customs_hold');
    resolveException(db, raised, {
      action: 'upload_document',
      details: {},
      by: 'Rami Haddad',
      at: later(7).toISOString(),
    });
    expect(eventsOf(db, pkg).at(-1)?.status).toBe('customs_document_received');
    expect(walk(db, shipment.shipment_id, [8, 9])).toBe('delivered');
  });

  it('stops a package returning to the shipper or abandoned for good', () => {
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start);
    const pkg = shipment.packages[0]!.id;
    walk(db, shipment.shipment_id, [1, 2, 3]);
    const raised = raiseException(db, pkg, 'refused', {}, later(4).toISOString());
    resolveException(db, raised, {
      action: 'abandon',
      details: {},
      by: 'R',
      at: later(5).toISOString(),
    });
    expect(walk(db, shipment.shipment_id, [6, 7, 8])).toBe('out_for_delivery');
  });

  it('raises an exception now and then on a package on its way, instead of moving it', () => {
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start);
    const pkg = shipment.packages[0]!.id;
    walk(db, shipment.shipment_id, [1, 2]);
    // Chosen to move (0), meets an exception (0.99 ≥ 1 - chance), the first kind (0).
    const draws = [0, 0.99, 0];
    const result = tick(db, later(3), { random: () => draws.shift() ?? 0 });
    expect(result.exceptions).toEqual([pkg]);
    expect(result.shipments).toEqual([]);
    expect(statusOf(db, shipment.shipment_id)?.status).toBe('in_transit');
    const open = db
      .prepare<[number], { kind: string; status: string }>(
        'SELECT kind, status FROM package_exceptions WHERE package_id = ?',
      )
      .all(pkg);
    // An international package in transit: held by customs.
    expect(open).toEqual([{ kind: 'customs_hold', status: 'open' }]);
  });

  it('raises none on a package not yet picked up, and none when the draw says no', () => {
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start);
    const draws = [0, 0.99, 0];
    const result = tick(db, later(1), { random: () => draws.shift() ?? 0 });
    expect(result.exceptions).toEqual([]);
    expect(result.shipments).toEqual([shipment.shipment_id]);
    expect(tick(db, later(2), { random: () => 0 }).exceptions).toEqual([]);
  });

  it('records who signed for a delivered package, when and at which address', () => {
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start);
    walk(db, shipment.shipment_id, [1, 2, 3, 4]);
    expect(proofOf(db, shipment.packages[0]!.id)).toEqual({
      package_id: shipment.packages[0]!.id,
      signed_by: 'Rami',
      signed_at: later(4).toISOString(),
      address_id: world.receiver.id,
    });
  });
});
