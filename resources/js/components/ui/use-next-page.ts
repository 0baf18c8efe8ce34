import { router, usePage } from '@inertiajs/react';
import type { Page, PendingVisit, ReloadOptions } from '@inertiajs/core';
import { useEffect, useRef, useState } from 'react';
import { MERGE_INTENT } from './use-infinite-pages';

type Side = 'next' | 'previous';

const sideOf = (visit: PendingVisit): Side | undefined => {
  const intent = visit.headers[MERGE_INTENT];
  return intent === 'append' ? 'next' : intent === 'prepend' ? 'previous' : undefined;
};

/** A visit whose answer replaces the list `prop`: a new search, filter or page, or another screen. */
const replacesList = (visit: PendingVisit, prop: string) =>
  visit.reset.includes(prop) ||
  (visit.only.length > 0 ? visit.only.includes(prop) : !visit.except.includes(prop));

export interface NextPage {
  /** The options of each request for a page of the list (use-infinite-pages.ts). */
  params: ReloadOptions;
  /** The end whose page could not be loaded, until 'Try again'. */
  failed: Side | undefined;
  /** Asks again for the page that failed. */
  retry: (fetch: () => void) => void;
}

/**
 * The requests for the list's next (or an earlier) page, kept to the list they belong to
 * (spec §9):
 *
 * - a request still under way when a new view of the list is asked for (a search cleared,
 *   a filter, a page of the pager, another screen) is cancelled: its answer belongs to the
 *   view being left, and landing after the new one it added that view's rows to the new
 *   list, and took the address to its page;
 * - a page the provider could not give (the list comes back not loaded, without pages)
 *   leaves the cards shown as they were, with a 'try again' at that end of the list, instead
 *   of the whole list giving way to the page's 'try again'. Until then the list does not ask
 *   for it again by itself.
 *
 * `view` is the list's view (its address without the page): a failure is the view's own.
 */
export function useNextPage(prop: string, view: string): NextPage {
  const page = usePage();
  const shown = useRef<Page>(page);
  const pending = useRef<{ cancel: () => void } | undefined>(undefined);
  const side = useRef<Side | undefined>(undefined);
  const [failure, setFailure] = useState<{ view: string; side: Side }>();
  const failed = failure?.view === view ? failure.side : undefined;
  const failedRef = useRef(false);
  useEffect(() => {
    shown.current = page;
    failedRef.current = failed !== undefined;
  });

  useEffect(
    () =>
      router.on('before', (event) => {
        const visit = event.detail.visit;
        if (!pending.current || sideOf(visit) || visit.prefetch) return;
        if (replacesList(visit, prop)) pending.current.cancel();
      }),
    [prop],
  );

  const params: ReloadOptions = {
    onBefore: (visit) => {
      side.current = sideOf(visit);
    },
    onCancelToken: (token) => {
      // A failed page is asked for again by 'Try again' alone (the list is then `manual`);
      // one asked for by the end still in view as the failure lands is called off. Called
      // off once under way: cancelled before it is sent, Inertia would still send it.
      if (failedRef.current) setTimeout(() => token.cancel());
      else pending.current = token;
    },
    onBeforeUpdate: (next) => {
      const pages = next.scrollProps?.[prop];
      if (!pages || pages.currentPage !== null) return;
      // Not loaded: the list and its pages stay as shown (and so in the history entry).
      next.props[prop] = shown.current.props[prop];
      const before = shown.current.scrollProps?.[prop];
      if (before) next.scrollProps![prop] = before;
      failedRef.current = true;
      setFailure({ view, side: side.current ?? 'next' });
    },
    onFinish: () => {
      pending.current = undefined;
    },
  };

  return {
    params,
    failed,
    retry: (fetch) => {
      failedRef.current = false;
      setFailure(undefined);
      fetch();
    },
  };
}
