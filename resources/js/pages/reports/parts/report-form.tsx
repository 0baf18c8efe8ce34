import { router } from '@inertiajs/react';
import { useEffect } from 'react';
import { route } from '@/lib/route';
import { reportForm } from '@shared/forms/reports';
import { say } from '@shared/i18n/wording';
import { REPORT_KINDS, reportQueryParams } from '@shared/reports/kinds';
import type { ReportQuery } from '@shared/reports/types';
import { DownloadIcon, PrintIcon } from '@/components/icons';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { Button, buttonClass, Card, DateInput, Select } from '@/components/ui';
import { useWords } from '@/lib/i18n';

export interface ReportFormProps {
  query: ReportQuery;
  queryErrors: Record<string, string>;
  /** The report on screen, if any: Export and Print work on it. */
  shown: ReportQuery | null;
}

/**
 * The report's kind and range. 'Generate Report' checks them (From not after To, at most
 * 366 days apart) and visits the address that holds them, so a report can be bookmarked.
 */
export function ReportForm({ query, queryErrors, shown }: ReportFormProps) {
  const i18n = useWords();
  const kinds = REPORT_KINDS.map(({ value, label }) => ({ value, label: say(i18n, label) }));
  const form = useSchemaForm(reportForm, { ...query }, { errorBag: 'report' });
  const { setErrors } = form;
  useEffect(() => {
    if (Object.keys(queryErrors).length > 0) setErrors(queryErrors);
    // Only the server's verdict on a new address; typing clears the messages as usual.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryErrors]);

  const generate = () => {
    if (!form.validate()) return;
    router.get(route('reports', reportQueryParams(form.data)), {}, { preserveScroll: true });
  };

  return (
    <Card className="mb-6">
      <form
        noValidate
        aria-label={i18n._('Report options')}
        onSubmit={(event) => {
          event.preventDefault();
          generate();
        }}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
      >
        <Select
          label={i18n._('Report')}
          required
          {...form.field('kind')}
          options={kinds}
          className="sm:col-span-2 lg:col-span-1"
        />
        <DateInput label={i18n._('From')} required {...form.field('from')} />
        <DateInput label={i18n._('To')} required {...form.field('to')} />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{i18n._('Generate Report')}</Button>
          {shown ? (
            <a
              href={route('reports.export', reportQueryParams(shown))}
              download
              className={buttonClass('secondary')}
            >
              <DownloadIcon className="size-4" />
              {i18n._('Export Report')}
            </a>
          ) : (
            <Button variant="secondary" disabled>
              {i18n._('Export Report')}
            </Button>
          )}
          <Button
            variant="secondary"
            icon={<PrintIcon className="size-4" />}
            disabled={!shown}
            onClick={() => window.print()}
          >
            {i18n._('Print Report')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
