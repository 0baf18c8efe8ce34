import { describe, expect, it } from 'vitest';
import { defused } from '../../../server/http/csv';
import {
  readSheet,
  sheetMessages,
  UnreadableFile,
  XLSX_UNPACKED_LIMIT,
  type SheetLimits,
} from '../../../server/http/sheet';
import {
  binary,
  csv,
  LIMITS,
  rezip,
  rows,
  sheetRow,
  typedWorkbook,
  withFirstSheet,
  workbook,
  zipOf,
} from '../../support/data/import/files';

const read = (name: string, bytes: Buffer, limits: SheetLimits = LIMITS) =>
  readSheet(name, bytes, limits);

/** The customer's message of the refusal, failing the test when the file was read. */
async function refusal(name: string, bytes: Buffer, limits: SheetLimits = LIMITS) {
  const err: unknown = await read(name, bytes, limits).then(
    () => new Error('the file was read'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UnreadableFile);
  return (err as UnreadableFile).message;
}

const accents = ['Name;City;Note', 'Zoë Müller;Zürich;5 €', 'René;Orléans;né à 10 €'];
const accentRows = [
  ['Zoë Müller', 'Zürich', '5 €'],
  ['René', 'Orléans', 'né à 10 €'],
];

describe('CSV encodings', () => {
  it.each(['utf8', 'utf8-bom', 'windows-1252', 'utf16le-bom'] as const)(
    'reads é, € and ü from %s',
    async (encoding) => {
      const lines =
        encoding === 'utf16le-bom' ? accents.map((l) => l.replaceAll(';', '\t')) : accents;
      const sheet = await read('book.csv', csv(lines, encoding));
      expect(sheet).toEqual({
        kind: 'csv',
        header: ['Name', 'City', 'Note'],
        rows: accentRows,
        rowNumbers: [2, 3],
      });
    },
  );

  it('takes bytes that are not valid UTF-8 as Windows-1252, even after a UTF-8 BOM', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv(accents, 'windows-1252')]);
    expect((await read('book.csv', bytes)).rows).toEqual(accentRows);
  });
});

describe('CSV delimiters and quoting', () => {
  it('finds the delimiter on the header line, outside quotes', async () => {
    expect((await read('a.csv', csv(['Name,Weight', 'Ann,1.5']))).rows).toEqual([['Ann', '1.5']]);
    // Semicolons in the header, decimal commas in the cells: Excel in most of Europe.
    expect((await read('a.csv', csv(['Name;Weight', 'Ann;1,5']))).rows).toEqual([['Ann', '1,5']]);
    expect((await read('a.csv', csv(['Name\tWeight', 'Ann\t1.5']))).rows).toEqual([['Ann', '1.5']]);
    const quoted = await read('a.csv', csv(['"Name; first, last";Weight', '"Doe, Jane";2']));
    expect(quoted.header).toEqual(['Name; first, last', 'Weight']);
    expect(quoted.rows).toEqual([['Doe, Jane', '2']]);
  });

  it("follows Excel's sep= line, which a spreadsheet does not show as a row", async () => {
    const sheet = await read('a.csv', csv(['sep=;', 'Name;Weight', 'Ann, Bob;1,5']));
    expect(sheet.header).toEqual(['Name', 'Weight']);
    expect(sheet.rows).toEqual([['Ann, Bob', '1,5']]);
    expect(sheet.rowNumbers).toEqual([2]);
  });

  it('keeps delimiters, quotes and line breaks inside quoted cells, and counts rows as a spreadsheet does', async () => {
    const bytes = csv([
      'Name,Address,Note',
      '"Doe, Jane","Line 1',
      'Line 2","say ""hi"""',
      '',
      ',,',
      '  Ann  , Main St ,  ',
    ]);
    const sheet = await read('a.csv', bytes);
    expect(sheet.rows).toEqual([
      ['Doe, Jane', 'Line 1\r\nLine 2', 'say "hi"'],
      ['Ann', 'Main St', ''],
    ]);
    // Row 2 spans two lines; rows 3 and 4 are blank and skipped.
    expect(sheet.rowNumbers).toEqual([2, 5]);
  });

  it('ends a row at any line break, even mixed in one file', async () => {
    const mixed = Buffer.from('Name,Weight\r\nAnn,1\nBob,2\rCy,"3\r\n4"\n\nDee,5\r\n');
    const sheet = await read('a.csv', mixed);
    expect(sheet.rows).toEqual([
      ['Ann', '1'],
      ['Bob', '2'],
      ['Cy', '3\r\n4'],
      ['Dee', '5'],
    ]);
    expect(sheet.rowNumbers).toEqual([2, 3, 4, 6]);
  });

  it('names the row whose quote is never closed', async () => {
    const message = await refusal('a.csv', csv(['Name,Note', 'Ann,ok', 'Bob,"open', 'Cy,x']));
    expect(message).toBe(sheetMessages.csvQuote(3));
  });
});

