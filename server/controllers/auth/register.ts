import type { CustomerType } from '../../../shared/forms/auth';
import { registerForm } from '../../../shared/forms/register';
import { callerCountry, register } from '../../api/auth';
import { deps } from '../../deps';
import { codeEndsAt } from '../../http/countdown';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { invitedTo } from './support/sign-in';

/** Sign-up's form (register), for a personal or a business customer. */

export const show: Handler = (req, res) =>
  render(res, 'auth/register', {
    ...invitedTo(req),
    type: req.params.type as CustomerType,
    defaultCountry: () =>
      callerCountry(deps(req).upstream, {
        ip: req.ip,
        acceptLanguage: req.get('accept-language'),
      }),
  });

/** spec §4: submit, receive an OTP token, go to verification with a 10-minute countdown. */
export const store: Handler = async (req, res) => {
  const form = validated(req, registerForm);
  const { upstream, limits } = deps(req);
  await limits.attempt(req, 'register', form.email);
  const sent = await register(upstream, form, req.params.type as CustomerType);
  req.session.otp = { token: sent.data.token, email: form.email, endsAt: codeEndsAt() };
  notify(req, sent.notification);
  res.redirect(urlFor('register-verification'));
};
