// The commercial invoice the portal draws for an international shipment, read back as a
// reader's copy and search get it (pdf.js): every item's line, the totals, the terms, the
// parties, the declaration, the proforma title when nothing is sold, names in any script,
// a long invoice over several pages, and the batch file with three copies of each invoice.
import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CommercialInvoiceFile,
  NoInvoices,
  renderCommercialInvoice,
  writeCommercialInvoices,
} from '../../../server/documents/commercial-invoice';
import { allWords } from '../../../server/i18n/words';
import type { CommercialInvoiceData } from '../../../shared/customs/invoice';
import type { Language } from '../../../shared/i18n/languages';
import { pdfRuns, type TextRun } from '../../support/reference/pdf-text';

const ARABIC_COMPANY = 'شركة الأرز للتجارة';
const DECLARATION = 'I declare that the information on this invoice is true and correct';

const INVOICE: CommercialInvoiceData = {
  shipmentId: '1001',
  invoiceNumber: 'CI-2026-0001',
  invoiceDate: '2026-12-02',
  awb: '7000123456',
  packageCount: 2,
  grossWeight: 12.5,
  weightUnit: 'KG',
  exporter: {
    company: 'Cedar Trading SAL',
    contact: 'Rami Haddad',
    lines: ['Rue Gouraud 12', 'Gemmayzeh'],
    city: 'Beirut',
    postalCode: '1100',
    country: 'Lebanon',
    countryCode: 'LB',
    phone: '+961 1 234 567',
    email: 'rami@cedar.example',
    taxNumber: 'LB-123456',
  },
  importer: {
    company: ARABIC_COMPANY,
    contact: 'Hélène Dupré',
    lines: ['5 Rue de l’Église'],
    city: 'Paris',
    postalCode: '75001',
    country: 'France',
    countryCode: 'FR',
    phone: '+33 1 23 45 67 89',
    email: 'helene@example.fr',
    taxNumber: '',
  },
  reason: 'sale',
  terms: 'DDP',
  currency: 'USD',
  items: [
    {
      description: 'Olive oil, 1 L bottles',
      hsCode: '150910',
      originCountry: 'LB',
      quantity: 12,
      unitValue: 9.5,
    },
    {
      description: 'Cedar soap',
      hsCode: '340111',
      originCountry: 'LB',
      quantity: 100,
      unitValue: 2.25,
    },
    {
      description: 'Embroidered cushion',
      hsCode: '940490',
      originCountry: 'SY',
      quantity: 3,
      unitValue: 1234.5,
    },
  ],
  freight: 45,
  insurance: null,
  signerName: 'Rami Haddad',
  signedOn: '2026-12-02',
  sentElectronically: false,
};

let words: ReadonlyMap<Language, I18n>;
const en = () => words.get('en')!;

beforeAll(async () => {
  words = await allWords();
});

/** The page a run is on, from 1 (pdf-text.ts stacks pages 10,000 points apart). */
const pageOf = (run: TextRun) => Math.ceil(-run.y / 10_000);

/** The runs drawn on the same line as `run`, left to right. */
const lineOf = (runs: TextRun[], run: TextRun) =>
  runs
    .filter((other) => pageOf(other) === pageOf(run) && Math.abs(other.y - run.y) < 1)
    .sort((a, b) => a.x - b.x)
    .map((other) => other.text.trim());

/** The line of the run that reads exactly `text` (the first one). */
function lineWith(runs: TextRun[], text: string): string[] {
  const run = runs.find((r) => r.text.trim() === text);
  expect(run, `${text} in ${JSON.stringify(runs.map((r) => r.text))}`).toBeDefined();
  return lineOf(runs, run!);
}

/** The value printed under a caption of the facts (same left edge, the next line down). */
function under(runs: TextRun[], caption: string): string | undefined {
  const head = runs.find((r) => r.text.trim() === caption);
  expect(head, caption).toBeDefined();
  return runs.find((r) => Math.abs(r.x - head!.x) < 1 && head!.y - r.y > 5 && head!.y - r.y < 20)
    ?.text;
}

const texts = (runs: TextRun[]) => runs.map((run) => run.text.trim());

