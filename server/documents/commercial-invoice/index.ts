// Commercial invoices for international shipments: one as a file of its own, or several in
// one PDF with one or three copies of each. The provider's data: shared/customs/invoice.ts.
export { renderCommercialInvoice } from './document';
export {
  CommercialInvoiceFile,
  NoInvoices,
  writeCommercialInvoices,
  type InvoiceCopies,
  type InvoiceFileOptions,
} from './batch';
