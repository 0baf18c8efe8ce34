import type { Request } from 'express';
import { parseTrack, QUERY } from '../../../shared/shipments/query';
import type { ShipmentsTable, TrackingResult, TrackTarget } from '../../../shared/shipments/types';
import { listShipments, shipmentDetail, statusOptions, trackingView } from '../../api/shipments';
import { deps } from '../../deps';
import type { AccountContext } from './account-context';
import { filteredList } from './lists';
import {
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamUnavailableError,
} from '../../failures';

/** What My Shipments and the dashboard's Recent Shipments share: the table and the drawer. */

/** The shipments table of the query string's view. */
export function shipmentsTable(req: Request, account: AccountContext): Promise<ShipmentsTable> {
  const up = deps(req).upstream;
  return filteredList(
    req,
    () => statusOptions(up, account.token),
    (query) => listShipments(up, account.token, account.client, query),
  );
}

export const trackTarget = (req: Request): TrackTarget | null => parseTrack(req.query[QUERY.track]);

/**
 * The tracking drawer's prop: the package of the URL's `track`. A shipment or package the
 * selected account does not have reads as no data; an unreachable provider as `failed`.
 */
export async function tracking(
  req: Request,
  account: AccountContext,
): Promise<TrackingResult | null> {
  const target = trackTarget(req);
  if (!target) return null;
  // Caught: the drawer shows another account's package as no data and an outage as failed.
  try {
    const detail = await shipmentDetail(
      deps(req).upstream,
      account.token,
      account.client,
      target.shipmentId,
    );
    return { target, package: trackingView(detail, target), failed: false };
  } catch (err) {
    if (err instanceof UpstreamNotFoundError || err instanceof UpstreamForbiddenError) {
      return { target, package: null, failed: false };
    }
    if (err instanceof UpstreamUnavailableError) return { target, package: null, failed: true };
    throw err;
  }
}
