import { router } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { route } from '@/lib/route';
import type { Paged, RowSummary } from '@shared/shipment-import/types';
import type { I18n } from '@lingui/core';
import { Pagination, StatusChips, Table, type ChipOption, type Column } from '@/components/ui';
import { counted as written } from '@/lib/numbers';
import { useWords } from '@/lib/i18n';

interface ImportRowsProps<Row extends { row: number }, F extends string> {
  caption: string;
  rows: Paged<Row, F>;
  filters: readonly ChipOption<F>[];
  columns: readonly Column<Row>[];
  empty: ReactNode;
}

const visit = (query: Record<string, string | number>) =>
  router.get(
    route('import-shipments', query),
    {},
    {
      only: ['screen'],
      preserveScroll: true,
      preserveState: true,
    },
  );

/**
 * Each filter's count, written in its label: 'With errors (12)'. The chips' own count pill
 * reads white on a washed brand colour when chosen (3.7:1, under the 4.5:1 AA asks), which
 * the counts of a long file, two digits and more, would show.
 */
const counted = <F extends string>(
  i18n: I18n,
  filters: readonly ChipOption<F>[],
): ChipOption<F>[] =>
  filters.map(({ value, label, count }) => ({
    value,
    label:
      count === undefined
        ? i18n._(label)
        : i18n._('{label} ({count})', { label: i18n._(label), count: written(i18n, count) }),
  }));

/** The preview's and the result's rows: a filter, one page of the table, the pager. */
export function ImportRows<Row extends { row: number }, F extends string>({
  caption,
  rows,
  filters,
  columns,
  empty,
}: ImportRowsProps<Row, F>) {
  const i18n = useWords();
  return (
    <div className="space-y-4">
      <StatusChips
        label={i18n._('Show rows')}
        options={counted(i18n, filters)}
        value={rows.filter}
        onChange={(filter) => visit({ rows: filter, page: 1 })}
      />
      <Table
        caption={caption}
        columns={columns}
        rows={rows.items}
        rowKey={(r) => r.row}
        mobile="cards"
        empty={empty}
      />
      <Pagination
        current={rows.page}
        last={rows.lastPage}
        href={(page) => route('import-shipments', { rows: rows.filter, page })}
        only={['screen']}
        label={i18n._('Pages of rows')}
      />
    </div>
  );
}

/**
 * The columns the preview and the result share: which row, to whom, where, which order.
 * Their headers in the page's language.
 */
export function summaryColumns<Row extends RowSummary>(i18n: I18n): Column<Row>[] {
  return [
    { key: 'row', header: i18n._('Row'), cell: (r) => r.row },
    {
      key: 'consignee',
      header: i18n._('Consignee'),
      cell: (r) => r.consignee || '—',
      className: 'min-w-36',
    },
    {
      key: 'destination',
      header: i18n._('Destination'),
      cell: (r) => r.destination || '—',
      className: 'min-w-40',
    },
    { key: 'reference', header: i18n._('Order Reference'), cell: (r) => r.reference || '—' },
  ];
}
