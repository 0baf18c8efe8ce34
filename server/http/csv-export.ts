import type { Response } from 'express';
import { expectDownload } from './answers';
import { startCsv, writeCsvRows, type CsvValue } from './csv-stream';

/** The largest page the provider offers (upstream contract, extensions): fewest calls. */
export const EXPORT_PAGE_SIZE = 100;
/** A backstop against a provider that never reports a last page. */
const MAX_EXPORT_PAGES = 2000;

/** One page of a list as an export reads it. */
export interface CsvPage<R> {
  rows: R[];
  lastPage: number;
}

export interface CsvExport<P extends CsvPage<unknown>> {
  /** The name the file is saved under (`shipments-2026-11-24.csv`). */
  fileName: string;
  /** The header line; a function of the first page when that says it (a report's columns). */
  header: readonly string[] | ((first: P) => readonly string[]);
  /** One page of the list (from 1), as the provider pages it. */
  page: (page: number) => Promise<P>;
  /** The file's lines for one item of the list (a shipment: one per package). */
  lines: (row: NoInfer<P>['rows'][number]) => CsvValue[][];
  /** Said on the error page when the list cannot be had. */
  unavailable: string;
}

/** Today's date in a file's name. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * A list as a CSV download (My Shipments, Billing & Payments, Reports): every page of it,
 * written as each page arrives, so a long export never piles up in memory. The first page
 * is asked for before anything is sent, so a provider that fails still gets a proper page
 * (failures.ts); a failure later cuts the download short, and the browser shows it failed,
 * never a silently partial file.
 */
export async function streamCsvExport<P extends CsvPage<unknown>>(
  res: Response,
  csv: CsvExport<P>,
): Promise<void> {
  expectDownload(res, 'export', csv.unavailable);
  const first = await csv.page(1);
  const header = typeof csv.header === 'function' ? csv.header(first) : csv.header;
  startCsv(res, csv.fileName, header);
  const last = Math.min(first.lastPage, MAX_EXPORT_PAGES);
  let current = first;
  for (let page = 1; ; page += 1) {
    const open = await writeCsvRows(res, current.rows.flatMap(csv.lines));
    if (!open || page >= last || current.rows.length === 0) break;
    current = await csv.page(page + 1);
  }
  res.end();
}
