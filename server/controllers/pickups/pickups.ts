import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { requireAccount } from '../support/account-context';
import { loaded, scrollList } from '../support/lists';
import { pickupsTable } from './support/pickups-table';

/**
 * My PickUps (spec §2.10). The table reloads alone on page, filter and search changes;
 * phones scroll through it as cards (spec §9).
 */
export const show: Handler = async (req, res) => {
  const account = requireAccount(req);
  await render(res, 'pickups/pickups', {
    table: scrollList(() => loaded(() => pickupsTable(req, account)), 'id'),
  });
};