describe('cells that look like formulas', () => {
  it('are taken as their text, never evaluated', async () => {
    const sheet = await read(
      'a.csv',
      csv([
        'A,B,C,D',
        '=1+2,+cmd|x,-2+3,@SUM(A1)',
        '=HYPERLINK("http://x"),+96170123456,-5,\'hello',
      ]),
    );
    expect(sheet.rows).toEqual([
      ['=1+2', '+cmd|x', '-2+3', '@SUM(A1)'],
      ['=HYPERLINK("http://x")', '+96170123456', '-5', "'hello"],
    ]);
  });

  it("are restored from the portal's own neutralised export", async () => {
    const cells = ['=A1*2', '+cmd', '-x', '@me', '+96170123456', '-5'];
    const line = cells
      .map(defused)
      .map((cell) => `"${cell.replaceAll('"', '""')}"`)
      .join(',');
    expect(line).toContain("'=A1*2");
    const sheet = await read('a.csv', csv(['A,B,C,D,E,F', line]));
    expect(sheet.rows).toEqual([cells]);
  });
});

describe('the header row', () => {
  it('names a blank header after its column, and widens to columns with data', async () => {
    const sheet = await read('a.csv', csv(['Name,,Weight', 'Ann,x,1,,extra', 'Bob']));
    expect(sheet.header).toEqual(['Name', 'Column B', 'Weight', 'Column D', 'Column E']);
    expect(sheet.rows).toEqual([
      ['Ann', 'x', '1', '', 'extra'],
      ['Bob', '', '', '', ''],
    ]);
  });

  it('drops empty trailing columns and collapses whitespace in names', async () => {
    const sheet = await read('a.csv', csv(['"Weight\n(kg)",  Name  ,,', '1,Ann,,']));
    expect(sheet.header).toEqual(['Weight (kg)', 'Name']);
    expect(sheet.rows).toEqual([['1', 'Ann']]);
  });

  it('refuses a name used twice, whatever its case, naming both columns', async () => {
    const message = await refusal('a.csv', csv(['Name,Weight,City,weight', 'a,1,b,2']));
    expect(message).toBe(sheetMessages.duplicateColumn('weight', 1, 3));
    expect(message).toBe(
      'The header row has "weight" twice (columns B and D). Give each column its own name.',
    );
  });

  it('is the first row with something in it', async () => {
    const sheet = await read('a.csv', csv(['', ',', 'Name', 'Ann']));
    expect(sheet.header).toEqual(['Name']);
    expect(sheet.rowNumbers).toEqual([4]);
  });
});

