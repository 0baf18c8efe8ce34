import { describe, expect, it } from 'vitest';
import { renderLabelPdf, type LabelData } from '../../../server/reference/label-pdf';
import { pdfText } from '../../support/reference/pdf-text';

const label: LabelData = {
  awb: '7000123456',
  service: 'Express Worldwide',
  weight: '2.5 kg',
  sender: {
    name: 'Cedar Trading SAL',
    lines: ['Attn: Demo User', 'Rue Gouraud 12', 'Beirut, Lebanon', '+961 1 234 567'],
  },
  receiver: {
    name: 'Jane Doe',
    lines: ['Acme Imports Ltd', '221B Baker Street', 'London NW1 6XE', 'United Kingdom'],
  },
  reference: 'ORD-2024-0042',
  createdAt: '2025-03-14',
};

/** The label's runs of text, spaces dropped from the AWB's spaced-out digits. */
async function pageText(pdf: Buffer): Promise<string[]> {
  return (await pdfText(pdf)).map((run) => (/^[\d ]+$/.test(run) ? run.replace(/ /g, '') : run));
}

describe('AWB label PDF', () => {
  it('is a one-page 4x6 inch PDF', async () => {
    const pdf = await renderLabelPdf(label);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/MediaBox \[0 0 288 432\]/);
    expect(text).toMatch(/\/Type \/Pages\s*\/Count 1\b/);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('prints the AWB, both parties, weight, service, reference and date', async () => {
    const runs = await pageText(await renderLabelPdf(label));
    const expected = [
      label.awb,
      'EXPRESS WORLDWIDE',
      label.weight,
      label.reference!,
      label.createdAt,
      label.sender.name,
      ...label.sender.lines,
      label.receiver.name,
      ...label.receiver.lines,
    ];
    for (const text of expected) expect(runs).toContain(text);
  });

  it('carries the AWB as a barcode image and in the document title', async () => {
    const pdf = await renderLabelPdf(label);
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/Subtype \/Image/);
    expect(text).toContain(`(AWB ${label.awb})`);
  });

  it('keeps long addresses on one page, cutting lines that do not fit', async () => {
    const long = 'An address line far too long to fit across a four inch label in any font size';
    const pdf = await renderLabelPdf({
      ...label,
      sender: { name: label.sender.name, lines: Array.from({ length: 12 }, () => long) },
      receiver: { name: label.receiver.name, lines: Array.from({ length: 12 }, () => long) },
    });
    expect(pdf.toString('latin1')).toMatch(/\/Type \/Pages\s*\/Count 1\b/);
    const runs = await pageText(pdf);
    expect(runs).toContain(label.awb);
    expect(runs).not.toContain(long);
    expect(runs.filter((run) => run.startsWith('An address line')).length).toBeLessThan(24);
  });

  it('prints a placeholder when there is no reference', async () => {
    const runs = await pageText(await renderLabelPdf({ ...label, reference: undefined }));
    expect(runs).not.toContain(label.reference);
    expect(runs).toContain(label.awb);
  });

  it('rejects an empty AWB, which cannot be a barcode', async () => {
    await expect(renderLabelPdf({ ...label, awb: '' })).rejects.toThrow();
  });
});
