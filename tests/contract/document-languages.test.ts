// Extension: the documents the provider prints (the AWB label of GET /awb/{awb}.pdf and the
// invoice PDF) say their own words in French or Arabic when the request's Accept-Language asks
// for it, and in English, as before, without it or for a language they do not speak. The data
// (names, AWB numbers, amounts) prints as given; dates are written with Latin digits. The text
// is read back as a reader's copy and search get it (pdf.js): Arabic shaped, in reading order.
// A backend without it fails this file only, and its documents then stay in English.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, type Answer } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { signedIn } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';
import { pdfLines } from '../support/reference/pdf-text';

const contract = useContract();
const { api, flow } = contract;
const me = signedIn(contract);

const invoiceRow = z.object({ invoice_id: s.id, shipment_id: s.id.nullable() });
const invoicePage = z.object({ data: z.array(invoiceRow) });

let session: Session;
let awb: string;
let invoiceId: string;
beforeAll(async () => {
  session = me.session;
  const { body } = await flow.shipmentBody(session, me.client.id);
  const created = ok(
    await api.post('main', `/clients/${me.client.id}/shipments`, { token: session.token, body }),
    s.created,
  );
  awb = String(created.packages[0]!.awb);
  const invoices = ok(
    await api.get('main', `/user/clients/${me.client.id}/invoices`, {
      token: session.token,
      query: { page: 1, per_page: 100 },
    }),
    invoicePage,
  );
  // An invoice of a shipment names it in its reference: its fixed word is translated too.
  const chosen = invoices.data.find((row) => row.shipment_id !== null) ?? invoices.data[0];
  expect(chosen, 'an invoice of the account').toBeDefined();
  invoiceId = String(chosen!.invoice_id);
});

/** `language: undefined` sends no Accept-Language. */
const headers = (language?: string): Record<string, string> =>
  language === undefined ? {} : { 'Accept-Language': language };

const label = (language?: string) =>
  api.get('main', `/awb/${awb}.pdf`, { token: session.token, headers: headers(language) });

const invoice = (language?: string) =>
  api.get('main', `/user/clients/${me.client.id}/invoices/${invoiceId}.pdf`, {
    token: session.token,
    headers: headers(language),
  });

/** The PDF's lines as pdf.js reads them, Arabic folded from its shaped forms (NFKC). */
async function read(answer: Answer): Promise<string> {
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 300)).toBe(200);
  expect(answer.contentType).toMatch(/^application\/pdf/);
  const lines = await pdfLines(new Uint8Array(answer.bytes));
  return lines.map((line) => line.normalize('NFKC')).join('\n');
}

const LABEL_WORDS = {
  en: ['SHIPPING LABEL', 'DATE', 'FROM', 'TO', 'WEIGHT', 'REFERENCE', 'AWB'],
  fr: ['ÉTIQUETTE D’EXPÉDITION', 'DATE', 'EXPÉDITEUR', 'DESTINATAIRE', 'POIDS', 'RÉFÉRENCE'],
  ar: ['ملصق الشحن', 'التاريخ', 'المرسل', 'المرسل إليه', 'الوزن', 'المرجع', 'رقم البوليصة'],
};

const INVOICE_WORDS = {
  en: ['INVOICE', 'Invoice ID', 'Billing ID', 'Issued', 'Due', 'Status', 'BILL TO', 'Total'],
  fr: [
    'FACTURE',
    'N° de facture',
    'N° de facturation',
    'Émise le',
    'Échéance',
    'Statut',
    'FACTURÉ À',
    'Description',
    'Prix unitaire',
    'Montant',
    'Total',
  ],
  ar: [
    'فاتورة',
    'رقم الفاتورة',
    'رقم الفوترة',
    'تاريخ الإصدار',
    'تاريخ الاستحقاق',
    'الحالة',
    'الفاتورة باسم',
    'الوصف',
    'سعر الوحدة',
    'المبلغ',
    'المجموع',
  ],
};

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

