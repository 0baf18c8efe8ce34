import { Head } from '@inertiajs/react';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { NotOffered, Unreachable } from '@/components/extension-state';
import { BarChartIcon } from '@/components/icons';
import { EmptyState, PageHeader } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import AccountRequired from '../accounts/account-required';
import { ReportForm } from './parts/report-form';
import { ReportResult } from './parts/report-result';
import './print.css';

/**
 * Reports (spec §2.11): a kind and a range make a report from the provider's data, shown
 * as a chart and a table, exported as CSV or printed. The route has no account guard, so
 * the page itself asks for an account when none is selected.
 */
export default function Reports({
  hasAccount,
  query,
  queryErrors,
  report,
}: PageProps['reports/reports']) {
  const i18n = useWords();
  if (!hasAccount) return <AccountRequired />;
  const shown = report?.state === 'ok' ? report.value : null;
  return (
    <>
      <Head title={i18n._('Reports')} />
      <PageHeader title={i18n._('Reports')} />
      <ReportForm
        key={`${query.kind}|${query.from}|${query.to}`}
        query={query}
        queryErrors={queryErrors}
        shown={shown && { kind: shown.kind, from: shown.from, to: shown.to }}
      />
      {report === null ? (
        <EmptyState
          icon={BarChartIcon}
          title={i18n._('Generated report will show here')}
          className="rounded-card border border-dashed border-gray-300 bg-white"
        />
      ) : report.state === 'ok' ? (
        <ReportResult report={report.value} />
      ) : report.state === 'not-offered' ? (
        <NotOffered message={say(i18n, messages.reports.notOffered)} />
      ) : (
        <Unreachable message={say(i18n, messages.reports.unavailable)} />
      )}
    </>
  );
}
