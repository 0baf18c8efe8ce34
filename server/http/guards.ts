import type { Request, RequestHandler } from 'express';
import type { Guard } from '../../routes/types';
import { deps } from '../deps';
import { encryptHistory } from '../inertia';
import { allowing, freshAccounts, selectedAccountOf } from './account-role';
import { render } from './render';
import { toast } from './toast';
import { noteSeen } from './user-sessions';
import { urlFor, type RouteName } from '../routing/url';

export type { Guard };

export const TWO_FACTOR_REQUIRED =
  /*i18n*/ 'This account requires two-factor sign-in. Turn on an authenticator app or a passkey to go on.';

const redirectUnless =
  (allowed: (req: Request) => boolean, to: RouteName): RequestHandler =>
  (req, res, next) => {
    if (allowed(req)) return next();
    res.redirect(urlFor(to));
  };

/**
 * The browser can encrypt history (Web Crypto) only in a secure context: over HTTPS, or
 * on this machine's loopback address during development.
 */
const secureContext = (req: Request) =>
  req.secure || ['localhost', '127.0.0.1', '[::1]'].includes(req.hostname);

export const guards: Record<Guard, RequestHandler> = {
  guest: redirectUnless((req) => !req.session.accessToken, 'dashboard'),
  // Signed-in pages are kept encrypted in the browser's history; sign-out clears the key,
  // so Back after it cannot show them again.
  auth: (req, res, next) => {
    if (!req.session.accessToken) return res.redirect(urlFor('login'));
    if (secureContext(req)) encryptHistory(res);
    // Where you're signed in (docs/two-factor.md): this session's last request.
    const { side, config } = deps(req);
    noteSeen(req, side, config.sessionTtlMs).then(() => next(), next);
  },
  otp: redirectUnless((req) => Boolean(req.session.otp?.token), 'create-account'),
  reset: redirectUnless((req) => Boolean(req.session.reset?.token), 'login'),
  pendingAccount: redirectUnless((req) => Boolean(req.session.pendingAccount), 'accounts'),
  // Outside production only; there, the route is not found.
  dev: (req, _res, next) => next(deps(req).config.env === 'production' ? 'route' : undefined),
  // Not a redirect: the screen itself is replaced by the prompt to pick an account.
  // The accounts read again when a minute old (account-role.ts), then the one selected.
  account: (req, res, next) =>
    freshAccounts(req, res, (err?: unknown) => {
      if (err) return next(err);
      const selected = selectedAccountOf(req);
      if (!selected) return void render(res, 'accounts/account-required', {});
      // An account that requires two-factor sign-in (docs/two-factor.md): set it up first.
      if (selected.requireTwoFactor && !req.session.user?.two_factor) {
        toast(req, TWO_FACTOR_REQUIRED, 'info');
        return res.redirect(urlFor('two-factor'));
      }
      next();
    }),
  // What the member's role on the selected account allows (docs/team.md).
  ship: allowing('ship'),
  bill: allowing('bill'),
  manage: allowing('manage'),
};