describe('GET /awb/{awb}.pdf in the reader’s language', () => {
  it('prints English, as before, without Accept-Language and for a language it does not speak', async () => {
    for (const language of [undefined, 'en', 'de-DE']) {
      const text = await read(await label(language));
      for (const word of LABEL_WORDS.en) expect(text, String(language)).toContain(word);
      expect(text).toMatch(/\b\d{4}-\d{2}-\d{2} \d{2}:\d{2}\b/);
      for (const word of [...LABEL_WORDS.fr.slice(2), ...LABEL_WORDS.ar]) {
        expect(text).not.toContain(word);
      }
    }
  });

  it('prints its words in French with fr, the data as given', async () => {
    for (const language of ['fr', 'fr-LB,fr;q=0.9,en;q=0.5']) {
      const text = await read(await label(language));
      for (const word of LABEL_WORDS.fr) expect(text, language).toContain(word);
      expect(text).not.toContain('SHIPPING LABEL');
      expect(text).not.toContain('WEIGHT');
      expect(text.replace(/\s/g, '')).toContain(awb);
      // The date with the month written in French, Latin digits.
      expect(text).toMatch(/\b\d{1,2} \p{L}+\.? \d{4} \d{2}:\d{2}\b/u);
    }
  });

  it('prints its words in Arabic with ar, shaped and in reading order, Latin digits', async () => {
    const text = await read(await label('ar'));
    for (const word of LABEL_WORDS.ar) expect(text).toContain(word);
    expect(text).not.toContain('SHIPPING LABEL');
    expect(text).not.toContain('WEIGHT');
    expect(text.replace(/\s/g, '')).toContain(awb);
    expect(text).not.toMatch(ARABIC_DIGITS);
    // The date with the month in Arabic letters, read right to left, Latin digits.
    expect(text).toMatch(/\b\d{1,2} \p{Script=Arabic}+ \d{4} \d{2}:\d{2}\b/u);
  });
});

describe('GET /user/clients/{client}/invoices/{invoice_id}.pdf in the reader’s language', () => {
  it('prints English, as before, without Accept-Language', async () => {
    const text = await read(await invoice());
    for (const word of INVOICE_WORDS.en) expect(text).toContain(word);
    expect(text).toContain(invoiceId);
    expect(text).toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    for (const word of ['FACTURE', 'FACTURÉ À', 'Montant', ...INVOICE_WORDS.ar]) {
      expect(text).not.toContain(word);
    }
  });

  it('prints its words in French with fr, the invoice id and amounts as given', async () => {
    const english = await read(await invoice());
    const text = await read(await invoice('fr'));
    for (const word of INVOICE_WORDS.fr) expect(text).toContain(word);
    expect(text).not.toContain('Invoice ID');
    expect(text).not.toContain('BILL TO');
    expect(text).toContain(invoiceId);
    // Dates written out in French ('3 mars 2026'), not as ISO.
    expect(text).toMatch(/\b\d{1,2} \p{L}+\.? \d{4}\b/u);
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    const amount = /\b[A-Z]{3} [\d,]+\.\d{2}\b/.exec(english)?.[0];
    expect(amount, 'an amount on the English invoice').toBeDefined();
    expect(text).toContain(amount);
    // The lines' charges are said too: a tariff's fuel surcharge, or a quote's price.
    expect(english).toMatch(/Fuel surcharge \(12%\)|Quoted price \(quote /);
    expect(text).toMatch(/Surcharge carburant \(12 %\)|Prix du devis \(devis /);
    expect(text).not.toMatch(/Fuel surcharge|Quoted price/);
  });

  it('prints its words in Arabic with ar, shaped and in reading order, Latin digits', async () => {
    const text = await read(await invoice('ar'));
    for (const word of INVOICE_WORDS.ar) expect(text).toContain(word);
    expect(text).not.toContain('Invoice ID');
    expect(text).not.toContain('Total');
    expect(text).toContain(invoiceId);
    expect(text).not.toMatch(ARABIC_DIGITS);
    expect(text).toMatch(/\b\d{1,2} \p{Script=Arabic}+ \d{4}\b/u);
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });
});
