import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../server/http/sheet';
import { xlsxFile } from '../../../server/http/xlsx-write';
import { LIMITS } from '../../support/data/import/files';

const parts = (bytes: Buffer) =>
  Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([name, content]) => [name, strFromU8(content)]),
  );

/** A cell style of the workbook: its number format's code and whether its font is bold. */
function cellStyle(xml: Record<string, string>, index: number) {
  const styles = xml['xl/styles.xml']!;
  const section = (name: string) =>
    new RegExp(`<${name}[^>]*>(.*?)</${name}>`, 's').exec(styles)?.[1] ?? '';
  const xf = [...section('cellXfs').matchAll(/<xf\b([^>]*)>/g)][index]![1]!;
  const attribute = (name: string) => new RegExp(`${name}="(\\d+)"`).exec(xf)?.[1] ?? '0';
  const formatId = attribute('numFmtId');
  const custom = new RegExp(`<numFmt numFmtId="${formatId}" formatCode="([^"]*)"`).exec(styles);
  const format = custom ? custom[1] : formatId === '49' ? '@' : `builtin ${formatId}`;
  const font = [...section('fonts').matchAll(/<font>(.*?)<\/font>|<font\/>/gs)][
    Number(attribute('fontId'))
  ];
  return { format, bold: (font?.[1] ?? '').includes('<b/>') };
}

const header = ['Reference', 'Postal code', 'Phone', 'Note', 'Address'];
const example = [
  ['00123', '01234', '+96170123456', '=A1*2', 'Main St\nBuilding 4'],
  ['REF-2', '1e5', '0044 20 7946 0000', '@SUM(A1)', 'شارع الحمرا'],
  ['-5', '007', '-cmd|x', 'TRUE', ''],
];

describe('XLSX files we write', () => {
  it('come back through readSheet exactly as written: zeros, plus signs, formula-like text', async () => {
    const bytes = await xlsxFile([{ name: 'Shipments', header, rows: example }]);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    const sheet = await readSheet('template.xlsx', bytes, LIMITS);
    expect(sheet).toEqual({
      kind: 'xlsx',
      header,
      rows: example,
      rowNumbers: [2, 3, 4],
    });
  });

  it('write every cell as text in the Text format, never a number or a formula', async () => {
    const xml = parts(await xlsxFile([{ name: 'Shipments', header, rows: example }]));
    const sheet = xml['xl/worksheets/sheet1.xml']!;
    expect(sheet).not.toContain('<f>');
    const cells = [...sheet.matchAll(/<c [^>]*?(\/?)>/g)];
    expect(cells).toHaveLength(header.length * (example.length + 1));
    for (const [cell, selfClosing] of cells) {
      // An empty cell is written too, in the Text format, so what is typed there stays text.
      if (!selfClosing) expect(cell).toContain('t="s"');
    }
    // Every style the cells use has the Text number format ('@', built in as 49).
    const used = new Set([...sheet.matchAll(/ s="(\d+)"/g)].map((m) => Number(m[1])));
    expect(used.size).toBeGreaterThan(0);
    for (const index of used) expect(cellStyle(xml, index).format).toBe('@');
  });

  it('have a bold, frozen header row and columns as wide as their content', async () => {
    const xml = parts(
      await xlsxFile([
        {
          name: 'Shipments',
          header: ['A', 'A much longer column name', 'C'],
          rows: [['x', 'y', 'z'.repeat(200)]],
        },
      ]),
    );
    const sheet = xml['xl/worksheets/sheet1.xml']!;
    expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    const widths = [...sheet.matchAll(/<col [^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([8, 27, 50]);
    const headerStyle = Number(/<c r="A1" s="(\d+)"/.exec(sheet)![1]);
    const dataStyle = Number(/<c r="A2" s="(\d+)"/.exec(sheet)![1]);
    const bold = (style: number) => cellStyle(xml, style).bold;
    expect(bold(headerStyle)).toBe(true);
    expect(bold(dataStyle)).toBe(false);
  });

  it('hold several sheets under names Excel accepts; readSheet reads the first', async () => {
    const bytes = await xlsxFile([
      { name: 'Ship/ments: [2026]?', header: ['Name'], rows: [['Ann']] },
      { name: 'Items', header: ['AWB', 'Item'], rows: [['1', 'Book']] },
      { name: 'items', header: ['x'], rows: [] },
      { name: '', header: ['x'], rows: [] },
      { name: 'A very long sheet name that Excel would refuse', header: ['x'], rows: [] },
    ]);
    const workbook = parts(bytes)['xl/workbook.xml']!;
    const names = [...workbook.matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => m[1]);
    expect(names).toEqual([
      'Ship ments   2026',
      'Items',
      'items 2',
      'Sheet 4',
      'A very long sheet name that Exc',
    ]);
    expect((await readSheet('a.xlsx', bytes, LIMITS)).rows).toEqual([['Ann']]);
  });

  it('leave out characters XML cannot hold, so the file still opens', async () => {
    const bytes = await xlsxFile([
      { name: 'S', header: ['Name'], rows: [['Ann\u0000\u0007 Lee\uFFFE']] },
    ]);
    expect((await readSheet('a.xlsx', bytes, LIMITS)).rows).toEqual([['Ann Lee']]);
  });

  it('pad a short row and cut a long one to the header', async () => {
    const bytes = await xlsxFile([
      { name: 'S', header: ['A', 'B'], rows: [['1'], ['2', '3', '4']] },
    ]);
    expect((await readSheet('a.xlsx', bytes, LIMITS)).rows).toEqual([
      ['1', ''],
      ['2', '3'],
    ]);
  });
});
