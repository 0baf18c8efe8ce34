import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { addressPage, saveAddress } from '../support/add-address';
import { returnRoute } from '../support/return-route';

/** Add New Address (spec §2.6), from the address book or a screen that picks an address. */

export const show = addressPage(false);

/** Back to the page that sent the user here, with the new address selected. */
export const store: Handler = async (req, res) => {
  const id = await saveAddress(req);
  res.redirect(303, urlFor(returnRoute(req.query), { selected: id }));
};
