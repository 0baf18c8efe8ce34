import type { Request } from 'express';
import { parseFilters, parseTrack, QUERY } from '../../../shared/shipments/query';
import type {
  Loaded,
  ShipmentsTable,
  TrackingResult,
  TrackTarget,
} from '../../../shared/shipments/types';
import { listShipments, shipmentDetail, statusOptions, trackingView } from '../../api/shipments';
import { deps } from '../../deps';
import {
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamUnavailableError,
} from '../../upstream';
import type { AccountCall } from './account';

/**
 * A part of a page the rest can do without: when the provider cannot be reached it comes
 * out as not loaded (the part says so) instead of replacing the whole page with an error,
 * which matters most for partial reloads (paging, the drawer's refresh). Being signed out
 * still ends the session (server/http/failures.ts).
 */
export async function loaded<T>(work: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    if (err instanceof UpstreamUnavailableError) return { ok: false };
    throw err;
  }
}

/** The shipments table of the query string's view: status options, then that page. */
export async function shipmentsTable(req: Request, account: AccountCall): Promise<ShipmentsTable> {
  const up = deps(req).upstream;
  const options = await statusOptions(up, account.token);
  const filters = parseFilters(req.query, options);
  const page = await listShipments(up, account.token, account.client, {
    page: filters.page,
    status: filters.filter,
    search: filters.search,
    perPage: filters.perPage,
  });
  return { filters, statusOptions: options, ...page };
}

export const trackTarget = (req: Request): TrackTarget | null => parseTrack(req.query[QUERY.track]);

/**
 * The tracking drawer's prop: the package of the URL's `track`. A shipment or package the
 * selected account does not have reads as no data; an unreachable provider as `failed`.
 */
export async function tracking(req: Request, account: AccountCall): Promise<TrackingResult | null> {
  const target = trackTarget(req);
  if (!target) return null;
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
