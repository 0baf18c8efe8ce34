import { otpForm } from '../../../shared/forms/auth';
import { messages } from '../../../shared/messages';
import { resendCode, verifyRegistration } from '../../api/auth';
import { deps } from '../../deps';
import { codeEndsAt } from '../../http/countdown';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { checkCode, codeScreen } from '../support/one-time-code';

/** The sign-up code (register-verification); the otp guard ensures a code is pending. */

export const show: Handler = (req, res) =>
  render(res, 'auth/register-verification', codeScreen(req.session.otp!));

/** A correct code finishes the registration: the OTP state is forgotten, then login. */
export const store: Handler = async (req, res) => {
  const form = validated(req, otpForm);
  const pending = req.session.otp!;
  const { upstream, limits } = deps(req);
  await limits.attempt(req, 'otp-verify', pending.email);
  const verified = await checkCode(pending, () =>
    verifyRegistration(upstream, pending.token, form.otp),
  );
  delete req.session.otp;
  notify(req, verified.notification, messages.toast.registered);
  res.redirect(urlFor('login'));
};

/** Resend invalidates the old code upstream and restarts the countdown here. */
export const resend: Handler = async (req, res) => {
  const pending = req.session.otp!;
  const { upstream, limits } = deps(req);
  await limits.attempt(req, 'otp-resend', pending.email);
  const sent = await resendCode(upstream, pending.token);
  req.session.otp = { email: pending.email, token: sent.data.token, endsAt: codeEndsAt() };
  notify(req, sent.notification, messages.toast.codeSent);
  res.redirect(urlFor('register-verification'));
};
