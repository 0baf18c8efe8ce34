/**
 * What Billing & Payments receives from the server (the portal's view of the contract's
 * invoice extension; server/api/invoices.ts maps).
 */

export interface Money {
  value: number;
  currency: string;
}

/** The contract's statuses; anything else a provider sends is shown as it came. */
export type InvoiceStatus = 'paid' | 'due' | 'overdue';

export interface InvoiceRowView {
  invoiceId: string;
  billingId: string;
  description: string;
  amount: Money;
  status: string;
  /** 'yyyy-MM-dd' as sent. */
  issuedAt: string;
  dueAt: string;
}

export interface InvoiceSummary {
  outstanding: Money;
  overdueCount: number;
  paidThisMonth: Money;
}

/** The search, range and page in effect (the query string, clamped). */
export interface BillingFilters {
  search: string;
  /** 'yyyy-MM-dd' or '' for none. */
  from: string;
  to: string;
  page: number;
}

export interface InvoicesTable {
  filters: BillingFilters;
  rows: InvoiceRowView[];
  currentPage: number;
  lastPage: number;
  total: number;
  summary: InvoiceSummary | null;
}

/**
 * A screen built on a contract extension: shown, not offered by this provider (it answered
 * 404 or without the envelope), or not reachable right now.
 */
export type Offered<T> =
  { state: 'ok'; value: T } | { state: 'not-offered' } | { state: 'unavailable' };
