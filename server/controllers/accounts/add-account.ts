import { addAccountForm } from '../../../shared/forms/accounts';
import { sendAccountCode } from '../../api/accounts';
import { deps } from '../../deps';
import { codeEndsAt } from '../../http/countdown';
import { render } from '../../http/render';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { countCodeSent } from './support/code-sends';

/**
 * Linking a client account (spec §2.5, §4), first step: the account number. The provider
 * sends a code to the account's phone, and the session keeps the pending number and the
 * code's end time for accounts-verify, so the countdown survives a reload.
 */

export const show: Handler = (_req, res) => render(res, 'accounts/add-account', {});

/** An upstream 422 on `account_number` lands under the field. */
export const store: Handler = async (req, res) => {
  const { account_number } = validated(req, addAccountForm);
  await countCodeSent(req, account_number);
  const sent = await sendAccountCode(deps(req).upstream, req.session.accessToken!, account_number);
  req.session.pendingAccount = {
    accountNumber: account_number,
    endsAt: codeEndsAt(),
    phone: sent.phone,
  };
  // spec §7: the send-otp notification is only logged; the next screen says where it went.
  res.redirect(urlFor('accounts-verify'));
};
