import { resetRequestForm } from '../../../shared/forms/auth';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { startReset } from './support/start-reset';

/** Reset Password: the e-mail form that starts a reset. */

export const show: Handler = (_req, res) => render(res, 'auth/reset-password', {});

export const store: Handler = async (req, res) => {
  const form = validated(req, resetRequestForm);
  await deps(req).limits.attempt(req, 'reset', form.email);
  req.session.reset = await startReset(req, form.email);
  res.redirect(urlFor('verification'));
};
