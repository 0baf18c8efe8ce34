import type { ReactNode } from 'react';
import { route } from 'ziggy-js';
import { messages } from '@shared/messages';
import { Unreachable } from '@/components/unreachable';
import type { PickupsTable as TableData } from '@shared/pickups/types';
import { filtersQuery } from '@shared/shipments/query';
import type { Loaded, TableFilters } from '@shared/shipments/types';
import { PickupsIcon, SearchXIcon } from '@/components/icons';
import { useReloading } from '@/components/shipments/use-table-busy';
import { EmptyState, Pagination, SearchInput, StatusChips, Table } from '@/components/ui';
import { ResponsiveList } from '@/components/ui/infinite-list';
import { visitList } from '@/lib/table-visit';
import { PickupCard } from './pickup-card';
import { PICKUP_COLUMNS } from './pickup-columns';

const TABLE_PROP = 'table';

const viewUrl = (filters: TableFilters, defaultFilter: string) =>
  route('pickups', filtersQuery(filters, defaultFilter));

/**
 * My PickUps' table (spec §2.10): search, status chips when the provider offers pickup
 * statuses, the rows and the pager; on phones, cards that load the next page as the user
 * scrolls (spec §9). Every change is a visit of the same route that reloads only the
 * table, so the address always says what is shown.
 */
export function PickupsTable({ data, create }: { data: Loaded<TableData>; create: ReactNode }) {
  const busy = useReloading(TABLE_PROP);
  if (!data.ok)
    return <Unreachable message={messages.pickups.tableUnavailable} only={[TABLE_PROP]} />;
  const table = data.value;
  const defaultFilter = table.statusOptions[0]?.value ?? '';
  const visit = (next: TableFilters) => visitList(viewUrl(next, defaultFilter), TABLE_PROP);
  const { filters } = table;
  const filtered = filters.search !== '' || filters.filter !== defaultFilter;
  const empty = (
    <EmptyState
      icon={filtered ? SearchXIcon : PickupsIcon}
      title={
        filters.page > table.lastPage
          ? messages.pickups.emptyPage
          : filtered
            ? messages.pickups.noMatches
            : messages.pickups.noPickups
      }
      action={filtered ? undefined : create}
      className="rounded-card border border-dashed border-gray-300 bg-white"
    />
  );

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchInput
          label="Search pickups"
          hideLabel
          value={filters.search}
          placeholder="Search by pickup ID, address or contact"
          onSearch={(search) => visit({ ...filters, search, page: 1 })}
          className="w-full lg:max-w-md"
        />
        {table.statusOptions.length > 0 && (
          <StatusChips
            label="Filter by status"
            options={table.statusOptions}
            value={filters.filter}
            onChange={(filter) => visit({ ...filters, filter, page: 1 })}
          />
        )}
      </div>
      <ResponsiveList
        busy={busy}
        empty={empty}
        table={
          <Table
            caption="My pickups"
            columns={PICKUP_COLUMNS}
            rows={table.rows}
            rowKey={(row) => row.id}
            rowLabel={(row) => `pickup ${row.id}`}
            mobile="scroll"
          />
        }
        pager={
          <Pagination
            className="mt-4"
            label="My pickups pages"
            current={Math.min(filters.page, table.lastPage)}
            last={table.lastPage}
            only={[TABLE_PROP]}
            reset={[TABLE_PROP]}
            href={(page) => viewUrl({ ...filters, page }, defaultFilter)}
          />
        }
        data={TABLE_PROP}
        items={table.rows}
        itemKey={(row) => row.id}
        label="My pickups"
        noun="pickups"
        total={table.total}
      >
        {(row) => <PickupCard pickup={row} />}
      </ResponsiveList>
    </div>
  );
}
