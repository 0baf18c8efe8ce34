import type { Request } from 'express';
import type { PickupsTable } from '../../../../shared/pickups/types';
import { listPickups, pickupStatusOptions } from '../../../api/pickups';
import { deps } from '../../../deps';
import type { AccountContext } from '../../support/account-context';
import { filteredList } from '../../support/lists';

/**
 * My PickUps' table for the query string's view, read like the shipments table's (the same
 * `apply-filter`, `search`, `page` and `per_page`, clamped).
 */
export function pickupsTable(req: Request, account: AccountContext): Promise<PickupsTable> {
  const up = deps(req).upstream;
  return filteredList(
    req,
    () => pickupStatusOptions(up, account.token),
    (query) => listPickups(up, account.token, account.client, query),
  );
}
