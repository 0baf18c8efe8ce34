import { newPasswordForm } from '../../../shared/forms/auth';
import { messages } from '../../../shared/messages';
import { completeReset } from '../../api/auth';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { InvalidForm } from '../../failures';

/** The new password at the end of a reset (change-pass). */

export const show: Handler = (_req, res) => render(res, 'auth/change-pass', { changed: false });

/**
 * On success the reset state is cleared and the same screen shows the 'Password Changed'
 * popup, which leads to login after 3 s; reloading it then leads to login at once. Every
 * session of the user still signed in elsewhere ends on its next request.
 */
export const store: Handler = async (req, res) => {
  const reset = req.session.reset!;
  if (!reset.otp) throw new InvalidForm({ otp: messages.otp.verifyFirst }, 'verification');
  const form = validated(req, newPasswordForm);
  const { upstream, credentials } = deps(req);
  await completeReset(upstream, reset.token, reset.otp, form);
  await credentials.changed(reset.email);
  delete req.session.reset;
  await render(res, 'auth/change-pass', { changed: true });
};
