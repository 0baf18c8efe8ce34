import { shippingPreferenceForm } from '../../../shared/forms/profile';
import { messages } from '../../../shared/messages';
import { saveShippingAddress } from '../../api/profile';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { requireAccount } from '../support/account-context';
import { currentOf, pageDataOrNot } from './support/preferences';

/** Shipping Preferences (spec §2.7): the default pickup address of new shipments. */

export const show: Handler = async (req, res) => {
  const data = await pageDataOrNot(req);
  const current = currentOf(data, (u) => u.shipping_address_id);
  const added = data?.added ?? null;
  await render(res, 'profile/shipping-preferences', {
    current,
    // Already the default (a reload after the save): nothing left to save.
    added: added && !(current.ok && current.value?.value === added.value) ? added : null,
  });
};

/** Chosen in the picker, saved at once; the address book's badge follows. */
export const update: Handler = async (req, res) => {
  const { address } = validated(req, shippingPreferenceForm);
  const { up, token } = requireAccount(req);
  const saved = await saveShippingAddress(up, token, address);
  req.session.user = saved.data;
  notify(req, saved.notification, messages.profile.addressSaved('shipping'));
  res.redirect(303, urlFor('shipping-preferences'));
};
