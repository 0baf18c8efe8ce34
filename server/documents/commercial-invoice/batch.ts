// Several commercial invoices in one PDF, written as they come (the batch labels download's
// way, docs/architecture.md "Batch labels"): each invoice is laid out once and drawn as many
// times as copies are asked for, and its pages leave for `write` before the next invoice is
// drawn. What stays in memory is the invoice being drawn, its last page, the fonts' glyphs
// used so far and a few bytes per page written; the fonts are embedded once, at the end.
import type { I18n } from '@lingui/core';
import type { CommercialInvoiceData } from '../../../shared/customs/invoice';
import { invoiceDocument } from './document';
import { drawInvoice } from './draw';
import { planInvoice } from './plan';
import { invoiceWords, type InvoiceWords } from './words';

/** Customs asks for one invoice, or three signed copies of it. */
export type InvoiceCopies = 1 | 3;

export interface InvoiceFileOptions {
  /** The reader's words (`wordsOf(req)`). */
  i18n: I18n;
  copies: InvoiceCopies;
  /**
   * Takes each run of the file in order; awaited, so a slow reader slows the writer
   * (back-pressure) rather than letting the file gather in memory.
   */
  write: (chunk: Uint8Array) => Promise<void>;
}

/** A batch without a single invoice: a PDF needs at least one page. */
export class NoInvoices extends Error {
  override name = 'NoInvoices';
}

/** Writes the batch's PDF: `add` each invoice in order, then `end`. */
export class CommercialInvoiceFile {
  private readonly doc: PDFKit.PDFDocument;
  private readonly words: InvoiceWords;
  private readonly copies: InvoiceCopies;
  private readonly write: (chunk: Uint8Array) => Promise<void>;
  private count = 0;

  constructor(options: InvoiceFileOptions) {
    this.words = invoiceWords(options.i18n);
    this.copies = options.copies;
    this.write = options.write;
    this.doc = invoiceDocument(options.i18n._('Commercial invoices'), this.words);
  }

  /** How many invoices have been added (each counted once, whatever the copies). */
  get invoiceCount(): number {
    return this.count;
  }

  /** Draws the invoice's copies one after the other and writes what is complete. */
  async add(data: CommercialInvoiceData): Promise<void> {
    const plan = planInvoice(this.doc, data, this.words);
    for (let copy = 1; copy <= this.copies; copy += 1) {
      drawInvoice(this.doc, plan, { number: copy, of: this.copies });
    }
    this.count += 1;
    boundLayouts(this.doc);
    await this.drain();
  }

  /** Ends the file: the last page, the fonts, the page tree and the cross-reference table. */
  async end(): Promise<void> {
    if (this.count === 0) throw new NoInvoices('no invoice to write');
    this.doc.end();
    await this.drain();
  }

  /**
   * pdfkit writes a page out when the next begins, and pushes it to its stream at once: read
   * here, without flowing, so each run is written (and awaited) before anything more is drawn.
   */
  private async drain(): Promise<void> {
    for (let chunk: unknown = this.doc.read(); chunk !== null; chunk = this.doc.read()) {
      await this.write(chunk as Uint8Array);
    }
  }
}

/** Word layouts a font keeps before it starts afresh: about half a KB each. */
const LAYOUTS_KEPT = 2000;

/**
 * pdfkit keeps the layout of every word each font has drawn for as long as the document
 * lasts: in a batch, every invoice's own numbers and names (about 10 MB more heap for each
 * 500 invoices). Kept, they spare laying out the words every invoice shares (without them a
 * batch takes twice as long), so each font's are dropped only once it holds LAYOUTS_KEPT.
 */
function boundLayouts(doc: PDFKit.PDFDocument): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })
    ._fontFamilies;
  for (const font of Object.values(fonts ?? {})) {
    if (font.layoutCache && Object.keys(font.layoutCache).length > LAYOUTS_KEPT) {
      font.layoutCache = Object.create(null) as object;
    }
  }
}

/** Writes every invoice of `invoices`, in order, into one PDF; returns how many. */
export async function writeCommercialInvoices(
  invoices: Iterable<CommercialInvoiceData> | AsyncIterable<CommercialInvoiceData>,
  options: InvoiceFileOptions,
): Promise<number> {
  const file = new CommercialInvoiceFile(options);
  for await (const invoice of invoices) await file.add(invoice);
  await file.end();
  return file.invoiceCount;
}
