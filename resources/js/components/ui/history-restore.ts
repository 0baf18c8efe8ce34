import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';

/**
 * How long a restore may be taken as under way at most. A restore Inertia gives up (an entry
 * from another build) ends in a fresh visit rather than in its own navigate event, and
 * nothing may wait on it for ever.
 */
export const RESTORE_LIMIT_MS = 2000;

/**
 * The same for a document opened from history: it loads its scripts before Inertia starts
 * to read the entry, which takes seconds on a slow phone.
 */
export const DOCUMENT_RESTORE_LIMIT_MS = 10_000;

type Navigation = Pick<typeof router, 'on'>;

/** Whether Inertia is showing a page back from a history entry. */
export interface RestoreWatch {
  restoring(): boolean;
}

/** A history entry Inertia wrote (an entry of a #hash change has no page to restore). */
const hasPage = (state: unknown) => typeof state === 'object' && state !== null && 'page' in state;

/**
 * Watches the moments Inertia shows a page back from a history entry: from the browser's
 * move (Back or Forward within the app, or a document opened again from history after a
 * full page load elsewhere) until Inertia has read the entry (it may decrypt it first) and
 * shown its page. In a document opened from history the server's page shows first: the
 * address's page alone, not every page the cards had gathered.
 */
export function watchRestores(target: Navigation = router, win: Window = window): RestoreWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const start = (limit: number) => {
    settle();
    timer = setTimeout(settle, limit);
  };
  win.addEventListener('popstate', (event: PopStateEvent) => {
    if (hasPage(event.state)) start(RESTORE_LIMIT_MS);
  });
  const opened = win.performance?.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (opened?.type === 'back_forward' && hasPage(win.history?.state)) {
    start(DOCUMENT_RESTORE_LIMIT_MS);
  }
  target.on('navigate', settle);
  return { restoring: () => timer !== undefined };
}

let installed: RestoreWatch | undefined;

/** The page's one watch, which `useRestoredPage` reads (set once, as the app starts). */
export function installRestoreWatch(watch: RestoreWatch): RestoreWatch {
  installed = watch;
  return watch;
}

/**
 * Counts the pages a restore has put in place of the one shown: a part that keeps state of
 * its own outside React takes it into its key, to start afresh on the restored page in the
 * very render that shows it: an infinite list (use-infinite-pages.ts) under the server's
 * page of a document opened from history would keep the pages it counted for the server's
 * cards, and not read those the restored entry remembers. 0 on the server.
 */
export function useRestoredPage(): number {
  const page = usePage();
  const [seen, setSeen] = useState({ page, count: 0 });
  if (seen.page === page) return seen.count;
  const next = { page, count: seen.count + (installed?.restoring() ? 1 : 0) };
  setSeen(next);
  return next.count;
}
