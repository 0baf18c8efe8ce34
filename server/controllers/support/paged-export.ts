import type { Request, Response } from 'express';
import { deps } from '../../deps';
import { startCsv, writeCsvRows, type CsvValue } from '../../http/csv-stream';
import { render } from '../../http/render';
import {
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamUnavailableError,
} from '../../upstream/errors';

/** The largest page the provider offers (upstream contract, extensions): fewest calls. */
export const EXPORT_PAGE_SIZE = 100;
/** A backstop against a provider that never reports a last page. */
const MAX_EXPORT_PAGES = 2000;

export interface PagedCsv<Row> {
  /** Without the date: `shipments` becomes `shipments-2026-11-24.csv`. */
  name: string;
  /** The header row; a function is called once the first page is in (a report's columns). */
  header: readonly string[] | (() => readonly string[]);
  /** One page of the list (from 1), as the provider pages it. */
  page: (page: number) => Promise<{ rows: Row[]; lastPage: number }>;
  /** A row's lines in the file (a shipment has one per package). */
  lines: (row: Row) => CsvValue[][];
  /** What the error page says when the provider cannot give the first page. */
  unavailable: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Every export of the portal (shipments, invoices, a report): all pages of the list,
 * written as each arrives, so a long export never piles up in memory. The first page is
 * asked for before anything is sent, so a provider that fails still gets a proper error
 * page; a failure later cuts the download short (the browser shows it failed, never a
 * silently partial file).
 */
export async function sendPagedCsv<Row>(req: Request, res: Response, csv: PagedCsv<Row>) {
  let current: { rows: Row[]; lastPage: number };
  try {
    current = await csv.page(1);
  } catch (err) {
    const unavailable =
      err instanceof UpstreamUnavailableError ||
      err instanceof UpstreamRejectedError ||
      err instanceof UpstreamNotFoundError;
    if (!unavailable) throw err;
    res.status(503);
    return render(res, 'errors/error', { status: 503, message: csv.unavailable });
  }
  const header = typeof csv.header === 'function' ? csv.header() : csv.header;
  startCsv(res, `${csv.name}-${today()}.csv`, header);
  try {
    const last = Math.min(current.lastPage, MAX_EXPORT_PAGES);
    for (let page = 1; ; page += 1) {
      const open = await writeCsvRows(res, current.rows.flatMap(csv.lines));
      if (!open || page >= last || current.rows.length === 0) break;
      current = await csv.page(page + 1);
    }
    res.end();
  } catch (err) {
    deps(req).logger.warn({ err }, `${csv.name} export cut short`);
    res.destroy();
  }
}
