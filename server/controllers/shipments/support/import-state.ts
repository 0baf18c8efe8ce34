import type { Request } from 'express';
import type { ColumnMapping } from '../../../../shared/shipment-import/columns';
import { deps } from '../../../deps';
import type { FilePrices } from './import-prices';
import type { CheckedRow } from './import-rows';

/**
 * Where the session's shipments import stands, kept in the side store beside the sessions
 * (server/http/side-store.ts: Redis, the SQLite file, or memory) under an id the session
 * holds: a reload, another tab, another portal process or a restart finds it where it
 * was. It lasts as long as the session, as does the access token the job books with
 * (signing out ends both; the rows not yet sent then fail as signed out), and belongs to
 * the account it was uploaded under.
 *
 * Two entries: the small one every progress poll reads (the stage and the job's id), and
 * the file with its checked rows, which only the mapping, preview and result read: a
 * thousand rows weigh a few MB and are not parsed once a second.
 */
export interface ImportHandle {
  /** Names this upload: its Confirm is claimed under it (one job per upload). */
  id: string;
  stage: 'mapping' | 'preview' | 'running';
  fileName: string;
  /** SHA-256 of the file's bytes, shortened: the rows' idempotency keys start with it. */
  hash: string;
  rowCount: number;
  jobId?: string;
}

export interface ImportFile {
  headers: string[];
  rows: string[][];
  rowNumbers: number[];
  mapping: ColumnMapping;
  /** The mapping started from the one the account saved. */
  savedMapping: boolean;
  mappingNotKept: boolean;
  /** Each row's check, once checked; the job's items are made from the ready ones. */
  checked?: CheckedRow[];
  /** How the ready rows' prices stand, once checked. */
  prices?: FilePrices;
}

/** How long an import waits untouched: a day, so a long job's result is still there. */
export const IMPORT_TTL_MS = 24 * 60 * 60_000;

/**
 * The store key of the session's import, under the signed-in user's id (an id alone,
 * known or guessed, never reads another user's); none once the account changed.
 */
function keyOf(req: Request): string | undefined {
  const user = req.session.user;
  const handle = req.session.shipmentImport;
  if (!user || !handle || handle.client !== req.session.selectedAccountId) return undefined;
  return `shipment-import:${user.id}:${handle.id}`;
}

async function read<T>(req: Request, suffix: string): Promise<T | undefined> {
  const key = keyOf(req);
  const stored = key === undefined ? undefined : await deps(req).side.get(key + suffix);
  return stored === undefined ? undefined : (JSON.parse(stored) as T);
}

export const loadHandle = (req: Request) => read<ImportHandle>(req, '');
export const loadFile = (req: Request) => read<ImportFile>(req, ':file');

/** Keeps the session's import; a new upload (a new handle id) replaces any earlier one. */
export async function saveImport(req: Request, handle: ImportHandle, file?: ImportFile) {
  const client = req.session.selectedAccountId;
  if (client === undefined) throw new Error('shipments import reached without an account');
  if (req.session.shipmentImport?.id !== handle.id) await dropImport(req);
  req.session.shipmentImport = { id: handle.id, client };
  const key = keyOf(req)!;
  const { side } = deps(req);
  if (file) await side.set(`${key}:file`, JSON.stringify(file), IMPORT_TTL_MS);
  await side.set(key, JSON.stringify(handle), IMPORT_TTL_MS);
}

export async function dropImport(req: Request): Promise<void> {
  const key = keyOf(req);
  if (key !== undefined) {
    const { side } = deps(req);
    await Promise.all([side.delete(key), side.delete(`${key}:file`)]);
  }
  delete req.session.shipmentImport;
}
