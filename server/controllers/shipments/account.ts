import type { Request } from 'express';

export interface AccountCall {
  token: string;
  client: number;
}

/** The token and selected client account the shipment calls are made under, if any. */
export function selectedAccount(req: Request): AccountCall | null {
  const token = req.session.accessToken;
  const client = req.session.selectedAccountId;
  if (!token || client === undefined) return null;
  if (!req.session.accounts?.some((a) => a.id === client)) return null;
  return { token, client };
}

/** Same, for routes behind the 'account' guard (which already made sure there is one). */
export function requireAccount(req: Request): AccountCall {
  const account = selectedAccount(req);
  if (!account) throw new Error('route without the account guard');
  return account;
}
