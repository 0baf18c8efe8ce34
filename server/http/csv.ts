import type { Response } from 'express';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV files for spreadsheets: written UTF-8 with a byte-order mark (so Excel reads accents
 * right) and with formula-like cells defused; read back with either undone.
 */

const BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula. A phone number ('+961…') or a negative
// number is left alone: it reads as a number, and must survive the round trip.
const FORMULA = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

export const defused = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);
const restored = (cell: string) => (/^'[=@+\-\t\r]/.test(cell) ? cell.slice(1) : cell);

export function sendCsv(
  res: Response,
  fileName: string,
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): void {
  const text = stringify([header, ...rows.map((row) => row.map(defused))], {
    record_delimiter: '\r\n',
  });
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .attachment(fileName)
    .set('Cache-Control', 'no-store')
    .send(BOM + text);
}

export class MalformedCsv extends Error {
  override name = 'MalformedCsv';
}

/**
 * The records of a CSV text as header → value maps, the header row's names trimmed; the
 * byte-order mark and blank lines are skipped. A malformed file throws MalformedCsv with
 * the parser's reason (it names the line).
 */
export function readCsv(text: string, maxRecords: number): Array<Record<string, string>> {
  try {
    const rows = parse(text, {
      bom: true,
      columns: (names: string[]) => names.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      // One more than allowed, so "too many" can be told apart from "exactly the limit".
      to: maxRecords + 1,
    }) as Array<Record<string, string>>;
    return rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, restored(value)])),
    );
  } catch (err) {
    throw new MalformedCsv(err instanceof Error ? err.message : String(err));
  }
}
