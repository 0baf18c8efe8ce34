import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { ImportResult, ImportRowView } from '../../../../shared/address/import';
import type { AddressBody } from '../../../api/addresses';
import { deps } from '../../../deps';

/** A row of an uploaded file: what the preview shows, and the body to send when ready. */
export interface ImportRow extends ImportRowView {
  body?: AddressBody;
}

/**
 * An upload checked and waiting for the user's confirmation, then its summary. A
 * thousand-row preview weighs hundreds of KB, so it is kept out of the session, in the side
 * store beside it (server/http/side-store.ts: Redis, the SQLite file, or memory), under the
 * user's id, and survives a reload like the session does. Tied to the account it was
 * checked for.
 */
export interface ImportState {
  client: number;
  fileName: string;
  rows: ImportRow[];
  result?: ImportResult;
}

/** How long a preview (or its summary) waits: upload again after that. */
export const IMPORT_TTL_MS = 60 * 60_000;

/**
 * The store key: under the signed-in user's id, so an id alone, known or guessed, never
 * reads another user's import.
 */
function keyOf(req: Request, id: string): string {
  const user = req.session.user;
  if (!user) throw new Error('address import reached without a signed-in user');
  return `import:${user.id}:${id}`;
}

/** The key of the user's current import (its claim while its rows are being added). */
export function importKey(req: Request): string {
  return keyOf(req, req.session.addressImport!.id);
}

/** The import of the account now selected, if any (and not expired). */
export async function loadImport(req: Request): Promise<ImportState | undefined> {
  const handle = req.session.addressImport;
  if (handle && typeof handle.id !== 'string') {
    // A whole preview kept in the session by an earlier release: dropped.
    delete req.session.addressImport;
    return undefined;
  }
  if (!handle || handle.client !== req.session.selectedAccountId) return undefined;
  const stored = await deps(req).side.get(keyOf(req, handle.id));
  if (stored === undefined) return undefined;
  const state = JSON.parse(stored) as ImportState;
  return state.client === handle.client ? state : undefined;
}

/**
 * Keeps `state` as the user's import, in place of any earlier one. A new preview gets a new
 * id (its confirmation is claimed under it); its summary keeps the preview's.
 */
export async function saveImport(req: Request, state: ImportState): Promise<void> {
  const handle = req.session.addressImport;
  const id = handle && handle.client === state.client && state.result ? handle.id : randomUUID();
  if (handle && handle.id !== id) await dropImport(req);
  await deps(req).side.set(keyOf(req, id), JSON.stringify(state), IMPORT_TTL_MS);
  req.session.addressImport = { id, client: state.client };
}

/** Forgets the user's import: the preview or summary is gone. */
export async function dropImport(req: Request): Promise<void> {
  const handle = req.session.addressImport;
  if (handle) await deps(req).side.delete(keyOf(req, handle.id));
  delete req.session.addressImport;
}
