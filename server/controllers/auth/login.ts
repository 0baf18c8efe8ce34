import { loginForm } from '../../../shared/forms/auth';
import { passkeyAnswerForm } from '../../../shared/forms/two-factor';
import { messages } from '../../../shared/messages';
import { passwordSignIn } from '../../api/auth';
import { passkeySignIn, passkeySignInOptions } from '../../api/two-factor';
import { deps } from '../../deps';
import { answerJson } from '../../http/answers';
import { render } from '../../http/render';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { isJudged, refusalInOneLine } from '../../api/meanings';
import { InvalidForm } from '../../failures';
import { relyingParty, webauthnAnswer } from '../support/relying-party';
import { awaitSecondStep, finishSignIn, invitedTo, SECOND_STEP_MS } from './support/sign-in';

/** Sign-in (login). */

export const show: Handler = (req, res) => render(res, 'auth/login', invitedTo(req));

/** Whatever status the provider refuses a sign-in with (401, 403, 422, 429 …) it judged it. */
function counted(attempt: { notJudged(): Promise<void> }, fallback: string) {
  return async (err: unknown): Promise<never> => {
    // An outage, a garbled answer or code 100 says nothing about the credentials.
    if (!isJudged(err)) {
      await attempt.notJudged();
      throw err;
    }
    // One neutral message for the form: it must not say which field was wrong.
    throw new InvalidForm({ form: refusalInOneLine(err) || fallback });
  };
}

/**
 * spec §4 login: a right password signs in (support/sign-in.ts), or, for a user with
 * two-factor on, leads to the second step (docs/two-factor.md), not signed in yet.
 */
export const store: Handler = async (req, res) => {
  const form = validated(req, loginForm);
  const { upstream, limits } = deps(req);
  const attempt = await limits.signIn.reserve(req, form.email);
  // Caught: a refusal counts toward the limits with one neutral message; else it is given back.
  const answer = await passwordSignIn(upstream, form.email, form.password).catch(
    counted(attempt, messages.toast.signInRefused),
  );
  await attempt.succeeded();
  if (!answer.twoFactor) return finishSignIn(req, res, answer);
  awaitSecondStep(req, form.email, answer.twoFactor);
  res.redirect(303, urlFor('two-factor-challenge'));
};

/**
 * 'Sign in with a passkey' (docs/two-factor.md): the provider's prompt for the browser
 * (JSON), whose id waits in the session for the answer. Null when it cannot be had.
 */
export const passkeyOptions: Handler = (req, res) =>
  answerJson(res, null, async () => {
    const { challenge_id: challengeId, options } = await passkeySignInOptions(
      deps(req).upstream,
      relyingParty(req).rp_id,
    );
    req.session.passkeyPrompt = { challengeId, expiresAt: Date.now() + SECOND_STEP_MS };
    return { options };
  });

/** A passkey alone signs in: the provider verifies it for this portal's origin. */
const PROMPT_GONE = /*i18n*/ 'This passkey prompt has expired. Try again.';

export const passkey: Handler = async (req, res) => {
  const { response } = validated(req, passkeyAnswerForm);
  const prompt = req.session.passkeyPrompt;
  delete req.session.passkeyPrompt;
  if (!prompt || prompt.expiresAt <= Date.now()) throw new InvalidForm({ form: PROMPT_GONE });
  const answer = webauthnAnswer(response, 'form');
  const { upstream, limits } = deps(req);
  // A passkey names no e-mail: its answers count for the address, as the password's do.
  const attempt = await limits.signIn.reserve(req, `passkey@${req.ip ?? 'unknown'}`);
  const signedIn = await passkeySignIn(
    upstream,
    prompt.challengeId,
    answer,
    relyingParty(req),
  ).catch(counted(attempt, messages.toast.signInRefused));
  await attempt.succeeded();
  await finishSignIn(req, res, signedIn);
};
