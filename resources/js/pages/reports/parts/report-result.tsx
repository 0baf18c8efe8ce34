import { useId } from 'react';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { reportKind } from '@shared/reports/kinds';
import type { ReportView } from '@shared/reports/types';
import { InboxIcon } from '@/components/icons';
import { ReportChart } from '@/components/reports/report-chart';
import { ReportTable } from '@/components/reports/report-table';
import { useDates } from '@/components/dates';
import { EmptyState } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/** A generated report: its title and range, the chart, and the table (the chart's text). */
export function ReportResult({ report }: { report: ReportView }) {
  const tableId = useId();
  const i18n = useWords();
  const { shortDate } = useDates();
  const title = say(i18n, reportKind(report.kind)?.label ?? report.kind);
  const range = `${shortDate(report.from)} – ${shortDate(report.to)}`;
  return (
    <section
      aria-labelledby={`${tableId}-title`}
      className="report-print rounded-card border border-gray-200 bg-white p-4 shadow-card sm:p-6"
    >
      <header className="mb-4">
        <h2 id={`${tableId}-title`} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-600">{range}</p>
      </header>
      {report.rows.length === 0 ? (
        <EmptyState icon={InboxIcon} title={say(i18n, messages.reports.noRows)} headingLevel={3} />
      ) : (
        <>
          <ReportChart
            report={report}
            describedBy={tableId}
            label={i18n._('Chart of {report}, {range}; the figures are in the table below.', {
              report: title.toLowerCase(),
              range,
            })}
          />
          <div className="mt-6">
            <ReportTable report={report} id={tableId} />
          </div>
        </>
      )}
    </section>
  );
}
