import { messages } from '../../../shared/messages';
import { cancelPickup, listPickups } from '../../api/pickups';
import { render } from '../../http/render';
import { notify, toast } from '../../http/toast';
import type { Handler } from '../../routing/handler';
import type { Upstream } from '../../upstream';
import { requireAccount } from '../support/account-context';
import { attemptCancel } from '../support/cancelling';
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

/**
 * 'Cancel pickup': until its time window starts, after the confirm dialog of
 * its row; back to My PickUps with a toast. The provider's refusal (409, the window has
 * started) is its toast, said by the failure handler.
 */
export const cancel: Handler = async (req, res) => {
  const { up, token, client } = requireAccount(req);
  const id = String(req.params.pickup);
  const done = await attemptCancel(
    up,
    'pickup',
    () => cancelPickup(up, token, id),
    // A 404 is the extension missing only for a pickup the account's list has.
    () => hasPickup(up, token, client, id),
  );
  if (done === 'not-offered') toast(req, messages.cancel.notOffered, 'error');
  else notify(req, done.notification, messages.cancel.pickupDone(id));
  res.inertia.back();
};

/** Whether the account's list has the pickup: the list's search finds a pickup by its id. */
async function hasPickup(up: Upstream, token: string, client: number, id: string) {
  const page = await listPickups(up, token, client, { page: 1, status: '', search: id });
  return page.rows.some((row) => row.id === id);
}