describe('a commercial invoice', () => {
  it('prints each item: description, HS code, origin, quantity, unit value, line total', async () => {
    const runs = await pdfRuns(await renderCommercialInvoice(INVOICE, en()));
    expect(lineWith(runs, 'Olive oil, 1 L bottles')).toEqual([
      'Olive oil, 1 L bottles',
      '150910',
      'LB',
      '12',
      'USD 9.50',
      'USD 114.00',
    ]);
    expect(lineWith(runs, 'Cedar soap')).toEqual([
      'Cedar soap',
      '340111',
      'LB',
      '100',
      'USD 2.25',
      'USD 225.00',
    ]);
    expect(lineWith(runs, 'Embroidered cushion')).toEqual([
      'Embroidered cushion',
      '940490',
      'SY',
      '3',
      'USD 1,234.50',
      'USD 3,703.50',
    ]);
    expect(texts(runs)).toEqual(
      expect.arrayContaining(['Description', 'HS code', 'Unit value', 'Line total', 'Quantity']),
    );
  });

  it('totals the items, adds the freight charged, leaves out insurance not charged', async () => {
    const runs = await pdfRuns(await renderCommercialInvoice(INVOICE, en()));
    expect(lineWith(runs, 'Items total')).toEqual(['Items total', 'USD 4,042.50']);
    expect(lineWith(runs, 'Freight')).toEqual(['Freight', 'USD 45.00']);
    expect(texts(runs)).not.toContain('Insurance');
    expect(lineWith(runs, 'Invoice total')).toEqual(['Invoice total', 'USD 4,087.50']);

    const insured = await pdfRuns(
      await renderCommercialInvoice({ ...INVOICE, freight: null, insurance: 3.2 }, en()),
    );
    expect(texts(insured)).not.toContain('Freight');
    expect(lineWith(insured, 'Insurance')).toEqual(['Insurance', 'USD 3.20']);
    expect(lineWith(insured, 'Invoice total')).toEqual(['Invoice total', 'USD 4,045.70']);
  });

  it('prints the terms of delivery, the currency and the reason for export', async () => {
    const ddp = await pdfRuns(await renderCommercialInvoice(INVOICE, en()));
    expect(under(ddp, 'Terms of delivery')).toBe('DDP');
    expect(under(ddp, 'Currency')).toBe('USD');
    expect(under(ddp, 'Reason for export')).toBe('Sale');
    const dap = await pdfRuns(
      await renderCommercialInvoice({ ...INVOICE, terms: 'DAP', currency: 'EUR' }, en()),
    );
    expect(under(dap, 'Terms of delivery')).toBe('DAP');
    expect(under(dap, 'Currency')).toBe('EUR');
    expect(lineWith(dap, 'Invoice total')).toEqual(['Invoice total', 'EUR 4,087.50']);
  });

  it('prints the invoice number and date, the AWB, the packages and the gross weight', async () => {
    const runs = await pdfRuns(await renderCommercialInvoice(INVOICE, en()));
    expect(under(runs, 'Invoice number')).toBe('CI-2026-0001');
    expect(under(runs, 'Invoice date')).toBe('December 2, 2026');
    expect(under(runs, 'AWB')).toBe('7000123456');
    expect(under(runs, 'Number of packages')).toBe('2');
    expect(under(runs, 'Total gross weight')).toBe('12.5 KG');
  });

  it('prints the exporter and the importer, a tax number only where given', async () => {
    const runs = await pdfRuns(await renderCommercialInvoice(INVOICE, en()));
    expect(texts(runs)).toEqual(
      expect.arrayContaining([
        'Exporter (shipper)',
        'Importer (consignee)',
        'Cedar Trading SAL',
        'Rami Haddad',
        'Rue Gouraud 12',
        'Gemmayzeh',
        'Beirut 1100',
        'Lebanon',
        'Phone: +961 1 234 567',
        'E-mail: rami@cedar.example',
        'Tax number: LB-123456',
        'Hélène Dupré',
        '5 Rue de l’Église',
        'Paris 75001',
        'France',
        'Phone: +33 1 23 45 67 89',
        'E-mail: helene@example.fr',
      ]),
    );
    expect(texts(runs).filter((text) => text.startsWith('Tax number'))).toHaveLength(1);
  });

  it('ends with the declaration, the signer’s name and the date', async () => {
    const runs = await pdfRuns(await renderCommercialInvoice(INVOICE, en()));
    expect(texts(runs)).toEqual(
      expect.arrayContaining([
        'Declaration',
        DECLARATION,
        'Name: Rami Haddad',
        'Date: December 2, 2026',
        'Signature',
      ]),
    );
  });

  it('is a commercial invoice for a sale, a proforma invoice for a gift', async () => {
    const sale = texts(await pdfRuns(await renderCommercialInvoice(INVOICE, en())));
    expect(sale[0]).toBe('COMMERCIAL INVOICE');
    expect(sale).not.toContain('PROFORMA INVOICE');
    const gift = await pdfRuns(await renderCommercialInvoice({ ...INVOICE, reason: 'gift' }, en()));
    expect(texts(gift)[0]).toBe('PROFORMA INVOICE');
    expect(texts(gift).some((text) => text.includes('COMMERCIAL INVOICE'))).toBe(false);
    expect(under(gift, 'Reason for export')).toBe('Gift');
  });

  it('prints an Arabic company name as typed, from the right', async () => {
    const runs = await pdfRuns(await renderCommercialInvoice(INVOICE, en()));
    const company = runs.find((run) => run.text === ARABIC_COMPANY);
    expect(company?.rtl).toBe(true);
    // Aligned to the right edge of the importer's block, the Latin lines to its left edge.
    const contact = runs.find((run) => run.text === 'Hélène Dupré')!;
    expect(company!.x).toBeGreaterThan(contact.x + 100);
  });

  it('runs a 40-item invoice over pages, the table header on each', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      description: `Item ${i + 1} hand-painted ceramic plate, 30 cm`,
      hsCode: '691200',
      originCountry: 'LB',
      quantity: i + 1,
      unitValue: 10,
    }));
    const runs = await pdfRuns(await renderCommercialInvoice({ ...INVOICE, items }, en()));
    const pages = Math.max(...runs.map(pageOf));
    expect(pages).toBeGreaterThan(1);
    for (const [i, item] of items.entries()) {
      expect(lineWith(runs, item.description)).toEqual([
        item.description,
        '691200',
        'LB',
        String(i + 1),
        'USD 10.00',
        `USD ${(i + 1) * 10}.00`,
      ]);
    }
    const itemPages = new Set(
      runs.filter((run) => run.text.startsWith('Item ')).map((run) => pageOf(run)),
    );
    expect(itemPages.size).toBeGreaterThan(1);
    for (const page of itemPages) {
      expect(runs.filter((run) => pageOf(run) === page).map((run) => run.text)).toContain(
        'HS code',
      );
    }
    expect(texts(runs)).toContain('COMMERCIAL INVOICE CI-2026-0001 (continued)');
    for (let page = 1; page <= pages; page += 1) {
      expect(texts(runs.filter((run) => pageOf(run) === page))).toContain(
        `Page ${page} of ${pages}`,
      );
    }
    // The totals and the declaration once, after the last item.
    const total = runs.filter((run) => run.text === 'Invoice total');
    expect(total).toHaveLength(1);
    expect(lineOf(runs, total[0]!)).toEqual(['Invoice total', 'USD 8,245.00']);
    const last = runs.find((run) => run.text === items.at(-1)!.description)!;
    expect(pageOf(total[0]!) > pageOf(last) || total[0]!.y < last.y).toBe(true);
    expect(texts(runs).filter((text) => text === DECLARATION)).toHaveLength(1);
  });

  it('writes its own words in French and Arabic, amounts and dates for the language', async () => {
    const fr = texts(await pdfRuns(await renderCommercialInvoice(INVOICE, words.get('fr')!)));
    expect(fr).toEqual(
      expect.arrayContaining([
        'FACTURE COMMERCIALE',
        'Conditions de livraison',
        'Total de la facture',
        // French groups thousands with a narrow space, read back as a space (NFKC).
        'USD 4 087,50',
        'Date : 2 décembre 2026',
      ]),
    );
    expect(fr).not.toContain(DECLARATION);
    const ar = await pdfRuns(await renderCommercialInvoice(INVOICE, words.get('ar')!));
    expect(texts(ar)).toEqual(
      expect.arrayContaining([
        'فاتورة تجارية',
        'شروط التسليم',
        'DDP',
        'USD 4,087.50',
        'أقر بأن المعلومات الواردة في هذه الفاتورة صحيحة ودقيقة',
        ARABIC_COMPANY,
      ]),
    );
    // Dates and figures in Latin digits: the signer's date reads 2 ديسمبر 2026.
    expect(lineWith(ar, 'التاريخ:')).toEqual(
      expect.arrayContaining(['2', 'ديسمبر', '2026', 'Rami Haddad']),
    );
    expect(texts(ar).filter((text) => /[\u0660-\u0669\u06f0-\u06f9]/u.test(text))).toEqual([]);
  });
});

