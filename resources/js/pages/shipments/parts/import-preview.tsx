import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from 'ziggy-js';
import type { ImportScreen, PreviewFilter, PreviewRow } from '@shared/shipment-import/types';
import { problemText } from '@shared/shipment-import/types';
import { DownloadIcon } from '@/components/icons';
import { Badge, Button, buttonClass, Card, type Column } from '@/components/ui';
import { FileName } from './import-groups';
import { ImportRows, summaryColumns } from './import-rows';

type Preview = Extract<ImportScreen, { stage: 'preview' }>;

const COLUMNS: readonly Column<PreviewRow>[] = [
  ...summaryColumns<PreviewRow>(),
  {
    key: 'status',
    header: 'Status',
    cell: (r) =>
      r.errors.length ? (
        <ul className="space-y-1 text-red-800">
          {r.errors.map((p) => (
            <li key={p.column}>{problemText(r.row, p)}</li>
          ))}
        </ul>
      ) : (
        <Badge tone="success">Ready</Badge>
      ),
  },
];

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** Step 3: every row ready or with its problems; nothing is booked before the user confirms. */
export function ImportPreview({ screen }: { screen: Preview }) {
  const [busy, setBusy] = useState(false);
  const { counts } = screen;
  const filters = [
    { value: 'all' as PreviewFilter, label: 'All', count: counts.total },
    { value: 'ready' as PreviewFilter, label: 'Ready', count: counts.ready },
    { value: 'errors' as PreviewFilter, label: 'With errors', count: counts.errors },
  ];
  const visit = (method: 'post' | 'delete', url: string) =>
    router.visit(url, { method, onStart: () => setBusy(true), onFinish: () => setBusy(false) });

  return (
    <Card
      title={<FileName>{screen.fileName}</FileName>}
      actions={
        <Button
          variant="secondary"
          onClick={() => visit('delete', route('import-shipments.destroy'))}
        >
          Choose another file
        </Button>
      }
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <p className="max-w-prose text-sm text-gray-700">
          {`${plural(counts.ready, 'row is', 'rows are')} ready out of ${counts.total.toLocaleString('en')}. `}
          {counts.errors > 0 &&
            'Rows with errors are left out: download them, fix them and upload that file again.'}
        </p>
        <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {counts.errors > 0 && (
            <a
              href={route('import-shipments.errors')}
              download
              className={buttonClass('secondary')}
            >
              <DownloadIcon className="size-4" />
              Rows with errors (CSV)
            </a>
          )}
          <Button
            disabled={!counts.ready}
            busy={busy}
            busyText="Starting..."
            onClick={() => visit('post', route('import-shipments.store'))}
          >
            {`Create ${plural(counts.ready, 'shipment', 'shipments')}`}
          </Button>
        </div>
      </div>
      <div className="mt-6">
        <ImportRows
          caption="Rows of the file"
          rows={screen.rows}
          filters={filters}
          columns={COLUMNS}
          empty={<p className="p-4 text-sm text-gray-700">No rows to show.</p>}
        />
      </div>
    </Card>
  );
}
