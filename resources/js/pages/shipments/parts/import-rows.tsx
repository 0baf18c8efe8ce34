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
        options={filters}
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
