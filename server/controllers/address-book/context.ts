import type { Request } from 'express';
import { deps } from '../../deps';

/**
 * What every address call needs: the upstream clients, the user's token and the selected
 * account. The 'auth' and 'account' guards ran before any handler here, so both are set.
 */
export function accountContext(req: Request) {
  const token = req.session.accessToken;
  const client = req.session.selectedAccountId;
  if (!token || client === undefined) throw new Error('address book reached without an account');
  const account = req.session.accounts?.find((a) => a.id === client);
  return { up: deps(req).upstream, token, client, account };
}

export type AccountContext = ReturnType<typeof accountContext>;
