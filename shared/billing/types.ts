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

/** What the provider found on weighing a shipment at pickup (kg), and why it billed again. */
export interface BillingAdjustment {
  measuredWeight: number;
  declaredWeight: number;
  unit: 'kg';
  reason: string;
}

/**
 * A shipment's price as quoted against what it is billed (a contract extension: a provider
 * without it sends none, and the portal shows no comparison).
 */
export interface ShipmentBilling {
  quoted: Money | null;
  billed: Money | null;
  adjustment: BillingAdjustment | null;
}

export interface InvoiceRowView {
  invoiceId: string;
  billingId: string;
  description: string;
  amount: Money;
  status: string;
  /** 'yyyy-MM-dd' as sent. */
  issuedAt: string;
  dueAt: string;
  /** The quoted total of the shipment billed; null when it was not booked from a quote. */
  quoted?: Money | null;
  /** Set when the shipment was billed again on the weight measured at pickup. */
  adjustment?: BillingAdjustment | null;
}

export interface InvoiceSummary {
  outstanding: Money;
  overdueCount: number;
  paidThisMonth: Money;
  /** Billed above the quotes after weighing, over the list's dates; null when not told. */
  adjustmentsTotal?: Money | null;
}

/** The search, range and page in effect (the query string, clamped). */
export interface BillingFilters {
  search: string;
  /** 'yyyy-MM-dd' or '' for none. */
  from: string;
  to: string;
  /** Only the invoices of shipments billed again after weighing at pickup. */
  adjusted: boolean;
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
