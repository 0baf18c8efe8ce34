import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import {
  OUTCOMES,
  type ImportScreen,
  type ResultFilter,
  type ResultRow,
} from '@shared/shipment-import/types';
import { sayRowError } from '@shared/shipment-import/wording';
import type { I18n } from '@lingui/core';
import { DownloadIcon, PrintIcon } from '@/components/icons';
import { LabelsDialog } from '@/components/shipments/labels-dialog';
import {
  Badge,
  Button,
  ButtonLink,
  buttonClass,
  Card,
  type BadgeTone,
  type Column,
} from '@/components/ui';
import { counted } from '@/lib/numbers';
import { useWords } from '@/lib/i18n';
import { ImportRows, summaryColumns } from './import-rows';

type Result = Extract<ImportScreen, { stage: 'result' }>;

const TONES: Record<ResultRow['outcome'], BadgeTone> = {
  created: 'success',
  existed: 'info',
  skipped: 'neutral',
  failed: 'danger',
};

const columnsOf = (i18n: I18n): Column<ResultRow>[] => [
  ...summaryColumns<ResultRow>(i18n),
  {
    key: 'outcome',
    header: i18n._('Outcome'),
    cell: (r) => (
      <div className="space-y-1">
        <Badge tone={TONES[r.outcome]}>{i18n._(OUTCOMES[r.outcome])}</Badge>
        {r.awbs.length > 0 && (
          <p className="font-mono text-sm" dir="ltr">
            {r.awbs.join(', ')}
          </p>
        )}
        {r.error && <p className="text-sm text-red-800">{sayRowError(i18n, r.error)}</p>}
      </div>
    ),
  },
];

/** Step 5: each row's AWB or its error, the result as a CSV, and the batch's labels. */
export function ImportResult({ screen }: { screen: Result }) {
  const i18n = useWords();
  const n = (value: number) => counted(i18n, value);
  const { counts, shipmentIds } = screen;
  const [labels, setLabels] = useState(false);
  const booked = counts.created + counts.existed;
  const filters = [
    {
      value: 'all' as ResultFilter,
      label: /*i18n*/ 'All',
      count: booked + counts.failed + counts.skipped,
    },
    { value: 'booked' as ResultFilter, label: /*i18n*/ 'Created', count: booked },
    {
      value: 'failed' as ResultFilter,
      label: /*i18n*/ 'Not created',
      count: counts.failed + counts.skipped,
    },
  ];
  const summary = [
    i18n._('{count} created', { count: n(counts.created) }),
    counts.existed &&
      i18n._('{count} already created by an earlier upload of this file', {
        count: n(counts.existed),
      }),
    counts.failed && i18n._('{count} not created', { count: n(counts.failed) }),
    counts.skipped && i18n._('{count} not sent (cancelled)', { count: n(counts.skipped) }),
  ].filter(Boolean);

  return (
    <Card
      title={
        screen.progress.state === 'cancelled'
          ? i18n._('Import cancelled')
          : i18n._('Import finished')
      }
      actions={
        <Button
          variant="secondary"
          onClick={() => router.delete(route('import-shipments.destroy'))}
        >
          {i18n._('Import another file')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <p className="max-w-prose text-sm wrap-anywhere text-gray-800">
          {i18n._('{file}: {outcomes}.', { file: screen.fileName, outcomes: summary.join(', ') })}
        </p>
        <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <a href={route('import-shipments.result')} download className={buttonClass('secondary')}>
            <DownloadIcon className="size-4" />
            {i18n._('Result (CSV)')}
          </a>
          {booked > 0 && (
            <ButtonLink href={route('shipments')} variant="secondary">
              {i18n._('My Shipments')}
            </ButtonLink>
          )}
          {shipmentIds.length > 0 && (
            <Button icon={<PrintIcon className="size-4" />} onClick={() => setLabels(true)}>
              {i18n._('Download labels')}
            </Button>
          )}
        </div>
      </div>
      {shipmentIds.length > 0 && (
        <LabelsDialog
          open={labels}
          onClose={() => setLabels(false)}
          choice={{ ids: shipmentIds }}
          shipments={shipmentIds.length}
          packages={shipmentIds.length}
        />
      )}
      <div className="mt-6">
        <ImportRows
          caption={i18n._('Outcome of each row')}
          rows={screen.rows}
          filters={filters}
          columns={columnsOf(i18n)}
          empty={<p className="p-4 text-sm text-gray-700">{i18n._('No rows to show.')}</p>}
        />
      </div>
    </Card>
  );
}
