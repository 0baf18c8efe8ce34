import type { Request } from 'express';
import { messages } from '../../../../shared/messages';
import { requestReset } from '../../../api/auth';
import { deps } from '../../../deps';
import { codeEndsAt } from '../../../http/countdown';
import type { PendingCode } from '../../../http/session-data';
import { notify } from '../../../http/toast';

/**
 * spec §4: an e-mail yields a reset token and a 10-minute countdown. The service answers
 * the same whether or not the e-mail has an account; the code screen repeats its words
 * rather than claiming a code went out.
 */
export async function startReset(
  req: Request,
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
