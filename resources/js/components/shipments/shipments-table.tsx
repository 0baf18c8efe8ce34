import clsx from 'clsx';
import { messages } from '@shared/messages';
import { Unreachable } from '@/components/unreachable';
import type { Loaded, ShipmentsTable as TableData, TableFilters } from '@shared/shipments/types';
import { SearchXIcon, ShipmentsIcon } from '@/components/icons';
import { EmptyState, Pagination, SearchInput, StatusChips, Table } from '@/components/ui';
import { ResponsiveList } from '@/components/ui/infinite-list';
import { visitList } from '@/lib/table-visit';
import { PackageCards } from './package-cards';
import { ShipmentCard } from './shipment-card';
import { SHIPMENT_COLUMNS } from './shipment-columns';
import { useTracking } from './tracking-state';
import { TrackingDrawer } from './tracking-drawer';
import { useReloading } from './use-table-busy';
import { viewUrl, type TableRoute } from './view-url';

const TABLE_PROP = 'table';

export interface ShipmentsTableProps {
  data: Loaded<TableData>;
  /** The screen it is on: page, filter and search visits go to the same route. */
  routeName: TableRoute;
  caption: string;
  /**
   * Below 768 px, cards that load the next page as the user scrolls (spec §9) instead of
   * the table and its pager; the table prop must then be an infinite-scroll prop.
   */
  cards?: boolean;
}

/**
 * The shipments table of the dashboard and My Shipments (spec §2.8, §2.9): search, status
 * chips, rows that expand into package cards, the pager, and the tracking drawer. Every
 * change is a visit of the same route that reloads only the table, so the address always
 * says what is shown (reload, Back and a shared link give the same view).
 */
export function ShipmentsTable({ data, routeName, caption, cards = false }: ShipmentsTableProps) {
  const busy = useReloading(TABLE_PROP);
  const tracking = useTracking();
  if (!data.ok)
    return <Unreachable message={messages.shipments.tableUnavailable} only={[TABLE_PROP]} />;
  const table = data.value;
  const defaultFilter = table.statusOptions[0]?.value ?? '';
  const visit = (next: TableFilters) =>
    visitList(viewUrl(routeName, next, defaultFilter), TABLE_PROP);
  const { filters } = table;
  const filtered = filters.search !== '' || filters.filter !== defaultFilter;
  const empty = (
    <EmptyState
      icon={filtered ? SearchXIcon : ShipmentsIcon}
      title={
        filters.page > table.lastPage
          ? messages.shipments.emptyPage
          : filtered
            ? messages.shipments.noMatches
            : messages.shipments.noShipments
      }
      className="rounded-card border border-dashed border-gray-300 bg-white"
    />
  );
  const rows = (
    <Table
      caption={caption}
      columns={SHIPMENT_COLUMNS}
      rows={table.rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => `shipment ${row.parentAwb}`}
      expanderHeader="Track"
      expanded={(row) => <PackageCards shipment={row} onTrack={tracking.open} />}
      empty={empty}
      mobile={cards ? 'scroll' : 'cards'}
    />
  );
  const pager = (
    <Pagination
      className="mt-4"
      label={`${caption} pages`}
      current={Math.min(filters.page, table.lastPage)}
      last={table.lastPage}
      only={[TABLE_PROP]}
      reset={[TABLE_PROP]}
      href={(page) => viewUrl(routeName, { ...filters, page }, defaultFilter)}
    />
  );

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchInput
          label="Search shipments"
          hideLabel
          value={filters.search}
          placeholder="Search by AWB, parent AWB bill, or order reference"
          onSearch={(search) => visit({ ...filters, search, page: 1 })}
          className="w-full lg:max-w-md"
        />
        <StatusChips
          label="Filter by status"
          options={table.statusOptions}
          value={filters.filter}
          onChange={(filter) => visit({ ...filters, filter, page: 1 })}
        />
      </div>
      {cards ? (
        <ResponsiveList
          busy={busy}
          empty={empty}
          table={rows}
          pager={pager}
          data={TABLE_PROP}
          items={table.rows}
          itemKey={(row) => row.id}
          label={caption}
          noun="shipments"
          total={table.total}
        >
          {(row) => <ShipmentCard shipment={row} onTrack={tracking.open} />}
        </ResponsiveList>
      ) : (
        <>
          <div
            aria-busy={busy || undefined}
            className={clsx('transition-opacity', busy && 'opacity-60')}
          >
            {rows}
          </div>
          {pager}
        </>
      )}
      <TrackingDrawer state={tracking} />
    </div>
  );
}
