import type { Request } from 'express';
import { pickupCancelRule } from '../../../../shared/shipments/cancel';
import type { PickupsTable } from '../../../../shared/pickups/types';
import { listPickups, pickupStatusOptions } from '../../../api/pickups';
import { deps } from '../../../deps';
import type { AccountContext } from '../../support/account-context';
import { cancelOffered } from '../../support/cancelling';
import { filteredList } from '../../support/lists';

/**
 * My PickUps' table for the query string's view, read like the shipments table's (the same
 * `apply-filter`, `search`, `page` and `per_page`, clamped).
 */
export async function pickupsTable(req: Request, account: AccountContext): Promise<PickupsTable> {
  const up = deps(req).upstream;
  const [table, offered] = await Promise.all([
    filteredList(
      req,
      () => pickupStatusOptions(up, account.token),
      (query) => listPickups(up, account.token, account.client, query),
    ),
    cancelOffered(up, 'pickup'),
  ]);
  const now = localNow(new Date());
  return {
    ...table,
    rows: table.rows.map((row) => ({
      ...row,
      cancel: offered
        ? pickupCancelRule(
            { statusSlug: row.status.slug ?? null, date: row.date, timeFrom: row.timeFrom },
            now,
          )
        : null,
    })),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date and time a pickup window is read against: this process's local clock, which is
 * the provider's when its services run beside the portal (they book windows in local time).
 */
export const localNow = (at: Date) => ({
  date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
  time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
});
