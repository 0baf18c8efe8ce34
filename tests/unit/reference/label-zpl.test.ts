import { describe, expect, it } from 'vitest';
import {
  fitLine,
  renderLabelZpl,
  ZPL_SIZE,
  zplText,
  type ZplLabelData,
} from '../../../server/reference/label-zpl';

const label: ZplLabelData = {
  awb: '1234567894',
  service: 'Domestic Express',
  weight: '1.5 kg',
  sender: { name: 'Cedar Line Trading', lines: ['Nadia Haddad', 'Rue Gouraud 12', '+9611234567'] },
  receiver: { name: 'Harbor & Pine Goods', lines: ['Sam Lee', '5th Avenue 1', 'New York, NY'] },
  reference: 'ORDER-77',
  createdAt: '2026-03-15 12:00',
  piece: { number: 2, of: 3 },
};

/** Every field origin (^FO x,y) of the label. */
const origins = (zpl: string) =>
  [...zpl.matchAll(/\^FO(\d+),(\d+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));

describe('the ZPL label', () => {
  const zpl = renderLabelZpl(label);

  it('is one 4x6 in label at 203 dpi, in UTF-8', () => {
    expect(zpl.startsWith('^XA\n^CI28\n')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl).toContain(`^PW${ZPL_SIZE.width}`);
    expect(zpl).toContain(`^LL${ZPL_SIZE.height}`);
    for (const { x, y } of origins(zpl)) {
      expect(x).toBeLessThan(ZPL_SIZE.width);
      expect(y).toBeLessThan(ZPL_SIZE.height - 100);
    }
  });

  it('carries the AWB as a centred Code 128 in digit pairs, and in print', () => {
    const barcode = /\^FO(\d+),\d+\^BY(\d),3,\d+\^BCN,\d+,N,N,N\^FH\^FD>;1234567894\^FS/.exec(zpl);
    expect(barcode).not.toBeNull();
    const width = (11 * (5 + 2) + 13) * Number(barcode![2]);
    expect(Math.abs(Number(barcode![1]) * 2 + width - ZPL_SIZE.width)).toBeLessThanOrEqual(1);
    expect(zpl).toContain('^FD1 2 3 4 5 6 7 8 9 4^FS');
  });

  it('prints service, parties, weight, reference and the piece', () => {
    for (const text of [
      'DOMESTIC EXPRESS',
      'Cedar Line Trading',
      'Nadia Haddad',
      'Harbor & Pine Goods',
      'New York, NY',
      '1.5 kg',
      'ORDER-77',
      '2 of 3',
      '2026-03-15 12:00',
    ]) {
      expect(zpl).toContain(`^FD${text}^FS`);
    }
  });

  it('uses subset B for an AWB that is not digits in pairs', () => {
    expect(renderLabelZpl({ ...label, awb: 'AB123' })).toContain('^FH^FD>:AB123^FS');
  });

  it('keeps a long address on its line and leaves out blank lines', () => {
    const long = renderLabelZpl({
      ...label,
      receiver: { name: 'X'.repeat(200), lines: ['', '  ', 'Y'.repeat(300)] },
    });
    const fields = [...long.matchAll(/\^FD([^^]*)\^FS/g)].map((m) => m[1]!);
    expect(fields.every((text) => text.length < 80)).toBe(true);
    expect(fields.filter((text) => text.startsWith('Y'))).toHaveLength(1);
  });
});

describe('ZPL text', () => {
  it('sends command prefixes and the hex indicator as hex under ^FH', () => {
    expect(zplText('a^b~c_d')).toBe('a_5Eb_7Ec_5Fd');
  });

  it('fits one line: control characters become spaces, long text is cut with dots', () => {
    expect(fitLine('a\nb\t c', 500, 20)).toBe('a b c');
    const cut = fitLine('word '.repeat(40), 200, 20);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(Math.floor(200 / (20 * 0.56)));
  });
});
