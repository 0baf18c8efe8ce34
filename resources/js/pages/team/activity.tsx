import { Head } from '@inertiajs/react';
import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { activityQuery } from '@shared/team/query';
import type { ActivityFilters as Filters, ActivityTable } from '@shared/team/types';
import { NotOffered, Unreachable } from '@/components/extension-state';
import { ActivityIcon, DownloadIcon } from '@/components/icons';
import { ACTIVITY_COLUMNS, ActivityCard, RECORDS } from '@/components/team/activity-columns';
import { ActivityFilters } from '@/components/team/activity-filters';
import { buttonClass, PageHeader } from '@/components/ui';
import { FilterableList } from '@/components/ui/filterable-list';
import { useWords } from '@/lib/i18n';

const TABLE_PROP = 'table';

const viewUrl = (filters: Filters) => route('activity', activityQuery(filters));

/**
 * Activity (docs/team.md, 'In the portal'): who did what on the account and when, newest
 * first, by member, kind and date range, and its export as CSV, for the account's admins.
 */
export default function Activity({ table }: PageProps['team/activity']) {
  const i18n = useWords();
  const exportHref =
    table.state === 'ok'
      ? route('activity.export', activityQuery({ ...table.value.filters, page: 1 }))
      : null;
  return (
    <>
      <Head title={i18n._('Activity')} />
      <PageHeader
        title={i18n._('Activity')}
        description={i18n._('Who did what on this account, and when.')}
        actions={
          exportHref && (
            <a href={exportHref} download className={buttonClass('secondary')}>
              <DownloadIcon className="size-4" />
              {i18n._('Export')}
            </a>
          )
        }
      />
      {table.state === 'ok' ? (
        <Records table={table.value} />
      ) : table.state === 'not-offered' ? (
        <NotOffered message={say(i18n, messages.team.activityNotOffered)} />
      ) : (
        <Unreachable message={say(i18n, messages.team.activityUnavailable)} only={[TABLE_PROP]} />
      )}
    </>
  );
}

function Records({ table }: { table: ActivityTable }) {
  const i18n = useWords();
  const { filters } = table;
  return (
    <FilterableList
      prop={TABLE_PROP}
      list={table}
      viewUrl={viewUrl}
      rowKey={(row) => row.id}
      caption={i18n._('Activity')}
      pagerLabel={i18n._('Activity pages')}
      noun={RECORDS}
      columns={ACTIVITY_COLUMNS}
      card={(row) => <ActivityCard row={row} />}
      toolbar={(visit) => (
        <ActivityFilters filters={filters} members={table.members} onChange={visit} />
      )}
      empty={{
        icon: ActivityIcon,
        filtered: Boolean(filters.member || filters.kind || filters.from || filters.to),
        texts: {
          none: say(i18n, messages.team.noActivity),
          noMatches: say(i18n, messages.team.activityNoMatches),
          emptyPage: say(i18n, messages.team.activityEmptyPage),
        },
      }}
    />
  );
}
