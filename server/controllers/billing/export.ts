import type { Request } from 'express';
import { parseBillingFilters } from '../../../shared/billing/query';
import type { InvoiceRowView } from '../../../shared/billing/types';
import { messages } from '../../../shared/messages';
import { listInvoices, type InvoicePage } from '../../api/invoices';
import { deps } from '../../deps';
import { startCsv, writeCsvRows, type CsvValue } from '../../http/csv-stream';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import {
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamUnavailableError,
} from '../../upstream';
import { requireAccount } from '../shipments/account';

/** The largest page the provider offers (upstream contract, extensions): fewest calls. */
const EXPORT_PAGE_SIZE = 100;
/** A backstop against a provider that never reports a last page. */
const MAX_EXPORT_PAGES = 2000;

export const INVOICE_EXPORT_HEADER = [
  'Invoice ID',
  'Billing ID',
  'Description',
  'Amount',
  'Currency',
  'Status',
  'Issued',
  'Due',
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

const today = () => new Date().toISOString().slice(0, 10);

/**
 * 'Export': every invoice of the current search and range, all pages, written as each
 * page arrives. The first page is asked for before anything is sent, so a provider that
 * fails still gets a proper page; a failure later cuts the download short.
 */
export const exportCsv: Handler = async (req: Request, res) => {
  const account = requireAccount(req);
  const up = deps(req).upstream;
  const filters = parseBillingFilters(req.query);
  const fetchPage = (page: number): Promise<InvoicePage> =>
    listInvoices(up, account.token, account.client, {
      ...filters,
      page,
      perPage: EXPORT_PAGE_SIZE,
    });
  let first: InvoicePage;
  try {
    first = await fetchPage(1);
  } catch (err) {
    if (!(
      err instanceof UpstreamUnavailableError ||
      err instanceof UpstreamRejectedError ||
      err instanceof UpstreamNotFoundError
    )) {
      throw err;
    }
    res.status(503);
    return render(res, 'errors/error', {
      status: 503,
      message: messages.billing.exportUnavailable,
    });
  }

  startCsv(res, `invoices-${today()}.csv`, INVOICE_EXPORT_HEADER);
  try {
    let current = first;
    const last = Math.min(first.lastPage, MAX_EXPORT_PAGES);
    for (let page = 1; ; page += 1) {
      const open = await writeCsvRows(res, current.rows.map(invoiceExportRow));
      if (!open || page >= last || current.rows.length === 0) break;
      current = await fetchPage(page + 1);
    }
    res.end();
  } catch (err) {
    deps(req).logger.warn({ err }, 'invoices export cut short');
    res.destroy();
  }
};
