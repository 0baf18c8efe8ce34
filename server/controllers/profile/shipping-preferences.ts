import { presetNameForm } from '../../../shared/forms/presets';
import { shippingPreferenceForm } from '../../../shared/forms/profile';
import { messages } from '../../../shared/messages';
import {
  deletePreset,
  listPresets,
  renamePreset as renameAtProvider,
} from '../../api/package-presets';
import { saveShippingAddress } from '../../api/profile';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { requireAccount } from '../support/account-context';
import { offered } from '../support/offered';
import { currentOf, pageDataOrNot } from './support/preferences';

/**
 * Shipping Preferences (spec §2.7): the default pickup address of new shipments, and the
 * account's package presets (a provider extension) with rename and delete.
 */

export const show: Handler = async (req, res) => {
  const data = await pageDataOrNot(req);
  const current = currentOf(data, (u) => u.shipping_address_id);
  const added = data?.added ?? null;
  const { up, token, client } = requireAccount(req);
  await render(res, 'profile/shipping-preferences', {
    current,
    // Already the default (a reload after the save): nothing left to save.
    added: added && !(current.ok && current.value?.value === added.value) ? added : null,
    presets: () => offered(() => listPresets(up, token, client)),
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

const presetId = (req: Parameters<Handler>[0]) => String(req.params.preset);

/** Renames a preset; a refused name goes under the field (error bag of the rename form). */
export const renamePreset: Handler = async (req, res) => {
  const { name } = validated(req, presetNameForm);
  const { up, token, client } = requireAccount(req);
  const saved = await renameAtProvider(up, token, client, presetId(req), name);
  notify(req, saved.notification, messages.presets.renamed);
  res.redirect(303, urlFor('shipping-preferences'));
};

/** Deletes a preset, once the user has confirmed it. */
export const destroyPreset: Handler = async (req, res) => {
  const { up, token, client } = requireAccount(req);
  const notification = await deletePreset(up, token, client, presetId(req));
  notify(req, notification, messages.presets.deleted);
  res.redirect(303, urlFor('shipping-preferences'));
};
