import { router } from '@inertiajs/react';
import { useEffect } from 'react';

/** spec-beyond: the open drawer follows the package while the tab is visible. */
export const LIVE_REFRESH_MS = 30_000;

/**
 * Reloads `prop` alone every 30 s while `active` and the tab is visible; a tab coming back
 * into view refreshes at once. Stops when inactive, hidden or unmounted.
 */
export function useLiveRefresh(prop: string, active: boolean, key: string | null): void {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = () => router.reload({ only: [prop] });
    const stop = () => clearInterval(timer);
    const start = () => {
      stop();
      if (document.visibilityState === 'visible') timer = setInterval(refresh, LIVE_REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [prop, active, key]);
}
