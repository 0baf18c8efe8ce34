import type { Request } from 'express';
import type { ColumnMapping } from '../../../../shared/shipment-import/columns';
import { deps } from '../../../deps';
import type { CheckedRow } from './import-rows';

/**
 * Where an account's shipments import stands, kept in the side store beside the sessions
 * (server/http/side-store.ts: Redis, the SQLite file, or memory), under the user and the
 * account: a reload, another tab, another portal process or a restart finds it where it
 * was, and signing in again finds a running import's progress.
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
}

/** How long an import waits untouched: a day, so a long job's result is still there. */
export const IMPORT_TTL_MS = 24 * 60 * 60_000;

function keyOf(req: Request): string {
  const user = req.session.user;
  const client = req.session.selectedAccountId;
  if (!user || client === undefined) throw new Error('shipments import reached without an account');
  return `shipment-import:${user.id}:${client}`;
}

export async function loadHandle(req: Request): Promise<ImportHandle | undefined> {
  const stored = await deps(req).side.get(keyOf(req));
  return stored === undefined ? undefined : (JSON.parse(stored) as ImportHandle);
}

export async function loadFile(req: Request): Promise<ImportFile | undefined> {
  const stored = await deps(req).side.get(`${keyOf(req)}:file`);
  return stored === undefined ? undefined : (JSON.parse(stored) as ImportFile);
}

export async function saveImport(req: Request, handle: ImportHandle, file?: ImportFile) {
  const { side } = deps(req);
  if (file) await side.set(`${keyOf(req)}:file`, JSON.stringify(file), IMPORT_TTL_MS);
  await side.set(keyOf(req), JSON.stringify(handle), IMPORT_TTL_MS);
}

export async function dropImport(req: Request): Promise<void> {
  const { side } = deps(req);
  await side.delete(keyOf(req));
  await side.delete(`${keyOf(req)}:file`);
}
