import { clearHistory } from '../inertia';
import type { Handler } from '../../routes/types';
import { regenerate } from '../http/session';
import { urlFor } from '../routing/url';

export const showLogin: Handler = async (_req, res) => {
  await res.inertia.render('auth/login');
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
  await regenerate(req);
  clearHistory(req);
  res.redirect(urlFor('login'));
};
