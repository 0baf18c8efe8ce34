import type { Handler } from '../../routes/types';
import { newPasswordForm, otpForm, resetRequestForm } from '../../shared/forms/auth';
import { completeReset, requestReset, verifyReset } from '../api/auth';
import { deps } from '../deps';
import { codeEndsAt, secondsLeft } from '../http/countdown';
import { notify } from '../http/toast';
import { validated } from '../http/validate';
import { withErrors } from '../inertia';
import { urlFor } from '../routing/url';
import { CODE_SENT_MESSAGE } from './registration';

export const VERIFY_FIRST_MESSAGE = 'Please enter the code we sent you first.';

export const showResetPassword: Handler = async (_req, res) => {
  await res.inertia.render('auth/reset-password');
};

/** spec §4: an e-mail yields a reset token and a 10-minute countdown. */
export const sendResetCode: Handler = async (req, res) => {
  const form = validated(req, res, resetRequestForm);
  if (!form) return;
  const { upstream, limits } = deps(req);
  if (!(await limits.allow(req, res, 'reset', form.email))) return;
  const sent = await requestReset(upstream, form.email);
  req.session.reset = { token: sent.data.token, email: form.email, endsAt: codeEndsAt() };
  notify(req, sent.notification);
  res.redirect(urlFor('verification'));
};

export const showVerification: Handler = async (req, res) => {
  const reset = req.session.reset!;
  await res.inertia.render('auth/verification', {
    email: reset.email,
    secondsLeft: secondsLeft(reset.endsAt),
  });
};

/** The verified code is kept: the final step sends it again with the new password. */
export const verifyResetCode: Handler = async (req, res) => {
  const form = validated(req, res, otpForm);
  if (!form) return;
  const reset = req.session.reset!;
  const { upstream, limits } = deps(req);
  if (!(await limits.allow(req, res, 'otp-verify', reset.email))) return;
  const verified = await verifyReset(upstream, reset.token, form.otp);
  req.session.reset = { ...reset, otp: form.otp };
  notify(req, verified.notification);
  res.redirect(urlFor('change-pass'));
};

/** The reset service has no resend: asking for a new code starts the reset again. */
export const resendResetCode: Handler = async (req, res) => {
  const reset = req.session.reset!;
  const { upstream, limits } = deps(req);
  if (!(await limits.allow(req, res, 'otp-resend', reset.email))) return;
  const sent = await requestReset(upstream, reset.email);
  req.session.reset = { token: sent.data.token, email: reset.email, endsAt: codeEndsAt() };
  notify(req, sent.notification, CODE_SENT_MESSAGE);
  res.redirect(urlFor('verification'));
};

export const showChangePass: Handler = async (_req, res) => {
  await res.inertia.render('auth/change-pass', { changed: false });
};

/**
 * On success the reset state is cleared and the same screen shows the 'Password Changed'
 * popup, which leads to login after 3 s; reloading it then leads to login at once.
 */
export const changePass: Handler = async (req, res) => {
  const reset = req.session.reset!;
  if (!reset.otp) {
    withErrors(req, { otp: VERIFY_FIRST_MESSAGE });
    return res.redirect(urlFor('verification'));
  }
  const form = validated(req, res, newPasswordForm);
  if (!form) return;
  await completeReset(deps(req).upstream, reset.token, reset.otp, form);
  delete req.session.reset;
  await res.inertia.render('auth/change-pass', { changed: true });
};
