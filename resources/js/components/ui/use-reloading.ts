import { router } from '@inertiajs/react';
import type { Visit } from '@inertiajs/core';
import { useEffect, useState } from 'react';

/** Sent by the phone's card list when it loads a further page (it shows its own state). */
const MERGE_INTENT = 'X-Inertia-Infinite-Scroll-Merge-Intent';

/**
 * True while a visit that reloads `prop` is under way (paging, filter, search); the card
 * list's next or earlier page leaves the cards shown as they are.
 */
export function useReloading(prop: string): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const reloads = (visit: Pick<Visit, 'only' | 'headers'>) =>
      visit.only.includes(prop) && !(MERGE_INTENT in visit.headers);
    const offStart = router.on('start', (event) => {
      if (reloads(event.detail.visit)) setBusy(true);
    });
    const offFinish = router.on('finish', (event) => {
      if (reloads(event.detail.visit)) setBusy(false);
    });
    return () => {
      offStart();
      offFinish();
    };
  }, [prop]);
  return busy;
}
