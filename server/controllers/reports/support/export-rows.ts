import type { ReportView } from '../../../../shared/reports/types';

/** The report as a table: its columns, its rows, and the totals row under them. */
export function reportCsvRows(report: ReportView): { header: string[]; rows: string[][] } {
  const header = report.columns.map((column) => column.label);
  const rows = report.rows.map((row) =>
    report.columns.map((column) => {
      const value = row[column.key];
      return value === null || value === undefined ? '' : String(value);
    }),
  );
  if (Object.keys(report.totals).length > 0) {
    rows.push(
      report.columns.map((column, index) => {
        const total = report.totals[column.key];
        if (total !== undefined) return String(total);
        return index === 0 ? /*i18n*/ 'Total' : '';
      }),
    );
  }
  return { header, rows };
}
