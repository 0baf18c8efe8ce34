/**
 * Commercial invoices as the customer gets them (docs/customs.md, "Downloads and Paperless
 * Trade"): one shipment's from its row and its tracking drawer, several after the labels of a
 * batch, and sent to the provider with Paperless Trade. The words both sides say, and the
 * query the batch download reads and My Shipments writes.
 */

/** The added service with which the portal sends the invoice to the provider itself. */
export const PAPERLESS_SERVICE = 'PAPERLESS';

/** Customs asks for one invoice, or three signed copies of it. */
export const INVOICE_COPY_CHOICES = [1, 3] as const;
export type InvoiceCopyChoice = (typeof INVOICE_COPY_CHOICES)[number];

/** `invoices=1|3` on a labels address: each international shipment's invoice × copies. */
export const INVOICES_QUERY = 'invoices';

/** 0 (no invoices), 1 or 3, from a labels address. */
export function parseInvoiceCopies(value: unknown): InvoiceCopyChoice | 0 {
  const text = Array.isArray(value) ? value[0] : value;
  const n = typeof text === 'string' ? Number(text.trim()) : NaN;
  return INVOICE_COPY_CHOICES.find((c) => c === n) ?? 0;
}

/**
 * International by its ends: both countries known and different (spec §4, shipment mode),
 * as the list's rows give them.
 */
export function crossesBorder(senderCountry: string, receiverCountry: string): boolean {
  const from = senderCountry.trim().toLowerCase();
  const to = receiverCountry.trim().toLowerCase();
  return from !== '' && to !== '' && from !== to;
}

/** The file name of one shipment's invoice. */
export const invoiceFileName = (awb: string) =>
  `commercial-invoice-${/^[A-Za-z0-9_-]{1,64}$/.test(awb) ? awb : 'shipment'}.pdf`;

export const invoiceMessages = {
  /** On the error page of a download (its own words). */
  unavailable:
    /*i18n*/ 'The commercial invoice could not be downloaded right now. Please try again in a moment.',
  domestic:
    /*i18n*/ 'This shipment stays in its country: a commercial invoice is made only for international shipments.',
  notOffered:
    /*i18n*/ 'Your provider does not offer commercial invoices through the portal. Ask your provider for the invoice, or write one and attach three copies to the package.',
  /** Toasts after a booking. */
  sentElectronically:
    /*i18n*/ 'The commercial invoice was sent to customs electronically (Paperless Trade): no paper copies are needed.',
  notSent:
    /*i18n*/ 'The invoice could not be sent electronically: print three copies and attach them to the package. Download it from the shipment’s row or its tracking drawer.',
  printThree:
    /*i18n*/ 'Print three copies of the commercial invoice and attach them to the package: download it from the shipment’s row in My Shipments.',
} as const;
