import type { Request, Response } from 'express';
import { appCodeForm, passkeyAnswerForm, recoveryCodeForm } from '../../../shared/forms/two-factor';
import * as api from '../../api/two-factor';
import { isJudged, whatItMeans } from '../../api/meanings';
import { deps } from '../../deps';
import { InvalidForm } from '../../failures';
import { answerJson } from '../../http/answers';
import { render } from '../../http/render';
import { toast } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { relyingParty, webauthnAnswer } from '../support/relying-party';
import { finishSignIn } from './support/sign-in';

/**
 * A sign-in's second step (docs/two-factor.md, 'In the portal'): the password was right,
 * and the provider's challenge waits in the session (not signed in yet) for the app's
 * code, a recovery code or a passkey. Each answer counts toward the same limits as the
 * password (server/http/rate-limit.ts, for the e-mail that signed in). A challenge past its
 * five minutes, or voided by the provider, sends the user back to sign in, with the
 * provider's words.
 */

export const SIGN_IN_EXPIRED = /*i18n*/ 'Sign in again: this sign-in has expired.';

/** The challenge waiting, or undefined after sending the user back to sign in. */
function waiting(req: Request, res: Response) {
  const step = req.session.secondStep;
  if (step && step.expiresAt > Date.now()) return step;
  backToSignIn(req, res, step ? SIGN_IN_EXPIRED : undefined);
  return undefined;
}

function backToSignIn(req: Request, res: Response, message: string | undefined): void {
  delete req.session.secondStep;
  if (message) toast(req, message, 'error');
  res.redirect(303, urlFor('login'));
}

export const show: Handler = async (req, res) => {
  const step = waiting(req, res);
  if (step) await render(res, 'auth/two-factor-challenge', { methods: step.methods });
};

/** The provider's fields, as the page's: a passkey's refusals under its answer. */
const FIELD: Record<string, string> = {
  code: 'code',
  recovery_code: 'recovery_code',
  passkey: 'response',
  'passkey.response': 'response',
  'passkey.origin': 'response',
  'passkey.rp_id': 'response',
};

function answerOf(req: Request): api.SecondFactorAnswer {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if ('response' in body) {
    const { response } = validated(req, passkeyAnswerForm);
    return { passkey: { response: webauthnAnswer(response, 'response'), ...relyingParty(req) } };
  }
  if ('recovery_code' in body) return validated(req, recoveryCodeForm);
  return validated(req, appCodeForm);
}

export const store: Handler = async (req, res) => {
  const step = waiting(req, res);
  if (!step) return;
  const answer = answerOf(req);
  const { upstream, limits } = deps(req);
  const attempt = await limits.signIn.reserve(req, step.email);
  let signedIn;
  try {
    signedIn = await api.answerSecondStep(upstream, step.challenge, answer);
  } catch (err) {
    // Caught: a refusal counts toward the sign-in limits and is said under its field; a
    // challenge the provider voided (expired, or the fifth wrong answer) means signing in
    // again; an outage is given back.
    if (!isJudged(err)) {
      await attempt.notJudged();
      throw err;
    }
    return whatItMeans(err, {
      fields: (said) => {
        if (said.challenge) return backToSignIn(req, res, said.challenge);
        const fields = Object.entries(said).map(([k, v]) => [FIELD[k] ?? 'form', v]);
        throw new InvalidForm(Object.fromEntries(fields) as Record<string, string>);
      },
    });
  }
  await attempt.succeeded();
  await finishSignIn(req, res, signedIn);
};

/** The browser's passkey prompt for this sign-in (JSON); null when it cannot be had. */
export const passkeyOptions: Handler = async (req, res) => {
  const step = req.session.secondStep;
  await answerJson(res, null, async () => {
    if (!step || step.expiresAt <= Date.now()) return null;
    const { upstream } = deps(req);
    return {
      options: await api.secondStepPasskeyOptions(
        upstream,
        step.challenge,
        relyingParty(req).rp_id,
      ),
    };
  });
};
