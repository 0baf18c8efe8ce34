import { reportKind } from './kinds';
import type { ReportView } from './types';

export interface ChartShape {
  type: 'bar' | 'line';
  labels: string[];
  series: Array<{ key: string; label: string; values: number[] }>;
}

/** Which columns each kind draws: counts side by side; weight would dwarf them. */
const DRAWN: Record<string, readonly string[]> = {
  'shipments-by-status': ['count'],
  'shipments-by-day': ['created', 'delivered'],
  'shipments-by-destination': ['count', 'packages'],
  'pickups-by-status': ['count', 'packages'],
};

/**
 * What the chart of a report draws: the first column's values as labels, and the kind's
 * numeric columns as series (any other provider's report: all its numeric columns).
 */
export function chartSeries(report: ReportView): ChartShape {
  const [labelColumn, ...rest] = report.columns;
  const numeric = rest.filter((column) => column.numeric);
  const wanted = DRAWN[report.kind];
  const drawn = wanted ? numeric.filter((column) => wanted.includes(column.key)) : [];
  const series = (drawn.length > 0 ? drawn : numeric).map((column) => ({
    key: column.key,
    label: column.label,
    values: report.rows.map((row) => Number(row[column.key] ?? 0) || 0),
  }));
  return {
    type: reportKind(report.kind)?.chart === 'line' ? 'line' : 'bar',
    labels: report.rows.map((row) => String(labelColumn ? (row[labelColumn.key] ?? '') : '')),
    series,
  };
}
