import type { Request } from 'express';
import type { PickupsTable } from '../../../shared/pickups/types';
import { listPickups, pickupStatusOptions } from '../../api/pickups';
import { deps } from '../../deps';
import type { AccountCall } from '../shipments/account';
import { filteredList } from '../shipments/table';

/**
 * My PickUps' table for the query string's view, read like the shipments table's (the same
 * `apply-filter`, `search`, `page` and `per_page`, clamped).
 */
export function pickupsTable(req: Request, account: AccountCall): Promise<PickupsTable> {
  const up = deps(req).upstream;
  return filteredList(
    req,
    () => pickupStatusOptions(up, account.token),
    (query) => listPickups(up, account.token, account.client, query),
  );
}
