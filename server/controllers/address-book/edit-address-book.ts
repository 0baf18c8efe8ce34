import { addressForm } from '../../../shared/forms/address';
import { messages } from '../../../shared/messages';
import {
  createAddress,
  currentUser,
  deleteAddress,
  getAddress,
  setDefaultAddress,
  toApiBody,
  toFormValues,
  validateAddress,
} from '../../api/addresses';
import { placeNames } from '../../api/geo';
import { render } from '../../http/render';
import { notify, toast } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { requireAccount } from '../support/account-context';
import { rescue, throwIfSignedOut } from '../../api/meanings';
import { NotFound } from '../../failures';

/** Edit Address (edit-address-book): the saved address in the form, saved without loss. */

export const show: Handler = async (req, res) => {
  const ctx = requireAccount(req);
  const id = req.params.uuid as string;
  // Another account's address is, to this user, one that does not exist (a 404).
  const address = await rescue(getAddress(ctx.up, ctx.token, ctx.client, id), {
    notOwn: (): never => {
      throw new NotFound("another account's address");
    },
  });
  await render(res, 'address-book/edit-address-book', {
    address: { id, values: toFormValues(address), places: await placeNames(ctx.up, address) },
  });
};

/**
 * spec §2.6 replaces an address by delete-then-create; a failure between the two would lose
 * it. So: the provider validates first (its errors stop everything), the new address is
 * created, the user's defaults move to it, and only then is the old one deleted. A failure
 * after the create leaves both addresses, and the user is told.
 */
export const update: Handler = async (req, res) => {
  const form = validated(req, addressForm);
  const { up, token, client } = requireAccount(req);
  const oldId = req.params.uuid as string;
  const body = toApiBody(form);
  const [, user] = await Promise.all([
    validateAddress(up, token, body),
    currentUser(up, token),
    // A stale or foreign id must fail here, before anything is created.
    getAddress(up, token, client, oldId),
  ]);
  const created = await createAddress(up, token, client, 'client', body);
  const newId = created.data.id;

  // Caught: after the create, a failing step keeps the old address and says so; an expired
  // token still signs the user out as everywhere else.
  const step = async (work: () => Promise<unknown>, failed: string) => {
    try {
      await work();
      return true;
    } catch (err) {
      throwIfSignedOut(err);
      toast(req, failed, 'error');
      return false;
    }
  };
  const moves = (['pickup', 'shipping'] as const).filter(
    (which) => user[`${which}_address_id`] === oldId,
  );
  const moved = await step(async () => {
    for (const which of moves) req.session.user = await setDefaultAddress(up, token, which, newId);
  }, messages.address.defaultKept);
  if (
    moved &&
    (await step(() => deleteAddress(up, token, client, oldId), messages.address.oldKept))
  ) {
    notify(req, created.notification, messages.address.edited);
  }
  res.redirect(303, urlFor('address-book', { selected: newId }));
};
