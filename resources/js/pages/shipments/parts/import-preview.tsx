import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from 'ziggy-js';
import { formatMoney } from '@shared/billing/format';
import { messages } from '@shared/messages';
import type {
  ImportScreen,
  PreviewFilter,
  PreviewPrices,
  PreviewRow,
} from '@shared/shipment-import/types';
import { problemText } from '@shared/shipment-import/types';
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

/** Each ready row's price and delivery date, when the provider quotes them. */
const PRICE_COLUMNS: readonly Column<PreviewRow>[] = [
  {
    key: 'price',
    header: 'Price',
    cell: (r) =>
      !r.price ? (
        '—'
      ) : 'unavailable' in r.price ? (
        <span className="text-gray-700">{r.price.unavailable}</span>
      ) : (
        <span className="whitespace-nowrap tabular-nums">{formatMoney(r.price.total)}</span>
      ),
    className: 'min-w-28',
  },
  {
    key: 'delivery',
    header: 'Delivery',
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

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The batch's total before anything is booked, or why there are no prices. */
interface PricesLineProps {
  prices: PreviewPrices;
  onRetry: () => void;
  retrying: boolean;
}

function PricesLine({ prices, onRetry, retrying }: PricesLineProps) {
  if (prices.state === 'not-offered') {
    return <Notice>{messages.shipmentImport.pricesNotOffered}</Notice>;
  }
  if (prices.state === 'failed') {
    return (
      <RetryNotice onRetry={onRetry} retrying={retrying}>
        {messages.shipmentImport.pricesFailed}
      </RetryNotice>
    );
  }
  if (!prices.priced && !prices.unpriced) return null;
  return (
    <p className="text-sm text-gray-700" data-testid="import-total">
      {prices.totals.length > 0 && (
        <>
          {`Total for ${plural(prices.priced, 'shipment', 'shipments')}: `}
          <span className="font-semibold text-gray-900 tabular-nums">
            {prices.totals.map((total) => formatMoney(total)).join(' + ')}
          </span>
          {'. '}
        </>
      )}
      {prices.unpriced > 0 &&
        `${plural(prices.unpriced, 'ready row has', 'ready rows have')} no price: see its Price column.`}
    </p>
  );
}

/** Step 3: every row ready or with its problems; nothing is booked before the user confirms. */
export function ImportPreview({ screen }: { screen: Preview }) {
  // Which of the preview's actions is under way: each button shows its own.
  const [busy, setBusy] = useState<'create' | 'prices' | 'other' | null>(null);
  const { counts, prices } = screen;
  const columns = prices.state === 'priced' ? [...COLUMNS, ...PRICE_COLUMNS] : COLUMNS;
  const filters = [
    { value: 'all' as PreviewFilter, label: 'All', count: counts.total },
    { value: 'ready' as PreviewFilter, label: 'Ready', count: counts.ready },
    { value: 'errors' as PreviewFilter, label: 'With errors', count: counts.errors },
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
          Choose another file
        </Button>
      }
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="max-w-prose space-y-2">
          <p className="text-sm text-gray-700">
            {`${plural(counts.ready, 'row is', 'rows are')} ready out of ${counts.total.toLocaleString('en')}. `}
            {counts.errors > 0 &&
              'Rows with errors are left out: download them, fix them and upload that file again.'}
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
              Rows with errors (CSV)
            </a>
          )}
          <Button
            disabled={!counts.ready}
            busy={busy === 'create'}
            busyText="Starting..."
            onClick={() => visit('post', route('import-shipments.store'), 'create')}
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
          columns={columns}
          empty={<p className="p-4 text-sm text-gray-700">No rows to show.</p>}
        />
      </div>
    </Card>
  );
}