describe('a batch of commercial invoices in one file', () => {
  const second: CommercialInvoiceData = {
    ...INVOICE,
    invoiceNumber: 'CI-2026-0002',
    reason: 'sample',
  };

  async function batch(copies: 1 | 3) {
    const chunks: Uint8Array[] = [];
    const count = await writeCommercialInvoices([INVOICE, second], {
      i18n: en(),
      copies,
      write: async (chunk) => void chunks.push(chunk),
    });
    return { count, runs: await pdfRuns(Buffer.concat(chunks)) };
  }

  /** Each page's footer: which invoice, and which copy. */
  const footers = (runs: TextRun[]) =>
    runs
      .filter((run) => /INVOICE CI-2026-000\d$/.test(run.text))
      .map((run) =>
        [run.text, ...lineOf(runs, run).filter((t) => t.startsWith('Copy'))].join(' / '),
      );

  it('prints three copies of each invoice, one after the other', async () => {
    const { count, runs } = await batch(3);
    expect(count).toBe(2);
    expect(footers(runs)).toEqual([
      'COMMERCIAL INVOICE CI-2026-0001 / Copy 1 of 3',
      'COMMERCIAL INVOICE CI-2026-0001 / Copy 2 of 3',
      'COMMERCIAL INVOICE CI-2026-0001 / Copy 3 of 3',
      'PROFORMA INVOICE CI-2026-0002 / Copy 1 of 3',
      'PROFORMA INVOICE CI-2026-0002 / Copy 2 of 3',
      'PROFORMA INVOICE CI-2026-0002 / Copy 3 of 3',
    ]);
    // Every copy is the whole invoice.
    expect(texts(runs).filter((text) => text === DECLARATION)).toHaveLength(6);
    expect(texts(runs).filter((text) => text === 'USD 3,703.50')).toHaveLength(6);
  });

  it('prints each invoice once without a copy number when one copy is asked for', async () => {
    const { runs } = await batch(1);
    expect(footers(runs)).toEqual([
      'COMMERCIAL INVOICE CI-2026-0001',
      'PROFORMA INVOICE CI-2026-0002',
    ]);
  });

  it('writes an invoice’s pages before the next and waits for each run to be taken', async () => {
    const waiting: Array<() => void> = [];
    let holding = true;
    let written = 0;
    const file = new CommercialInvoiceFile({
      i18n: en(),
      copies: 3,
      write: (chunk) => {
        written += chunk.length;
        return holding ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve();
      },
    });
    let added = false;
    const adding = file.add(INVOICE).then(() => (added = true));
    await new Promise((resolve) => setImmediate(resolve));
    // The first copies' pages are out; the invoice is not done until they are taken.
    expect(written).toBeGreaterThan(0);
    expect(added).toBe(false);
    holding = false;
    for (const resolve of waiting) resolve();
    await adding;
    await file.end();
    expect(added).toBe(true);
  });

  it('refuses to end a file without an invoice', async () => {
    const file = new CommercialInvoiceFile({ i18n: en(), copies: 1, write: async () => {} });
    await expect(file.end()).rejects.toBeInstanceOf(NoInvoices);
  });
});
