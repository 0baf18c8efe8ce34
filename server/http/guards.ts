import type { RequestHandler } from 'express';
import { urlFor } from '../routing/url';

/** spec §2.2: who may see a screen, and where everyone else goes. */
export type Guard = 'guest' | 'auth' | 'account' | 'otp' | 'reset' | 'pendingAccount';

const redirectUnless =
  (allowed: (req: Parameters<RequestHandler>[0]) => boolean, to: string): RequestHandler =>
  (req, res, next) => {
    if (allowed(req)) return next();
    res.redirect(urlFor(to));
  };

export const guards: Record<Guard, RequestHandler> = {
  guest: redirectUnless((req) => !req.session.accessToken, 'dashboard'),
  auth: redirectUnless((req) => Boolean(req.session.accessToken), 'login'),
  otp: redirectUnless((req) => Boolean(req.session.otp?.token), 'create-account'),
  reset: redirectUnless((req) => Boolean(req.session.reset?.token), 'login'),
  pendingAccount: redirectUnless((req) => Boolean(req.session.pendingAccount), 'accounts'),
  // Not a redirect: the screen itself is replaced by the prompt to pick an account.
  account: (req, res, next) => {
    const id = req.session.selectedAccountId;
    if (id !== undefined && req.session.accounts?.some((a) => a.id === id)) return next();
    void res.inertia.render('account/required');
  },
};
