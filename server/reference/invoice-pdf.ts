// An invoice as the provider issues it: one A4 page (more when the lines run over) with the
// provider and the client, the invoice's facts, its lines and the total.
import PDFDocument from 'pdfkit';
import { pdfBuffer } from './pdf-buffer';
import { FONT, printLine, printLines, useFonts } from './pdf-fonts';

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

const money = (value: number, currency: string) =>
  `${currency} ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function renderInvoicePdf(invoice: InvoicePdfData): Promise<Buffer> {
  const doc = useFonts(
    new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: `Invoice ${invoice.invoiceId}`,
        Subject: 'Invoice',
        Creator: 'Courier portal',
      },
    }),
  );
  const done = pdfBuffer(doc);
  header(doc, invoice);
  parties(doc, invoice);
  const y = lineTable(doc, invoice, 330);
  totals(doc, invoice, y);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Payment within the terms to billing account ${invoice.billingId}. Thank you for shipping with us.`,
      MARGIN,
      A4.height - MARGIN - 12,
      { width: WIDTH, align: 'center', lineBreak: false },
    );
  doc.end();
  return done;
}

function header(doc: Doc, invoice: InvoicePdfData): void {
  doc.rect(0, 0, A4.width, 8).fill(BRAND);
  doc.fillColor(INK).font(FONT.bold).fontSize(14).text(PROVIDER.name, MARGIN, MARGIN);
  doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
  for (const line of PROVIDER.lines) doc.text(line);
  doc
    .font(FONT.bold)
    .fontSize(24)
    .fillColor(BRAND)
    .text('INVOICE', MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  const facts: Array<[string, string]> = [
    ['Invoice ID', invoice.invoiceId],
    ['Billing ID', invoice.billingId],
    ['Issued', invoice.issuedAt],
    ['Due', invoice.dueAt],
    ['Status', STATUS_TEXT[invoice.status]],
  ];
  let y = MARGIN + 34;
  for (const [label, value] of facts) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, MARGIN + WIDTH - 220, y, { width: 80 });
    doc
      .font(FONT.bold)
      .fillColor(label === 'Status' && invoice.status === 'overdue' ? '#B42318' : INK)
      .text(value, MARGIN + WIDTH - 140, y, { width: 140, align: 'right' });
    y += 14;
  }
}

function block(doc: Doc, title: string, who: { name: string; lines: string[] }, x: number) {
  const top = 200;
  const width = WIDTH / 2 - 16;
  doc.font(FONT.bold).fontSize(8).fillColor(MUTED).text(title, x, top);
  doc.fillColor(INK);
  let y = printLines(doc, who.name, x, top + 12, { width, size: 11, bold: true, maxLines: 2 });
  for (const line of who.lines.slice(0, 6)) {
    y = printLines(doc, line, x, y, { width, size: 9, maxLines: 2 });
  }
}

function parties(doc: Doc, invoice: InvoicePdfData): void {
  block(doc, 'BILL TO', invoice.client, MARGIN);
  if (invoice.shipTo) block(doc, 'SHIPMENT TO', invoice.shipTo, MARGIN + WIDTH / 2);
  doc.fillColor(MUTED);
  printLine(doc, `Reference: ${invoice.reference}`, MARGIN, 305, { width: WIDTH, size: 9 });
}

const COLUMNS = [
  { title: 'Description', x: 0, width: WIDTH - 250, align: 'left' as const },
  { title: 'Qty', x: WIDTH - 250, width: 50, align: 'right' as const },
  { title: 'Unit price', x: WIDTH - 190, width: 90, align: 'right' as const },
  { title: 'Amount', x: WIDTH - 90, width: 90, align: 'right' as const },
];

function lineTable(doc: Doc, invoice: InvoicePdfData, top: number): number {
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
    COLUMNS.map((c) => c.title),
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
        line.description,
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

function totals(doc: Doc, invoice: InvoicePdfData, top: number): void {
  const x = MARGIN + WIDTH - 240;
  doc.rect(x, top + 4, 240, 28).fill(BRAND);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor('#FFFFFF')
    .text('Total', x + 10, top + 13, { width: 100 })
    .text(money(invoice.total, invoice.currency), x + 100, top + 13, {
      width: 130,
      align: 'right',
    });
  doc.fillColor(INK);
}
