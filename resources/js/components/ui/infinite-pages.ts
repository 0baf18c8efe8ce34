/**
 * The bookkeeping of a list that loads its pages as it is scrolled (infinite-list.tsx):
 * which pages lie beyond each end, and which page each item shown came from, so that the
 * address can follow the page in view. Pure, for the hook that keeps it
 * (use-infinite-pages.ts).
 */

/** The page's infinite-scroll prop as the server describes it (its `scrollProps` entry). */
export interface ScrollProp {
  pageName: string;
  previousPage: number | string | null;
  nextPage: number | string | null;
  currentPage: number | string | null;
}

export type Side = 'previous' | 'next';

/** A run of consecutive items that came from one page. */
export interface Run {
  page: string;
  count: number;
}

export interface Pages {
  /** The page before the first shown, and after the last; null at that end of the list. */
  previous: string | null;
  next: string | null;
  /** The items shown, page by page, in order. */
  runs: Run[];
}

const pageText = (page: number | string | null): string | null =>
  page === null || page === undefined ? null : String(page);

/** A list as the server first draws it: one page, its items all from it. */
export function firstPages(prop: ScrollProp | undefined, count: number): Pages {
  return {
    previous: pageText(prop?.previousPage ?? null),
    next: pageText(prop?.nextPage ?? null),
    runs: count > 0 ? [{ page: pageText(prop?.currentPage ?? null) ?? '1', count }] : [],
  };
}

/** How many items the runs account for. */
export const shownBy = (runs: readonly Run[]) => runs.reduce((n, run) => n + run.count, 0);

/** The end `side` of the list moves on to what the answer that came in there (`prop`) says. */
export function movedOn(pages: Pages, side: Side, prop: ScrollProp | undefined): Pages {
  return side === 'next'
    ? { ...pages, next: pageText(prop?.nextPage ?? null) }
    : { ...pages, previous: pageText(prop?.previousPage ?? null) };
}

/**
 * The list once the items of `page`, which came in at `side`, are drawn: those beyond the
 * items shown before (`count` now in all) are that page's.
 */
export function withItemsOf(pages: Pages, side: Side, page: string, count: number): Pages {
  const added = count - shownBy(pages.runs);
  if (added <= 0) return pages;
  const run = { page, count: added };
  return { ...pages, runs: side === 'next' ? [...pages.runs, run] : [run, ...pages.runs] };
}

/** The page most of the items in view (their indexes in the list) came from. */
export function pageInView(runs: readonly Run[], visible: readonly number[]): string | undefined {
  const counts = new Map<string, number>();
  for (const index of visible) {
    let start = 0;
    const run = runs.find((each) => {
      start += each.count;
      return index < start;
    });
    if (run) counts.set(run.page, (counts.get(run.page) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [page, count] of counts)
    if (best === undefined || count > counts.get(best)!) best = page;
  return best;
}

/** `url` with `page` as its page parameter; the first page has none. */
export function withPage(url: string, pageName: string, page: string): string {
  const at = new URL(url, 'http://list.invalid');
  if (page === '1') at.searchParams.delete(pageName);
  else at.searchParams.set(pageName, page);
  const relative = `${at.pathname}${at.search}${at.hash}`;
  return /^[a-z]+:\/\//i.test(url) ? `${at.origin}${relative}` : relative;
}
