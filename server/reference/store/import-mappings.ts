import type { Db } from '../db/connection';

/** The files the portal imports whose column mapping the provider keeps. */
export const IMPORT_KINDS = ['shipments'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const isImportKind = (kind: string): kind is ImportKind =>
  (IMPORT_KINDS as readonly string[]).includes(kind);

interface MappingRow {
  columns: string;
  updated_at: string;
}

/** The contract's ImportMapping: the portal's column key → the file's header name. */
export interface ImportMapping {
  kind: ImportKind;
  columns: Record<string, string>;
  updated_at: string | null;
}

export function importMapping(db: Db, clientId: number, kind: ImportKind): ImportMapping {
  const row = db
    .prepare<[number, string], MappingRow>(
      'SELECT columns, updated_at FROM import_mappings WHERE client_id = ? AND kind = ?',
    )
    .get(clientId, kind);
  return {
    kind,
    columns: row ? (JSON.parse(row.columns) as Record<string, string>) : {},
    updated_at: row?.updated_at ?? null,
  };
}

/** Replaces the account's mapping for the kind (one per account and kind). */
export function saveImportMapping(
  db: Db,
  clientId: number,
  kind: ImportKind,
  columns: Record<string, string>,
  userId: number | null,
  now: Date,
): ImportMapping {
  db.prepare(
    `INSERT INTO import_mappings (client_id, kind, columns, updated_by, updated_at)
     VALUES (@clientId, @kind, @columns, @userId, @at)
     ON CONFLICT (client_id, kind) DO UPDATE SET columns = excluded.columns,
       updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
  ).run({ clientId, kind, columns: JSON.stringify(columns), userId, at: now.toISOString() });
  return importMapping(db, clientId, kind);
}
