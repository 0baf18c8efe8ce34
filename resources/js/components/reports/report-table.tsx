import type { ReportCell, ReportColumn, ReportView } from '@shared/reports/types';
import { Table, type Column } from '@/components/ui';

type Row = Record<string, ReportCell>;

const shown = (value: ReportCell | undefined) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? value.toLocaleString('en-US')
      : value;

/** The report's rows under its own columns, the totals row closing it. */
export function ReportTable({ report, id }: { report: ReportView; id: string }) {
  const columns: Column<Row>[] = report.columns.map((column: ReportColumn) => ({
    key: column.key,
    header: column.label,
    align: column.numeric ? 'end' : 'start',
    className: column.numeric ? 'tabular-nums' : undefined,
    cell: (row) => shown(row[column.key]),
  }));
  const hasTotals = Object.keys(report.totals).length > 0;
  return (
    <Table
      id={id}
      caption={`${report.columns.map((c) => c.label).join(', ')}`}
      columns={columns}
      rows={report.rows}
      // Two to four short columns fit a phone; a card per day would run for screens.
      mobile="scroll"
      rowKey={(row) => String(row[report.columns[0]?.key ?? ''] ?? JSON.stringify(row))}
      footer={
        hasTotals
          ? {
              label: 'Total',
              cell: (column) =>
                column.key in report.totals ? shown(report.totals[column.key]) : undefined,
            }
          : undefined
      }
    />
  );
}
