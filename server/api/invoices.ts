import { z } from 'zod';
import type { InvoiceRowView, InvoiceSummary } from '../../shared/billing/types';
import { upstreamPath, type StreamedFile, type Upstream } from '../upstream';
import { listPage, pageOf, type ListPage } from './lists';
import { apiMoney, apiText } from './schemas';
import { optionalAdjustment, optionalMoney } from './shipment-billing';

/** Invoices and their PDFs (main API, upstream contract: Extensions). */

const text = apiText;

const money = apiMoney;

const invoice = z.object({
  invoice_id: text,
  billing_id: text,
  description: text,
  amount: money,
  status: text,
  issued_at: text,
  due_at: text,
  // Extension: what the shipment was quoted, and the adjustment after weighing.
  quoted: optionalMoney,
  adjustment: optionalAdjustment,
});

const summary = z.object({
  outstanding: money,
  overdue_count: z.coerce.number().int(),
  paid_this_month: money,
  adjustments_total: optionalMoney,
});

const invoicePage = pageOf(invoice).extend({
  // A provider may leave the summary out; the cards then say nothing rather than wrong.
  summary: summary.nullish().catch(null),
});

export interface InvoiceQuery {
  page: number;
  search: string;
  from: string;
  to: string;
  adjusted?: boolean;
  perPage?: number;
}

export interface InvoicePage extends ListPage<InvoiceRowView> {
  summary: InvoiceSummary | null;
}

const day = (value: string) => value.slice(0, 10);

export async function listInvoices(
  up: Upstream,
  token: string,
  client: number,
  query: InvoiceQuery,
): Promise<InvoicePage> {
  const { data } = await up.main.get(upstreamPath`/user/clients/${client}/invoices`, {
    token,
    query: {
      page: query.page,
      per_page: query.perPage,
      search: query.search || undefined,
      from: query.from || undefined,
      to: query.to || undefined,
      adjusted: query.adjusted ? 1 : undefined,
    },
    schema: invoicePage,
  });
  return {
    ...listPage(data, (row) => ({
      invoiceId: row.invoice_id,
      billingId: row.billing_id,
      description: row.description,
      amount: row.amount,
      status: row.status.toLowerCase(),
      issuedAt: day(row.issued_at),
      dueAt: day(row.due_at),
      quoted: row.quoted ?? null,
      adjustment: row.adjustment ?? null,
    })),
    summary: data.summary
      ? {
          outstanding: data.summary.outstanding,
          overdueCount: data.summary.overdue_count,
          paidThisMonth: data.summary.paid_this_month,
          adjustmentsTotal: data.summary.adjustments_total ?? null,
        }
      : null,
  };
}

/** An invoice's PDF as the provider streams it, by the contract's path for the account. */
export function invoiceFile(
  up: Upstream,
  token: string,
  client: number,
  invoiceId: string,
): Promise<StreamedFile> {
  return up.main.stream(upstreamPath`/user/clients/${client}/invoices/${`${invoiceId}.pdf`}`, {
    token,
  });
}
