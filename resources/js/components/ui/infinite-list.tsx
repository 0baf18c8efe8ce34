import clsx from 'clsx';
import { router, usePage } from '@inertiajs/react';
import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { LOAD_MORE_THRESHOLD_PX } from '@shared/ui/widgets';
import { ChevronDownIcon, SpinnerIcon } from '@/components/icons';
import { useRestoredPage } from './history-restore';
import { listView } from './list-view';
import { PageFailed } from './page-failed';
import { useNarrowScreen } from './use-narrow-screen';
import { useNextPage, type NextPage } from './use-next-page';
import { useInfinitePages, type ListEnd } from './use-infinite-pages';
import { Button } from './button';
import type { Noun } from './noun';
import { useWords } from './use-words';

export interface InfiniteListProps<Item> {
  /** The page's infinite-scroll prop (its key in the page's `scrollProps`), e.g. 'table'. */
  data: string;
  /** The items loaded so far (every page the list has loaded, in order). */
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  /** One item, usually a card. */
  children: (item: Item) => ReactNode;
  /** Names the list for assistive technology ('My shipments'). */
  label: string;
  /** What the items are, in the plural: 'Load more shipments'. */
  noun: Noun;
  /** How many there are in all, when known: the end of the list says so. */
  total?: number;
  /** Shown instead of the list when there are no items (e.g. an EmptyState). */
  empty?: ReactNode;
  className?: string;
}

/** The two ends of the list: the button's place, icon and words. */
const SLOTS = {
  previous: {
    className: 'mb-3',
    icon: <ChevronDownIcon className="size-4 rotate-180" />,
    text: /*i18n*/ 'Load earlier {items}',
  },
  next: {
    className: 'mt-3',
    icon: <ChevronDownIcon className="size-4" />,
    text: /*i18n*/ 'Load more {items}',
  },
};

/**
 * One end of the list: a button that loads the pages beyond it while there are any
 * (`children` once there are none), or, when the page beyond could not be loaded, says so
 * with 'Try again'. Never disabled while loading, so a keyboard user's focus stays on it as
 * the list grows.
 */
function LoadSlot({
  loading,
  hasMore,
  fetch,
  className,
  icon,
  text,
  noun,
  failed,
  children = null,
}: ListEnd &
  (typeof SLOTS)['next'] & {
    noun: Noun;
    /** The page beyond could not be loaded: this retries it. */
    failed?: () => void;
    children?: ReactNode;
  }) {
  const i18n = useWords();
  if (failed && !loading) {
    return <PageFailed className={className} noun={noun} onRetry={failed} />;
  }
  if (!hasMore && !loading) return children;
  return (
    <div aria-busy={loading || undefined} className={className}>
      <Button
        variant="secondary"
        block
        onClick={fetch}
        icon={loading ? <SpinnerIcon className="size-4 motion-safe:animate-spin" /> : icon}
      >
        {loading ? i18n._('Loading...') : i18n._(text, { items: i18n._(noun.many) })}
      </Button>
    </div>
  );
}

/** Reloads `prop` alone, replaced rather than merged, when the screen grows past 768 px. */
function useFreshWhenWidened(prop: string) {
  const narrow = useNarrowScreen();
  const wasNarrow = useRef(narrow);
  useEffect(() => {
    if (wasNarrow.current && !narrow) {
      router.reload({ only: [prop], reset: [prop] });
    }
    wasNarrow.current = narrow;
  }, [narrow, prop]);
}

/**
 * A list that loads its next page as the user scrolls within 50 px of its end (spec §9),
 * on the page's infinite-scroll prop (use-infinite-pages.ts): each page's items are added
 * to those shown, and the address follows the page in view, so Back and reload return to
 * it. A 'Load more' button does the same for keyboard users; a list opened on a later page
 * offers 'Load earlier', the only way its earlier pages load. The end of the list says so.
 *
 * Pages show it below 768 px only (`md:hidden`), beside the table and pager wider screens
 * keep. When the screen widens (a phone turned sideways), the prop is reloaded afresh, so
 * the table shows the address's page alone rather than every page the cards gathered.
 */
export function InfiniteList<Item>(props: InfiniteListProps<Item>) {
  const { data, items, empty, className } = props;
  useFreshWhenWidened(data);
  const { url, scrollProps } = usePage();
  // A new search or filter starts a new list: the items of the one before, and the pages
  // they came from, are not carried over (a search's results at ?page=2, empty on reload).
  const view = listView(url, scrollProps?.[data]?.pageName ?? 'page');
  const requests = useNextPage(data, view);
  // A page shown back from history starts a fresh list (history-restore.ts).
  const restored = useRestoredPage();
  if (items.length === 0 && empty) return <div className={className}>{empty}</div>;
  return (
    <div className={className}>
      <PagedList key={`${view}#${restored}`} {...props} requests={requests} />
    </div>
  );
}

/** The list of one view, with its pages (use-infinite-pages.ts) and a slot at each end. */
function PagedList<Item>({
  data,
  items,
  itemKey,
  children,
  label,
  noun,
  total,
  requests,
}: InfiniteListProps<Item> & { requests: NextPage }) {
  const i18n = useWords();
  const { previous, next, listRef, endRef } = useInfinitePages({
    data,
    count: items.length,
    params: requests.params,
    manual: requests.failed !== undefined,
    buffer: LOAD_MORE_THRESHOLD_PX,
  });
  const retry = (side: 'next' | 'previous', fetch: () => void) =>
    requests.failed === side ? () => requests.retry(fetch) : undefined;
  return (
    <>
      <LoadSlot
        {...previous}
        {...SLOTS.previous}
        noun={noun}
        failed={retry('previous', previous.fetch)}
      />
      <ul ref={listRef} aria-label={label} className="space-y-3">
        {items.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
      <div ref={endRef}>
        <LoadSlot {...next} {...SLOTS.next} noun={noun} failed={retry('next', next.fetch)}>
          <p className="mt-4 py-2 text-center text-sm text-gray-600">
            {total !== undefined && !previous.hasMore
              ? i18n._('All {items} shown', { items: i18n._(noun.counted, { count: total }) })
              : i18n._('End of the list')}
          </p>
        </LoadSlot>
      </div>
      <p aria-live="polite" className="sr-only">
        {i18n._('{items} shown', { items: i18n._(noun.counted, { count: items.length }) })}
      </p>
    </>
  );
}

export interface ResponsiveListProps<Item> extends Omit<InfiniteListProps<Item>, 'className'> {
  /** The table shown from 768 px up. */
  table: ReactNode;
  /** Its pager, under it (from 768 px up; the cards load their pages themselves). */
  pager: ReactNode;
  /** Shown in place of the table and the cards when there are no items. */
  empty: ReactNode;
  /** A reload of the list is under way: it is dimmed and marked busy. */
  busy: boolean;
}

/**
 * A list the lists of the portal share (spec §9): the table and its pager from 768 px up,
 * cards that load the next page as the user scrolls below. Both read the same prop, so
 * nothing is fetched twice; CSS chooses, so nothing jumps.
 */
export function ResponsiveList<Item>({
  table,
  pager,
  empty,
  busy,
  ...list
}: ResponsiveListProps<Item>) {
  return (
    <>
      <div
        aria-busy={busy || undefined}
        className={clsx('transition-opacity', busy && 'opacity-60')}
      >
        {list.items.length === 0 ? (
          empty
        ) : (
          <>
            <div className="hidden md:block">{table}</div>
            <InfiniteList className="md:hidden" {...list} />
          </>
        )}
      </div>
      <div className="hidden md:block">{pager}</div>
    </>
  );
}
