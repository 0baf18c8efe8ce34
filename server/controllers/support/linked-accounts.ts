import type { Request } from 'express';
import type { Account } from '../../../shared/types';

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
