import { parsePage, parseSearch } from '../shipments/query';
import { firstText as first, parseDateRange } from './dates';
import type { BillingFilters } from './types';

/** Billing & Payments' query string: search, the issue date range, adjusted only, the page. */
export const BILLING_QUERY = {
  search: 'search',
  from: 'from',
  to: 'to',
  adjusted: 'adjusted',
  page: 'page',
} as const;

/** Read so that no address a user can type fails the page (the range: `parseDateRange`). */
export function parseBillingFilters(query: Record<string, unknown>): BillingFilters {
  const { from, to } = parseDateRange(query[BILLING_QUERY.from], query[BILLING_QUERY.to]);
  return {
    search: parseSearch(query[BILLING_QUERY.search]),
    from,
    to,
    adjusted: first(query[BILLING_QUERY.adjusted]) === '1',
    page: parsePage(query[BILLING_QUERY.page]),
  };
}

/** The query of a view, defaults left out. */
export function billingQuery(filters: BillingFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filters.search) query[BILLING_QUERY.search] = filters.search;
  if (filters.from) query[BILLING_QUERY.from] = filters.from;
  if (filters.to) query[BILLING_QUERY.to] = filters.to;
  if (filters.adjusted) query[BILLING_QUERY.adjusted] = 1;
  if (filters.page > 1) query[BILLING_QUERY.page] = filters.page;
  return query;
}
