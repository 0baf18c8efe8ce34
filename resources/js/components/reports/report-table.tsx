import type { ReportCell, ReportColumn, ReportView } from '@shared/reports/types';
import { say } from '@shared/i18n/wording';
import { useFormatLocale } from '@/components/dates';
import { Table, type Column } from '@/components/ui';
import { useWords } from '@/lib/i18n';

type Row = Record<string, ReportCell>;

/** A cell: numbers in the page's locale (Latin digits), words as the provider sends them. */
const shown = (value: ReportCell | undefined, locale: string) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? value.toLocaleString(locale)
      : value;

/** The report's rows under its own columns, the totals row closing it. */
export function ReportTable({ report, id }: { report: ReportView; id: string }) {
  const i18n = useWords();
  const locale = useFormatLocale();
  const columns: Column<Row>[] = report.columns.map((column: ReportColumn) => ({
    key: column.key,
    header: say(i18n, column.label),
    align: column.numeric ? 'end' : 'start',
    className: column.numeric ? 'tabular-nums' : undefined,
    cell: (row) => shown(row[column.key], locale),
  }));
  const hasTotals = Object.keys(report.totals).length > 0;
  return (
    <Table
      id={id}
      caption={report.columns.map((c) => say(i18n, c.label)).join(', ')}
      columns={columns}
      rows={report.rows}
      // Two to four short columns fit a phone; a card per day would run for screens.
      mobile="scroll"
      rowKey={(row) => String(row[report.columns[0]?.key ?? ''] ?? JSON.stringify(row))}
      footer={
        hasTotals
          ? {
              label: i18n._('Total'),
              cell: (column) =>
                column.key in report.totals ? shown(report.totals[column.key], locale) : undefined,
            }
          : undefined
      }
    />
  );
}
