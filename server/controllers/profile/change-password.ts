import { changePasswordForm } from '../../../shared/forms/profile';
import { messages } from '../../../shared/messages';
import { signIn } from '../../api/auth';
import { changePassword } from '../../api/profile';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { regenerate } from '../../http/session';
import { toast } from '../../http/toast';
import { validated } from '../../http/validate';
import { clearHistory } from '../../inertia';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';

/** Change Password (spec §2.7). */

export const show: Handler = (_req, res) => render(res, 'profile/change-password', {});

/**
 * The provider revokes every access token of the user on a password change, and the portal
 * ends the user's other sessions on their next request (http/credentials.ts), so every
 * other browser is signed out. This one is signed in again here with the new password,
 * under a new session id, keeping its accounts and selection. If that fails, it is signed
 * out too, and told why. The passwords are never kept or logged: they live in this request
 * only.
 */
export const update: Handler = async (req, res) => {
  const form = validated(req, changePasswordForm);
  const { upstream, credentials } = deps(req);
  const user = req.session.user!;
  await changePassword(upstream, req.session.accessToken!, user.id, form);
  const changedAt = await credentials.changed(user.email);
  const kept = {
    accounts: req.session.accounts,
    selectedAccountId: req.session.selectedAccountId,
  };
  // Caught: the password is changed; a sign-in that fails after it asks the user to sign in.
  const again = await signIn(upstream, user.email, form.new_password).catch(() => null);
  await regenerate(req, res);
  if (!again) {
    clearHistory(req);
    toast(req, messages.profile.passwordChangedSignIn, 'info');
    return res.redirect(303, urlFor('login'));
  }
  Object.assign(req.session, {
    accessToken: again.token,
    user: again.user,
    ...kept,
    signedInAt: changedAt,
  });
  // Not the provider's words: they ask to sign in again, which this browser need not do.
  toast(req, messages.profile.passwordChanged, 'success');
  res.redirect(303, urlFor('change-password'));
};
