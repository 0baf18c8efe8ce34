import { router, usePage } from '@inertiajs/react';
import { useEffect } from 'react';
import { parseTrack } from '@shared/shipments/query';
import type { TrackingResult, TrackTarget } from '@shared/shipments/types';
import { trackOf, withTrack } from './view-url';

export const TRACKING_PROP = 'tracking';

export interface TrackingState {
  /** The package of the URL's `track`, or null when the drawer is closed. */
  target: TrackTarget | null;
  /** Its data once loaded (null while loading). */
  result: TrackingResult | null;
  open: (shipmentId: string, packageId: string) => void;
  close: () => void;
}

const sameTarget = (a: TrackTarget, b: TrackTarget) =>
  a.shipmentId === b.shipmentId && a.packageId === b.packageId;

/** An answer still on its way for the drawer's previous state must not bring it back. */
const cancelRefresh = () => router.cancelAll({ async: true, sync: false, prefetch: false });

/**
 * Opens the drawer on a package (or closes it, with null) from the page at `url`: the
 * address changes at once, the data comes by the drawer's partial reload. The links between
 * a return and its original open the drawer this way too.
 */
export function visitTrack(url: string, next: TrackTarget | null): void {
  cancelRefresh();
  router.push({
    url: withTrack(url, next),
    preserveScroll: true,
    preserveState: true,
    props: (props) => ({ ...props, [TRACKING_PROP]: null }),
  });
}

/**
 * The tracking drawer lives in the URL (`track=<shipment>:<package>`), so reload, Back and
 * a shared link open it again. Opening and closing change the address at once; the data
 * comes by a partial reload of the one optional prop (spec §4: only with both ids).
 */
export function useTracking(): TrackingState {
  const page = usePage<{ [TRACKING_PROP]?: TrackingResult | null }>();
  const track = trackOf(page.url);
  const target = parseTrack(track);
  const loadedResult = page.props[TRACKING_PROP] ?? null;
  const result =
    target && loadedResult && sameTarget(loadedResult.target, target) ? loadedResult : null;
  const needsLoad = target !== null && result === null;

  useEffect(() => {
    if (needsLoad) router.reload({ only: [TRACKING_PROP] });
  }, [track, needsLoad]);

  const go = (next: TrackTarget | null) => visitTrack(page.url, next);
  return {
    target,
    result,
    open: (shipmentId, packageId) => go({ shipmentId, packageId }),
    close: () => go(null),
  };
}
