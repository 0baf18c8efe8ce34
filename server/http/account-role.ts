import type { Request, RequestHandler } from 'express';
import { messages } from '../../shared/messages';
import { roleAllows, type Permission } from '../../shared/team/roles';
import type { Account } from '../../shared/types';
import { linkedAccounts } from '../api/auth';
import { throwIfSignedOut } from '../api/meanings';
import { deps } from '../deps';
import { renderError } from './errors';

/**
 * The selected account and the member's role on it (docs/team.md). The session keeps the
 * provider's list of linked accounts; a page visit reads it again once it is a minute old, so
 * a role changed or a membership ended by the account's admin shows in the menus and guards
 * of the member's next pages. The provider refuses what a role does not allow in any case.
 */

/** How long the session's list of accounts is taken as it stands. */
export const ACCOUNTS_FRESH_MS = 60_000;

/** The provider's list of the accounts, kept; a selection no longer linked is dropped. */
export function rememberAccounts(req: Request, accounts: Account[]): void {
  req.session.accounts = accounts;
  req.session.accountsReadAt = Date.now();
  const selected = req.session.selectedAccountId;
  if (selected !== undefined && !accounts.some((a) => a.id === selected)) {
    delete req.session.selectedAccountId;
  }
}

/** The account selected, as the session last heard of it. */
export const selectedAccountOf = (req: Request): Account | undefined =>
  req.session.accounts?.find((a) => a.id === req.session.selectedAccountId);

const isPageVisit = (req: Request) =>
  req.method === 'GET' &&
  !req.get('x-inertia-partial-data') &&
  !req.get('x-inertia-partial-except');

/**
 * Before a signed-in page visit: the accounts read again when a minute old. A provider that
 * cannot list them now leaves the list as it was.
 */
export const freshAccounts: RequestHandler = (req, _res, next) => {
  const token = req.session.accessToken;
  const readAt = req.session.accountsReadAt ?? 0;
  if (!token || !isPageVisit(req) || Date.now() - readAt < ACCOUNTS_FRESH_MS) return next();
  linkedAccounts(deps(req).upstream, token).then(
    (accounts) => {
      rememberAccounts(req, accounts);
      next();
    },
    (err: unknown) => {
      try {
        throwIfSignedOut(err);
        req.session.accountsReadAt = Date.now();
        next();
      } catch (signedOut) {
        next(signedOut);
      }
    },
  );
};

/**
 * The guard of a route that asks `permission` of the member's role on the selected account:
 * anything else is the 403 page, said in the role's terms, and nothing is done. With no
 * account selected there is no role to ask (a page that offers to pick one, Reports).
 */
export const allowing =
  (permission: Permission): RequestHandler =>
  (req, res, next) => {
    const account = selectedAccountOf(req);
    if (!account || roleAllows(account.role, permission)) return next();
    void renderError(res, 403, messages.team.notAllowed);
  };
