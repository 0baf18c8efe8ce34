import { optional } from '../../inertia';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { requireAccount } from './account';
import { loaded, shipmentsTable, tracking } from './table';

export { label } from './label';
export { exportCsv } from './export';

/**
 * My Shipments (spec §2.9). The table reloads alone on page, filter and search changes;
 * the tracking drawer's data comes only when a partial reload asks for it.
 */
export const index: Handler = async (req, res) => {
  const account = requireAccount(req);
  await render(res, 'shipments/index', {
    table: () => loaded(() => shipmentsTable(req, account)),
    tracking: optional(() => tracking(req, account)),
  });
};
