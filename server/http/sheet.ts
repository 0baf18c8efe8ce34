/**
 * A customer's spreadsheet of shipments, read as a table of text: the header row and the data
 * rows, each row with the number a spreadsheet shows beside it, so that every later message
 * can name 'row 7'. What the columns mean is the caller's business; this module only reads.
 *
 * Why it is shaped so:
 * - The bytes decide the type, the file name only words the refusal: an XLSX named .csv is
 *   read as XLSX, a PDF or an image renamed .csv is refused before any parsing.
 * - CSV comes from every spreadsheet in every locale: UTF-8 (BOM or not) or else Windows-1252,
 *   UTF-16 with a BOM (Excel's 'Unicode Text'), comma, semicolon or tab, Excel's `sep=` line.
 * - Every cell is text as a person sees it. Nothing is ever evaluated: a CSV cell '=A1*2' is
 *   that text; the portal's own neutralised export ("'=A1*2", see `defused` in csv.ts) is
 *   restored, in CSV and in XLSX (a CSV export opened in Excel and saved keeps the apostrophe).
 * - XLSX is read with read-excel-file, loaded only when an XLSX comes, from the FIRST sheet
 *   only (a second sheet, for instance notes, is ignored). A formula cell is read as the value
 *   the spreadsheet saved with it (read-excel-file gives no formula text), never evaluated here;
 *   a formula saved without a value reads as empty.
 * - Memory stays bounded whatever the upload: the bytes are capped by the caller's maxBytes; an
 *   XLSX is unpacked here first, each part inflated with a hard output cap (a zip bomb stops at
 *   the cap, whatever sizes the archive claims), only its XML parts, and repacked for the
 *   library, so the library never sees a part that was not checked; the first sheet is scanned
 *   before it is parsed, so a sheet with too many rows, or one cell far out at XFD1048576, is
 *   refused before any row is built. CSV stops at the first row over the limit.
 * - Every refusal is an UnreadableFile whose message is shown to the customer as it is.
 */

import { inflateRawSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

/** A file that cannot be taken; the message is for the customer, in plain words. */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
}

export interface Sheet {
  kind: 'csv' | 'xlsx';
  /** The header row's names, trimmed, whitespace collapsed; a blank one is `Column C`. */
  header: string[];
  /** The data rows after the header, each exactly header.length cells; blank rows skipped. */
  rows: string[][];
  /** Each data row's number as a spreadsheet shows it (the header is usually row 1). */
  rowNumbers: number[];
}

export interface SheetLimits {
  maxBytes: number;
  maxRows: number;
}

/** More columns than this is not a shipments file (and would cost memory for nothing). */
export const MAX_COLUMNS = 500;
/** An XLSX's XML parts may unpack to this much in all; a real 1,000-row file is a few MB. */
export const XLSX_UNPACKED_LIMIT = 16 * 1024 * 1024;
/**
 * How far the first sheet's cells may reach: read-excel-file builds every row up to the last
 * one with content, each as wide as the widest, so one cell at XFD1048576 would cost gigabytes.
 */
const XLSX_MAX_ROW = 100_000;
const XLSX_MAX_COLUMN = 2 * MAX_COLUMNS;
const XLSX_GRID_LIMIT = 1_000_000;

const ACCEPTED = 'Upload a CSV or XLSX file.';
const XLSX_BROKEN =
  'This XLSX file cannot be read. Open it in your spreadsheet, save it again as XLSX or CSV, and upload it again.';

