import type { ActivityRow } from '@shared/team/types';
import { detailsInWords } from '@shared/team/details';
import { DateTime } from '@/components/dates';
import { saidColumns } from '@/components/shipments/said-columns';
import { Badge, type Column } from '@/components/ui';
import { ListCard } from '@/components/ui/list-card';
import type { Noun } from '@/components/ui/noun';
import { useWords } from '@/lib/i18n';

/** What the record's lines are, for the sentences the list writes about them. */
export const RECORDS: Noun = {
  many: /*i18n*/ 'records',
  counted: /*i18n*/ '{count, plural, one {# record} other {# records}}',
};

/** Who acted: their name over their e-mail; a user who no longer exists is said so. */
function Who({ row }: { row: ActivityRow }) {
  const i18n = useWords();
  if (!row.user) return <span className="text-gray-600">{i18n._('A former user')}</span>;
  return (
    <span className="flex flex-col">
      <span className="font-medium text-gray-900">{row.user.name || row.user.email}</span>
      <bdi dir="ltr" className="text-xs break-all text-gray-600">
        {row.user.email}
      </bdi>
    </span>
  );
}

function Details({ row }: { row: ActivityRow }) {
  const i18n = useWords();
  return <>{detailsInWords(row.details, (id, values) => i18n._(id, values))}</>;
}

/** The record's columns: when, who, what, about what, and the details. */
export const ACTIVITY_COLUMNS: Column<ActivityRow>[] = [
  {
    key: 'at',
    header: /*i18n*/ 'When',
    cell: (row) => (
      <span className="whitespace-nowrap">
        <DateTime value={row.at} />
      </span>
    ),
  },
  { key: 'member', header: /*i18n*/ 'Member', cell: (row) => <Who row={row} /> },
  {
    key: 'kind',
    header: /*i18n*/ 'What',
    cell: (row) => <Badge tone="neutral">{row.kindLabel}</Badge>,
  },
  {
    key: 'subject',
    header: /*i18n*/ 'Subject',
    cell: (row) =>
      row.subject ? (
        <bdi dir="ltr" className="break-all">
          {row.subject}
        </bdi>
      ) : (
        '—'
      ),
  },
  { key: 'details', header: /*i18n*/ 'Details', cell: (row) => <Details row={row} /> },
];

/** A line of the record as a phone lists it: what was done and when, then who and on what. */
export function ActivityCard({ row }: { row: ActivityRow }) {
  const i18n = useWords();
  return (
    <ListCard
      label={i18n._('What')}
      // Words, not an id: the card's id line is drawn in the AWBs' monospace otherwise.
      id={<span className="font-sans">{row.kindLabel}</span>}
      aside={
        <span className="text-sm whitespace-nowrap text-gray-700">
          <DateTime value={row.at} />
        </span>
      }
      row={row}
      columns={saidColumns(i18n, ACTIVITY_COLUMNS)}
      keys={['member', 'subject', 'details']}
    />
  );
}
