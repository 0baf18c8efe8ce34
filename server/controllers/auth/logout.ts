import { signOut } from '../../api/auth';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { regenerate } from '../../http/session';
import { clearHistory } from '../../inertia';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';

/** The page posts to logout.store as soon as it loads; its button is the fallback. */
export const show: Handler = (_req, res) => render(res, 'auth/logout', {});

/**
 * Sign-out forgets everything the session held (user, token, accounts, selection) by
 * starting a new session, and clears the browser's history so Back shows no signed-in page.
 */
export const store: Handler = async (req, res) => {
  const token = req.session.accessToken;
  if (token) await signOut(deps(req).upstream, token);
  await regenerate(req, res);
  clearHistory(req);
  res.redirect(urlFor('login'));
};
