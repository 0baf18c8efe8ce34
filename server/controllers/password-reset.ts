import { resetRequestForm } from '../../shared/forms/auth';
import { messages } from '../../shared/messages';
import { requestReset } from '../api/auth';
import { deps } from '../deps';
import { codeEndsAt } from '../http/countdown';
import type { PendingCode } from '../http/session-data';
import { render } from '../http/render';
import { notify } from '../http/toast';
import { validated } from '../http/validate';
import type { Handler } from '../routing/handler';
import { urlFor } from '../routing/url';

/** Reset Password: the e-mail form that starts a reset. */

export const create: Handler = (_req, res) => render(res, 'auth/reset-password', {});

/**
 * spec §4: an e-mail yields a reset token and a 10-minute countdown. The service answers
 * the same whether or not the e-mail has an account; the code screen repeats its words
 * rather than claiming a code went out.
 */
export async function startReset(
  req: Parameters<Handler>[0],
  email: string,
  fallback?: string,
): Promise<PendingCode> {
  const sent = await requestReset(deps(req).upstream, email);
  notify(req, sent.notification, fallback);
  return {
    token: sent.data.token,
    email,
    endsAt: codeEndsAt(),
    sentMessage: sent.notification?.message || messages.otp.resetSentTo(email),
  };
}

export const store: Handler = async (req, res) => {
  const form = validated(req, resetRequestForm);
  await deps(req).limits.attempt(req, 'reset', form.email);
  req.session.reset = await startReset(req, form.email);
  res.redirect(urlFor('verification'));
};
