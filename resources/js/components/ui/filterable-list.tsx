import clsx from 'clsx';
import type { Key, ReactNode } from 'react';
import { SearchXIcon, type IconComponent } from '@/components/icons';
import { EmptyState } from './empty-state';
import { ResponsiveList } from './infinite-list';
import { Pagination } from './pagination';
import { SearchInput } from './search-input';
import { StatusChips, type ChipOption } from './status-chips';
import { Table, type Column } from './table';
import { useReloading } from './use-reloading';
import { visitList } from './visit-list';

/** What every list view has: the page shown and the search; a list adds its own filters. */
export interface ListView {
  page: number;
  search: string;
  /** The chosen status chip, for lists that have them. */
  filter?: string;
}

/** The empty state's three messages (spec texts, one set per list). */
export interface EmptyTexts {
  /** Nothing at all yet. */
  none: string;
  /** Nothing matches the search or filters. */
  noMatches: string;
  /** The address asks for a page past the last one. */
  emptyPage: string;
}

export interface FilterableListProps<Row, View extends ListView> {
  /** The page's list prop (an infinite-scroll prop when `card` is given), e.g. 'table'. */
  prop: string;
  /** The view shown (from the page's props): search, filters, page. */
  view: View;
  /** The address of a view: every change visits it and reloads `prop` alone. */
  viewUrl: (view: View) => string;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  total: number;
  lastPage: number;
  /** Names the table and the card list ('My shipments'); the pager is '<caption> pages'. */
  caption: string;
  /** The pager's name when it is not '<caption> pages'. */
  pagerLabel?: string;
  /** What the rows are, in the plural: 'Load more shipments'. */
  noun: string;
  columns: readonly Column<Row>[];
  rowLabel?: (row: Row) => string;
  expanderHeader?: string;
  expanded?: (row: Row) => ReactNode;
  /**
   * Below 768 px, this card per row in a list that loads the next page as the user scrolls
   * (spec §9). Without it the table shows its own cards and the pager stays at every width.
   */
  card?: (row: Row) => ReactNode;
  /** The search box's name and placeholder; the default toolbar's search. */
  search?: { label: string; placeholder: string };
  /** Status chips beside the search; none are shown when there are no options. */
  chips?: readonly ChipOption<string>[];
  /** A toolbar of the list's own instead of the search and chips (e.g. a date range). */
  toolbar?: (visit: (view: View) => void) => ReactNode;
  empty: {
    icon: IconComponent;
    texts: EmptyTexts;
    /** The view narrows the list (search or filters): a search icon and 'no matches'. */
    filtered: boolean;
    /** What to do next when there is nothing at all yet. */
    action?: ReactNode;
  };
}

/**
 * The lists of the portal (spec §2.8-§2.11): a toolbar (search, status chips), the table
 * from 768 px with its pager, phone cards below, an empty state and a busy state while a
 * new view loads. Every change is a visit of the view's address that reloads only the
 * list prop, so the address always says what is shown (reload, Back, a shared link).
 */
export function FilterableList<Row, View extends ListView>(props: FilterableListProps<Row, View>) {
  const { prop, view, viewUrl, rows, caption, card, empty } = props;
  const busy = useReloading(prop);
  const visit = (next: View) => visitList(viewUrl(next), prop);
  const emptyState = (
    <EmptyState
      icon={empty.filtered ? SearchXIcon : empty.icon}
      title={
        view.page > props.lastPage
          ? empty.texts.emptyPage
          : empty.filtered
            ? empty.texts.noMatches
            : empty.texts.none
      }
      action={empty.filtered ? undefined : empty.action}
      className="rounded-card border border-dashed border-gray-300 bg-white"
    />
  );
  const table = (
    <Table
      caption={caption}
      columns={props.columns}
      rows={rows}
      rowKey={props.rowKey}
      rowLabel={props.rowLabel}
      expanderHeader={props.expanderHeader}
      expanded={props.expanded}
      empty={emptyState}
      mobile={card ? 'scroll' : 'cards'}
    />
  );
  const pager = (
    <Pagination
      className="mt-4"
      label={props.pagerLabel ?? `${caption} pages`}
      current={Math.min(view.page, props.lastPage)}
      last={props.lastPage}
      only={[prop]}
      reset={[prop]}
      href={(page) => viewUrl({ ...view, page })}
    />
  );

  return (
    <>
      {props.toolbar ? props.toolbar(visit) : <Toolbar {...props} visit={visit} />}
      {card ? (
        <ResponsiveList
          busy={busy}
          empty={emptyState}
          table={table}
          pager={pager}
          data={prop}
          items={rows}
          itemKey={props.rowKey}
          label={caption}
          noun={props.noun}
          total={props.total}
        >
          {card}
        </ResponsiveList>
      ) : (
        <>
          <div
            aria-busy={busy || undefined}
            className={clsx('transition-opacity', busy && 'opacity-60')}
          >
            {table}
          </div>
          {pager}
        </>
      )}
    </>
  );
}

function Toolbar<View extends ListView>({
  view,
  search,
  chips,
  visit,
}: Pick<FilterableListProps<unknown, View>, 'view' | 'search' | 'chips'> & {
  visit: (view: View) => void;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      {search && (
        <SearchInput
          label={search.label}
          hideLabel
          value={view.search}
          placeholder={search.placeholder}
          onSearch={(text) => visit({ ...view, search: text, page: 1 })}
          className="w-full lg:max-w-md"
        />
      )}
      {chips && chips.length > 0 && (
        <StatusChips
          label="Filter by status"
          options={chips}
          value={view.filter ?? ''}
          onChange={(filter) => visit({ ...view, filter, page: 1 })}
        />
      )}
    </div>
  );
}
