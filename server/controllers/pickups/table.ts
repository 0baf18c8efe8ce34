import type { Request } from 'express';
import type { PickupsTable } from '../../../shared/pickups/types';
import { parseFilters } from '../../../shared/shipments/query';
import { listPickups, pickupStatusOptions } from '../../api/pickups';
import { deps } from '../../deps';
import type { AccountCall } from '../shipments/account';

/**
 * My PickUps' table for the query string's view, read like the shipments table's (the same
 * `apply-filter`, `search`, `page` and `per_page`, clamped): status options, then that page.
 */
export async function pickupsTable(req: Request, account: AccountCall): Promise<PickupsTable> {
  const up = deps(req).upstream;
  const options = await pickupStatusOptions(up, account.token);
  const filters = parseFilters(req.query, options);
  const page = await listPickups(up, account.token, account.client, {
    page: filters.page,
    status: filters.filter,
    search: filters.search,
    perPage: filters.perPage,
  });
  return { filters, statusOptions: options, ...page };
}
