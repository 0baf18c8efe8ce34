import { router } from '@inertiajs/react';
import { useEffect, useState } from 'react';

/** True while a visit that reloads `prop` is under way (paging, filter, search). */
export function useReloading(prop: string): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const offStart = router.on('start', (event) => {
      if (event.detail.visit.only.includes(prop)) setBusy(true);
    });
    const offFinish = router.on('finish', (event) => {
      if (event.detail.visit.only.includes(prop)) setBusy(false);
    });
    return () => {
      offStart();
      offFinish();
    };
  }, [prop]);
  return busy;
}
