import type { Handler } from '../../routes/types';
import { otpForm, registerForm, type CustomerType } from '../../shared/forms/auth';
import {
  callerCountry,
  register as registerUser,
  resendCode,
  verifyRegistration,
} from '../api/auth';
import { deps } from '../deps';
import { codeEndsAt, secondsLeft } from '../http/countdown';
import { notify } from '../http/toast';
import { validated } from '../http/validate';
import { urlFor } from '../routing/url';

export const REGISTERED_MESSAGE = 'Your account is verified. Please log in.';
export const CODE_SENT_MESSAGE = 'A new code has been sent.';

export const showCreateAccount: Handler = async (_req, res) => {
  await res.inertia.render('auth/create-account');
};

export const showRegister: Handler = async (req, res) => {
  await res.inertia.render('auth/register', {
    type: req.params.type as CustomerType,
    defaultCountry: () =>
      callerCountry(deps(req).upstream, {
        ip: req.ip,
        acceptLanguage: req.get('accept-language'),
      }),
  });
};

/** spec §4: submit, receive an OTP token, go to verification with a 10-minute countdown. */
export const register: Handler = async (req, res) => {
  const form = validated(req, res, registerForm);
  if (!form) return;
  const { upstream, limits } = deps(req);
  if (!(await limits.allow(req, res, 'register', form.email))) return;
  const sent = await registerUser(upstream, form, req.params.type as CustomerType);
  req.session.otp = { token: sent.data.token, email: form.email, endsAt: codeEndsAt() };
  notify(req, sent.notification);
  res.redirect(urlFor('register-verification'));
};

export const showVerify: Handler = async (req, res) => {
  const pending = req.session.otp!;
  await res.inertia.render('auth/register-verification', {
    email: pending.email,
    secondsLeft: secondsLeft(pending.endsAt),
  });
};

/** A correct code finishes the registration: the OTP state is forgotten, then login. */
export const verify: Handler = async (req, res) => {
  const form = validated(req, res, otpForm);
  if (!form) return;
  const pending = req.session.otp!;
  const { upstream, limits } = deps(req);
  if (!(await limits.allow(req, res, 'otp-verify', pending.email))) return;
  const verified = await verifyRegistration(upstream, pending.token, form.otp);
  delete req.session.otp;
  notify(req, verified.notification, REGISTERED_MESSAGE);
  res.redirect(urlFor('login'));
};

/** Resend invalidates the old code upstream and restarts the countdown here. */
export const resend: Handler = async (req, res) => {
  const pending = req.session.otp!;
  const { upstream, limits } = deps(req);
  if (!(await limits.allow(req, res, 'otp-resend', pending.email))) return;
  const sent = await resendCode(upstream, pending.token);
  req.session.otp = { ...pending, token: sent.data.token, endsAt: codeEndsAt() };
  notify(req, sent.notification, CODE_SENT_MESSAGE);
  res.redirect(urlFor('register-verification'));
};
