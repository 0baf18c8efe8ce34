import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, UTF8_BOM } from '../../../server/http/csv-stream';
import { exportRows } from '../../../server/controllers/shipments/support/export-rows';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('never lets a cell run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe('+1');
    expect(csvCell('+cmd|x')).toBe("'+cmd|x");
    expect(csvCell('-1')).toBe('-1');
    expect(csvCell('@SUM')).toBe("'@SUM");
  });

  it('ends lines with CRLF and starts files with the UTF-8 BOM', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
    expect(Buffer.from(UTF8_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe('export rows', () => {
  const row = {
    id: '1',
    parentAwb: 'M1',
    orderReference: '',
    shipper: { name: 'Cedar', line: 'Main St, Beirut' },
    consignee: null,
    createdAt: '2026-01-02T10:00:00Z',
    estimatedDelivery: '2026-01-05',
    returnable: false,
    returnOf: null,
    returns: [],
    packages: [
      { id: 'p1', type: 'Box', awb: 'A1', status: 'Delivered', statusSlug: 'delivered' },
      { id: 'p2', type: 'Box', awb: 'A2', status: 'In Transit', statusSlug: 'in_transit' },
    ],
  };

  it('has one line per package', () => {
    expect(exportRows(row)).toEqual([
      ['M1', 'A1', '', 'Delivered', 'Cedar, Main St, Beirut', '', row.createdAt, '2026-01-05'],
      ['M1', 'A2', '', 'In Transit', 'Cedar, Main St, Beirut', '', row.createdAt, '2026-01-05'],
    ]);
  });

  it('keeps a shipment without packages', () => {
    expect(exportRows({ ...row, packages: [] })).toHaveLength(1);
  });
});
