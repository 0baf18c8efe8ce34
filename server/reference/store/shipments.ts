import type { Db } from '../db/connection';
import { randomAwb } from '../domain/awb';
import type { PackageStatus } from '../domain/statuses';

export interface ShipmentRow {
  id: number;
  client_id: number;
  customer_id: number | null;
  sender_address_id: string;
  receiver_address_id: string;
  created_by: number | null;
  mawb: string;
  reference1: string | null;
  billing_reference: string | null;
  product_group: 'EXP' | 'DOM';
  product_code: string;
  insurance: number;
  dutiable: number;
  customs_payment_type: string | null;
  customs_payment_method: string | null;
  freight_payment_type: string;
  freight_payment_method: string;
  added_services: string;
  status: PackageStatus;
  delivered_at: string | null;
  created_at: string;
  etd: string;
  eta: string;
  updated_at: string;
}

export interface PackageRow {
  id: number;
  shipment_id: number;
  awb: string;
  reference: string | null;
  description: string;
  type: string;
  commodity_type: string;
  dimensions_unit: string | null;
  height: number | null;
  length: number | null;
  width: number | null;
  weight_value: number;
  weight_unit: string;
  declared_value: number;
  declared_unit: string;
  cod_value: number | null;
  cod_unit: string | null;
  status: PackageStatus;
  updated_at: string;
}

export interface ItemFields {
  sku_code: string;
  hsn_code: string;
  description: string;
  origin_country: string;
  quantity: number;
  unit_price: number;
  unit_price_currency: string;
  declared_unit_amount: number;
  declared_unit_currency: string;
}

export type PackageFields = Omit<
  PackageRow,
  'id' | 'shipment_id' | 'awb' | 'status' | 'updated_at'
> & {
  items: ItemFields[];
};

export type ShipmentFields = Omit<
  ShipmentRow,
  'id' | 'mawb' | 'status' | 'delivered_at' | 'updated_at'
>;

/** An AWB nobody holds yet, as a package or as a parent (mawb). */
function freeAwb(db: Db): string {
  const taken = db.prepare<[string, string], { ok: number }>(
    'SELECT 1 AS ok FROM packages WHERE awb = ? UNION ALL SELECT 1 FROM shipments WHERE mawb = ?',
  );
  for (;;) {
    const awb = randomAwb();
    if (!taken.get(awb, awb)) return awb;
  }
}

/**
 * Writes a shipment with its packages, their customs items and each package's first
 * tracking event, all or nothing.
 */
export function insertShipment(
  db: Db,
  shipment: ShipmentFields,
  packages: PackageFields[],
  firstEvent: { location: string },
): { shipment_id: number; mawb: string; packages: Array<{ id: number; awb: string }> } {
  return db.transaction(() => {
    const mawb = freeAwb(db);
    const shipmentId = Number(
      db
        .prepare(
          `INSERT INTO shipments (client_id, customer_id, sender_address_id, receiver_address_id,
             created_by, mawb, reference1, billing_reference, product_group, product_code,
             insurance, dutiable, customs_payment_type, customs_payment_method,
             freight_payment_type, freight_payment_method, added_services, status, created_at,
             etd, eta, updated_at)
           VALUES (@client_id, @customer_id, @sender_address_id, @receiver_address_id,
             @created_by, @mawb, @reference1, @billing_reference, @product_group, @product_code,
             @insurance, @dutiable, @customs_payment_type, @customs_payment_method,
             @freight_payment_type, @freight_payment_method, @added_services, 'created',
             @created_at, @etd, @eta, @created_at)`,
        )
        .run({ ...shipment, mawb }).lastInsertRowid,
    );
    const insertPackage = db.prepare(
      `INSERT INTO packages (shipment_id, awb, reference, description, type, commodity_type,
         dimensions_unit, height, length, width, weight_value, weight_unit, declared_value,
         declared_unit, cod_value, cod_unit, status, updated_at)
       VALUES (@shipment_id, @awb, @reference, @description, @type, @commodity_type,
         @dimensions_unit, @height, @length, @width, @weight_value, @weight_unit, @declared_value,
         @declared_unit, @cod_value, @cod_unit, 'created', @updated_at)`,
    );
    const insertItem = db.prepare(
      `INSERT INTO package_items (package_id, sku_code, hsn_code, description, origin_country,
         quantity, unit_price, unit_price_currency, declared_unit_amount, declared_unit_currency)
       VALUES (@package_id, @sku_code, @hsn_code, @description, @origin_country, @quantity,
         @unit_price, @unit_price_currency, @declared_unit_amount, @declared_unit_currency)`,
    );
    const created: Array<{ id: number; awb: string }> = [];
    for (const { items, ...fields } of packages) {
      const awb = freeAwb(db);
      const id = Number(
        insertPackage.run({
          ...fields,
          shipment_id: shipmentId,
          awb,
          updated_at: shipment.created_at,
        }).lastInsertRowid,
      );
      for (const item of items) insertItem.run({ ...item, package_id: id });
      insertEvent(db, id, 'created', firstEvent.location, shipment.created_at);
      created.push({ id, awb });
    }
    return { shipment_id: shipmentId, mawb, packages: created };
  })();
}

export function insertEvent(
  db: Db,
  packageId: number,
  status: PackageStatus,
  location: string,
  at: string,
): void {
  db.prepare(
    'INSERT INTO package_events (package_id, status, location, created_at) VALUES (?, ?, ?, ?)',
  ).run(packageId, status, location, at);
}

export function shipmentById(db: Db, id: number): ShipmentRow | undefined {
  return db.prepare<[number], ShipmentRow>('SELECT * FROM shipments WHERE id = ?').get(id);
}

export function packagesOf(db: Db, shipmentIds: number[]): PackageRow[] {
  if (!shipmentIds.length) return [];
  return db
    .prepare<number[], PackageRow>(
      `SELECT * FROM packages WHERE shipment_id IN (${shipmentIds.map(() => '?').join(',')})
       ORDER BY id`,
    )
    .all(...shipmentIds);
}

export interface EventRow {
  id: number;
  package_id: number;
  status: PackageStatus;
  location: string;
  created_at: string;
}

/** Tracking events of the given packages, newest first. */
export function eventsOf(db: Db, packageIds: number[]): EventRow[] {
  if (!packageIds.length) return [];
  return db
    .prepare<number[], EventRow>(
      `SELECT * FROM package_events WHERE package_id IN (${packageIds.map(() => '?').join(',')})
       ORDER BY created_at DESC, id DESC`,
    )
    .all(...packageIds);
}

export function packageByAwb(
  db: Db,
  awb: string,
): (PackageRow & { client_id: number }) | undefined {
  return db
    .prepare<[string], PackageRow & { client_id: number }>(
      `SELECT packages.*, shipments.client_id FROM packages
       JOIN shipments ON shipments.id = packages.shipment_id WHERE packages.awb = ?`,
    )
    .get(awb);
}
