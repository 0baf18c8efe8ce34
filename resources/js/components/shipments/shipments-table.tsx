import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { useWords } from '@/lib/i18n';
import { Unreachable } from '@/components/unreachable';
import type { ShipmentsTable as TableData } from '@shared/shipments/types';
import type { Loaded } from '@shared/types';
import { ShipmentsIcon } from '@/components/icons';
import type { ReactNode } from 'react';
import { FilterableList } from '@/components/ui/filterable-list';
import type { Selection } from '@/components/ui/use-selection';
import { PackageCards } from './package-cards';
import { FromShipmentConfirm } from './ship-again';
import { ShipmentCard } from './shipment-card';
import { SHIPMENT_COLUMNS } from './shipment-columns';
import { useTracking } from './tracking-state';
import { TrackingDrawer } from './tracking-drawer';
import { viewUrl, type TableRoute } from './view-url';
import { SHIPMENTS } from '@/lib/nouns';

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
  /** Rows can be chosen (My Shipments' batch labels), with the bar above the list. */
  selection?: Selection;
  selectionBar?: ReactNode;
}

/**
 * The shipments list of the dashboard and My Shipments (spec §2.8, §2.9): search, status
 * chips, rows that expand into package cards, the pager, and the tracking drawer.
 */
export function ShipmentsTable({
  data,
  routeName,
  caption,
  cards = false,
  selection,
  selectionBar,
}: ShipmentsTableProps) {
  const i18n = useWords();
  const tracking = useTracking();
  if (!data.ok)
    return (
      <Unreachable message={say(i18n, messages.shipments.tableUnavailable)} only={[TABLE_PROP]} />
    );
  return (
    <div>
      <FilterableList
        prop={TABLE_PROP}
        list={data.value}
        viewUrl={(view, defaultFilter) => viewUrl(routeName, view, defaultFilter)}
        rowKey={(row) => row.id}
        caption={caption}
        noun={SHIPMENTS}
        columns={SHIPMENT_COLUMNS}
        rowLabel={(row) => i18n._('shipment {awb}', { awb: row.parentAwb })}
        expanderHeader={i18n._('Track')}
        expanded={(row) => <PackageCards shipment={row} onTrack={tracking.open} />}
        card={
          cards
            ? (row, select, selected) => (
                <ShipmentCard
                  shipment={row}
                  onTrack={tracking.open}
                  select={select}
                  selected={selected}
                />
              )
            : undefined
        }
        selection={selection}
        selectionBar={selectionBar}
        search={{
          label: i18n._('Search shipments'),
          placeholder: i18n._('Search by AWB, parent AWB bill, or order reference'),
        }}
        empty={{
          icon: ShipmentsIcon,
          texts: {
            none: say(i18n, messages.shipments.noShipments),
            noMatches: say(i18n, messages.shipments.noMatches),
            emptyPage: say(i18n, messages.shipments.emptyPage),
          },
        }}
      />
      <TrackingDrawer
        state={tracking}
        international={(id) => data.value.rows.some((row) => row.id === id && row.international)}
      />
      <FromShipmentConfirm />
    </div>
  );
}
