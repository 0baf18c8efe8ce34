import { router, usePage } from '@inertiajs/react';
import type { ReloadOptions, RequestPayload } from '@inertiajs/core';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { isPageLive } from './use-hydrated';
import {
  firstPages,
  movedOn,
  pageInView,
  shownBy,
  withItemsOf,
  withPage,
  type Pages,
  type ScrollProp,
  type Side,
} from './infinite-pages';

/** The header with which the server is asked to add a page's items after or before the others. */
export const MERGE_INTENT = 'X-Inertia-Infinite-Scroll-Merge-Intent';

/** How long the address waits for the scrolling to settle before it follows the page in view. */
const ADDRESS_DELAY_MS = 250;

/** One end of the list: what its slot draws and does. */
export interface ListEnd {
  loading: boolean;
  hasMore: boolean;
  fetch: () => void;
}

export interface InfinitePages {
  previous: ListEnd;
  next: ListEnd;
  /** The list's element (its items are its children) and the element after it. */
  listRef: RefObject<HTMLUListElement | null>;
  endRef: RefObject<HTMLDivElement | null>;
}

export interface InfinitePagesOptions {
  /** The page's infinite-scroll prop (its key in the page's `scrollProps`). */
  data: string;
  /** How many items are shown. */
  count: number;
  /** The requests' own options (use-next-page.ts). */
  params: ReloadOptions;
  /** Pages load from the buttons alone (a page could not be loaded). */
  manual: boolean;
  /** How near the end of the list, in px, the next page starts to load. */
  buffer: number;
}

const isPages = (value: unknown): value is Pages =>
  typeof value === 'object' &&
  value !== null &&
  'runs' in value &&
  Array.isArray((value as Pages).runs);

/**
 * The pages of a list loaded as it is scrolled (spec §9), on the server's infinite-scroll
 * prop: each page asked for with `router.reload` (the prop alone, the address kept), its
 * items added after those shown, or before them for an earlier page, the reader's place
 * kept as they arrive above. The next page loads when the end of the list comes within
 * `buffer` px of the screen; earlier pages only from their button. The address follows the
 * page most of the items in view came from, so Back and reload return there, and the pages
 * loaded are remembered in the history entry, so Back to the list finds them all.
 */
export function useInfinitePages({
  data,
  count,
  params,
  manual,
  buffer,
}: InfinitePagesOptions): InfinitePages {
  const page = usePage();
  const prop = page.scrollProps?.[data] as ScrollProp | undefined;
  const rememberKey = `infinite-list:${data}`;
  const [pages, setPages] = useState<Pages>(() => {
    const first = firstPages(prop, count);
    // The server's HTML is drawn as the server drew it; a list drawn again once the page is
    // live (shown back from history) finds the pages it had loaded in the entry.
    if (typeof window === 'undefined' || !isPageLive()) return first;
    const saved: unknown = router.restore(rememberKey);
    return isPages(saved) && shownBy(saved.runs) === count ? saved : first;
  });
  const [loading, setLoading] = useState<Side>();
  const listRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  // The page asked for, until its items are drawn; and, for an earlier page, the first
  // item's place on screen before they came.
  const arriving = useRef<{ side: Side; page: string; anchor?: { item: Element; top: number } }>(
    undefined,
  );
  const loaded = useRef(false);

  // The items of a page that came in are drawn: they are that page's, and one that came in
  // above leaves the reader where they were.
  const onItemsChanged = useEffectEvent(() => {
    const shown = shownBy(pages.runs);
    if (count === shown) return;
    const came = arriving.current;
    arriving.current = undefined;
    if (count < shown || !came) {
      // Replaced rather than added to (reloaded afresh): the server's page alone.
      setPages(firstPages(prop, count));
      return;
    }
    setPages((before) => withItemsOf(before, came.side, came.page, count));
    if (came.anchor) {
      const moved = came.anchor.item.getBoundingClientRect().top - came.anchor.top;
      if (moved !== 0) window.scrollBy(0, moved);
    }
  });
  useLayoutEffect(() => onItemsChanged(), [count]);

  // Remembered once a page has come in (the restore guard keeps it out of another entry).
  useEffect(() => {
    if (loaded.current) router.remember(pages, rememberKey);
  }, [pages, rememberKey]);

  const fetch = (side: Side) => {
    const wanted = side === 'next' ? pages.next : pages.previous;
    if (loading || wanted === null || !prop) return;
    const first = listRef.current?.firstElementChild;
    arriving.current = {
      side,
      page: wanted,
      anchor:
        side === 'previous' && first
          ? { item: first, top: first.getBoundingClientRect().top }
          : undefined,
    };
    setLoading(side);
    router.reload({
      preserveErrors: true,
      ...params,
      data: { [prop.pageName]: wanted } as RequestPayload,
      only: [data],
      preserveUrl: true,
      headers: { [MERGE_INTENT]: side === 'previous' ? 'prepend' : 'append' },
      onSuccess: (next) => {
        loaded.current = true;
        setPages((before) =>
          movedOn(before, side, next.scrollProps?.[data] as ScrollProp | undefined),
        );
      },
      onFinish: (visit) => {
        setLoading(undefined);
        params.onFinish?.(visit);
      },
    });
  };

  // The next page, as the end of the list comes near the screen.
  const onEndNear = useEffectEvent(() => fetch('next'));
  const autoNext = !manual && pages.next !== null && loading === undefined;
  useEffect(() => {
    const end = endRef.current;
    if (!autoNext || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEndNear();
      },
      { rootMargin: `0px 0px ${Math.max(1, buffer)}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [autoNext, buffer, pages.next]);

  // The address follows the page in view, once the scrolling settles.
  const follow = useEffectEvent(() => {
    const list = listRef.current;
    if (!list || !prop || pages.runs.length < 2) return;
    const visible: number[] = [];
    [...list.children].forEach((item, index) => {
      const { top, bottom } = item.getBoundingClientRect();
      if (bottom > 0 && top < window.innerHeight) visible.push(index);
    });
    const inView = pageInView(pages.runs, visible);
    if (inView === undefined) return;
    const address = withPage(page.url, prop.pageName, inView);
    if (address !== page.url) {
      router.replace({ url: address, preserveScroll: true, preserveState: true });
    }
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => follow(), ADDRESS_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return {
    previous: {
      loading: loading === 'previous',
      hasMore: pages.previous !== null,
      fetch: () => fetch('previous'),
    },
    next: { loading: loading === 'next', hasMore: pages.next !== null, fetch: () => fetch('next') },
    listRef,
    endRef,
  };
}
