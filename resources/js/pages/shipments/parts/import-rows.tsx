import { router } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { route } from 'ziggy-js';
import type { Paged } from '@shared/shipment-import/types';
import { Pagination, StatusChips, Table, type ChipOption, type Column } from '@/components/ui';

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
const counted = <F extends string>(filters: readonly ChipOption<F>[]): ChipOption<F>[] =>
  filters.map(({ value, label, count }) => ({
    value,
    label: count === undefined ? label : `${label} (${count.toLocaleString('en')})`,
  }));

/** The preview's and the result's rows: a filter, one page of the table, the pager. */
export function ImportRows<Row extends { row: number }, F extends string>({
  caption,
  rows,
  filters,
  columns,
  empty,
}: ImportRowsProps<Row, F>) {
  return (
    <div className="space-y-4">
      <StatusChips
        label="Show rows"
        options={counted(filters)}
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
        label="Pages of rows"
      />
    </div>
  );
}
