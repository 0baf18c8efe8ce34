import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { xlsxFile } from '../../../../server/http/xlsx-write';

/**
 * Sample upload files for the shipments import, made in code so each test shows what is in
 * its file: CSV text in a chosen encoding, XLSX workbooks from the portal's own writer (and
 * the same with a cell type or a part changed by hand), and the bad files customers send.
 */

export const LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 1000 };

/** CSV lines joined with CRLF, as UTF-8 (with a BOM if asked), Windows-1252 or UTF-16LE. */
export function csv(
  lines: string[],
  encoding: 'utf8' | 'utf8-bom' | 'windows-1252' | 'utf16le-bom' = 'utf8',
): Buffer {
  const text = lines.join('\r\n') + '\r\n';
  switch (encoding) {
    case 'utf8':
      return Buffer.from(text, 'utf8');
    case 'utf8-bom':
      return Buffer.from('\uFEFF' + text, 'utf8');
    case 'utf16le-bom':
      return Buffer.from('\uFEFF' + text, 'utf16le');
    case 'windows-1252':
      return windows1252(text);
  }
}

/** Windows-1252 bytes: Latin-1, but '€' is 0x80 (the only character the samples need). */
function windows1252(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      if (char === '€') return 0x80;
      const code = char.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in the samples' Windows-1252: ${char}`);
      return code;
    }),
  );
}

/** A header and `count` numbered data rows. */
export function rows(count: number): { header: string[]; rows: string[][] } {
  return {
    header: ['Reference', 'Weight'],
    rows: Array.from({ length: count }, (_, i) => [`REF-${i + 1}`, '1.5']),
  };
}

/** The portal's own XLSX of one sheet. */
export const workbook = (header: string[], data: string[][], name = 'Shipments') =>
  xlsxFile([{ name, header, rows: data }]);

/** An XLSX with real typed cells, as Excel keeps them: numbers, dates, booleans. */
export function typedWorkbook(): Promise<Buffer> {
  return writeXlsxFile(
    [
      ['Text', 'Number', 'Date', 'Flag'],
      ['half', 2.5, { value: new Date(Date.UTC(2026, 0, 2)), format: 'yyyy-mm-dd' }, true],
      ['noise', 0.1 + 0.2, { value: new Date(Date.UTC(2026, 11, 31)), format: 'dd/mm/yyyy' }, false],
      [
        'big',
        96170123456,
        { value: new Date(Date.UTC(2026, 4, 6, 14, 30)), format: 'dd/mm/yyyy hh:mm' },
        null,
      ],
      ['fraction', -1234.5678, null, null],
    ],
    { sheet: 'Typed' },
  ).toBuffer();
}

/** The same ZIP with its parts edited: `edit` gets every part as text (binary parts too). */
export function rezip(zip: Buffer, edit: (parts: Record<string, string>) => void): Buffer {
  const parts = Object.fromEntries(
    Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
  edit(parts);
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)]))),
  );
}

/** The workbook with its first sheet's XML rewritten. */
export const withFirstSheet = (zip: Buffer, edit: (xml: string) => string) =>
  rezip(zip, (parts) => {
    parts['xl/worksheets/sheet1.xml'] = edit(parts['xl/worksheets/sheet1.xml']!);
  });

/** A row of the sheet XML, cells given as raw `<c>` content after the reference. */
export const sheetRow = (row: number, cells: string[]) =>
  `<row r="${row}">${cells.map((cell, i) => `<c r="${String.fromCharCode(65 + i)}${row}"${cell}</c>`).join('')}</row>`;

/** A ZIP of the given text files, compressed at the highest level. */
export const zipOf = (files: Record<string, string>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
      level: 9,
    }),
  );

/** Bytes that begin as the named kind of file does. */
export const binary = {
  /** An Excel 97–2003 workbook (or any OLE compound file: a password-protected XLSX too). */
  oldExcel: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504, 0),
  ]),
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  gzip: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]),
  /** An executable or other binary: NUL bytes among the text. */
  withNul: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00Name,Weight\r\n', 'latin1'),
  /** Binary without a single NUL byte: mostly control characters. */
  controls: Buffer.from(
    Array.from({ length: 400 }, (_, i) => [0x01, 0x02, 0x1b, 0x7f, 0x41 + (i % 26)][i % 5]!),
  ),
};
