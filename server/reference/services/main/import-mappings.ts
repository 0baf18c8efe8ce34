import type { Router } from 'express';
import { ok } from '../../http/envelope';
import { invalid, notFound, type FieldErrors } from '../../http/errors';
import {
  importMapping,
  isImportKind,
  saveImportMapping,
  type ImportKind,
} from '../../store/import-mappings';
import { requireClient, requireUser } from '../access';
import type { ServiceContext } from '../context';

/** More columns than any import file of the portal has. */
export const MAX_MAPPED_COLUMNS = 200;
const KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const MAX_HEADER = 255;

/**
 * The body's `columns`: the portal's column key → the header of the file's column. A key
 * left blank or null is not mapped and is left out.
 */
function mappedColumns(body: unknown): Record<string, string> {
  const columns = (body as { columns?: unknown } | null)?.columns;
  if (columns === null || typeof columns !== 'object' || Array.isArray(columns)) {
    throw invalid({ columns: 'Columns are required' });
  }
  const entries = Object.entries(columns as Record<string, unknown>);
  if (entries.length > MAX_MAPPED_COLUMNS) {
    throw invalid({ columns: `At most ${MAX_MAPPED_COLUMNS} columns can be mapped` });
  }
  const errors: FieldErrors = {};
  const out: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (!KEY.test(key)) {
      errors.columns ??= `Column key "${key.slice(0, 64)}" is invalid`;
      continue;
    }
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string') {
      errors[`columns.${key}`] = 'Header name must be text';
      continue;
    }
    const header = value.trim();
    if (header.length > MAX_HEADER) {
      errors[`columns.${key}`] = `Header name may not be longer than ${MAX_HEADER} characters`;
    } else if (header) out[key] = header;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return out;
}

export function importMappingRoutes(router: Router, ctx: ServiceContext): void {
  const path = '/user/clients/:client/import-mappings/:kind';
  const kindOf = (raw: unknown): ImportKind => {
    const kind = String(raw);
    if (!isImportKind(kind)) throw notFound('There is no such import.');
    return kind;
  };

  /** Extension: the account's saved column mapping for a kind of import file. */
  router.get(path, (req, res) => {
    const client = requireClient(ctx, requireUser(ctx, req), req.params.client, 'view');
    ok(res, importMapping(ctx.db, client.id, kindOf(req.params.kind)));
  });

  /** Extension: replaces the account's column mapping for a kind of import file. */
  router.post(path, (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'ship');
    const kind = kindOf(req.params.kind);
    const columns = mappedColumns(req.body);
    ok(res, saveImportMapping(ctx.db, client.id, kind, columns, user.id, ctx.now()));
  });
}
