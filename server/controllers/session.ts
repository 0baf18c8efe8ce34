import type { Handler } from '../../routes/types';
import { loginForm } from '../../shared/forms/auth';
import { linkedAccounts, signIn } from '../api/auth';
import { deps } from '../deps';
import { regenerate } from '../http/session';
import { toast } from '../http/toast';
import { validated } from '../http/validate';
import { clearHistory } from '../inertia';
import { urlFor } from '../routing/url';

export const LOGIN_SUCCESS = 'Login Successful';

export const showLogin: Handler = async (_req, res) => {
  await res.inertia.render('auth/login');
};

/**
 * spec §4 login success: the token stays in the session (never in the browser), the
 * user's client accounts are loaded and the first one selected. A new session id is
 * issued so that a session id known before sign-in is worth nothing after it.
 */
export const login: Handler = async (req, res) => {
  const form = validated(req, res, loginForm);
  if (!form) return;
  const { upstream, limits } = deps(req);
  if (!(await limits.allow(req, res, 'login', form.email))) return;
  const { token, user } = await signIn(upstream, form.email, form.password);
  const accounts = await linkedAccounts(upstream, token);
  await regenerate(req, res);
  Object.assign(req.session, {
    accessToken: token,
    user,
    accounts,
    selectedAccountId: accounts[0]?.id,
  });
  toast(req, LOGIN_SUCCESS, 'success');
  res.redirect(urlFor('dashboard'));
};

/** The page posts to logout.store as soon as it loads; its button is the fallback. */
export const showLogout: Handler = async (_req, res) => {
  await res.inertia.render('auth/logout');
};

/**
 * Sign-out forgets everything the session held (user, token, accounts, selection) by
 * starting a new session, and clears the browser's history so Back shows no signed-in page.
 */
export const logout: Handler = async (req, res) => {
  await regenerate(req, res);
  clearHistory(req);
  res.redirect(urlFor('login'));
};
