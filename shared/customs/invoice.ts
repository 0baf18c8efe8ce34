/**
 * What a commercial invoice prints (docs/customs.md): the portal reads it from the
 * provider's customs extension of a shipment's detail and draws the PDF from it. Amounts are
 * numbers in `currency`; dates are ISO `YYYY-MM-DD`.
 */

/** Why the goods leave the country; anything but a sale prints a proforma invoice. */
export const EXPORT_REASONS = ['sale', 'gift', 'sample', 'return', 'repair'] as const;
export type ExportReason = (typeof EXPORT_REASONS)[number];

/** Incoterms printed from the customs payment type: duties unpaid → DAP, paid → DDP. */
export type DeliveryTerms = 'DAP' | 'DDP';

export interface InvoiceParty {
  company: string;
  contact: string;
  /** Address lines as written, in order (street, building, …). */
  lines: string[];
  city: string;
  postalCode: string;
  /** The country's name as the provider gives it, and its ISO 3166 code. */
  country: string;
  countryCode: string;
  phone: string;
  email: string;
  /** VAT / EORI / tax id, where given. */
  taxNumber: string;
}

export interface InvoiceItem {
  description: string;
  /** Digits only: dots and spaces taken out. */
  hsCode: string;
  /** ISO 3166 code of the country of origin. */
  originCountry: string;
  quantity: number;
  unitValue: number;
}

export interface CommercialInvoiceData {
  shipmentId: string;
  invoiceNumber: string;
  /** The shipment's booking date. */
  invoiceDate: string;
  /** The first package's AWB: the one customs files the shipment under. */
  awb: string;
  packageCount: number;
  /** Total gross weight, in `weightUnit` (KG or LB). */
  grossWeight: number;
  weightUnit: string;
  exporter: InvoiceParty;
  importer: InvoiceParty;
  reason: ExportReason;
  terms: DeliveryTerms;
  currency: string;
  items: InvoiceItem[];
  /** Charged freight and insurance, in `currency`; null where not charged. */
  freight: number | null;
  insurance: number | null;
  signerName: string;
  /** The date the signer declares on: the booking date. */
  signedOn: string;
  /** True once the invoice was sent to the provider with Paperless Trade. */
  sentElectronically: boolean;
}

/** An invoice is proforma when no sale takes place. */
export const isProforma = (reason: ExportReason) => reason !== 'sale';

/** Each line's total, the items' total, and the invoice total (items + freight + insurance). */
export function invoiceTotals(
  data: Pick<CommercialInvoiceData, 'items' | 'freight' | 'insurance'>,
) {
  const cents = (n: number) => Math.round(n * 100);
  const lines = data.items.map((item) => cents(item.quantity * item.unitValue) / 100);
  const items = lines.reduce((sum, line) => sum + cents(line), 0) / 100;
  const total = (cents(items) + cents(data.freight ?? 0) + cents(data.insurance ?? 0)) / 100;
  return { lines, items, total };
}
