import { route } from '@/lib/route';
import { usePage } from '@inertiajs/react';
import { useState } from 'react';
import { Badge, Pagination, SearchInput, StatusChips, Table, type Column } from '@/components/ui';
import { SelectionBar } from '@/components/ui/selection-bar';
import { useSelection } from '@/components/ui/use-selection';
import { KitSection } from './kit-section';
import { SHIPMENTS } from '@/lib/nouns';

interface Row {
  id: number;
  awb: string;
  consignee: string;
  city: string;
  status: 'Delivered' | 'In transit';
}

const ROWS: Row[] = [
  {
    id: 1,
    awb: '1002003001',
    consignee: 'Cedar Line Trading',
    city: 'Beirut',
    status: 'Delivered',
  },
  {
    id: 2,
    awb: '1002003002',
    consignee: 'Harbor & Pine Goods',
    city: 'London',
    status: 'In transit',
  },
  {
    id: 3,
    awb: '1002003003',
    consignee: 'Desert Bloom Florists',
    city: 'Dubai',
    status: 'Delivered',
  },
];

const COLUMNS: Column<Row>[] = [
  { key: 'awb', header: 'AWB', cell: (r) => <span className="font-medium">{r.awb}</span> },
  { key: 'consignee', header: 'Consignee', cell: (r) => r.consignee },
  { key: 'city', header: 'City', cell: (r) => r.city },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => <Badge tone={r.status === 'Delivered' ? 'success' : 'info'}>{r.status}</Badge>,
  },
];

const CHIPS = [
  { value: 'all', label: 'All', count: 3 },
  { value: 'transit', label: 'In transit', count: 1 },
  { value: 'delivered', label: 'Delivered', count: 2 },
] as const;

const ROW_IDS = ROWS.map((r) => r.id);

/** Table with expandable rows and a selection column, pager, search and chips. */
export function KitData() {
  const url = usePage().url;
  const page = Number(new URLSearchParams(url.split('?')[1] ?? '').get('page') ?? '1') || 1;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<(typeof CHIPS)[number]['value']>('all');
  const selection = useSelection(ROW_IDS, `${search}|${status}`);
  return (
    <KitSection title="Table, pager, search and chips">
      <div className="mb-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <SearchInput
          label="Search shipments"
          placeholder="Search for something..."
          onSearch={setSearch}
          className="md:w-80"
        />
        <StatusChips label="Status" options={CHIPS} value={status} onChange={setStatus} />
      </div>
      <p className="mb-3 text-sm text-gray-600" aria-live="polite">
        Searching for: {search || '(nothing)'} · status {status} · page {page}
      </p>
      <SelectionBar selection={selection} shown={ROWS.length} total={60} noun={SHIPMENTS} />
      <Table
        caption="Shipments"
        selection={{
          selected: selection.selected,
          onToggle: selection.toggle,
          onTogglePage: selection.togglePage,
          pageLabel: 'Select all shipments on this page',
        }}
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        rowLabel={(r) => `AWB ${r.awb}`}
        expanded={(r) => (
          <p className="text-sm text-gray-700">
            Package 1 of AWB {r.awb}: picked up, at the hub in {r.city}.
          </p>
        )}
      />
      <Pagination
        className="mt-4"
        current={page}
        last={20}
        href={(p) => route('dev-kit', { page: p })}
      />
    </KitSection>
  );
}
