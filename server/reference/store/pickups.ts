import type { Db } from '../db/connection';
import { placeNames } from '../domain/places';
import { pickupStatus, statusLabel, type PickupStatus } from '../domain/statuses';
import type { WordLanguage } from '../domain/words/language';
import { addressById } from './addresses';
import { likeEscape, pageOf, type ListQuery } from './list-page';

export interface PickupRow {
  id: number;
  client_id: number;
  address_id: string;
  created_by: number | null;
  nb_packages: number;
  total_weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  pickup_date: string;
  time_from: string;
  time_to: string;
  instruction: string | null;
  status: PickupStatus;
  created_at: string;
  updated_at: string;
}

export type NewPickup = Omit<PickupRow, 'id' | 'status' | 'updated_at'>;

export function insertPickup(db: Db, pickup: NewPickup): number {
  const result = db
    .prepare(
      `INSERT INTO pickups (client_id, address_id, created_by, nb_packages, total_weight, length,
         width, height, pickup_date, time_from, time_to, instruction, status, created_at, updated_at)
       VALUES (@client_id, @address_id, @created_by, @nb_packages, @total_weight, @length,
         @width, @height, @pickup_date, @time_from, @time_to, @instruction, 'pending',
         @created_at, @created_at)`,
    )
    .run(pickup);
  return Number(result.lastInsertRowid);
}

function pickupView(db: Db, row: PickupRow, language: WordLanguage = 'en') {
  const address = addressById(db, row.address_id);
  const names = address ? placeNames(address) : null;
  const status = pickupStatus(row.status);
  return {
    id: row.id,
    address: address
      ? {
          address1: address.address1,
          address2: address.address2,
          city: names?.city ?? address.city,
          province: names?.province ?? address.province,
          country: names?.country ?? address.country,
          attention: address.attention,
          phone: address.phone,
          email: address.email,
        }
      : null,
    nb_packages: row.nb_packages,
    // The row shape has a number here; a request that gave no weight counts as 0 kg.
    total_weight: row.total_weight ?? 0,
    pickup_date: row.pickup_date,
    pickup_time_from: row.time_from,
    pickup_time_to: row.time_to,
    instruction: row.instruction,
    status: {
      value: status.value,
      label: statusLabel(status.label, language),
      color_bg: status.color_bg,
      color_text: status.color_text,
    },
    created_at: row.created_at,
  };
}

/**
 * One page of a client's pickups, the latest requested first (a pickup just scheduled
 * heads the list, whatever its date). `search` matches the pickup id,
 * or the address's first line, contact or city as stored.
 */
export function listPickups(
  db: Db,
  clientId: number,
  query: ListQuery,
  language: WordLanguage = 'en',
) {
  const where = ['p.client_id = @clientId'];
  if (query.status) where.push('p.status = @status');
  if (query.search) {
    where.push(
      `(CAST(p.id AS TEXT) = @exact OR a.address1 LIKE @anywhere ESCAPE '\\'
        OR a.attention LIKE @anywhere ESCAPE '\\' OR a.city LIKE @anywhere ESCAPE '\\'
        OR p.instruction LIKE @anywhere ESCAPE '\\')`,
    );
  }
  const params = {
    clientId,
    status: query.status,
    exact: query.search.replace(/^#/, ''),
    anywhere: `%${likeEscape(query.search)}%`,
  };
  const from = `FROM pickups p JOIN addresses a ON a.id = p.address_id WHERE ${where.join(' AND ')}`;
  const total =
    db.prepare<[typeof params], { n: number }>(`SELECT COUNT(*) AS n ${from}`).get(params)?.n ?? 0;
  const rows = db
    .prepare<[typeof params & { limit: number; offset: number }], PickupRow>(
      `SELECT p.* ${from} ORDER BY p.created_at DESC, p.id DESC
       LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: query.perPage, offset: (query.page - 1) * query.perPage });
  return pageOf(
    rows.map((row) => pickupView(db, row, language)),
    total,
    query,
  );
}
