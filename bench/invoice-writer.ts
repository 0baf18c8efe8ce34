/**
 * The process CI measures (bench/invoices.ts): the portal's commercial-invoice batch writer
 * alone, bundled as the portal's build bundles it and run with the portal's heap limits. It
 * answers on IPC: `{ count, copies }` writes that many invoices into one PDF, taken by a
 * sink that drains as a socket does, and replies with the time, bytes and pages.
 */
import { setupI18n } from '@lingui/core';
import { createWriteStream } from 'node:fs';
import { writeCommercialInvoices } from '../server/documents/commercial-invoice';
import { messages } from '../server/locales/en';
import type { CommercialInvoiceData, InvoiceItem } from '../shared/customs/invoice';

export interface BatchAsk {
  count: number;
  copies: 1 | 3;
}
export interface BatchDone {
  ms: number;
  bytes: number;
}

const i18n = setupI18n({ locale: 'en', locales: ['en-US'], messages: { en: messages } });

const GOODS = [
  'Extra virgin olive oil, 1 L glass bottles',
  'Hand-painted ceramic plates, 30 cm',
  'Cotton T-shirts, assorted sizes',
  'Cedar wood jewellery box with brass hinges',
  'زيت زيتون بكر ممتاز',
  'Spare parts for espresso machine (gaskets, valves)',
  'Printed books, Arabic poetry',
  'Leather wallet',
];
const REASONS = ['sale', 'sale', 'sale', 'gift', 'sample', 'return', 'repair'] as const;

/** The `n`th invoice of a batch: one to twelve items, every fifth importer written in Arabic. */
function invoice(n: number): CommercialInvoiceData {
  const items: InvoiceItem[] = Array.from({ length: 1 + ((n * 7) % 12) }, (_, i) => ({
    description: GOODS[(n + i) % GOODS.length]!,
    hsCode: String(150_910 + ((n * 31 + i * 17) % 900_000)),
    originCountry: i % 3 ? 'LB' : 'FR',
    quantity: 1 + ((n + i) % 25),
    unitValue: 2.5 + ((n * 13 + i * 7) % 400) + 0.35,
  }));
  const arabic = n % 5 === 0;
  return {
    shipmentId: String(100_000 + n),
    invoiceNumber: `CI-2026-${String(n).padStart(5, '0')}`,
    invoiceDate: '2026-12-02',
    awb: String(7_000_000_000 + n),
    packageCount: 1 + (n % 3),
    grossWeight: 0.5 + (n % 40) / 2,
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
      email: 'shipping@cedar.example',
      taxNumber: 'LB-123456',
    },
    importer: {
      company: arabic ? 'شركة الأرز للتجارة' : `Atelier Lumière ${n}`,
      contact: arabic ? 'رامي حداد' : 'Hélène Dupré',
      lines: arabic ? ['شارع الحمراء 12'] : ['5 Rue de l’Église'],
      city: arabic ? 'Dubai' : 'Paris',
      postalCode: arabic ? '' : '75001',
      country: arabic ? 'United Arab Emirates' : 'France',
      countryCode: arabic ? 'AE' : 'FR',
      phone: '+33 1 23 45 67 89',
      email: 'receiving@example.fr',
      taxNumber: n % 2 ? 'FR12345678901' : '',
    },
    reason: REASONS[n % REASONS.length]!,
    terms: n % 2 ? 'DAP' : 'DDP',
    currency: n % 4 ? 'USD' : 'EUR',
    items,
    freight: n % 3 ? 25 + (n % 10) : null,
    insurance: n % 4 ? null : 3.2,
    signerName: 'Rami Haddad',
    signedOn: '2026-12-02',
    sentElectronically: false,
  };
}

/** The invoices one at a time, as the download would read them from the provider. */
function* invoices(count: number): Generator<CommercialInvoiceData> {
  for (let n = 1; n <= count; n += 1) yield invoice(n);
}

/** Where the file goes: a sink that takes it at a socket's pace (it waits for `drain`). */
function sink() {
  const out = createWriteStream('/dev/null');
  let failed: Error | undefined;
  out.on('error', (err) => (failed = err));
  return {
    write: (chunk: Uint8Array) =>
      new Promise<void>((resolve, reject) => {
        if (failed) return reject(failed);
        if (out.write(chunk)) return resolve();
        out.once('drain', () => (failed ? reject(failed) : resolve()));
      }),
    end: () => new Promise<void>((resolve) => out.end(resolve)),
  };
}

async function batch({ count, copies }: BatchAsk): Promise<BatchDone> {
  const out = sink();
  let bytes = 0;
  const started = performance.now();
  await writeCommercialInvoices(invoices(count), {
    i18n,
    copies,
    write: (chunk) => {
      bytes += chunk.length;
      return out.write(chunk);
    },
  });
  const ms = performance.now() - started;
  await out.end();
  return { ms, bytes };
}

process.on('message', (ask: BatchAsk) => {
  void batch(ask).then(
    (done) => process.send!(done),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
process.send!('ready');
