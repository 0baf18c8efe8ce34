import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from 'ziggy-js';
import {
  OUTCOMES,
  type ImportScreen,
  type ResultFilter,
  type ResultRow,
} from '@shared/shipment-import/types';
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
import { ImportRows, summaryColumns } from './import-rows';

type Result = Extract<ImportScreen, { stage: 'result' }>;

const TONES: Record<ResultRow['outcome'], BadgeTone> = {
  created: 'success',
  existed: 'info',
  skipped: 'neutral',
  failed: 'danger',
};

const COLUMNS: readonly Column<ResultRow>[] = [
  ...summaryColumns<ResultRow>(),
  {
    key: 'outcome',
    header: 'Outcome',
    cell: (r) => (
      <div className="space-y-1">
        <Badge tone={TONES[r.outcome]}>{OUTCOMES[r.outcome]}</Badge>
        {r.awbs.length > 0 && <p className="font-mono text-sm">{r.awbs.join(', ')}</p>}
        {r.error && <p className="text-sm text-red-800">{r.error}</p>}
      </div>
    ),
  },
];

const n = (value: number) => value.toLocaleString('en');

/** Step 5: each row's AWB or its error, the result as a CSV, and the batch's labels. */
export function ImportResult({ screen }: { screen: Result }) {
  const { counts, shipmentIds } = screen;
  const [labels, setLabels] = useState(false);
  const booked = counts.created + counts.existed;
  const filters = [
    { value: 'all' as ResultFilter, label: 'All', count: booked + counts.failed + counts.skipped },
    { value: 'booked' as ResultFilter, label: 'Created', count: booked },
    {
      value: 'failed' as ResultFilter,
      label: 'Not created',
      count: counts.failed + counts.skipped,
    },
  ];
  const summary = [
    `${n(counts.created)} created`,
    counts.existed && `${n(counts.existed)} already created by an earlier upload of this file`,
    counts.failed && `${n(counts.failed)} not created`,
    counts.skipped && `${n(counts.skipped)} not sent (cancelled)`,
  ].filter(Boolean);

  return (
    <Card
      title={screen.progress.state === 'cancelled' ? 'Import cancelled' : 'Import finished'}
      actions={
        <Button
          variant="secondary"
          onClick={() => router.delete(route('import-shipments.destroy'))}
        >
          Import another file
        </Button>
      }
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <p className="max-w-prose text-sm wrap-anywhere text-gray-800">{`${screen.fileName}: ${summary.join(', ')}.`}</p>
        <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <a href={route('import-shipments.result')} download className={buttonClass('secondary')}>
            <DownloadIcon className="size-4" />
            Result (CSV)
          </a>
          {booked > 0 && (
            <ButtonLink href={route('shipments')} variant="secondary">
              My Shipments
            </ButtonLink>
          )}
          {shipmentIds.length > 0 && (
            <Button icon={<PrintIcon className="size-4" />} onClick={() => setLabels(true)}>
              Download labels
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
          caption="Outcome of each row"
          rows={screen.rows}
          filters={filters}
          columns={COLUMNS}
          empty={<p className="p-4 text-sm text-gray-700">No rows to show.</p>}
        />
      </div>
    </Card>
  );
}
