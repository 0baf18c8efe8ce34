import type { InvoiceRowView } from '../../../../shared/billing/types';
import type { CsvValue } from '../../../http/csv-stream';

export const INVOICE_EXPORT_HEADER = [
  /*i18n*/ 'Invoice ID',
  /*i18n*/ 'Billing ID',
  /*i18n*/ 'Description',
  /*i18n*/ 'Amount',
  /*i18n*/ 'Currency',
  /*i18n*/ 'Status',
  /*i18n*/ 'Issued',
  /*i18n*/ 'Due',
] as const;

/** Amounts as plain numbers (a spreadsheet sums them), the currency beside them. */
export const invoiceExportRow = (row: InvoiceRowView): CsvValue[] => [
  row.invoiceId,
  row.billingId,
  row.description,
  row.amount.value.toFixed(2),
  row.amount.currency,
  row.status,
  row.issuedAt,
  row.dueAt,
];
