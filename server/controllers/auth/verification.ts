import { otpForm } from '../../../shared/forms/auth';
import { messages } from '../../../shared/messages';
import { verifyReset } from '../../api/auth';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { checkCode, codeScreen } from '../support/one-time-code';
import { startReset } from './support/start-reset';

/** The reset code (verification); the reset guard ensures a reset is under way. */

export const show: Handler = (req, res) =>
  render(res, 'auth/verification', codeScreen(req.session.reset!));

/** The verified code is kept: the final step sends it again with the new password. */
export const store: Handler = async (req, res) => {
  const form = validated(req, otpForm);
  const reset = req.session.reset!;
  const { upstream, limits } = deps(req);
  await limits.attempt(req, 'otp-verify', reset.email);
  const verified = await checkCode(reset, () => verifyReset(upstream, reset.token, form.otp));
  req.session.reset = { ...reset, otp: form.otp };
  notify(req, verified.notification);
  res.redirect(urlFor('change-pass'));
};

/** The reset service has no resend: asking for a new code starts the reset again. */
export const resend: Handler = async (req, res) => {
  const { email } = req.session.reset!;
  await deps(req).limits.attempt(req, 'otp-resend', email);
  req.session.reset = await startReset(req, email, messages.toast.codeSent);
  res.redirect(urlFor('verification'));
};
