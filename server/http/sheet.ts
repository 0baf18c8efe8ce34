/**
 * A customer's spreadsheet of shipments, read as a table of text: the header row and the data
 * rows, each row with the number a spreadsheet shows beside it, so that every later message
 * can name 'row 7'. What the columns mean is the caller's business; this module only reads.
 *
 * Why it is shaped so:
 * - The bytes decide the type, the file name only words the refusal: an XLSX named .csv is
 *   read as XLSX, a PDF or an image renamed .csv is refused before any parsing. How each
 *   type is read: sheet-csv.ts (any common encoding and delimiter), sheet-xlsx.ts (the first
 *   sheet, unpacked under a hard cap).
 * - Every cell is text as a person sees it. Nothing is ever evaluated: a CSV cell '=A1*2' is
 *   that text; the portal's own neutralised export ("'=A1*2", see `defused` in csv.ts) is
 *   restored, in CSV and in XLSX (a CSV export opened in Excel and saved keeps the apostrophe).
 * - Memory stays bounded whatever the upload: the bytes are capped by the caller's maxBytes,
 *   the rows and columns by the readers before a row is built.
 * - Every refusal is an UnreadableFile whose message is shown to the customer as it is
 *   (sheet-refusals.ts).
 */

import { csvRecords } from './sheet-csv';
import { ascii, startsWith, type Records, type SheetLimits } from './sheet-records';
import { columnName, MAX_COLUMNS, sheetMessages, UnreadableFile } from './sheet-refusals';
import { xlsxRecords } from './sheet-xlsx';

export type { SheetLimits } from './sheet-records';
export {
  columnName,
  MAX_COLUMNS,
  sheetMessages,
  UnreadableFile,
  XLSX_UNPACKED_LIMIT,
} from './sheet-refusals';

export interface Sheet {
  kind: 'csv' | 'xlsx';
  /** The header row's names, trimmed, whitespace collapsed; a blank one is `Column C`. */
  header: string[];
  /** The data rows after the header, each exactly header.length cells; blank rows skipped. */
  rows: string[][];
  /** Each data row's number as a spreadsheet shows it (the header is usually row 1). */
  rowNumbers: number[];
}

/**
 * Reads an uploaded CSV or XLSX file into its header and data rows, or throws UnreadableFile
 * with the reason in the customer's words. `fileName` is only a hint, used for the wording.
 */
export async function readSheet(
  fileName: string,
  bytes: Buffer,
  limits: SheetLimits,
): Promise<Sheet> {
  if (bytes.length > limits.maxBytes)
    throw new UnreadableFile(sheetMessages.tooLarge(limits.maxBytes));
  if (bytes.length === 0) throw new UnreadableFile(sheetMessages.empty);
  const kind = sniff(fileName, bytes);
  const records = kind === 'xlsx' ? await xlsxRecords(bytes, limits) : csvRecords(bytes, limits);
  return { kind, ...table(records, limits) };
}

// ————— type by content —————

/** 'xlsx' for a ZIP, 'csv' for text; anything else is refused, in words that fit it. */
function sniff(fileName: string, bytes: Buffer): 'csv' | 'xlsx' {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06)) {
    return 'xlsx';
  }
  // An OLE compound file: an Excel 97–2003 workbook, or an XLSX encrypted with a password.
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) {
    throw new UnreadableFile(
      extension === 'xlsx' ? sheetMessages.protectedXlsx : sheetMessages.oldExcel,
    );
  }
  if (ascii(bytes, 0, '%PDF')) throw new UnreadableFile(sheetMessages.pdf);
  if (
    startsWith(bytes, 0x89, 0x50, 0x4e, 0x47) || // PNG
    startsWith(bytes, 0xff, 0xd8, 0xff) || // JPEG
    ascii(bytes, 0, 'GIF8') ||
    (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) ||
    ascii(bytes, 4, 'ftypheic') ||
    startsWith(bytes, 0x49, 0x49, 0x2a, 0x00) || // TIFF
    startsWith(bytes, 0x4d, 0x4d, 0x00, 0x2a)
  ) {
    throw new UnreadableFile(sheetMessages.image);
  }
  if (
    startsWith(bytes, 0x1f, 0x8b) || // gzip
    ascii(bytes, 0, 'Rar!') ||
    startsWith(bytes, 0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c) // 7z
  ) {
    throw new UnreadableFile(sheetMessages.archive);
  }
  return 'csv';
}

// ————— the table —————

/** The header and data rows of the non-blank records, checked against the limits. */
function table(records: Records, limits: SheetLimits): Omit<Sheet, 'kind'> {
  const [head, ...data] = records;
  if (!head) throw new UnreadableFile(sheetMessages.empty);
  if (data.length === 0) throw new UnreadableFile(sheetMessages.headerOnly);
  if (data.length > limits.maxRows)
    throw new UnreadableFile(sheetMessages.tooManyRows(limits.maxRows));

  // As wide as the last named column, or the last column with something in it.
  const lastUsed = (cells: string[]) => cells.findLastIndex((cell) => cell !== '') + 1;
  const width = Math.max(...records.map((record) => lastUsed(record.cells)));
  if (width > MAX_COLUMNS) throw new UnreadableFile(sheetMessages.tooManyColumns);

  const header = Array.from({ length: width }, (_, i) => {
    const name = (head.cells[i] ?? '').replace(/\s+/g, ' ');
    return name === '' ? `Column ${columnName(i)}` : name;
  });
  const seen = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.toLocaleLowerCase('en');
    const before = seen.get(key);
    if (before !== undefined)
      throw new UnreadableFile(sheetMessages.duplicateColumn(name, before, i));
    seen.set(key, i);
  });

  return {
    header,
    rows: data.map(({ cells }) => Array.from({ length: width }, (_, i) => cells[i] ?? '')),
    rowNumbers: data.map(({ row }) => row),
  };
}
