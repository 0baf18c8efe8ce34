import type { Db } from '../db/connection';

/** The most presets one client account keeps (extension: package presets). */
export const MAX_PRESETS = 50;

export interface PresetRow {
  id: number;
  client_id: number;
  name: string;
  type: string;
  commodity_type: string;
  description: string | null;
  dimensions_unit: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight_value: number;
  weight_unit: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** What a preset holds, without its keys and times. */
export type PresetFields = Omit<
  PresetRow,
  'id' | 'client_id' | 'created_by' | 'created_at' | 'updated_at'
>;

/** The contract's PackagePreset: dimensions and weight grouped as the shipment body has them. */
export function presetDto(row: PresetRow) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    commodity_type: row.commodity_type,
    description: row.description,
    dimensions:
      row.dimensions_unit === null
        ? null
        : { unit: row.dimensions_unit, length: row.length, width: row.width, height: row.height },
    weight: { value: row.weight_value, unit: row.weight_unit },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presetsOf(db: Db, clientId: number): PresetRow[] {
  return db
    .prepare<[number], PresetRow>(
      'SELECT * FROM package_presets WHERE client_id = ? ORDER BY name COLLATE NOCASE, id',
    )
    .all(clientId);
}

export function presetCount(db: Db, clientId: number): number {
  return (
    db
      .prepare<[number], { n: number }>(
        'SELECT COUNT(*) AS n FROM package_presets WHERE client_id = ?',
      )
      .get(clientId)?.n ?? 0
  );
}

/** A preset of this account, or undefined (another account's preset is not under it). */
export function presetOf(db: Db, clientId: number, id: number): PresetRow | undefined {
  return db
    .prepare<[number, number], PresetRow>(
      'SELECT * FROM package_presets WHERE id = ? AND client_id = ?',
    )
    .get(id, clientId);
}

/** Whether another preset of the account already has this name (case-insensitive). */
export function presetNameTaken(db: Db, clientId: number, name: string, except = 0): boolean {
  return Boolean(
    db
      .prepare<[number, string, number], { id: number }>(
        `SELECT id FROM package_presets
         WHERE client_id = ? AND name = ? COLLATE NOCASE AND id != ?`,
      )
      .get(clientId, name, except),
  );
}

export function insertPreset(
  db: Db,
  clientId: number,
  fields: PresetFields,
  userId: number | null,
  now: Date,
): PresetRow {
  const at = now.toISOString();
  const id = Number(
    db
      .prepare(
        `INSERT INTO package_presets (client_id, name, type, commodity_type, description,
           dimensions_unit, length, width, height, weight_value, weight_unit, created_by,
           created_at, updated_at)
         VALUES (@client_id, @name, @type, @commodity_type, @description, @dimensions_unit,
           @length, @width, @height, @weight_value, @weight_unit, @created_by, @at, @at)`,
      )
      .run({ ...fields, client_id: clientId, created_by: userId, at }).lastInsertRowid,
  );
  return presetOf(db, clientId, id)!;
}

export function updatePreset(db: Db, row: PresetRow, fields: PresetFields, now: Date): PresetRow {
  db.prepare(
    `UPDATE package_presets SET name = @name, type = @type, commodity_type = @commodity_type,
       description = @description, dimensions_unit = @dimensions_unit, length = @length,
       width = @width, height = @height, weight_value = @weight_value,
       weight_unit = @weight_unit, updated_at = @at
     WHERE id = @id`,
  ).run({ ...fields, id: row.id, at: now.toISOString() });
  return presetOf(db, row.client_id, row.id)!;
}

export function deletePreset(db: Db, row: PresetRow): void {
  db.prepare('DELETE FROM package_presets WHERE id = ?').run(row.id);
}
