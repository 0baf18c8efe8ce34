import type { Request } from 'express';
import type { Account } from '../../../shared/types';
import { deps } from '../../deps';
import type { Upstream } from '../../upstream';

/** What every call made for the selected client account needs. */
export interface AccountContext {
  up: Upstream;
  token: string;
  /** The selected account's id, as the provider's paths take it. */
  client: number;
  account: Account;
}

/**
 * The signed-in user's token and selected account, if there is one the user has linked
 * (pages that work without an account, such as the dashboard and reports).
 */
export function selectedAccount(req: Request): AccountContext | null {
  const token = req.session.accessToken;
  const client = req.session.selectedAccountId;
  const account = req.session.accounts?.find((a) => a.id === client);
  if (!token || client === undefined || !account) return null;
  return { up: deps(req).upstream, token, client, account };
}

/** Same, behind the 'account' guard, which has already made sure there is one. */
export function requireAccount(req: Request): AccountContext {
  const context = selectedAccount(req);
  if (!context) throw new Error('route without the account guard');
  return context;
}
