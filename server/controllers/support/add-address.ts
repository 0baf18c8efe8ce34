import type { Request } from 'express';
import { addressForm } from '../../../shared/forms/address';
import { messages } from '../../../shared/messages';
import { createAddress, toApiBody } from '../../api/addresses';
import { callerCountry } from '../../api/auth';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { returnRoute } from './return-route';
import { requireAccount } from './account-context';

/**
 * Add New Address: one form, reached from the address book (add-address-book) and from My
 * Accounts (add-address-account); only where it leads back differs.
 */

export const addressPage =
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

/** Creates the address; the notification becomes a toast and the new id the selection. */
export async function saveAddress(req: Request): Promise<string> {
  const form = validated(req, addressForm);
  const { up, token, client } = requireAccount(req);
  const created = await createAddress(up, token, client, 'client', toApiBody(form));
  notify(req, created.notification, messages.address.added);
  return created.data.id;
}
