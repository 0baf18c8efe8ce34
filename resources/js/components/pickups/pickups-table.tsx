import type { ReactNode } from 'react';
import { route } from 'ziggy-js';
import { messages } from '@shared/messages';
import { Unreachable } from '@/components/unreachable';
import type { PickupsTable as TableData } from '@shared/pickups/types';
import { filtersQuery } from '@shared/shipments/query';
import type { Loaded } from '@shared/types';
import { PickupsIcon } from '@/components/icons';
import { FilterableList } from '@/components/ui/filterable-list';
import { PickupCard } from './pickup-card';
import { PICKUP_COLUMNS } from './pickup-columns';

const TABLE_PROP = 'table';

/**
 * My PickUps' list (spec §2.10): search, status chips when the provider offers pickup
 * statuses, the rows and the pager; on phones, cards that load the next page as the user
 * scrolls (spec §9).
 */
export function PickupsTable({ data, create }: { data: Loaded<TableData>; create: ReactNode }) {
  if (!data.ok)
    return <Unreachable message={messages.pickups.tableUnavailable} only={[TABLE_PROP]} />;
  return (
    <div>
      <FilterableList
        prop={TABLE_PROP}
        list={data.value}
        viewUrl={(view, defaultFilter) => route('pickups', filtersQuery(view, defaultFilter))}
        rowKey={(row) => row.id}
        caption="My pickups"
        noun="pickups"
        columns={PICKUP_COLUMNS}
        rowLabel={(row) => `pickup ${row.id}`}
        card={(row) => <PickupCard pickup={row} />}
        search={{ label: 'Search pickups', placeholder: 'Search by pickup ID, address or contact' }}
        empty={{
          icon: PickupsIcon,
          texts: {
            none: messages.pickups.noPickups,
            noMatches: messages.pickups.noMatches,
            emptyPage: messages.pickups.emptyPage,
          },
          action: create,
        }}
      />
    </div>
  );
}
