// An invoice as the provider issues it: one A4 page (more when the lines run over) with the
// provider and the client, the invoice's facts, its lines and the total.
import PDFDocument from 'pdfkit';
import { pdfBuffer } from '../pdf/buffer';
import {
  documentDate,
  isRtl,
  wordOf,
  type DocumentLanguage,
  type DocumentWord,
} from './document-words';
import { FONT, printLine, printLines, useFonts } from '../pdf/fonts';
import { sayCharge } from './domain/words/charges';

export interface InvoicePdfData {
  invoiceId: string;
  billingId: string;
  issuedAt: string;
  dueAt: string;
  status: 'paid' | 'due' | 'overdue';
  currency: string;
  client: { name: string; lines: string[] };
  shipTo: { name: string; lines: string[] } | null;
  reference: string;
  lines: Array<{ description: string; quantity: number; unitPrice: number; amount: number }>;
  total: number;
}

/** The reference provider's own details, printed at the top of every invoice. */
const PROVIDER = {
  name: 'Courier Express (reference services)',
  lines: ['1 Harbour Road', 'Beirut, Lebanon', 'billing@courier.example', 'VAT LB-000-111'],
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;
const BRAND = '#FF671F';
const INK = '#111111';
const MUTED = '#555555';
const STATUS_TEXT = { paid: 'PAID', due: 'DUE', overdue: 'OVERDUE' } as const;

type Doc = PDFKit.PDFDocument;

/** The invoice's fixed words in the language asked for (document-words.ts); the data as given. */
interface Words {
  language: DocumentLanguage;
  rtl: boolean;
  say: (word: DocumentWord, values?: Record<string, string>) => string;
}

const wordsIn = (language: DocumentLanguage): Words => ({
  language,
  rtl: isRtl(language),
  say: (word, values) => wordOf(language, word, values),
});

const money = (value: number, currency: string) =>
  `${currency} ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The invoice, its own words in `language` (Accept-Language of the request; English by
 * default, exactly as before). In Arabic the words are shaped and set right to left by
 * `printLine`, on the same layout.
 */
export function renderInvoicePdf(
  invoice: InvoicePdfData,
  language: DocumentLanguage = 'en',
): Promise<Buffer> {
  const words = wordsIn(language);
  const doc = useFonts(
    new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: `${words.say('Invoice')} ${invoice.invoiceId}`,
        Subject: words.say('Invoice'),
        Creator: 'Courier portal',
      },
    }),
  );
  const done = pdfBuffer(doc);
  header(doc, invoice, words);
  parties(doc, invoice, words);
  const y = lineTable(doc, invoice, words, 330);
  totals(doc, invoice, words, y);
  const thanks = words.say(
    'Payment within the terms to billing account {billingId}. Thank you for shipping with us.',
    { billingId: invoice.billingId },
  );
  doc.font(FONT.regular).fontSize(8).fillColor(MUTED);
  if (words.rtl) {
    printLine(doc, thanks, MARGIN, A4.height - MARGIN - 12, {
      width: WIDTH,
      size: 8,
      align: 'center',
    });
  } else {
    doc.text(thanks, MARGIN, A4.height - MARGIN - 12, {
      width: WIDTH,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

function header(doc: Doc, invoice: InvoicePdfData, words: Words): void {
  doc.rect(0, 0, A4.width, 8).fill(BRAND);
  doc.fillColor(INK).font(FONT.bold).fontSize(14).text(PROVIDER.name, MARGIN, MARGIN);
  doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
  for (const line of PROVIDER.lines) doc.text(line);
  doc.font(FONT.bold).fontSize(24).fillColor(BRAND);
  if (words.rtl) {
    printLine(doc, words.say('INVOICE'), MARGIN, MARGIN - 4, {
      width: WIDTH,
      size: 24,
      bold: true,
      align: 'right',
    });
  } else {
    doc.text(words.say('INVOICE'), MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  }
  const facts: Array<[DocumentWord, string]> = [
    ['Invoice ID', invoice.invoiceId],
    ['Billing ID', invoice.billingId],
    ['Issued', documentDate(invoice.issuedAt, words.language)],
    ['Due', documentDate(invoice.dueAt, words.language)],
    ['Status', words.say(STATUS_TEXT[invoice.status])],
  ];
  // French and Arabic names of the facts are longer than English's: their column is wider.
  const labelWidth = words.language === 'en' ? 80 : 110;
  let y = MARGIN + 34;
  for (const [label, value] of facts) {
    doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
    const labelX = MARGIN + WIDTH - 140 - labelWidth;
    if (words.rtl) {
      printLine(doc, words.say(label), labelX, y - 1, { width: labelWidth - 8, size: 9 });
    } else {
      doc.text(words.say(label), labelX, y, { width: labelWidth });
    }
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(label === 'Status' && invoice.status === 'overdue' ? '#B42318' : INK);
    if (words.rtl) {
      printLine(doc, value, MARGIN + WIDTH - 140, y - 1, {
        width: 140,
        size: 9,
        bold: true,
        align: 'right',
      });
    } else {
      doc.text(value, MARGIN + WIDTH - 140, y, { width: 140, align: 'right' });
    }
    y += 14;
  }
}

function block(
  doc: Doc,
  words: Words,
  title: DocumentWord,
  who: { name: string; lines: string[] },
  x: number,
) {
  const top = 200;
  const width = WIDTH / 2 - 16;
  doc.font(FONT.bold).fontSize(8).fillColor(MUTED);
  if (words.rtl) printLine(doc, words.say(title), x, top - 1, { width, size: 8, bold: true });
  else doc.text(words.say(title), x, top);
  doc.fillColor(INK);
  let y = printLines(doc, who.name, x, top + 12, { width, size: 11, bold: true, maxLines: 2 });
  for (const line of who.lines.slice(0, 6)) {
    y = printLines(doc, line, x, y, { width, size: 9, maxLines: 2 });
  }
}

function parties(doc: Doc, invoice: InvoicePdfData, words: Words): void {
  block(doc, words, 'BILL TO', invoice.client, MARGIN);
  if (invoice.shipTo) block(doc, words, 'SHIPMENT TO', invoice.shipTo, MARGIN + WIDTH / 2);
  doc.fillColor(MUTED);
  printLine(
    doc,
    words.say('Reference: {reference}', { reference: invoice.reference }),
    MARGIN,
    305,
    { width: WIDTH, size: 9 },
    words.rtl ? 'rtl' : 'auto',
  );
}

const COLUMNS: Array<{
  title: DocumentWord;
  x: number;
  width: number;
  align: 'left' | 'right';
}> = [
  { title: 'Description', x: 0, width: WIDTH - 250, align: 'left' },
  { title: 'Qty', x: WIDTH - 250, width: 50, align: 'right' },
  { title: 'Unit price', x: WIDTH - 190, width: 90, align: 'right' },
  { title: 'Amount', x: WIDTH - 90, width: 90, align: 'right' },
];

function lineTable(doc: Doc, invoice: InvoicePdfData, words: Words, top: number): number {
  const row = (cells: string[], y: number, bold = false) => {
    doc.fillColor(INK);
    COLUMNS.forEach((column, index) => {
      const options = { width: column.width, size: 9, bold, align: column.align };
      // The description wraps onto a second line at most; the figures stay on one.
      if (index === 0)
        printLines(doc, cells[index] ?? '', MARGIN + column.x, y, { ...options, maxLines: 2 });
      else printLine(doc, cells[index] ?? '', MARGIN + column.x, y, options);
    });
  };
  doc.rect(MARGIN, top, WIDTH, 20).fill('#F3F4F6');
  row(
    COLUMNS.map((c) => words.say(c.title)),
    top + 6,
    true,
  );
  let y = top + 26;
  for (const line of invoice.lines) {
    if (y > A4.height - 160) {
      doc.addPage();
      y = MARGIN;
    }
    row(
      [
        sayCharge(line.description, words.language),
        String(line.quantity),
        money(line.unitPrice, invoice.currency),
        money(line.amount, invoice.currency),
      ],
      y,
    );
    y += 22;
    doc
      .lineWidth(0.5)
      .strokeColor('#E5E7EB')
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + WIDTH, y - 6)
      .stroke();
  }
  return y;
}

function totals(doc: Doc, invoice: InvoicePdfData, words: Words, top: number): void {
  const x = MARGIN + WIDTH - 240;
  doc.rect(x, top + 4, 240, 28).fill(BRAND);
  doc.font(FONT.bold).fontSize(11).fillColor('#FFFFFF');
  if (words.rtl) {
    printLine(doc, words.say('Total'), x + 10, top + 12, { width: 100, size: 11, bold: true });
    printLine(doc, money(invoice.total, invoice.currency), x + 100, top + 12, {
      width: 130,
      size: 11,
      bold: true,
      align: 'right',
    });
  } else {
    doc
      .text(words.say('Total'), x + 10, top + 13, { width: 100 })
      .text(money(invoice.total, invoice.currency), x + 100, top + 13, {
        width: 130,
        align: 'right',
      });
  }
  doc.fillColor(INK);
}
