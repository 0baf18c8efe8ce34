import type { Db } from '../db/connection';
import { monthBounds } from '../domain/dates';
import { ON_THE_WAY } from '../domain/statuses';

/**
 * The dashboard's card. Created and delivered count this calendar month; in transit is
 * how many are on their way right now (picked up, not yet delivered), whenever created.
 */
export function shipmentStats(db: Db, clientId: number, now: Date) {
  const { start, end } = monthBounds(now);
  const count = (sql: string, ...params: unknown[]) =>
    db.prepare<unknown[], { n: number }>(sql).get(...params)?.n ?? 0;
  return {
    shipments_created_this_month: count(
      'SELECT COUNT(*) AS n FROM shipments WHERE client_id = ? AND created_at >= ? AND created_at < ?',
      clientId,
      start,
      end,
    ),
    shipments_in_transit: count(
      `SELECT COUNT(*) AS n FROM shipments WHERE client_id = ? AND status IN (${ON_THE_WAY.map(() => '?').join(',')})`,
      clientId,
      ...ON_THE_WAY,
    ),
    shipments_delivered_this_month: count(
      `SELECT COUNT(*) AS n FROM shipments WHERE client_id = ? AND status = 'delivered'
         AND delivered_at >= ? AND delivered_at < ?`,
      clientId,
      start,
      end,
    ),
  };
}
