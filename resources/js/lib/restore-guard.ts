import { router } from '@inertiajs/react';
import { installRestoreWatch, watchRestores } from '@/components/ui/history-restore';

export { RESTORE_LIMIT_MS } from '@/components/ui/history-restore';

type HistoryWriter = Pick<typeof router, 'remember' | 'replace' | 'on'>;

/**
 * Back and Forward leave a moment between the browser moving to another history entry and
 * Inertia showing that entry's page: Inertia reads (and may decrypt) the entry's page first.
 * An infinite list writes into the current entry (components/ui/use-infinite-pages.ts): the
 * pages it holds once one comes in (`router.remember`), and 250 ms after a scroll the
 * address of the page in view (`router.replace`). One that lands in that moment
 * writes the page being left, address and all, into the entry the user went to: a Back from
 * page 2 of My Shipments stayed on ?page=2. Until Inertia has shown the entry's page those
 * writes belong to a page that is going, and they are dropped.
 *
 * The same holds when a list is opened again from history after a full page load elsewhere
 * (Back from a download's error page, or from another site): the server's page, the
 * address's page alone, shows while Inertia reads the entry, and the list's timers took it
 * for page 1 and wrote the address without `?page=N`.
 */
export function holdWritesDuringRestore(target: HistoryWriter = router, win: Window = window) {
  const watch = installRestoreWatch(watchRestores(target, win));
  const remember = target.remember.bind(target);
  const replace = target.replace.bind(target);
  target.remember = (data, key) => {
    if (!watch.restoring()) remember(data, key);
  };
  target.replace = (params) => {
    if (!watch.restoring()) replace(params);
  };
}
