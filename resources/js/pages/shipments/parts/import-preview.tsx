import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import type { I18n } from '@lingui/core';
import { formatMoney } from '@shared/billing/format';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { sayProblem } from '@shared/shipment-import/wording';
import type {
  ImportScreen,
  PreviewFilter,
  PreviewPrices,
  PreviewRow,
} from '@shared/shipment-import/types';
import { ShortDate } from '@/components/dates';
import { DownloadIcon } from '@/components/icons';
import {
  Badge,
  Button,
  buttonClass,
  Card,
  Notice,
  RetryNotice,
  type Column,
} from '@/components/ui';
import { counted, formatLocale } from '@/lib/numbers';
import { useWords } from '@/lib/i18n';
import { FileName } from './import-groups';
import { ImportRows, summaryColumns } from './import-rows';

type Preview = Extract<ImportScreen, { stage: 'preview' }>;

/** Each row, and whether it is ready or what is wrong with it (shared/shipment-import/wording.ts). */
const columnsOf = (i18n: I18n): Column<PreviewRow>[] => [
  ...summaryColumns<PreviewRow>(i18n),
  {
    key: 'status',
    header: i18n._('Status'),
    cell: (r) =>
      r.errors.length ? (
        <ul className="space-y-1 text-red-800">
          {r.errors.map((p) => (
            <li key={p.column}>{sayProblem(i18n, r.row, p)}</li>
          ))}
        </ul>
      ) : (
        <Badge tone="success">{i18n._('Ready')}</Badge>
      ),
  },
];

/** Each ready row's price and delivery date, when the provider quotes them. */
const priceColumnsOf = (i18n: I18n): Column<PreviewRow>[] => [
  {
    key: 'price',
    header: i18n._('Price'),
    cell: (r) =>
      !r.price ? (
        '—'
      ) : 'unavailable' in r.price ? (
        <span className="text-gray-700">{say(i18n, r.price.unavailable)}</span>
      ) : (
        <span className="whitespace-nowrap tabular-nums">
          {formatMoney(r.price.total, formatLocale(i18n))}
        </span>
      ),
    className: 'min-w-28',
  },
  {
    key: 'delivery',
    header: i18n._('Delivery'),
    cell: (r) =>
      r.price && 'estimatedDate' in r.price ? (
        <span className="whitespace-nowrap">
          <ShortDate value={r.price.estimatedDate} />
        </span>
      ) : (
        '—'
      ),
  },
];

/** The batch's total before anything is booked, or why there are no prices. */
interface PricesLineProps {
  prices: PreviewPrices;
  onRetry: () => void;
  retrying: boolean;
}

function PricesLine({ prices, onRetry, retrying }: PricesLineProps) {
  const i18n = useWords();
  if (prices.state === 'not-offered') {
    return <Notice>{say(i18n, messages.shipmentImport.pricesNotOffered)}</Notice>;
  }
  if (prices.state === 'failed') {
    return (
      <RetryNotice onRetry={onRetry} retrying={retrying}>
        {say(i18n, messages.shipmentImport.pricesFailed)}
      </RetryNotice>
    );
  }
  if (!prices.priced && !prices.unpriced) return null;
  return (
    <p className="text-sm text-gray-700" data-testid="import-total">
      {prices.totals.length > 0 && (
        <>
          {`${i18n._(
            'Total for {count, plural, one {{shipments} shipment} other {{shipments} shipments}}:',
            { count: prices.priced, shipments: counted(i18n, prices.priced) },
          )} `}
          <span className="font-semibold text-gray-900 tabular-nums">
            <bdi dir="ltr">
              {prices.totals.map((total) => formatMoney(total, formatLocale(i18n))).join(' + ')}
            </bdi>
          </span>
          {'. '}
        </>
      )}
      {prices.unpriced > 0 &&
        i18n._(
          '{count, plural, one {{rows} ready row has no price: see its Price column.} other {{rows} ready rows have no price: see its Price column.}}',
          { count: prices.unpriced, rows: counted(i18n, prices.unpriced) },
        )}
    </p>
  );
}

/** Step 3: every row ready or with its problems; nothing is booked before the user confirms. */
export function ImportPreview({ screen }: { screen: Preview }) {
  const i18n = useWords();
  // Which of the preview's actions is under way: each button shows its own.
  const [busy, setBusy] = useState<'create' | 'prices' | 'other' | null>(null);
  const { counts, prices } = screen;
  const columns =
    prices.state === 'priced' ? [...columnsOf(i18n), ...priceColumnsOf(i18n)] : columnsOf(i18n);
  const filters = [
    { value: 'all' as PreviewFilter, label: /*i18n*/ 'All', count: counts.total },
    { value: 'ready' as PreviewFilter, label: /*i18n*/ 'Ready', count: counts.ready },
    { value: 'errors' as PreviewFilter, label: /*i18n*/ 'With errors', count: counts.errors },
  ];
  const visit = (method: 'post' | 'delete', url: string, action: typeof busy = 'other') =>
    router.visit(url, { method, onStart: () => setBusy(action), onFinish: () => setBusy(null) });

  return (
    <Card
      title={<FileName>{screen.fileName}</FileName>}
      actions={
        <Button
          variant="secondary"
          onClick={() => visit('delete', route('import-shipments.destroy'))}
        >
          {i18n._('Choose another file')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="max-w-prose space-y-2">
          <p className="text-sm text-gray-700">
            {`${i18n._(
              '{count, plural, one {{rows} row is ready out of {total}.} other {{rows} rows are ready out of {total}.}}',
              {
                count: counts.ready,
                rows: counted(i18n, counts.ready),
                total: counted(i18n, counts.total),
              },
            )} `}
            {counts.errors > 0 &&
              i18n._(
                'Rows with errors are left out: download them, fix them and upload that file again.',
              )}
          </p>
          <PricesLine
            prices={prices}
            onRetry={() => visit('post', route('import-shipments.prices'), 'prices')}
            retrying={busy === 'prices'}
          />
        </div>
        <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {counts.errors > 0 && (
            <a
              href={route('import-shipments.errors')}
              download
              className={buttonClass('secondary')}
            >
              <DownloadIcon className="size-4" />
              {i18n._('Rows with errors (CSV)')}
            </a>
          )}
          <Button
            disabled={!counts.ready}
            busy={busy === 'create'}
            busyText={i18n._('Starting...')}
            onClick={() => visit('post', route('import-shipments.store'), 'create')}
          >
            {i18n._(
              '{count, plural, one {Create {shipments} shipment} other {Create {shipments} shipments}}',
              { count: counts.ready, shipments: counted(i18n, counts.ready) },
            )}
          </Button>
        </div>
      </div>
      <div className="mt-6">
        <ImportRows
          caption={i18n._('Rows of the file')}
          rows={screen.rows}
          filters={filters}
          columns={columns}
          empty={<p className="p-4 text-sm text-gray-700">{i18n._('No rows to show.')}</p>}
        />
      </div>
    </Card>
  );
}
