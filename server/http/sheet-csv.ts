/**
 * A CSV upload read into its non-blank records. CSV comes from every spreadsheet in every
 * locale: UTF-8 (BOM or not) or else Windows-1252, UTF-16 with a BOM (Excel's 'Unicode
 * Text'), comma, semicolon or tab, Excel's `sep=` line. Nothing is ever evaluated: a cell
 * '=A1*2' is that text. Reading stops at the first row over the limit.
 */

import { parse } from 'csv-parse/sync';
import { cellText, startsWith, type Records, type SheetLimits } from './sheet-records';
import { MAX_COLUMNS, sheetMessages, UnreadableFile } from './sheet-refusals';

class TooManyRows extends Error {}

export function csvRecords(bytes: Buffer, limits: SheetLimits): Records {
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
