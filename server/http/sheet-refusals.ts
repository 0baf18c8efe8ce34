/**
 * Why an uploaded sheet cannot be taken, in the customer's words: every refusal of the
 * sheet readers (sheet.ts, sheet-csv.ts, sheet-xlsx.ts) is an UnreadableFile with one of
 * these messages, shown as it is (in the reader's language: docs/i18n.md).
 */

import { fill } from '../../shared/i18n/wording';

/** A file that cannot be taken; the message is for the customer, in plain words. */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
}

/** More columns than this is not a shipments file (and would cost memory for nothing). */
export const MAX_COLUMNS = 500;
/** An XLSX's XML parts may unpack to this much in all; a real 1,000-row file is a few MB. */
export const XLSX_UNPACKED_LIMIT = 16 * 1024 * 1024;
export const XLSX_BROKEN =
  /*i18n*/ 'This XLSX file cannot be read. Open it in your spreadsheet, save it again as XLSX or CSV, and upload it again.';

export const sheetMessages = {
  empty: /*i18n*/ 'The file is empty. Choose the file with your shipments.',
  headerOnly:
    /*i18n*/ 'The file has a header row but no shipments. Add one shipment per row under the header.',
  tooLarge: (maxBytes: number) =>
    fill(/*i18n*/ 'The file is larger than {size}. Split it into smaller files.', {
      size: sizeText(maxBytes),
    }),
  tooManyRows: (maxRows: number) =>
    fill(/*i18n*/ 'The file has more than {max} rows. Split it into files of at most {max} rows.', {
      max: count(maxRows),
    }),
  tooManyBlankRows: (lines: number) =>
    fill(
      /*i18n*/ 'The file has more than {max} rows, most of them blank. Delete the blank rows and upload it again.',
      { max: count(lines) },
    ),
  tooManyColumns: fill(
    /*i18n*/ 'The file has more than {max} columns. Keep only the shipment columns.',
    { max: count(MAX_COLUMNS) },
  ),
  duplicateColumn: (name: string, first: number, second: number) =>
    fill(
      /*i18n*/ 'The header row has "{name}" twice (columns {first} and {second}). Give each column its own name.',
      { name, first: columnName(first), second: columnName(second) },
    ),
  notASheet: /*i18n*/ 'This file is not a CSV or XLSX file. Upload a CSV or XLSX file.',
  pdf: /*i18n*/ 'This file is a PDF, not a spreadsheet. Upload a CSV or XLSX file.',
  image: /*i18n*/ 'This file is an image, not a spreadsheet. Upload a CSV or XLSX file.',
  archive:
    /*i18n*/ 'This file is a compressed archive, not a spreadsheet. Upload a CSV or XLSX file.',
  webPage:
    /*i18n*/ 'This file is a web page or XML, not a spreadsheet. Save it as XLSX or CSV in your spreadsheet and upload it again.',
  oldExcel:
    /*i18n*/ 'This is an old Excel 97–2003 (.xls) file. Save it as XLSX or CSV in Excel and upload it again.',
  protectedXlsx:
    /*i18n*/ 'This XLSX file is protected with a password. Save it without a password, or as CSV, and upload it again.',
  openDocument:
    /*i18n*/ 'This is an OpenDocument spreadsheet. Save it as XLSX or CSV and upload it again.',
  notXlsx: /*i18n*/ 'This file is a ZIP archive, not an XLSX workbook. Upload a CSV or XLSX file.',
  xlsxBroken: XLSX_BROKEN,
  xlsxTooBig: fill(
    /*i18n*/ 'This XLSX file cannot be read: it unpacks to more than {size}. Save it as CSV, or split it into smaller files.',
    { size: sizeText(XLSX_UNPACKED_LIMIT) },
  ),
  xlsxFarCell: (cell: string) =>
    fill(
      /*i18n*/ 'This XLSX file has something in cell {cell}, far outside the table. Delete the rows and columns after your shipments, save, and upload it again.',
      { cell },
    ),
  csvQuote: (row: number) =>
    fill(
      /*i18n*/ 'The file cannot be read as CSV: a quote opened on row {row} is never closed. Check the quotes on that row, or save the file again from your spreadsheet.',
      { row },
    ),
  csvBroken: (row: number) =>
    fill(
      /*i18n*/ 'The file cannot be read as CSV near row {row}. Save it again from your spreadsheet as CSV or XLSX and upload it again.',
      { row },
    ),
} as const;

/** A, B, … Z, AA … for a column index from 0. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** 5 MB for 5 × 1,000,000 or 5 × 1,048,576 bytes; one decimal otherwise. */
function sizeText(bytes: number): string {
  for (const unit of [1_000_000, 1_048_576]) {
    if (bytes % unit === 0) return `${count(bytes / unit)} MB`;
  }
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
