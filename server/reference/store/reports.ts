import type { Db } from '../db/connection';
import { addDays, localDate } from '../domain/dates';
import { placeNames } from '../domain/places';
import { CANCELLED, PICKUP_STATUSES, TRACKING_STATUSES } from '../domain/statuses';
import { addressById } from './addresses';

export interface ReportRange {
  from: string;
  to: string;
  /** Instants bounding the local days from..to (end exclusive). */
  start: string;
  end: string;
}

export interface Report {
  columns: Array<{ key: string; label: string }>;
  rows: Array<Record<string, string | number>>;
  totals: Record<string, number>;
}

export const REPORT_KINDS = [
  'shipments-by-status',
  'shipments-by-day',
  'shipments-by-destination',
  'pickups-by-status',
] as const;

export type ReportKind = (typeof REPORT_KINDS)[number];

const round1 = (value: number) => Math.round(value * 10) / 10;

function sum(rows: Report['rows'], key: string): number {
  return rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
}

/**
 * A report of `rows` under `columns` (key → label, in order), with the `totalled` columns
 * summed (to one decimal, as the weights are).
 */
function report(
  columns: Record<string, string>,
  rows: Report['rows'],
  totalled: readonly string[],
): Report {
  return {
    columns: Object.entries(columns).map(([key, label]) => ({ key, label })),
    rows,
    totals: Object.fromEntries(totalled.map((key) => [key, round1(sum(rows, key))])),
  };
}

/** Shipments created in the range, by their current status, every status listed. */
function shipmentsByStatus(db: Db, clientId: number, range: ReportRange): Report {
  const counts = new Map(
    db
      .prepare<[number, string, string], { status: string; n: number }>(
        `SELECT status, COUNT(*) AS n FROM shipments
         WHERE client_id = ? AND created_at >= ? AND created_at < ? GROUP BY status`,
      )
      .all(clientId, range.start, range.end)
      .map((row) => [row.status, row.n]),
  );
  // Cancelled shipments count too, so the rows add up to the shipments the list shows.
  const rows = [...TRACKING_STATUSES, CANCELLED].map((s) => ({
    status: s.label,
    count: counts.get(s.slug) ?? 0,
  }));
  return report({ status: 'Status', count: 'Shipments' }, rows, ['count']);
}

/** Every local day of the range: shipments created that day and delivered that day. */
function shipmentsByDay(db: Db, clientId: number, range: ReportRange): Report {
  const created = new Map<string, number>();
  const delivered = new Map<string, number>();
  const bump = (map: Map<string, number>, iso: string) => {
    const day = localDate(new Date(iso));
    map.set(day, (map.get(day) ?? 0) + 1);
  };
  for (const row of db
    .prepare<[number, string, string], { created_at: string }>(
      'SELECT created_at FROM shipments WHERE client_id = ? AND created_at >= ? AND created_at < ?',
    )
    .all(clientId, range.start, range.end)) {
    bump(created, row.created_at);
  }
  for (const row of db
    .prepare<[number, string, string], { delivered_at: string }>(
      `SELECT delivered_at FROM shipments
       WHERE client_id = ? AND delivered_at >= ? AND delivered_at < ?`,
    )
    .all(clientId, range.start, range.end)) {
    bump(delivered, row.delivered_at);
  }
  const rows: Report['rows'] = [];
  for (
    let day = new Date(`${range.from}T00:00:00`);
    localDate(day) <= range.to;
    day = addDays(day, 1)
  ) {
    const date = localDate(day);
    rows.push({ date, created: created.get(date) ?? 0, delivered: delivered.get(date) ?? 0 });
  }
  return report({ date: 'Date', created: 'Created', delivered: 'Delivered' }, rows, [
    'created',
    'delivered',
  ]);
}

/** Shipments created in the range by the receiver's country, most shipments first. */
function shipmentsByDestination(db: Db, clientId: number, range: ReportRange): Report {
  const shipments = db
    .prepare<[number, string, string], { receiver_address_id: string; packages: number }>(
      `SELECT s.receiver_address_id,
         (SELECT COUNT(*) FROM packages p WHERE p.shipment_id = s.id) AS packages
       FROM shipments s WHERE s.client_id = ? AND s.created_at >= ? AND s.created_at < ?`,
    )
    .all(clientId, range.start, range.end);
  const byCountry = new Map<string, { count: number; packages: number }>();
  for (const shipment of shipments) {
    const address = addressById(db, shipment.receiver_address_id);
    const country = address ? placeNames(address).country : 'Unknown';
    const entry = byCountry.get(country) ?? { count: 0, packages: 0 };
    entry.count += 1;
    entry.packages += shipment.packages;
    byCountry.set(country, entry);
  }
  const rows = [...byCountry.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .map(([country, entry]) => ({ country, count: entry.count, packages: entry.packages }));
  return report({ country: 'Country', count: 'Shipments', packages: 'Packages' }, rows, [
    'count',
    'packages',
  ]);
}

/** Pickups dated in the range by status, every status listed. */
function pickupsByStatus(db: Db, clientId: number, range: ReportRange): Report {
  const found = new Map(
    db
      .prepare<
        [number, string, string],
        { status: string; n: number; packages: number; weight: number }
      >(
        `SELECT status, COUNT(*) AS n, SUM(nb_packages) AS packages,
           COALESCE(SUM(total_weight), 0) AS weight
         FROM pickups WHERE client_id = ? AND pickup_date >= ? AND pickup_date <= ?
         GROUP BY status`,
      )
      .all(clientId, range.from, range.to)
      .map((row) => [row.status, row]),
  );
  const rows = PICKUP_STATUSES.map((s) => {
    const row = found.get(s.value);
    return {
      status: s.label,
      count: row?.n ?? 0,
      packages: row?.packages ?? 0,
      weight: round1(row?.weight ?? 0),
    };
  });
  const columns = {
    status: 'Status',
    count: 'Pickups',
    packages: 'Packages',
    weight: 'Total Weight (kg)',
  };
  return report(columns, rows, ['count', 'packages', 'weight']);
}

const BUILDERS: Record<ReportKind, (db: Db, clientId: number, range: ReportRange) => Report> = {
  'shipments-by-status': shipmentsByStatus,
  'shipments-by-day': shipmentsByDay,
  'shipments-by-destination': shipmentsByDestination,
  'pickups-by-status': pickupsByStatus,
};

export const isReportKind = (kind: string): kind is ReportKind =>
  (REPORT_KINDS as readonly string[]).includes(kind);

export function buildReport(
  db: Db,
  clientId: number,
  kind: ReportKind,
  range: ReportRange,
): Report {
  return BUILDERS[kind](db, clientId, range);
}