export const sheetMessages = {
  empty: 'The file is empty. Choose the file with your shipments.',
  headerOnly:
    'The file has a header row but no shipments. Add one shipment per row under the header.',
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${sizeText(maxBytes)}. Split it into smaller files.`,
  tooManyRows: (maxRows: number) =>
    `The file has more than ${count(maxRows)} rows. Split it into files of at most ${count(maxRows)} rows.`,
  tooManyBlankRows: (lines: number) =>
    `The file has more than ${count(lines)} rows, most of them blank. Delete the blank rows and upload it again.`,
  tooManyColumns: `The file has more than ${count(MAX_COLUMNS)} columns. Keep only the shipment columns.`,
  duplicateColumn: (name: string, first: number, second: number) =>
    `The header row has "${name}" twice (columns ${columnName(first)} and ${columnName(second)}). Give each column its own name.`,
  notASheet: `This file is not a CSV or XLSX file. ${ACCEPTED}`,
  pdf: `This file is a PDF, not a spreadsheet. ${ACCEPTED}`,
  image: `This file is an image, not a spreadsheet. ${ACCEPTED}`,
  archive: `This file is a compressed archive, not a spreadsheet. ${ACCEPTED}`,
  webPage: `This file is a web page or XML, not a spreadsheet. Save it as XLSX or CSV in your spreadsheet and upload it again.`,
  oldExcel:
    'This is an old Excel 97–2003 (.xls) file. Save it as XLSX or CSV in Excel and upload it again.',
  protectedXlsx:
    'This XLSX file is protected with a password. Save it without a password, or as CSV, and upload it again.',
  openDocument: 'This is an OpenDocument spreadsheet. Save it as XLSX or CSV and upload it again.',
  notXlsx: `This file is a ZIP archive, not an XLSX workbook. ${ACCEPTED}`,
  xlsxBroken: XLSX_BROKEN,
  xlsxTooBig: `This XLSX file cannot be read: it unpacks to more than ${sizeText(XLSX_UNPACKED_LIMIT)}. Save it as CSV, or split it into smaller files.`,
  xlsxFarCell: (cell: string) =>
    `This XLSX file has something in cell ${cell}, far outside the table. Delete the rows and columns after your shipments, save, and upload it again.`,
  csvQuote: (row: number) =>
    `The file cannot be read as CSV: a quote opened on row ${row} is never closed. Check the quotes on that row, or save the file again from your spreadsheet.`,
  csvBroken: (row: number) =>
    `The file cannot be read as CSV near row ${row}. Save it again from your spreadsheet as CSV or XLSX and upload it again.`,
} as const;

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

const startsWith = (bytes: Buffer, ...signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
const ascii = (bytes: Buffer, at: number, text: string) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;

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

// ————— CSV —————

type Records = Array<{ row: number; cells: string[] }>;

class TooManyRows extends Error {}

function csvRecords(bytes: Buffer, limits: SheetLimits): Records {
  let text = decode(bytes);
  const sample = text.slice(0, 65_536);
  if (/^\s*<(\?xml|!doctype|html|table)/i.test(sample))
    throw new UnreadableFile(sheetMessages.webPage);
  if (controlCharacters(sample) > Math.max(2, sample.length * 0.02)) {
    throw new UnreadableFile(sheetMessages.notASheet);
  }
  // Excel writes 'sep=;' as a first line of its own and shows the header as row 1.
  let delimiter: string | undefined;
  const sep = /^"?sep=([,;\t|])"?[ \t]*(\r\n|\n|\r|$)/i.exec(text);
  if (sep) {
    delimiter = sep[1];
    text = text.slice(sep[0].length);
  }
  delimiter ??= headerDelimiter(text);

  const records: Records = [];
  let dataRows = 0;
  // Blank rows cost time too (5 MB of line breaks is five million of them): stop past this.
  const maxLines = Math.max(10_000, limits.maxRows * 10);
  try {
    parse(text, {
      delimiter,
      // Any line break ends a row, even mixed in one file (rows appended by another program).
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // A row of a million delimiters stops at its 501st cell, before it is built.
      cast: (value: string, context: { index: number }) => {
        if (context.index >= MAX_COLUMNS) throw new UnreadableFile(sheetMessages.tooManyColumns);
        return value;
      },
      on_record: (record: string[], context: { records: number }) => {
        if (context.records > maxLines) {
          throw new UnreadableFile(sheetMessages.tooManyBlankRows(maxLines));
        }
        const cells = record.map(cellText);
        if (cells.some((cell) => cell !== '')) {
          // The first non-blank record is the header; stop at the first row over the limit.
          if (records.length > 0 && ++dataRows > limits.maxRows) throw new TooManyRows();
          records.push({ row: context.records, cells });
        }
        return null;
      },
    });
  } catch (err) {
    if (err instanceof UnreadableFile) throw err;
    if (err instanceof TooManyRows)
      throw new UnreadableFile(sheetMessages.tooManyRows(limits.maxRows));
    const code = (err as { code?: string }).code;
    const row = ((err as { records?: number }).records ?? records.length) + 1;
    throw new UnreadableFile(
      code === 'CSV_QUOTE_NOT_CLOSED' ? sheetMessages.csvQuote(row) : sheetMessages.csvBroken(row),
    );
  }
  return records;
}

/** Characters no text file has (tab and line breaks aside): a binary file decoded as text. */
function controlCharacters(text: string): number {
  let found = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      (code >= 0x7f && code < 0xa0)
    ) {
      found += 1;
    }
  }
  return found;
}

/**
 * UTF-8 when the bytes are valid UTF-8 (with or without a BOM), UTF-16 when a BOM says so,
 * else Windows-1252: what Excel writes as 'CSV' on a Western Windows, where 'é' is one byte.
 * A NUL byte outside UTF-16 means a binary file, whatever its name.
 */
function decode(bytes: Buffer): string {
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.includes(0)) throw new UnreadableFile(sheetMessages.notASheet);
  const body = startsWith(bytes, 0xef, 0xbb, 0xbf) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return windows1252(body);
  }
}

// Windows-1252 is Latin-1 but for 0x80–0x9F, where it has '€', curly quotes, 'Š' and so on.
// Decoded here, as Node 20's TextDecoder('windows-1252') decodes Latin-1 (0x80 is not '€').
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function windows1252(bytes: Buffer): string {
  return bytes
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

/** The delimiter the header line uses most outside quotes: comma, semicolon or tab. */
function headerDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  let seen = false;
  for (let i = 0; i < text.length && i < 65_536; i++) {
    const char = text[i]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (seen) break; // the end of the first line that has something on it
    } else if (!quoted && char in counts) counts[char]! += 1;
    if (char.trim() !== '') seen = true;
  }
  const best = Object.entries(counts).reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

// ————— XLSX —————

async function xlsxRecords(bytes: Buffer, limits: SheetLimits): Promise<Records> {
  const parts = unpackXml(bytes);
  if (!parts.has('xl/workbook.xml')) {
    if (parts.has('content.xml') || parts.has('META-INF/manifest.xml')) {
      throw new UnreadableFile(sheetMessages.openDocument);
    }
    throw new UnreadableFile(parts.size === 0 ? XLSX_BROKEN : sheetMessages.notXlsx);
  }
  // The first sheet as the workbook lists it; should that be unclear, every sheet is held to
  // the bounds (the library reads only the first, so the row count waits for its rows).
  const first = firstSheetPath(parts);
  const sheets = first
    ? [first]
    : [...parts.keys()].filter((name) => name.startsWith('xl/worksheets/'));
  for (const name of sheets) {
    const scan = scanSheet(parts.get(name)!);
    if (first && scan.rowsWithCells - 1 > limits.maxRows) {
      throw new UnreadableFile(sheetMessages.tooManyRows(limits.maxRows));
    }
    if (
      scan.maxRow > XLSX_MAX_ROW ||
      scan.maxColumn > XLSX_MAX_COLUMN ||
      scan.maxRow * scan.maxColumn > XLSX_GRID_LIMIT
    ) {
      throw new UnreadableFile(
        sheetMessages.xlsxFarCell(`${columnName(scan.maxColumn - 1)}${scan.maxRow}`),
      );
    }
  }
  const [{ zipSync }, { readSheet: readFirstSheet }] = await Promise.all([
    import('fflate'),
    import('read-excel-file/node'),
  ]);
  const repacked = Buffer.from(zipSync(Object.fromEntries(parts), { level: 0 }));
  let data: unknown[][];
  try {
    data = await readFirstSheet(repacked, 1);
  } catch {
    throw new UnreadableFile(XLSX_BROKEN);
  }
  const records: Records = [];
  for (const [index, row] of data.entries()) {
    if (row.length > MAX_COLUMNS) throw new UnreadableFile(sheetMessages.tooManyColumns);
    const cells = row.map((value) => cellText(xlsxValue(value)));
    if (cells.some((cell) => cell !== '')) records.push({ row: index + 1, cells });
  }
  return records;
}

/**
 * The XML parts of a ZIP (an XLSX is a ZIP of XML files), read from its central directory,
 * each inflated with a hard cap on the output: the sizes an archive claims are not trusted,
 * and images and other binary parts are neither inflated nor kept.
 */
function unpackXml(zip: Buffer): Map<string, Uint8Array> {
  const broken = () => new UnreadableFile(XLSX_BROKEN);
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw broken();
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (entries > 10_000 || at >= zip.length) throw broken();
  const parts = new Map<string, Uint8Array>();
  let budget = XLSX_UNPACKED_LIMIT;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw broken();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at = next;
    if (!/\.(xml|rels)$/i.test(name) || parts.has(name)) continue;
    if (flags & 0x1) throw new UnreadableFile(sheetMessages.protectedXlsx);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw broken();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressedSize > zip.length) throw broken();
    const packed = zip.subarray(start, start + compressedSize);
    let content: Uint8Array;
    if (method === 0) content = packed;
    else if (method === 8) {
      try {
        content = inflateRawSync(packed, { maxOutputLength: Math.max(1, budget) });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
          throw new UnreadableFile(sheetMessages.xlsxTooBig);
        }
        throw broken();
      }
    } else throw broken();
    budget -= content.length;
    if (budget < 0) throw new UnreadableFile(sheetMessages.xlsxTooBig);
    parts.set(name, content);
  }
  return parts;
}

/** The first sheet's part, as the workbook lists its sheets; undefined if that is unclear. */
function firstSheetPath(parts: Map<string, Uint8Array>): string | undefined {
  const text = (name: string) => Buffer.from(parts.get(name) ?? []).toString('utf8');
  const sheet = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(text('xl/workbook.xml'));
  if (!sheet) return undefined;
  const relations = text('xl/_rels/workbook.xml.rels').match(/<(?:\w+:)?Relationship\b[^>]*>/g);
  const relation = relations?.find((tag) => tag.includes(`Id="${sheet[1]}"`));
  const target = relation && /\bTarget="([^"]+)"/.exec(relation)?.[1];
  if (!target) return undefined;
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return parts.has(path) ? path : undefined;
}

/**
 * A quick look at a sheet's XML before it is parsed: how many rows hold a cell with content,
 * and the farthest such cell. A cell that is only formatted (`<c r="B9" s="1"/>`) is no content.
 */
function scanSheet(xml: Uint8Array): { rowsWithCells: number; maxRow: number; maxColumn: number } {
  const text = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('latin1');
  let row = 0;
  let column = 0;
  let lastCounted = 0;
  let rowsWithCells = 0;
  let maxRow = 0;
  let maxColumn = 0;
  for (const tag of text.matchAll(/<(?:\w+:)?(row|c)\b([^>]*?)(\/?)>/g)) {
    const reference = /\br="([A-Z]*)(\d*)"/.exec(tag[2]!);
    if (tag[1] === 'row') {
      row = reference?.[2] ? Number(reference[2]) : row + 1;
      column = 0;
      continue;
    }
    column = reference?.[1] ? columnNumber(reference[1]) : column + 1;
    if (reference?.[2]) row = Number(reference[2]);
    if (tag[3] === '/') continue;
    if (row !== lastCounted) {
      rowsWithCells += 1;
      lastCounted = row;
    }
    maxRow = Math.max(maxRow, row);
    maxColumn = Math.max(maxColumn, column);
  }
  return { rowsWithCells, maxRow, maxColumn };
}

/** A cell as a person sees it in the sheet. */
function xlsxValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // Excel shows 15 significant digits: 0.1 + 0.2 is 0.3 there, and here.
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
  if (value instanceof Date) return dateText(value);
  return String(value);
}

/** YYYY-MM-DD, with HH:MM when the cell has a time; a time alone (day 0) is HH:MM. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
  const seconds = date.getUTCSeconds();
  const time =
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}` + (seconds ? `:${two(seconds)}` : '');
  if (date.getUTCFullYear() < 1900) return time;
  return time === '00:00' ? day : `${day} ${time}`;
}

// ————— both —————

/** The portal's own export neutralises formula-like cells with a leading apostrophe. */
const restored = (cell: string) => (/^'[=@+\-\t\r]/.test(cell) ? cell.slice(1) : cell);
const cellText = (cell: string) => restored(cell.trim()).trim();

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

/** A, B, … Z, AA … for a column index from 0. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
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
