import type { Request } from 'express';
import { parseTrack, QUERY } from '../../../shared/shipments/query';
import { shipmentCancelRule } from '../../../shared/shipments/cancel';
import type {
  ShipmentsTable,
  TrackingResult,
  TrackingView,
  TrackTarget,
} from '../../../shared/shipments/types';
import { branches } from '../../api/exceptions';
import { consigneeNotices } from '../../api/notices';
import { listShipments, shipmentDetail, statusOptions, trackingView } from '../../api/shipments';
import { deps } from '../../deps';
import type { AccountContext } from './account-context';
import { cancelOffered } from './cancelling';
import { filteredList } from './lists';
import { rescue } from '../../api/meanings';

/** What My Shipments and the dashboard's Recent Shipments share: the table and the drawer. */

/**
 * The shipments table of the query string's view; each row says whether it can be cancelled
 * now, and why not, unless the provider does not offer cancelling.
 */
export async function shipmentsTable(
  req: Request,
  account: AccountContext,
): Promise<ShipmentsTable> {
  const up = deps(req).upstream;
  const [table, offered] = await Promise.all([
    filteredList(
      req,
      () => statusOptions(up, account.token),
      (query) => listShipments(up, account.token, account.client, query),
    ),
    cancelOffered(up, 'shipment'),
  ]);
  // The rows are this request's own: each gets its rule in place rather than as a copy.
  for (const row of table.rows) {
    row.cancel = offered ? shipmentCancelRule(row.packages.map((pkg) => pkg.statusSlug)) : null;
  }
  return table;
}

export const trackTarget = (req: Request): TrackTarget | null => parseTrack(req.query[QUERY.track]);

/**
 * The tracking drawer's prop: the package of the URL's `track`. A shipment or package the
 * selected account does not have reads as no data; an unreachable provider as `failed`.
 */
/**
 * The branches a package may wait at, when its delivery was attempted and it is still open
 * (docs/exceptions.md); none otherwise. Without them the drawer offers rescheduling alone.
 */
function branchesFor(view: TrackingView | null, account: AccountContext) {
  const attempted = view?.exceptions?.some((e) => e.open && e.kind === 'delivery_attempted');
  if (!attempted) return Promise.resolve(null);
  return rescue(branches(account.up, account.token), { failed: () => [] });
}

export async function tracking(
  req: Request,
  account: AccountContext,
): Promise<TrackingResult | null> {
  const target = trackTarget(req);
  if (!target) return null;
  // The drawer shows another account's package as no data and an outage as failed.
  return rescue(
    async (): Promise<TrackingResult> => {
      // Side by side with the detail, and only a part of the drawer: none when it cannot be
      // had now. Caught at once, so a detail that fails first leaves no failure unheard.
      const notices = rescue(
        consigneeNotices(account.up, account.token, account.client, target.shipmentId),
        { failed: () => null },
      ).catch(() => null);
      const detail = await shipmentDetail(
        deps(req).upstream,
        account.token,
        account.client,
        target.shipmentId,
      );
      const view = trackingView(detail, target);
      const [offered, heldAt] = await Promise.all([
        cancelOffered(deps(req).upstream, 'shipment'),
        branchesFor(view, account),
      ]);
      const slugs = detail.packages.map((pkg) => pkg.last_status?.slug || null);
      return {
        target,
        package: view && {
          ...view,
          statusSlug: slugs[detail.packages.findIndex((pkg) => pkg.id === target.packageId)],
          ...(heldAt && { branches: heldAt }),
          consigneeNotices: await notices,
          cancel: offered
            ? { rule: shipmentCancelRule(slugs), awbs: detail.packages.map((pkg) => pkg.awb) }
            : null,
        },
        failed: false,
      };
    },
    {
      notOwn: (): TrackingResult => ({ target, package: null, failed: false }),
      outage: (): TrackingResult => ({ target, package: null, failed: true }),
    },
  );
}
