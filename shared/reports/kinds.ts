import { shiftDate } from '../billing/dates';
import { todayIn } from '../ui/time-zone';
import type { ReportQuery } from './types';

/** The contract's report kinds (upstream contract, Extensions), as the dropdown offers them. */
export const REPORT_KINDS = [
  { value: 'shipments-by-status', label: /*i18n*/ 'Shipments by status', chart: 'bar' },
  { value: 'shipments-by-day', label: /*i18n*/ 'Shipments by day', chart: 'line' },
  { value: 'shipments-by-destination', label: /*i18n*/ 'Shipments by destination', chart: 'bar' },
  { value: 'pickups-by-status', label: /*i18n*/ 'Pickups by status', chart: 'bar' },
] as const;

export type ReportKind = (typeof REPORT_KINDS)[number]['value'];

/** How many days the range covers when the user has not chosen one. */
export const DEFAULT_RANGE_DAYS = 30;

export const isReportKind = (value: string): value is ReportKind =>
  REPORT_KINDS.some((kind) => kind.value === value);

export const reportKind = (value: string) => REPORT_KINDS.find((kind) => kind.value === value);

/** The first kind over the last 30 days, today included. */
export function defaultReportQuery(today = todayIn()): ReportQuery {
  return {
    kind: REPORT_KINDS[0].value,
    from: shiftDate(today, -(DEFAULT_RANGE_DAYS - 1)),
    to: today,
  };
}

export const REPORT_QUERY = { kind: 'kind', from: 'from', to: 'to' } as const;

/** The report's address: kind and range in the query, so it can be bookmarked and shared. */
export const reportQueryParams = (query: ReportQuery) => ({
  [REPORT_QUERY.kind]: query.kind,
  [REPORT_QUERY.from]: query.from,
  [REPORT_QUERY.to]: query.to,
});
