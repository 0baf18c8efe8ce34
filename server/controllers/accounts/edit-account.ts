import { z } from 'zod';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';

/**
 * Edit Account (spec §2.5): a static placeholder, wired to no call. Opened from an account
 * on My Accounts, it shows that account's number; without one (or an unknown id) it is empty.
 */
const accountQuery = z.object({
  account: z.coerce.number().int().positive().optional().catch(undefined),
});

export const show: Handler = (req, res) => {
  const { account: id } = accountQuery.parse(req.query);
  const account = req.session.accounts?.find((a) => a.id === id);
  return render(res, 'accounts/edit-account', {
    account: account ? { name: account.name, accountNumber: account.account_number } : null,
  });
};
