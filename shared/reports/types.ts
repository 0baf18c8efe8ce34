import type { Offered } from '../billing/types';

export type { Offered };

export interface ReportColumn {
  key: string;
  label: string;
  /** Numbers are right-aligned, summed in the totals row and drawn in the chart. */
  numeric: boolean;
}

export type ReportCell = string | number | null;

/** A generated report as the page shows, charts, prints and exports it. */
export interface ReportView {
  kind: string;
  from: string;
  to: string;
  columns: ReportColumn[];
  rows: Array<Record<string, ReportCell>>;
  totals: Record<string, number>;
}

/** The report asked for: the form's values and the query string's. */
export interface ReportQuery {
  kind: string;
  from: string;
  to: string;
}
