import { useId } from 'react';
import { messages } from '@shared/messages';
import { reportKind } from '@shared/reports/kinds';
import type { ReportView } from '@shared/reports/types';
import { InboxIcon } from '@/components/icons';
import { ReportChart } from '@/components/reports/report-chart';
import { ReportTable } from '@/components/reports/report-table';
import { shortDate } from '@/components/shipments/format';
import { useTimeZone } from '@/lib/time-zone';
import { EmptyState } from '@/components/ui';

/** A generated report: its title and range, the chart, and the table (the chart's text). */
export function ReportResult({ report }: { report: ReportView }) {
  const tableId = useId();
  const title = reportKind(report.kind)?.label ?? report.kind;
  const zone = useTimeZone();
  const range = `${shortDate(report.from, zone)} – ${shortDate(report.to, zone)}`;
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
        <EmptyState icon={InboxIcon} title={messages.reports.noRows} headingLevel={3} />
      ) : (
        <>
          <ReportChart
            report={report}
            describedBy={tableId}
            label={`Chart of ${title.toLowerCase()}, ${range}; the figures are in the table below.`}
          />
          <div className="mt-6">
            <ReportTable report={report} id={tableId} />
          </div>
        </>
      )}
    </section>
  );
}
