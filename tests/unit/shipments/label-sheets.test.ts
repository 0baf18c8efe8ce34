import PDFDocument from 'pdfkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import {
  LAYOUT_4X6,
  LAYOUT_A4,
  LabelSheets,
  placement,
  UnreadableLabel,
  type SheetLayout,
} from '../../../server/controllers/shipments/support/label-sheets';
import type { SheetPosition } from '../../../shared/shipments/labels';
import { renderLabelPdf } from '../../../server/reference/label-pdf';
import { pdfRuns } from '../../support/reference/pdf-text';

const label = (awb: string) =>
  renderLabelPdf({
    awb,
    service: 'Express',
    weight: '1.5 kg',
    sender: { name: 'Rami Khoury', lines: ['Hamra Street 1', 'Beirut'] },
    receiver: { name: 'Nadia Haddad', lines: ['Rue Gemmayze 4', 'Beirut'] },
    createdAt: '2026-11-24 10:00',
  });

/** A plain PDF of one page of the given size, with its size printed on it. */
function page(width: number, height: number, rotate = 0): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: [width, height], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    if (rotate) (doc.page.dictionary.data as Record<string, unknown>).Rotate = rotate;
    doc.fontSize(10).text(`PAGE ${width}x${height}`, 10, 10);
    doc.end();
  });
}

async function merge(
  labels: readonly Uint8Array[],
  layout: SheetLayout,
  start?: SheetPosition,
): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Uint8Array[] = [];
  const sheets = new LabelSheets({ layout, start, write: async (c) => void chunks.push(c) });
  for (const one of labels) await sheets.add(one);
  await sheets.end();
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

async function pageSizes(pdf: Uint8Array): Promise<Array<[number, number]>> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const sizes: Array<[number, number]> = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const [x0, y0, x1, y1] = (await doc.getPage(n)).view as number[];
      sizes.push([x1! - x0!, y1! - y0!]);
    }
    return sizes;
  } finally {
    await doc.destroy();
  }
}

/** Where each AWB is printed: page number and the point of its text. */
async function awbsAt(pdf: Uint8Array, awbs: readonly string[]) {
  const runs = await pdfRuns(pdf);
  return awbs.map((awb) => {
    const run = runs.find((r) => r.text.replace(/\s/g, '').includes(awb));
    if (!run) throw new Error(`${awb} is not printed`);
    const pageNumber = Math.ceil(-run.y / 10_000);
    return { page: pageNumber, x: run.x, y: run.y + pageNumber * 10_000 };
  });
}

const AWBS = ['1000000001', '1000000002', '1000000003', '1000000004', '1000000005'];

