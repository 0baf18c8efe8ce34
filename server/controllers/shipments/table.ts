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

/**
 * A filtered list of the query string's view (shipments, pickups): the provider's status
 * options first, since the filter is clamped to them, then that page of rows.
 */
export async function filteredList<Option extends { value: string }, Page>(
  req: Request,
  loadOptions: () => Promise<Option[]>,
  loadPage: (query: {
    page: number;
    status: string;
    search: string;
    perPage: number | null;
  }) => Promise<Page>,
) {
  const options = await loadOptions();
  const filters = parseFilters(req.query, options);
  const page = await loadPage({
    page: filters.page,
    status: filters.filter,
    search: filters.search,
    perPage: filters.perPage,
  });
  return { filters, statusOptions: options, ...page };
}

/** The shipments table of the query string's view. */
export function shipmentsTable(req: Request, account: AccountCall): Promise<ShipmentsTable> {
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
