import type { Request } from 'express';
import { columnsFor } from '../../../../shared/shipment-import/columns';
import {
  ROWS_PER_PAGE,
  type ImportScreen,
  type JobProgress,
  type Paged,
  type PreviewPrices,
  type PreviewRow,
  type ResultRow,
} from '../../../../shared/shipment-import/types';
import { problemText } from '../../../../shared/shipment-import/wording';
import { deps } from '../../../deps';
import type { JobStatus } from '../../../jobs/types';
import type { BookedRow } from './import-job';
import { batchTotals } from './import-prices';
import { loadFile, loadHandle, type ImportFile } from './import-state';

/** Jobs belong to the user who started them: another user's id reads nothing. */
export const jobOwner = (req: Request) => String(req.session.user?.id ?? '');

export function progressOf(status: JobStatus): JobProgress {
  const { state, done, failed, left } = status;
  return { state, done, failed, left, total: done + failed + left };
}

/**
 * Every row of the file with its outcome: booked now, booked by an earlier upload of the
 * same file (the provider replayed it), refused (with the check's or the provider's
 * words), or not sent because the import was cancelled.
 */
export function resultRows(file: ImportFile, status: JobStatus): ResultRow[] {
  const byIndex = new Map(status.results.map((r) => [r.index, r]));
  let index = 0;
  return (file.checked ?? []).map(({ summary, errors, plan }): ResultRow => {
    if (!plan) {
      const error = errors.map((p) => problemText(summary.row, p)).join('; ');
      return { ...summary, outcome: 'failed', awbs: [], error };
    }
    const result = byIndex.get(index++);
    if (!result) return { ...summary, outcome: 'skipped', awbs: [] };
    if (!result.ok) {
      return {
        ...summary,
        outcome: 'failed',
        awbs: [],
        error: `row ${summary.row}, ${result.error}`,
      };
    }
    const booked = result.value as BookedRow;
    return {
      ...summary,
      outcome: booked.replayed ? 'existed' : 'created',
      awbs: booked.awbs,
      shipmentId: booked.shipmentId,
    };
  });
}

const ENDED = new Set(['done', 'failed', 'cancelled']);

/** The page of `rows` the query asks for (?page=, ?rows=), the filter kept if known. */
function paged<Row, F extends string>(
  req: Request,
  all: Row[],
  filters: Record<F, (row: Row) => boolean>,
  fallback: NoInfer<F>,
): Paged<Row, F> {
  const asked = String(req.query.rows ?? '');
  const filter = (Object.keys(filters) as F[]).includes(asked as F) ? (asked as F) : fallback;
  const shown = all.filter(filters[filter]);
  const lastPage = Math.max(1, Math.ceil(shown.length / ROWS_PER_PAGE));
  const page = Math.min(lastPage, Math.max(1, Math.trunc(Number(req.query.page)) || 1));
  const items = shown.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  return { items, page, lastPage, filter };
}

const count = <T>(rows: T[], test: (row: T) => boolean) => rows.filter(test).length;

function resultScreen(req: Request, fileName: string, status: JobStatus, file?: ImportFile) {
  const all = file ? resultRows(file, status) : [];
  const counts = { created: 0, existed: 0, skipped: 0, failed: 0 };
  for (const row of all) counts[row.outcome] += 1;
  const booked = (r: ResultRow) => r.outcome === 'created' || r.outcome === 'existed';
  return {
    stage: 'result' as const,
    fileName,
    progress: progressOf(status),
    counts,
    rows: paged(req, all, { all: () => true, booked, failed: (r) => !booked(r) }, 'all'),
    shipmentIds: all.flatMap((r) => (r.shipmentId ? [r.shipmentId] : [])),
  };
}

/** The batch's total over the ready rows, or why there is none. */
function previewPrices(file: ImportFile): PreviewPrices {
  const state = file.prices?.state ?? 'not-offered';
  if (state !== 'priced') return { state };
  const ready = (file.checked ?? []).filter((row) => row.plan);
  return { state, ...batchTotals(ready.map((row) => row.price)) };
}

/** Where the account's import stands, as the page shows it. */
export async function importScreen(req: Request): Promise<ImportScreen> {
  const handle = await loadHandle(req);
  if (!handle) return { stage: 'upload' };
  if (handle.stage === 'running' && handle.jobId) {
    const { jobs } = deps(req);
    // The counts first: a running job's poll needs no more.
    const progress = await jobs.status(handle.jobId, jobOwner(req), { results: false });
    if (!progress) return { stage: 'upload' };
    if (!ENDED.has(progress.state)) {
      return { stage: 'running', fileName: handle.fileName, progress: progressOf(progress) };
    }
    const status = await jobs.status(handle.jobId, jobOwner(req));
    if (!status) return { stage: 'upload' };
    return resultScreen(req, handle.fileName, status, await loadFile(req));
  }
  const file = await loadFile(req);
  if (!file) return { stage: 'upload' };
  if (handle.stage === 'preview' && file.checked) {
    const rows: PreviewRow[] = file.checked.map(({ summary, errors, price }) =>
      price ? { ...summary, errors, price } : { ...summary, errors },
    );
    const ready = count(rows, (r) => !r.errors.length);
    return {
      stage: 'preview',
      fileName: handle.fileName,
      counts: { total: rows.length, ready, errors: rows.length - ready },
      prices: previewPrices(file),
      rows: paged(
        req,
        rows,
        { all: () => true, ready: (r) => !r.errors.length, errors: (r) => r.errors.length > 0 },
        'all',
      ),
    };
  }
  const first = file.rows[0] ?? [];
  return {
    stage: 'mapping',
    fileName: handle.fileName,
    rowCount: handle.rowCount,
    headers: file.headers,
    sample: Object.fromEntries(file.headers.map((h, i) => [h, first[i] ?? ''])),
    columns: columnsFor(file.headers).map((c) => ({ ...c, mapped: file.mapping[c.key] ?? '' })),
    savedMapping: file.savedMapping,
    mappingNotKept: file.mappingNotKept,
  };
}
