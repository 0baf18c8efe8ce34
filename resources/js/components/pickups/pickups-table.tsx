import type { ReactNode } from 'react';
import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { Unreachable } from '@/components/unreachable';
import type { PickupsTable as TableData } from '@shared/pickups/types';
import { filtersQuery } from '@shared/shipments/query';
import type { Loaded } from '@shared/types';
import { PickupsIcon } from '@/components/icons';
import { FilterableList } from '@/components/ui/filterable-list';
import { PickupCard } from './pickup-card';
import { PICKUP_COLUMNS } from './pickup-columns';
import { useWords } from '@/lib/i18n';
import { PICKUPS } from '@/lib/nouns';

const TABLE_PROP = 'table';

/**
 * My PickUps' list (spec §2.10): search, status chips when the provider offers pickup
 * statuses, the rows and the pager; on phones, cards that load the next page as the user
 * scrolls (spec §9).
 */
export function PickupsTable({ data, create }: { data: Loaded<TableData>; create: ReactNode }) {
  const i18n = useWords();
  if (!data.ok)
    return (
      <Unreachable message={say(i18n, messages.pickups.tableUnavailable)} only={[TABLE_PROP]} />
    );
  return (
    <div>
      <FilterableList
        prop={TABLE_PROP}
        list={data.value}
        viewUrl={(view, defaultFilter) => route('pickups', filtersQuery(view, defaultFilter))}
        rowKey={(row) => row.id}
        caption={i18n._('My pickups')}
        noun={PICKUPS}
        columns={PICKUP_COLUMNS}
        rowLabel={(row) => i18n._('pickup {id}', { id: row.id })}
        card={(row) => <PickupCard pickup={row} />}
        search={{
          label: i18n._('Search pickups'),
          placeholder: i18n._('Search by pickup ID, address or contact'),
        }}
        empty={{
          icon: PickupsIcon,
          texts: {
            none: say(i18n, messages.pickups.noPickups),
            noMatches: say(i18n, messages.pickups.noMatches),
            emptyPage: say(i18n, messages.pickups.emptyPage),
          },
          action: create,
        }}
      />
    </div>
  );
}
