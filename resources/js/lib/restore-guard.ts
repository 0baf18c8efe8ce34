import { router } from '@inertiajs/react';

type HistoryWriter = Pick<typeof router, 'remember' | 'replace' | 'on'>;

/**
 * How long a restore may hold writes back at most. A restore Inertia gives up (an entry
 * from another build) ends in a fresh visit rather than in its own navigate event, and the
 * guard must never stay shut.
 */
export const RESTORE_LIMIT_MS = 2000;

/**
 * Back and Forward leave a moment between the browser moving to another history entry and
 * Inertia showing that entry's page: Inertia reads (and may decrypt) the entry's page first.
 * Inertia's InfiniteScroll writes into the current entry on timers of its own, 250 ms after
 * its items change (`router.remember` of the pages they came from) and after a scroll
 * (`router.replace` with the address of the page in view). One that fires in that moment
 * writes the page being left, address and all, into the entry the user went to: a Back from
 * page 2 of My Shipments stayed on ?page=2. Until Inertia has shown the entry's page those
 * writes belong to a page that is going, and they are dropped.
 */
export function holdWritesDuringRestore(target: HistoryWriter = router, win: Window = window) {
  let restoring: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(restoring);
    restoring = undefined;
  };
  win.addEventListener('popstate', (event: PopStateEvent) => {
    // An entry without Inertia's page (the #hash changed) is not restored: nothing to wait for.
    const state: unknown = event.state;
    if (typeof state !== 'object' || state === null || !('page' in state)) return;
    settle();
    restoring = setTimeout(settle, RESTORE_LIMIT_MS);
  });
  target.on('navigate', settle);
  const remember = target.remember.bind(target);
  const replace = target.replace.bind(target);
  target.remember = (data, key) => {
    if (restoring === undefined) remember(data, key);
  };
  target.replace = (params) => {
    if (restoring === undefined) replace(params);
  };
}
