import { loginForm } from '../../../shared/forms/auth';
import { messages } from '../../../shared/messages';
import { linkedAccounts, signIn } from '../../api/auth';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { sameSitePath } from '../../http/intended';
import { regenerate } from '../../http/session';
import { toast } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { isJudged, refusalInOneLine } from '../../api/meanings';
import { InvalidForm } from '../../failures';

/** Sign-in (login). */

export const show: Handler = (_req, res) => render(res, 'auth/login', {});

/**
 * spec §4 login success: the token stays in the session (never in the browser), the
 * user's client accounts are loaded and the first one selected. A new session id is
 * issued so that a session id known before sign-in is worth nothing after it. A visitor
 * sent here on the way somewhere goes on there (server/http/intended.ts), else to the
 * dashboard.
 */
export const store: Handler = async (req, res) => {
  const form = validated(req, loginForm);
  const { upstream, limits } = deps(req);
  const attempt = await limits.signIn.reserve(req, form.email);
  // Caught: a refusal counts toward the limits with one neutral message; else it is given back.
  const { token, user } = await signIn(upstream, form.email, form.password).catch(
    async (err: unknown) => {
      // Whatever status the provider refuses a sign-in with (401, 403, 422, 429 …) it judged
      // the credentials, so the attempt counts toward the limits; an outage, a garbled
      // answer or code 100 says nothing about them.
      if (!isJudged(err)) {
        await attempt.notJudged();
        throw err;
      }
      // One neutral message for the form: it must not say which field was wrong.
      throw new InvalidForm({ form: refusalInOneLine(err) || messages.toast.signInRefused });
    },
  );
  await attempt.succeeded();
  const accounts = await linkedAccounts(upstream, token);
  const { draftAside: aside, pickupAside, intended } = req.session;
  await regenerate(req, res);
  Object.assign(req.session, {
    accessToken: token,
    user,
    accounts,
    accountsReadAt: Date.now(),
    selectedAccountId: accounts[0]?.id,
  });
  if (aside?.userId === user.id) req.session.shipmentDraft = aside.draft;
  if (pickupAside?.userId === user.id) req.session.pickupDraft = pickupAside.draft;
  // Asked to sign in on the way somewhere ('Ship this' on a quote): on to it, with the choice.
  if (intended?.shipQuote) req.session.shipQuote = intended.shipQuote;
  toast(req, messages.toast.loginSuccess, 'success');
  res.redirect(sameSitePath(intended?.path) ?? urlFor('dashboard'));
};
