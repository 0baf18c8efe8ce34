import { z } from 'zod';
import { upstreamPath, type Upstream } from '../upstream';
import { rescue } from './meanings';

/**
 * The column mapping of an import file, kept by the provider per client account and kind of
 * file (main API, upstream contract: Extensions): the portal's column key → the header of
 * the file's column. A 404 means the provider does not keep mappings (or not for this kind).
 */

export type ImportKind = 'shipments';

export interface ImportMapping {
  /** Column key → header name; empty when the account has saved none. */
  columns: Record<string, string>;
  /** When it was last saved; null when never. */
  updatedAt: string | null;
}

const mapping = z
  .object({
    columns: z
      .record(z.string(), z.unknown())
      .nullish()
      .transform((columns) =>
        Object.fromEntries(
          Object.entries(columns ?? {}).filter(
            (entry): entry is [string, string] =>
              typeof entry[1] === 'string' && entry[1].trim() !== '',
          ),
        ),
      ),
    updated_at: z.string().nullish(),
  })
  .transform((m): ImportMapping => ({ columns: m.columns, updatedAt: m.updated_at ?? null }));

const mappingPath = (client: number, kind: ImportKind) =>
  upstreamPath`/user/clients/${client}/import-mappings/${kind}`;

/** The mapping saved for the account, to match the next file's columns by. */
export async function importMapping(
  up: Upstream,
  token: string,
  client: number,
  kind: ImportKind,
): Promise<ImportMapping> {
  const { data } = await up.main.get(mappingPath(client, kind), { token, schema: mapping });
  return data;
}

/** Replaces the account's mapping with these columns (blank headers are left out). */
export async function saveImportMapping(
  up: Upstream,
  token: string,
  client: number,
  kind: ImportKind,
  columns: Record<string, string>,
): Promise<ImportMapping> {
  const mapped = Object.fromEntries(
    Object.entries(columns)
      .map(([key, header]) => [key, header.trim()] as const)
      .filter(([, header]) => header !== ''),
  );
  const { data } = await up.main.post(mappingPath(client, kind), {
    token,
    body: { columns: mapped },
    schema: mapping,
  });
  return data;
}

/** The account's mapping, or null where the provider keeps none (a 404: see above). */
export function keptMapping(
  up: Upstream,
  token: string,
  client: number,
  kind: ImportKind,
): Promise<ImportMapping | null> {
  return rescue(importMapping(up, token, client, kind), { missing: () => null });
}

/**
 * Saves the mapping for the next file; null where the provider keeps none (a 404), which
 * only loses the user that convenience.
 */
export function keepMapping(
  up: Upstream,
  token: string,
  client: number,
  kind: ImportKind,
  columns: Record<string, string>,
): Promise<ImportMapping | null> {
  return rescue(saveImportMapping(up, token, client, kind, columns), { missing: () => null });
}
