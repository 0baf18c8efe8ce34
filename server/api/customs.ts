import { z } from 'zod';
import {
  EXPORT_REASONS,
  type CommercialInvoiceData,
  type DeliveryTerms,
  type ExportReason,
  type InvoiceParty,
} from '../../shared/customs/invoice';
import { messages } from '../../shared/messages';
import { Unavailable, type UpstreamError } from '../failures';
import { upstreamPath, type Upstream } from '../upstream';
import { rescue } from './meanings';
import { apiDecimal, apiId, apiText } from './schemas';

/**
 * The provider's customs extension (docs/customs.md, tests/contract/customs.test.ts): an
 * international shipment's commercial invoice data, which the portal prints, and the
 * printed invoice sent back for the provider to file with customs (Paperless Trade).
 *
 * A provider without the extension answers 404 (or 405, 501, or what is no envelope): both
 * calls then throw `CustomsNotOffered`. A 404 for a shipment it does not have reads the
 * same, so ask only for a shipment just found, as cancelling does. Another account's
 * shipment is refused (403) as its detail is; a domestic one is refused with the provider's
 * words (the reference services: 422); both are thrown as they came.
 */

/** The provider lacks the customs extension: the user reads `said`, and no invoice is made. */
export class CustomsNotOffered extends Unavailable {
  override name = 'CustomsNotOffered';
  /** The sentence of every feature a provider does not offer (shared/messages.ts). */
  readonly said = messages.billing.notOffered;
  constructor() {
    super('the provider does not offer the customs extension');
  }
}

/** A document sent for customs is at most this large (the extension's limit). */
export const MAX_CUSTOMS_DOCUMENT_BYTES = 5 * 1024 * 1024;

const text = apiText;
const optional = text.catch('');
const decimal = apiDecimal();
const amountOrNull = decimal
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
const day = optional.transform((v) => v.slice(0, 10));

const party = z
  .object({
    company: optional,
    contact: optional,
    // Lines as a list; a provider that sends them as one text is split at its line breaks.
    lines: z
      .union([z.array(text), text.transform((v) => v.split(/\r?\n/))])
      .catch([])
      .transform((lines) => lines.map((line) => line.trim()).filter(Boolean)),
    city: optional,
    postal_code: optional,
    country: optional,
    country_code: optional.transform((v) => v.toUpperCase()),
    phone: optional,
    email: optional,
    tax_number: optional,
  })
  .partial()
  .nullish()
  .catch(null)
  .transform((p): InvoiceParty => ({
    company: p?.company ?? '',
    contact: p?.contact ?? '',
    lines: p?.lines ?? [],
    city: p?.city ?? '',
    postalCode: p?.postal_code ?? '',
    country: p?.country ?? '',
    countryCode: p?.country_code ?? '',
    phone: p?.phone ?? '',
    email: p?.email ?? '',
    taxNumber: p?.tax_number ?? '',
  }));

const reason = optional.transform((v): ExportReason => {
  const lower = v.toLowerCase();
  return (EXPORT_REASONS as readonly string[]).includes(lower) ? (lower as ExportReason) : 'sale';
});

/** DDU, its successor DAP, or anything unpaid is DAP; DDP is DDP. */
const terms = optional.transform((v): DeliveryTerms => (/^DDP/i.test(v) ? 'DDP' : 'DAP'));

// What the invoice cannot do without is required: its goods, their values and currency.
const invoiceSchema = z.object({
  shipment_id: apiId.optional().catch(undefined),
  invoice_number: optional,
  invoice_date: day,
  awb: optional,
  package_count: z.coerce.number().int().min(0).catch(0),
  gross_weight: decimal.catch(0),
  weight_unit: optional.transform((v) => v.toUpperCase() || 'KG'),
  exporter: party,
  importer: party,
  reason,
  terms,
  currency: text.pipe(z.string().min(1)).transform((v) => v.toUpperCase()),
  items: z.array(
    z.object({
      description: optional,
      hs_code: optional.transform((v) => v.replace(/\D/g, '')),
      origin_country: optional.transform((v) => v.toUpperCase()),
      quantity: decimal,
      unit_value: decimal,
    }),
  ),
  freight: amountOrNull,
  insurance: amountOrNull,
  signer_name: optional,
  signed_on: day,
  sent_electronically: z.boolean().catch(false),
});

/** A provider without the call: 404 or what is no envelope (meanings.ts), 405 or 501. */
const notOffered = (): never => {
  throw new CustomsNotOffered();
};
const withoutTheCall = (err: UpstreamError): never => {
  if (err.status === 405 || err.status === 501) notOffered();
  throw err;
};

/** The commercial invoice of an international shipment, as `shared/customs/invoice.ts` holds it. */
export async function commercialInvoice(
  up: Upstream,
  token: string,
  client: number,
  shipmentId: string,
): Promise<CommercialInvoiceData> {
  const path = upstreamPath`/user/clients/${client}/shipments/${shipmentId}/commercial-invoice`;
  const { data } = await rescue(up.main.get(path, { token, schema: invoiceSchema }), {
    notOffered,
    failed: withoutTheCall,
  });
  const invoiceDate = data.invoice_date;
  return {
    shipmentId: data.shipment_id ?? shipmentId,
    invoiceNumber: data.invoice_number || (data.awb ? `CI-${data.awb}` : ''),
    invoiceDate,
    awb: data.awb,
    packageCount: data.package_count,
    grossWeight: data.gross_weight,
    weightUnit: data.weight_unit,
    exporter: data.exporter,
    importer: data.importer,
    reason: data.reason,
    terms: data.terms,
    currency: data.currency,
    items: data.items.map((item) => ({
      description: item.description,
      hsCode: item.hs_code,
      originCountry: item.origin_country,
      quantity: item.quantity,
      unitValue: item.unit_value,
    })),
    freight: data.freight,
    insurance: data.insurance,
    signerName: data.signer_name,
    signedOn: data.signed_on || invoiceDate,
    sentElectronically: data.sent_electronically,
  };
}

/**
 * Sends the printed commercial invoice to the provider (Paperless Trade), which files it
 * with customs and marks the shipment's invoice sent electronically. The body is JSON,
 * `{type: 'commercial-invoice', content: <the PDF in base64>}`: what the upstream client
 * sends. A file over 5 MB or that is no PDF is a fault of ours and is not sent.
 */
export async function sendCustomsDocument(
  up: Upstream,
  token: string,
  client: number,
  shipmentId: string,
  pdf: Buffer,
): Promise<void> {
  if (pdf.length > MAX_CUSTOMS_DOCUMENT_BYTES) {
    throw new Unavailable(`the commercial invoice of ${shipmentId} is over 5 MB`);
  }
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    throw new Unavailable(`the commercial invoice of ${shipmentId} is not a PDF`);
  }
  const path = upstreamPath`/user/clients/${client}/shipments/${shipmentId}/documents`;
  await rescue(
    up.main.post(path, {
      token,
      body: { type: 'commercial-invoice', content: pdf.toString('base64') },
    }),
    { notOffered, failed: withoutTheCall },
  );
}
