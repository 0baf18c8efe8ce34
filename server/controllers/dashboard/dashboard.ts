import type { Request } from 'express';
import { attentionSummary } from '../../api/exceptions';
import { rescue } from '../../api/meanings';
import { shipmentStats } from '../../api/shipments';
import { deps } from '../../deps';
import { defer, optional } from '../../inertia';
import { headStart } from '../../http/head-start';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { selectedAccount } from '../support/account-context';
import { loaded } from '../support/lists';
import { shipmentsTable, tracking } from '../support/shipments-table';

/** The one-time question after a shipment was created: read once, then forgotten. */
function takePickupPrompt(req: Request) {
  const prompt = req.session.pickupPrompt;
  if (!prompt) return null;
  delete req.session.pickupPrompt;
  return { shipperAddressId: prompt.shipperAddressId };
}

/**
 * Dashboard (spec §2.8). The stats, the table and what needs the customer's attention
 * (docs/exceptions.md) are deferred in one group: the page paints
 * at once, then one request brings both, their upstream calls made side by side. Without a
 * selected account both are null and the page shows the account prompt in their place.
 * Their calls get a head start: they begin while the page itself is answered. Either may
 * fail on its own (rescued): it shows its 'try again' and the page around it stays.
 */
export const show: Handler = async (req, res) => {
  const account = selectedAccount(req);
  // The browser asks for both right after the page: their calls start with the page.
  const stats =
    account &&
    headStart(req, `stats ${account.client}`, () =>
      shipmentStats(deps(req).upstream, account.token, account.client),
    );
  const table =
    account && headStart(req, `table ${account.client}`, () => shipmentsTable(req, account));
  const attention =
    account &&
    headStart(req, `attention ${account.client}`, () =>
      // A provider without exceptions (a 404 for the path it does not know): no card. One
      // that cannot say now: rescued, as the stats are, and the card waits for the next visit.
      rescue(attentionSummary(deps(req).upstream, account.token, account.client), {
        missing: () => null,
      }),
    );
  await render(res, 'dashboard/dashboard', {
    stats: defer(() => (stats ? loaded(stats) : null), { rescue: true }),
    table: defer(() => (table ? loaded(table) : null), { rescue: true }),
    attention: defer(() => (attention ? attention() : null), { rescue: true }),
    tracking: optional(() => (account ? tracking(req, account) : null)),
    pickupPrompt: () => takePickupPrompt(req),
  });
};
