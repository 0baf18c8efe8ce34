import { parseBillingFilters } from '../../../shared/billing/query';
import { messages } from '../../../shared/messages';
import { invoiceFile, listInvoices } from '../../api/invoices';
import { EXPORT_PAGE_SIZE, streamCsvExport, today } from '../../http/csv-export';
import { streamPdf } from '../../http/pdf-stream';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { requireAccount } from '../support/account-context';
import { scrollList } from '../support/lists';
import { offered } from '../support/offered';
import { INVOICE_EXPORT_HEADER, invoiceExportRow } from './support/export-rows';
import { invoicesTable } from './support/invoices-table';

/**
 * Billing & Payments (spec §2.11, with the contract's invoice extension): the summary
 * cards and the invoices of the search, range and page in the query string. The table
 * reloads alone on every change; phones scroll through it as cards (spec §9).
 */
export const show: Handler = async (req, res) => {
  const account = requireAccount(req);
  await render(res, 'billing/billing-and-payments', {
    table: scrollList(() => offered(() => invoicesTable(req, account)), 'invoiceId'),
  });
};

/** 'Export': every invoice of the current search and range. */
export const exportCsv: Handler = (req, res) => {
  const { up, token, client } = requireAccount(req);
  const filters = parseBillingFilters(req.query);
  return streamCsvExport(res, {
    fileName: `invoices-${today()}.csv`,
    header: INVOICE_EXPORT_HEADER,
    page: (page) =>
      listInvoices(up, token, client, { ...filters, page, perPage: EXPORT_PAGE_SIZE }),
    lines: (row) => [invoiceExportRow(row)],
    unavailable: messages.billing.exportUnavailable,
  });
};

/** An invoice's PDF, asked for under the selected account only. */
export const invoice: Handler = (req, res) => {
  const { up, token, client } = requireAccount(req);
  const id = String(req.params.invoice);
  return streamPdf(req, res, {
    open: async () => ({ file: await invoiceFile(up, token, client, id), filename: `${id}.pdf` }),
    unavailable: messages.billing.pdfUnavailable,
  });
};
