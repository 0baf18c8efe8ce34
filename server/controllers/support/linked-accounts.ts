import type { Request } from 'express';
import type { Account } from '../../../shared/types';
import { linkedAccounts } from '../../api/auth';
import { deps } from '../../deps';
import { throwIfSignedOut } from '../../api/meanings';

/**
 * The session's copy of the accounts feeds the selector on every page: it follows what
 * the provider says, and a selection of an account no longer linked is dropped.
 */
export function rememberAccounts(req: Request, accounts: Account[]): void {
  req.session.accounts = accounts;
  const selected = req.session.selectedAccountId;
  if (selected !== undefined && !accounts.some((a) => a.id === selected)) {
    delete req.session.selectedAccountId;
  }
}

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
