import type { Request } from 'express';
import { shipmentStats } from '../api/shipments';
import { deps } from '../deps';
import { defer, optional } from '../inertia';
import { render } from '../http/render';
import type { Handler } from '../routing/handler';
import { selectedAccount } from './shipments/account';
import { loaded, shipmentsTable, tracking } from './shipments/table';

/** The one-time question after a shipment was created: read once, then forgotten. */
function takePickupPrompt(req: Request) {
  const prompt = req.session.pickupPrompt;
  if (!prompt) return null;
  delete req.session.pickupPrompt;
  return { shipperAddressId: prompt.shipperAddressId };
}

/**
 * Dashboard (spec §2.8). The stats and the table are deferred in one group: the page paints
 * at once, then one request brings both, their upstream calls made side by side. Without a
 * selected account both are null and the page shows the account prompt in their place.
 */
export const index: Handler = async (req, res) => {
  const account = selectedAccount(req);
  await render(res, 'dashboard/index', {
    stats: defer(() =>
      account
        ? loaded(() => shipmentStats(deps(req).upstream, account.token, account.client))
        : null,
    ),
    table: defer(() => (account ? loaded(() => shipmentsTable(req, account)) : null)),
    tracking: optional(() => (account ? tracking(req, account) : null)),
    pickupPrompt: () => takePickupPrompt(req),
  });
};
