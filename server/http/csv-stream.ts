import type { Response } from 'express';
import { defused } from './csv';

/** Spreadsheet programs read a UTF-8 file as such only with this mark in front. */
export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

/**
 * One cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell that a
 * spreadsheet would run as a formula gets a leading apostrophe (the one rule of csv.ts),
 * so a shipment's reference can never run anything on the reader's machine.
 */
export function csvCell(value: CsvValue): string {
  const text = defused(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Starts a CSV download: headers, the BOM and the header row. */
export function startCsv(res: Response, filename: string, header: readonly string[]): void {
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .set('Cache-Control', 'private, no-store');
  res.write(UTF8_BOM + csvLine(header));
}

/**
 * Writes rows and waits while the reader is behind, so a long export never piles up in
 * memory. False once the reader has gone away (nothing more need be fetched).
 */
export async function writeCsvRows(
  res: Response,
  rows: readonly (readonly CsvValue[])[],
): Promise<boolean> {
  if (res.destroyed || res.writableEnded) return false;
  const text = rows.map(csvLine).join('');
  if (text && !res.write(text)) {
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  }
  return !res.destroyed;
}
