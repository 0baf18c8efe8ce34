import { optional } from '../../inertia';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { requireAccount } from './account';
import { loaded, scrollList, shipmentsTable, tracking } from './table';

export { label } from './label';
export { exportCsv } from './export';

/**
 * My Shipments (spec §2.9). The table reloads alone on page, filter and search changes;
 * phones scroll through it as cards (spec §9); the tracking drawer's data comes only when
 * a partial reload asks for it.
 */
export const index: Handler = async (req, res) => {
  const account = requireAccount(req);
  await render(res, 'shipments/shipments', {
    table: scrollList(() => loaded(() => shipmentsTable(req, account)), 'id'),
    tracking: optional(() => tracking(req, account)),
  });
};
