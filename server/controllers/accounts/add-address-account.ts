import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { addressPage, saveAddress } from '../support/add-address';

/** Add New Address from My Accounts: the address book's form, leading back to the accounts. */

export const show = addressPage(true);

export const store: Handler = async (req, res) => {
  await saveAddress(req);
  res.redirect(303, urlFor('accounts'));
};