describe('limits', () => {
  it('refuses an empty file, or one with blank lines only', async () => {
    expect(await refusal('a.csv', Buffer.alloc(0))).toBe(sheetMessages.empty);
    expect(sheetMessages.empty).toMatch(/^The file is empty\./);
    expect(await refusal('a.csv', Buffer.from([0xef, 0xbb, 0xbf]))).toBe(sheetMessages.empty);
    expect(await refusal('a.csv', csv(['', ' , , ', ',,']))).toBe(sheetMessages.empty);
  });

  it('refuses a header row without shipments', async () => {
    const message = await refusal('a.csv', csv(['Name,Weight', ',', '']));
    expect(message).toBe(sheetMessages.headerOnly);
    expect(message).toMatch(/^The file has a header row but no shipments\./);
  });

  it('takes 1,000 rows and refuses 1,001, saying the limit', async () => {
    const toCsv = ({ header, rows: data }: ReturnType<typeof rows>) =>
      csv([header, ...data].map((row) => row.join(',')));
    const sheet = await read('a.csv', toCsv(rows(1000)));
    expect(sheet.rows).toHaveLength(1000);
    expect(sheet.rowNumbers.at(-1)).toBe(1001);
    const message = await refusal('a.csv', toCsv(rows(1001)));
    expect(message).toBe(
      'The file has more than 1,000 rows. Split it into files of at most 1,000 rows.',
    );
  });

  it('stops reading at the first row over the limit', async () => {
    // What follows row 4 would be a broken file; it is never read.
    const bytes = csv(['Name', 'a', 'b', 'c', '"never closed']);
    expect(await refusal('a.csv', bytes, { maxBytes: 1000, maxRows: 2 })).toBe(
      sheetMessages.tooManyRows(2),
    );
  });

  it('refuses a file over maxBytes before reading it, saying the size', async () => {
    const bytes = Buffer.concat([csv(['Name']), Buffer.alloc(LIMITS.maxBytes, 0x61)]);
    expect(await refusal('a.csv', bytes)).toBe(
      'The file is larger than 5 MB. Split it into smaller files.',
    );
    expect(sheetMessages.tooLarge(5_000_000)).toMatch(/^The file is larger than 5 MB\./);
    expect(sheetMessages.tooLarge(1_500_000)).toMatch(/^The file is larger than 1\.4 MB\./);
    const exact = csv(['Name', 'Ann']);
    await expect(
      read('a.csv', exact, { maxBytes: exact.length, maxRows: 5 }),
    ).resolves.toBeTruthy();
  });

  it('refuses a row of more than 500 columns', async () => {
    const wide = Array.from({ length: 501 }, (_, i) => `c${i}`).join(',');
    expect(await refusal('a.csv', csv([wide, wide]))).toBe(sheetMessages.tooManyColumns);
  });

  it('stops early on files of nothing but delimiters or line breaks', async () => {
    const started = performance.now();
    const delimiters = Buffer.concat([csv(['Name']), Buffer.alloc(LIMITS.maxBytes - 10, ',')]);
    expect(await refusal('a.csv', delimiters)).toBe(sheetMessages.tooManyColumns);
    const breaks = Buffer.concat([csv(['Name', 'Ann']), Buffer.alloc(LIMITS.maxBytes - 20, '\n')]);
    expect(await refusal('a.csv', breaks)).toBe(sheetMessages.tooManyBlankRows(10_000));
    // Reading all of either takes seconds; stopping early, a few milliseconds.
    expect(performance.now() - started).toBeLessThan(1500);
    const spaced = ['Name', ...Array.from({ length: 3000 }, (_, i) => (i % 5 ? '' : `a${i}`))];
    expect((await read('a.csv', csv(spaced))).rowNumbers.slice(0, 2)).toEqual([2, 7]);
  });
});

describe('the type comes from the content, the name is a hint', () => {
  it.each([
    ['a PNG', binary.png, sheetMessages.image],
    ['a JPEG', binary.jpeg, sheetMessages.image],
    ['a PDF', binary.pdf, sheetMessages.pdf],
    ['an old .xls', binary.oldExcel, sheetMessages.oldExcel],
    ['a gzip', binary.gzip, sheetMessages.archive],
    ['a binary with NUL bytes', binary.withNul, sheetMessages.notASheet],
    ['a binary of control characters', binary.controls, sheetMessages.notASheet],
    ['a web page', Buffer.from('<!DOCTYPE html><html><table><tr><td>x'), sheetMessages.webPage],
  ])('refuses %s renamed .csv', async (_, bytes, message) => {
    expect(await refusal('shipments.csv', bytes)).toBe(message);
    expect(message).toMatch(/CSV/);
  });

  it('says an OLE file named .xlsx is a password-protected workbook', async () => {
    expect(await refusal('shipments.xlsx', binary.oldExcel)).toBe(sheetMessages.protectedXlsx);
  });

  it('reads an XLSX named .csv as XLSX, and a CSV named .xlsx as CSV', async () => {
    const xlsx = await workbook(['Name'], [['Ann']]);
    expect(await read('shipments.csv', xlsx)).toMatchObject({ kind: 'xlsx', rows: [['Ann']] });
    expect(await read('shipments.xlsx', csv(['Name', 'Ann']))).toMatchObject({
      kind: 'csv',
      rows: [['Ann']],
    });
  });
});

