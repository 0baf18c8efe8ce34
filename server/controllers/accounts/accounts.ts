import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { removeAccount } from '../../api/accounts';
import { linkedAccounts } from '../../api/auth';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { reloadAccounts, rememberAccounts } from '../support/linked-accounts';
import { loaded } from '../support/lists';
import { rescue } from '../../api/meanings';

/** My Accounts (spec §2.5): the linked accounts, removing one, and the top bar's selector. */

/** A list the provider could not give is said in place of the list, with a retry. */
export const show: Handler = async (req, res) => {
  const { upstream } = deps(req);
  const list = await loaded(async () => {
    const accounts = await linkedAccounts(upstream, req.session.accessToken!);
    rememberAccounts(req, accounts);
    return accounts;
  });
  await render(res, 'accounts/accounts', { list });
};

const accountParam = z.object({ account: z.coerce.number().int().positive() });

/**
 * spec §4 delete account: unlinks it, then the list and the selector reload; if it was the
 * selected account, none is selected any more (pages then show the account prompt).
 */
export const destroy: Handler = async (req, res) => {
  const { account } = accountParam.parse(req.params);
  const { upstream } = deps(req);
  const token = req.session.accessToken!;
  // An account no longer linked (another tab) is as good as removed; the list says so.
  const removed = await rescue(removeAccount(upstream, token, account), {
    notOwn: (err) => ({ notification: err.notification }),
  });
  await reloadAccounts(req, (known) => known.filter((a) => a.id !== account));
  notify(req, removed.notification, messages.accounts.removed);
  res.redirect(303, urlFor('accounts'));
};

const selectBody = z.object({ account_id: z.coerce.number().int().positive() });

/** The top bar's account selector: the choice lives in the session, then back to the page. */
export const select: Handler = (req, res) => {
  const parsed = selectBody.safeParse(req.body);
  const id = parsed.success ? parsed.data.account_id : undefined;
  if (id !== undefined && req.session.accounts?.some((a) => a.id === id)) {
    req.session.selectedAccountId = id;
  }
  res.inertia.back();
};
