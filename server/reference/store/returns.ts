import type { Db } from '../db/connection';

/**
 * Returns (an extension, tests/contract/README.md): a shipment may name the one it sends back
 * (`shipments.return_of`). The list and the detail show, for each shipment, the one it
 * returns and those that return it, each as `{id, awb, package_id}`: its parent AWB, and its
 * first package, so the portal can open that shipment's tracking.
 */

export interface ReturnLink {
  id: number;
  awb: string;
  package_id: number | null;
}

export interface ReturnLinks {
  return_of: ReturnLink | null;
  returns: ReturnLink[];
}

export function markReturnOf(db: Db, shipmentId: number, originalId: number): void {
  db.prepare('UPDATE shipments SET return_of = ? WHERE id = ?').run(originalId, shipmentId);
}

type LinkRow = ReturnLink & { of: number | null; by: number | null };

/** The links of each given shipment, in two queries whatever their number. */
export function returnLinksOf(db: Db, shipmentIds: number[]): Map<number, ReturnLinks> {
  const links = new Map<number, ReturnLinks>(
    shipmentIds.map((id) => [id, { return_of: null, returns: [] }]),
  );
  if (!shipmentIds.length) return links;
  const marks = shipmentIds.map(() => '?').join(',');
  const link = `s.id AS id, s.mawb AS awb,
    (SELECT MIN(p.id) FROM packages p WHERE p.shipment_id = s.id) AS package_id`;
  // The originals of the given returns, then the returns of the given originals.
  const originals = db
    .prepare<number[], LinkRow>(
      `SELECT r.id AS of, NULL AS by, ${link} FROM shipments r
       JOIN shipments s ON s.id = r.return_of WHERE r.id IN (${marks})`,
    )
    .all(...shipmentIds);
  const returns = db
    .prepare<number[], LinkRow>(
      `SELECT NULL AS of, s.return_of AS by, ${link} FROM shipments s
       WHERE s.return_of IN (${marks}) ORDER BY s.created_at, s.id`,
    )
    .all(...shipmentIds);
  for (const { of, by, ...found } of [...originals, ...returns]) {
    if (of !== null) links.get(of)!.return_of = found;
    if (by !== null) links.get(by)!.returns.push(found);
  }
  return links;
}

export const returnLinks = (db: Db, shipmentId: number): ReturnLinks =>
  returnLinksOf(db, [shipmentId]).get(shipmentId)!;