describe('XLSX', () => {
  it('reads the first sheet as text, as a person sees the cells', async () => {
    const sheet = await read('typed.xlsx', await typedWorkbook());
    expect(sheet).toEqual({
      kind: 'xlsx',
      header: ['Text', 'Number', 'Date', 'Flag'],
      rows: [
        ['half', '2.5', '2026-01-02', 'TRUE'],
        ['noise', '0.3', '2026-12-31', 'FALSE'],
        ['big', '96170123456', '2026-05-06 14:30', ''],
        ['fraction', '-1234.5678', '', ''],
      ],
      rowNumbers: [2, 3, 4, 5],
    });
  });

  it('reads only the first sheet', async () => {
    const { xlsxFile } = await import('../../../server/http/xlsx-write');
    const many = rows(3000);
    const bytes = await xlsxFile([
      { name: 'Shipments', header: ['Name'], rows: [['Ann']] },
      { name: 'Notes', ...many },
    ]);
    expect(await read('a.xlsx', bytes)).toMatchObject({ header: ['Name'], rows: [['Ann']] });
  });

  it('takes a formula cell as the value saved with it, never evaluating it, and a formula saved without a value as empty', async () => {
    const bytes = withFirstSheet(await workbook(['A', 'B', 'C'], [['x', 'y', 'z']]), (xml) =>
      xml.replace(
        /<row r="2">.*<\/row>/,
        sheetRow(2, [
          '><v>2</v>',
          '><f>A2*2</f><v>4</v>',
          ' t="str"><f>CONCAT("=",A2)</f><v>=2</v>',
        ]) + sheetRow(3, ['><v>3</v>', '><f>A3*2</f>', '><f>NOW()</f>']),
      ),
    );
    const sheet = await read('a.xlsx', bytes);
    expect(sheet.rows).toEqual([
      ['2', '4', '=2'],
      ['3', '', ''],
    ]);
  });

  it('skips blank rows and numbers the others as the sheet does', async () => {
    const bytes = await workbook(
      ['Name', 'Weight'],
      [
        ['Ann', '1'],
        ['', ''],
        ['  ', ''],
        ['Bob', ' 2 '],
      ],
    );
    const sheet = await read('a.xlsx', bytes);
    expect(sheet.rows).toEqual([
      ['Ann', '1'],
      ['Bob', '2'],
    ]);
    expect(sheet.rowNumbers).toEqual([2, 5]);
  });

  it('takes 1,000 rows and refuses 1,001 before the sheet is parsed', async () => {
    const ok = rows(1000);
    expect((await read('a.xlsx', await workbook(ok.header, ok.rows))).rows).toHaveLength(1000);
    const over = rows(1001);
    expect(await refusal('a.xlsx', await workbook(over.header, over.rows))).toBe(
      sheetMessages.tooManyRows(1000),
    );
  });

  it('refuses an empty sheet and a header row alone', async () => {
    expect(await refusal('a.xlsx', await workbook([''], []))).toBe(sheetMessages.empty);
    expect(await refusal('a.xlsx', await workbook(['Name', 'Weight'], []))).toBe(
      sheetMessages.headerOnly,
    );
  });

  it('refuses a duplicate header and names a blank one', async () => {
    const dup = await workbook(['Name', 'name'], [['a', 'b']]);
    expect(await refusal('a.xlsx', dup)).toBe(sheetMessages.duplicateColumn('name', 0, 1));
    const blank = await read('a.xlsx', await workbook(['Name', '', 'City'], [['a', 'b', 'c']]));
    expect(blank.header).toEqual(['Name', 'Column B', 'City']);
  });

  it('refuses a broken XLSX in words that say what to do', async () => {
    const good = await workbook(['Name'], [['Ann']]);
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    const garbage = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 0x41)]);
    const badXml = withFirstSheet(
      good,
      () => '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>99</v></c>',
    );
    for (const bytes of [truncated, garbage, badXml]) {
      expect(await refusal('a.xlsx', bytes)).toBe(sheetMessages.xlsxBroken);
    }
    expect(sheetMessages.xlsxBroken).toMatch(/^This XLSX file cannot be read\. .*save it again/);
  });

  it('tells a ZIP that is not a workbook, and an OpenDocument spreadsheet', async () => {
    expect(await refusal('a.xlsx', zipOf({ 'readme.txt': 'hello', 'a.xml': '<a/>' }))).toBe(
      sheetMessages.notXlsx,
    );
    const ods = zipOf({
      mimetype: 'application/vnd.oasis.opendocument.spreadsheet',
      'content.xml': '<x/>',
    });
    expect(await refusal('a.ods', ods)).toBe(sheetMessages.openDocument);
  });

  it('refuses a zip bomb at the unpacked cap, without unpacking it all', async () => {
    const padding = ' '.repeat(XLSX_UNPACKED_LIMIT + 1024);
    const bomb = withFirstSheet(await workbook(['Name'], [['Ann']]), (xml) =>
      xml.replace('<sheetData>', `<sheetData>${padding}`),
    );
    expect(bomb.length).toBeLessThan(LIMITS.maxBytes / 10);
    expect(await refusal('a.xlsx', bomb)).toBe(sheetMessages.xlsxTooBig);
  });

  it('refuses a sheet with one cell far outside the table before building its rows', async () => {
    const far = withFirstSheet(await workbook(['Name'], [['Ann']]), (xml) =>
      xml.replace(
        '</sheetData>',
        '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>',
      ),
    );
    expect(await refusal('a.xlsx', far)).toBe(sheetMessages.xlsxFarCell('XFD1048576'));
    const tall = withFirstSheet(await workbook(['Name'], [['Ann']]), (xml) =>
      xml.replace(
        '</sheetData>',
        `${sheetRow(100_001, [' t="inlineStr"><is><t>x</t></is>'])}</sheetData>`,
      ),
    );
    expect(await refusal('a.xlsx', tall)).toBe(sheetMessages.xlsxFarCell('A100001'));
    // The same bounds hold when the workbook names its first sheet in an unusual way.
    const unusual = rezip(far, (parts) => {
      parts['xl/_rels/workbook.xml.rels'] = parts['xl/_rels/workbook.xml.rels']!.replace(
        'Target="worksheets/sheet1.xml"',
        'Target="./worksheets/sheet1.xml"',
      );
    });
    expect(await refusal('a.xlsx', unusual)).toBe(sheetMessages.xlsxFarCell('XFD1048576'));
  });

  it('takes a row far below the others, numbered as the sheet numbers it', async () => {
    const below = withFirstSheet(await workbook(['Name'], [['Ann']]), (xml) =>
      xml.replace(
        '</sheetData>',
        `${sheetRow(5000, [' t="inlineStr"><is><t>Bob</t></is>'])}</sheetData>`,
      ),
    );
    const sheet = await read('a.xlsx', below);
    expect(sheet.rows).toEqual([['Ann'], ['Bob']]);
    expect(sheet.rowNumbers).toEqual([2, 5000]);
  });

  it('ignores images and other binary parts', async () => {
    const withImage = rezip(await workbook(['Name'], [['Ann']]), (parts) => {
      parts['xl/media/image1.png'] = 'x'.repeat(XLSX_UNPACKED_LIMIT + 10);
    });
    expect((await read('a.xlsx', withImage)).rows).toEqual([['Ann']]);
  });

  it("restores the portal's neutralised cells saved from Excel, and keeps other text", async () => {
    const bytes = await workbook(['A', 'B', 'C'], [["'=A1*2", '=A1*2', "'hello"]]);
    expect((await read('a.xlsx', bytes)).rows).toEqual([['=A1*2', '=A1*2', "'hello"]]);
  });
});
