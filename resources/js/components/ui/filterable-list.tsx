import clsx from 'clsx';
import type { Key, ReactNode } from 'react';
import { SearchXIcon, type IconComponent } from '@/components/icons';
import { EmptyState } from './empty-state';
import { ResponsiveList } from './infinite-list';
import { Pagination } from './pagination';
import { SearchInput } from './search-input';
import { StatusChips, type ChipOption } from './status-chips';
import { CheckboxInput } from './choice';
import { Table, type Column, type TableSelection } from './table';
import { useReloading } from './use-reloading';
import type { Selection } from './use-selection';
import { visitList } from './visit-list';
import type { Noun } from './noun';
import { useWords } from './use-words';

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

/** One page of a list as the page's prop holds it. */
export interface ListPage<Row, View extends ListView> {
  rows: readonly Row[];
  total: number;
  lastPage: number;
  /** The view shown: search, filters, page. */
  filters: View;
  /** The status chips; the first is the default filter. */
  statusOptions?: readonly ChipOption<string>[];
}

export interface FilterableListProps<Row, View extends ListView> {
  /** The page's list prop (an infinite-scroll prop when `card` is given), e.g. 'table'. */
  prop: string;
  list: ListPage<Row, View>;
  /** The address of a view (with the default filter, to leave it out): every change visits it. */
  viewUrl: (view: View, defaultFilter: string) => string;
  rowKey: (row: Row) => Key;
  /** Names the table and the card list ('My shipments'); the pager is '<caption> pages'. */
  caption: string;
  /** The pager's name when it is not '<caption> pages'. */
  pagerLabel?: string;
  /** What the rows are: 'Load more shipments'. */
  noun: Noun;
  columns: readonly Column<Row>[];
  rowLabel?: (row: Row) => string;
  expanderHeader?: string;
  expanded?: (row: Row) => ReactNode;
  /**
   * Below 768 px, this card per row in a list that loads the next page as the user scrolls
   * (spec §9). Without it the table shows its own cards and the pager stays at every width.
   */
  card?: (row: Row, select?: ReactNode, selected?: boolean) => ReactNode;
  /**
   * Rows can be chosen (useSelection): a box per row and card, one for the page in the
   * table's header, and `selectionBar` (a SelectionBar) between the toolbar and the list.
   */
  selection?: Selection;
  selectionBar?: ReactNode;
  /** The search box's name and placeholder, beside the status chips. */
  search?: { label: string; placeholder: string };
  /** A toolbar of the list's own instead of the search and chips (e.g. a date range). */
  toolbar?: (visit: (view: View) => void) => ReactNode;
  empty: {
    icon: IconComponent;
    texts: EmptyTexts;
    /** The view narrows the list; by default, a search or a filter other than the first. */
    filtered?: boolean;
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
  const i18n = useWords();
  const { prop, list, caption, card, empty, selection } = props;
  const { rows, filters: view, lastPage } = list;
  const busy = useReloading(prop);
  const defaultFilter = list.statusOptions?.[0]?.value ?? '';
  const viewUrl = (next: View) => props.viewUrl(next, defaultFilter);
  const visit = (next: View) => visitList(viewUrl(next), prop);
  const filtered =
    empty.filtered ?? (view.search !== '' || (view.filter ?? defaultFilter) !== defaultFilter);
  const emptyState = (
    <EmptyState
      icon={filtered ? SearchXIcon : empty.icon}
      title={
        view.page > lastPage
          ? empty.texts.emptyPage
          : filtered
            ? empty.texts.noMatches
            : empty.texts.none
      }
      action={filtered ? undefined : empty.action}
      className="rounded-card border border-dashed border-gray-300 bg-white"
    />
  );
  const tableSelection: TableSelection | undefined = selection && {
    selected: selection.selected,
    onToggle: selection.toggle,
    onTogglePage: selection.togglePage,
    pageLabel: i18n._('Select all {items} on this page', { items: i18n._(props.noun.many) }),
  };
  const rowName = (row: Row) => props.rowLabel?.(row) ?? String(props.rowKey(row));
  const cardOf =
    card &&
    ((row: Row) =>
      card(
        row,
        selection && (
          <CheckboxInput
            label={i18n._('Select {row}', { row: rowName(row) })}
            checked={selection.selected.has(props.rowKey(row))}
            onChange={(on) => selection.toggle(props.rowKey(row), on)}
          />
        ),
        selection?.selected.has(props.rowKey(row)),
      ));
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
      selection={tableSelection}
    />
  );
  const pager = (
    <Pagination
      className="mt-4"
      label={props.pagerLabel ?? i18n._('{caption} pages', { caption })}
      current={Math.min(view.page, lastPage)}
      last={lastPage}
      only={[prop]}
      reset={[prop]}
      href={(page) => viewUrl({ ...view, page })}
    />
  );

  return (
    <>
      {props.toolbar ? (
        props.toolbar(visit)
      ) : (
        <Toolbar view={view} search={props.search} chips={list.statusOptions} visit={visit} />
      )}
      {rows.length > 0 && props.selectionBar}
      {cardOf ? (
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
          total={list.total}
        >
          {cardOf}
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
}: {
  view: View;
  search?: { label: string; placeholder: string };
  chips?: readonly ChipOption<string>[];
  visit: (view: View) => void;
}) {
  const i18n = useWords();
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
          label={i18n._('Filter by status')}
          options={chips}
          value={view.filter ?? ''}
          onChange={(filter) => visit({ ...view, filter, page: 1 })}
        />
      )}
    </div>
  );
}
