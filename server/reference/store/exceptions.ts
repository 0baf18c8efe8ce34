import type { Db } from '../db/connection';
import { EXCEPTION_EVENTS, type ExceptionKind, type ResolutionAction } from '../domain/exceptions';

/**
 * The exceptions packages meet on their way and how they were resolved (docs/exceptions.md,
 * db/steps-exceptions.ts). Raising one and resolving it each add a tracking event on the
 * package, so its activity log says what happened.
 */
export interface ExceptionRow {
  id: number;
  package_id: number;
  kind: ExceptionKind;
  /** JSON: `{document}` for a customs hold. */
  details: string;
  raised_at: string;
  status: 'open' | 'resolved';
  resolution_action: ResolutionAction | null;
  /** JSON: `{date}`, `{branch_id}`, `{address_id}`, `{document: {type, size, sha256, file}}`. */
  resolution_details: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
}

export interface ExceptionDetails {
  document?: string;
}

export interface ResolutionDetails {
  date?: string;
  branch_id?: string;
  address_id?: string;
  document?: { type: string; size: number; sha256: string; file: string };
}

export const detailsOf = (row: ExceptionRow): ExceptionDetails =>
  JSON.parse(row.details || '{}') as ExceptionDetails;

export const resolutionDetailsOf = (row: ExceptionRow): ResolutionDetails =>
  JSON.parse(row.resolution_details || '{}') as ResolutionDetails;

/** Where the package was last seen: the location of its newest event. */
function lastLocation(db: Db, packageId: number): string {
  return (
    db
      .prepare<[number], { location: string }>(
        `SELECT location FROM package_events WHERE package_id = ?
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .get(packageId)?.location ?? ''
  );
}

function addEvent(db: Db, packageId: number, slug: string, location: string, at: string): void {
  db.prepare(
    'INSERT INTO package_events (package_id, status, location, created_at) VALUES (?, ?, ?, ?)',
  ).run(packageId, slug, location, at);
  db.prepare(
    `UPDATE shipments SET updated_at = MAX(updated_at, ?)
     WHERE id = (SELECT shipment_id FROM packages WHERE id = ?)`,
  ).run(at, packageId);
}

/** Raises an exception on a package, with its tracking event where the package last was. */
export function raiseException(
  db: Db,
  packageId: number,
  kind: ExceptionKind,
  details: ExceptionDetails,
  at: string,
  location?: string,
): ExceptionRow {
  const id = Number(
    db
      .prepare(
        `INSERT INTO package_exceptions (package_id, kind, details, raised_at)
         VALUES (?, ?, ?, ?)`,
      )
      .run(packageId, kind, JSON.stringify(details), at).lastInsertRowid,
  );
  addEvent(db, packageId, EXCEPTION_EVENTS[kind].slug, location ?? lastLocation(db, packageId), at);
  return exceptionById(db, id) as ExceptionRow;
}

/** Closes an open exception with the fix taken, and logs the fix on the package's tracking. */
export function resolveException(
  db: Db,
  exception: ExceptionRow,
  resolution: { action: ResolutionAction; details: ResolutionDetails; by: string; at: string },
): ExceptionRow {
  db.prepare(
    `UPDATE package_exceptions SET status = 'resolved', resolution_action = ?,
       resolution_details = ?, resolved_by = ?, resolved_at = ?
     WHERE id = ? AND status = 'open'`,
  ).run(
    resolution.action,
    JSON.stringify(resolution.details),
    resolution.by,
    resolution.at,
    exception.id,
  );
  addEvent(
    db,
    exception.package_id,
    EXCEPTION_EVENTS[resolution.action].slug,
    lastLocation(db, exception.package_id),
    resolution.at,
  );
  return exceptionById(db, exception.id) as ExceptionRow;
}

export function exceptionById(db: Db, id: number): ExceptionRow | undefined {
  return db
    .prepare<[number], ExceptionRow>('SELECT * FROM package_exceptions WHERE id = ?')
    .get(id);
}

/** Every exception of the given packages, newest first. */
export function exceptionsOf(db: Db, packageIds: number[]): ExceptionRow[] {
  if (!packageIds.length) return [];
  return db
    .prepare<number[], ExceptionRow>(
      `SELECT * FROM package_exceptions
       WHERE package_id IN (${packageIds.map(() => '?').join(',')})
       ORDER BY raised_at DESC, id DESC`,
    )
    .all(...packageIds);
}

/** The account's packages with an open exception (the dashboard's 'Needs your attention'). */
export function openExceptionCount(db: Db, clientId: number): number {
  return (
    db
      .prepare<[number], { n: number }>(
        `SELECT COUNT(DISTINCT e.package_id) AS n FROM package_exceptions e
         JOIN packages p ON p.id = e.package_id
         JOIN shipments s ON s.id = p.shipment_id
         WHERE s.client_id = ? AND e.status = 'open'`,
      )
      .get(clientId)?.n ?? 0
  );
}

export interface OpenPackage {
  shipment_id: number;
  package_id: number;
  awb: string;
  kind: ExceptionKind;
}

/** The account's packages with an open exception, the newest raised first. */
export function openExceptionPackages(db: Db, clientId: number, limit: number): OpenPackage[] {
  return db
    .prepare<[number, number], OpenPackage>(
      `SELECT s.id AS shipment_id, p.id AS package_id, p.awb, e.kind FROM package_exceptions e
       JOIN packages p ON p.id = e.package_id
       JOIN shipments s ON s.id = p.shipment_id
       WHERE s.client_id = ? AND e.status = 'open'
       ORDER BY e.raised_at DESC, e.id DESC LIMIT ?`,
    )
    .all(clientId, limit);
}

/**
 * Packages that do not move on: one with an open exception waits for its fix, and one
 * returning to the shipper or abandoned leaves the way to the consignee for good.
 */
export function stoppedPackages(db: Db, packageIds: number[]): Set<number> {
  if (!packageIds.length) return new Set();
  const rows = db
    .prepare<number[], { package_id: number }>(
      `SELECT DISTINCT package_id FROM package_exceptions
       WHERE package_id IN (${packageIds.map(() => '?').join(',')})
         AND (status = 'open' OR resolution_action IN ('return_to_shipper', 'abandon'))`,
    )
    .all(...packageIds);
  return new Set(rows.map((row) => row.package_id));
}
