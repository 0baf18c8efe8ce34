import type { Request } from 'express';
import type { Account } from '../../../shared/types';
import { linkedAccounts } from '../../api/auth';
import { deps } from '../../deps';
import { throwIfSignedOut } from '../../api/meanings';
import { rememberAccounts } from '../../http/account-role';

export { rememberAccounts };

/**
 * The linked accounts again after a change (one removed, one added), remembered; when the
 * provider cannot list them, `fallback` makes the change to the known list instead.
 */
export async function reloadAccounts(
  req: Request,
  fallback: (known: Account[]) => Account[],
): Promise<Account[]> {
  const token = req.session.accessToken!;
  const accounts = await linkedAccounts(deps(req).upstream, token).catch((err: unknown) => {
    // Caught: the change is made already; an ended session still signs the user out.
    throwIfSignedOut(err);
    return fallback(req.session.accounts ?? []);
  });
  rememberAccounts(req, accounts);
  return accounts;
}
