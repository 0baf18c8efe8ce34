// The PDF documents commercial invoices are drawn on, and one invoice as a file of its own.
import type { I18n } from '@lingui/core';
import PDFDocument from 'pdfkit';
import type { CommercialInvoiceData } from '../../../shared/customs/invoice';
import { pdfBuffer } from '../../pdf/buffer';
import { useFonts } from '../../pdf/fonts';
import { drawInvoice } from './draw';
import { planInvoice } from './plan';
import { invoiceWords, type InvoiceWords } from './words';

/** A document without pages (each invoice adds its own), in the fonts every script needs. */
export function invoiceDocument(title: string, words: InvoiceWords): PDFKit.PDFDocument {
  return useFonts(
    new PDFDocument({
      autoFirstPage: false,
      lang: words.language,
      info: { Title: title, Creator: 'Courier portal' },
    }),
  );
}

/**
 * One commercial invoice as an A4 PDF: its own words in the language of `i18n` (the
 * request's, `wordsOf(req)`), the provider's data as given.
 */
export async function renderCommercialInvoice(
  data: CommercialInvoiceData,
  i18n: I18n,
): Promise<Buffer> {
  const words = invoiceWords(i18n);
  const doc = invoiceDocument(data.invoiceNumber, words);
  const done = pdfBuffer(doc);
  const plan = planInvoice(doc, data, words);
  doc.info.Title = `${plan.title} ${data.invoiceNumber}`;
  drawInvoice(doc, plan);
  doc.end();
  return done;
}
