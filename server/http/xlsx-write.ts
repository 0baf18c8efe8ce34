/**
 * XLSX files the portal hands out (the shipments import template, and any table a customer
 * will fill in and upload again), written with write-excel-file, the writer of the family
 * whose reader `sheet.ts` uses, loaded only when a file is asked for.
 *
 * Why it is shaped so: a customer opens the file in Excel, types into it and uploads it back,
 * so everything we write must come back exactly as it went out. Every cell is a text cell in
 * the Text ('@') format: a postal code '01234', a phone '+96170123456' or an AWB keep their
 * zeros and plus, and a cell that looks like a formula ('=A1*2') is text, never a formula.
 * The header row is bold and frozen, and each column is as wide as its longest value (within
 * bounds), so the template reads well when opened.
 */

export interface XlsxSheet {
  /** The tab's name; characters Excel refuses are replaced, and it is cut to 31. */
  name: string;
  header: string[];
  rows: string[][];
}

/** Excel's limits on a tab's name. */
const SHEET_NAME_MAX = 31;
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;

/** Characters XML 1.0 cannot hold (a file with one would not open); tab and line breaks stay. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export async function xlsxFile(sheets: XlsxSheet[]): Promise<Buffer> {
  if (sheets.length === 0) throw new Error('xlsxFile needs at least one sheet');
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const names = sheetNames(sheets.map((sheet) => sheet.name));
  const text = (value: string, bold = false) => ({
    value: value.replace(NOT_XML, ''),
    type: String,
    format: '@',
    ...(bold ? { fontWeight: 'bold' as const } : {}),
  });
  return writeXlsxFile(
    sheets.map((sheet, i) => ({
      sheet: names[i],
      data: [
        sheet.header.map((name) => text(name, true)),
        ...sheet.rows.map((row) => sheet.header.map((_, column) => text(row[column] ?? ''))),
      ],
      columns: sheet.header.map((_, column) => ({
        width: columnWidth([
          sheet.header[column] ?? '',
          ...sheet.rows.map((row) => row[column] ?? ''),
        ]),
      })),
      stickyRowsCount: 1,
    })),
  ).toBuffer();
}

/** Characters of the longest line in the column, a little padding, within bounds. */
function columnWidth(values: string[]): number {
  const longest = Math.max(
    0,
    ...values.flatMap((value) => value.split(/\r?\n/).map((line) => line.length)),
  );
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
}

/** Names Excel accepts: no []:*?/\, at most 31 characters, not blank, each one once. */
function sheetNames(wanted: string[]): string[] {
  const taken = new Set<string>();
  return wanted.map((name, i) => {
    const base =
      name
        .replace(/[[\]:*?/\\]/g, ' ')
        .replace(/^'+|'+$/g, '')
        .trim()
        .slice(0, SHEET_NAME_MAX) || `Sheet ${i + 1}`;
    let unique = base;
    for (let n = 2; taken.has(unique.toLowerCase()); n++) {
      unique = `${base.slice(0, SHEET_NAME_MAX - String(n).length - 1)} ${n}`;
    }
    taken.add(unique.toLowerCase());
    return unique;
  });
}
