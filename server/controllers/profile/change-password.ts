import { changePasswordForm } from '../../../shared/forms/profile';
import { messages } from '../../../shared/messages';
import { passwordSignIn } from '../../api/auth';
import { changePassword } from '../../api/profile';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { regenerate } from '../../http/session';
import { toast } from '../../http/toast';
import { validated } from '../../http/validate';
import { clearHistory } from '../../inertia';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { awaitSecondStep } from '../auth/support/sign-in';

/** Change Password (spec §2.7). */

/** Said by the server alone, so in its own catalog (server/locales). */
const SECOND_STEP_AFTER_CHANGE =
  /*i18n*/ 'Your password has been changed. Confirm it is you to stay signed in.';

export const show: Handler = (_req, res) => render(res, 'profile/change-password', {});

/**
 * The provider revokes every access token of the user on a password change, and the portal
 * ends the user's other sessions on their next request (http/credentials.ts), so every
 * other browser is signed out. This one is signed in again here with the new password,
 * under a new session id, keeping its accounts and selection. A user with two-factor
 * sign-in on answers the second step for it (docs/two-factor.md), and comes back here. If
 * the sign-in fails, this browser is signed out too, and told why. The passwords are never
 * kept or logged: they live in this request only.
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
  const again = await passwordSignIn(upstream, user.email, form.new_password).catch(() => null);
  await regenerate(req, res);
  if (!again) {
    clearHistory(req);
    toast(req, messages.profile.passwordChangedSignIn, 'info');
    return res.redirect(303, urlFor('login'));
  }
  if (again.twoFactor) {
    clearHistory(req);
    awaitSecondStep(req, user.email, again.twoFactor);
    req.session.intended = { path: urlFor('change-password') };
    toast(req, SECOND_STEP_AFTER_CHANGE, 'info');
    return res.redirect(303, urlFor('two-factor-challenge'));
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