describe('the batch PDF, 4×6', () => {
  it('has one 288×432 pt page per label, each label on its own page, in order', async () => {
    const labels = await Promise.all(AWBS.map(label));
    const { bytes } = await merge(labels, LAYOUT_4X6);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(await pageSizes(bytes)).toEqual(AWBS.map(() => [288, 432]));
    const at = await awbsAt(bytes, AWBS);
    expect(at.map((a) => a.page)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is written as it goes, and its cross-reference table is right', async () => {
    const labels = await Promise.all(AWBS.map(label));
    const { bytes, chunks } = await merge(labels, LAYOUT_4X6);
    expect(chunks).toBeGreaterThan(AWBS.length * 3);
    const text = bytes.toString('latin1');
    const xref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const entries = text.slice(xref).split('\n').slice(3);
    for (const [i, entry] of entries.entries()) {
      if (!/^\d{10} 00000 n $/.test(entry)) break;
      const at = Number(entry.slice(0, 10));
      expect(text.slice(at, at + 20)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`));
    }
  });

  it('fits a label of another size whole, centred, and turns a landscape one', async () => {
    expect(placement(288, 432, 0, LAYOUT_4X6.slots[0]!)).toEqual([1, 0, 0, 1, 0, 0]);
    // A6 label (297.6×419.5): scaled up to the width, centred vertically.
    const [a, , , d, e, f] = placement(100, 150, 0, LAYOUT_4X6.slots[0]!);
    expect(a).toBeCloseTo(2.88);
    expect(d).toBeCloseTo(2.88);
    expect(e).toBeCloseTo(0);
    expect(f).toBeCloseTo(0);
    // 6×4 landscape onto 4×6: a quarter turn, then the full page.
    expect(placement(432, 288, 0, LAYOUT_4X6.slots[0]!)).toEqual([0, -1, 1, 0, 0, 432]);
    const { bytes } = await merge([await page(432, 288), await page(288, 432, 90)], LAYOUT_4X6);
    expect(await pageSizes(bytes)).toEqual([
      [288, 432],
      [288, 432],
    ]);
  });
});

describe('the batch PDF, A4 with four A6 labels per sheet', () => {
  const A4: [number, number] = [595.28, 841.89];
  const slotOf = (x: number, y: number) => (x < A4[0] / 2 ? 1 : 2) + (y < A4[1] / 2 ? 2 : 0);

  it('has A4 pages (595.28×841.89 pt), four labels on each, 1 to 4 left to right, top down', async () => {
    const labels = await Promise.all(AWBS.map(label));
    const { bytes } = await merge(labels, LAYOUT_A4);
    const sizes = await pageSizes(bytes);
    expect(sizes).toHaveLength(2);
    for (const [w, h] of sizes) {
      expect(w).toBeCloseTo(A4[0], 1);
      expect(h).toBeCloseTo(A4[1], 1);
    }
    const at = await awbsAt(bytes, AWBS);
    expect(at.map((a) => [a.page, slotOf(a.x, a.y)])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 1],
    ]);
  });

  it.each([1, 2, 3, 4] as const)('starts at position %i of the first sheet', async (start) => {
    const labels = await Promise.all(AWBS.map(label));
    const { bytes } = await merge(labels, LAYOUT_A4, start);
    const at = await awbsAt(bytes, AWBS);
    const expected = AWBS.map((_, i) => {
      const slot = start - 1 + i;
      return [Math.floor(slot / 4) + 1, (slot % 4) + 1];
    });
    expect(at.map((a) => [a.page, slotOf(a.x, a.y)])).toEqual(expected);
    expect(await pageSizes(bytes)).toHaveLength(expected.at(-1)![0]!);
  });

  it('scales each 4×6 label to fit its 105×148 mm place, centred across it', () => {
    const slot = LAYOUT_A4.slots[0]!;
    expect(slot.width).toBeCloseTo((105 * 72) / 25.4, 2);
    expect(slot.height).toBeCloseTo((148 * 72) / 25.4, 2);
    expect(slot.y + slot.height).toBeCloseTo(A4[1], 2);
    const [a, , , d, e, f] = placement(288, 432, 0, slot);
    expect(a).toBeCloseTo(slot.height / 432, 4);
    expect(d).toBeCloseTo(slot.height / 432, 4);
    expect(e).toBeCloseTo((slot.width - 288 * a) / 2, 3);
    expect(f).toBeCloseTo(slot.y, 3);
    const [x1, y1] = [LAYOUT_A4.slots[3]!.x, LAYOUT_A4.slots[3]!.y];
    expect([x1, y1].map((n) => Math.round(n * 100) / 100)).toEqual([297.64, 2.83]);
  });
});

describe('a label of another shape', () => {
  it('is cut to its crop box, as a viewer shows it', async () => {
    const cropped = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: [400, 600], margin: 0 });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      (doc.page.dictionary.data as Record<string, unknown>).CropBox = [10, 20, 298, 452];
      doc.text('CROPPED', 20, 30);
      doc.end();
    });
    const { bytes } = await merge([cropped], LAYOUT_4X6);
    const text = bytes.toString('latin1');
    expect(text).toMatch(/\/BBox \[\s*10 20 298 452\s*\]/);
    expect(text).toMatch(/\/Matrix \[\s*1 0 0 1 -10 -20\s*\]/);
    expect(text).not.toContain('CropBox');
  });
});

describe('a label that cannot be read', () => {
  it('throws before anything of it is written', async () => {
    const chunks: Uint8Array[] = [];
    const sheets = new LabelSheets({ layout: LAYOUT_4X6, write: async (c) => void chunks.push(c) });
    await expect(sheets.add(Buffer.from('<html>not a label</html>'))).rejects.toBeInstanceOf(
      UnreadableLabel,
    );
    expect(chunks).toHaveLength(0);
    await sheets.add(await label('1000000009'));
    await sheets.end();
    expect(await pageSizes(Buffer.concat(chunks))).toEqual([[288, 432]]);
  });

  it('refuses to end a file without labels', async () => {
    const sheets = new LabelSheets({ layout: LAYOUT_4X6, write: async () => undefined });
    await expect(sheets.end()).rejects.toBeInstanceOf(UnreadableLabel);
  });
});
