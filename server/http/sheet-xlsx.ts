/**
 * An XLSX upload read into its non-blank records, from the FIRST sheet only (a second
 * sheet, for instance notes, is ignored), with read-excel-file, loaded only when an XLSX
 * comes. A formula cell is read as the value the spreadsheet saved with it (the library
 * gives no formula text), never evaluated here; a formula saved without a value reads as
 * empty.
 *
 * Memory stays bounded whatever the upload: the workbook is unpacked here first, each part
 * inflated with a hard output cap (a zip bomb stops at the cap, whatever sizes the archive
 * claims), only its XML parts, and repacked for the library, so the library never sees a
 * part that was not checked; the first sheet is scanned before it is parsed, so a sheet
 * with too many rows, or one cell far out at XFD1048576, is refused before any row is built.
 */

import { inflateRawSync } from 'node:zlib';
import { cellText, type Records, type SheetLimits } from './sheet-records';
import {
  columnName,
  MAX_COLUMNS,
  sheetMessages,
  UnreadableFile,
  XLSX_BROKEN,
  XLSX_UNPACKED_LIMIT,
} from './sheet-refusals';

/**
 * How far the first sheet's cells may reach: read-excel-file builds every row up to the last
 * one with content, each as wide as the widest, so one cell at XFD1048576 would cost gigabytes.
 */
const XLSX_MAX_ROW = 100_000;
const XLSX_MAX_COLUMN = 2 * MAX_COLUMNS;
const XLSX_GRID_LIMIT = 1_000_000;

export async function xlsxRecords(bytes: Buffer, limits: SheetLimits): Promise<Records> {
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

function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
}
