import { addressForm } from '../../../shared/forms/address';
import { messages } from '../../../shared/messages';
import { createAddress, toApiBody } from '../../api/addresses';
import { callerCountry } from '../../api/auth';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { returnRoute } from './back';
import { accountContext } from './context';

/** Add New Address (add-address-book), and the same form for My Accounts (add-address-account). */

const page =
  (forAccounts: boolean): Handler =>
  (req, res) =>
    render(res, 'address-book/add-address-book', {
      back: forAccounts ? 'accounts' : returnRoute(req.query),
      // The phone field's country (spec §4): from the location lookup, never slowing the page.
      defaultCountry: () =>
        callerCountry(deps(req).upstream, {
          ip: req.ip,
          acceptLanguage: req.get('accept-language'),
        }),
    });

export const create = page(false);
export const createForAccount = page(true);

/** Creates the address; the notification becomes a toast and the new id the selection. */
async function save(req: Parameters<Handler>[0]) {
  const form = validated(req, addressForm);
  const { up, token, client } = accountContext(req);
  const created = await createAddress(up, token, client, 'client', toApiBody(form));
  notify(req, created.notification, messages.address.added);
  return created.data.id;
}

export const store: Handler = async (req, res) => {
  const id = await save(req);
  res.redirect(303, urlFor(returnRoute(req.query), { selected: id }));
};

export const storeForAccount: Handler = async (req, res) => {
  await save(req);
  res.redirect(303, urlFor('accounts'));
};
