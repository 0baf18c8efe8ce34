import type { Request, Response } from 'express';
import { messages } from '../../../../shared/messages';
import type { User } from '../../../../shared/types';
import { linkedAccounts } from '../../../api/auth';
import type { SecondStep } from '../../../api/two-factor';
import { deps } from '../../../deps';
import { TWO_FACTOR_REQUIRED } from '../../../http/guards';
import { sameSitePath } from '../../../http/intended';
import { regenerate } from '../../../http/session';
import { toast } from '../../../http/toast';
import { noteSignIn } from '../../../http/user-sessions';
import { urlFor } from '../../../routing/url';

declare module 'express-session' {
  interface SessionData {
    /**
     * A sign-in whose password was right, waiting for its second factor
     * (docs/two-factor.md): the provider's challenge (not signed in yet), whose it is, and
     * when it expires (epoch ms).
     */
    secondStep: {
      challenge: string;
      methods: SecondStep['methods'];
      email: string;
      expiresAt: number;
    };
    /** 'Sign in with a passkey': the provider's prompt waiting for the browser's answer. */
    passkeyPrompt: { challengeId: string; expiresAt: number };
  }
}

/** A visitor come from an invitation's link: the e-mail it was sent to, for the form. */
export const invitedTo = (req: Request): { invitedEmail?: string } => {
  const email = req.session.intended?.email;
  return email ? { invitedEmail: email } : {};
};

/** How long the provider keeps a sign-in's second step and a passkey prompt (docs/two-factor.md). */
export const SECOND_STEP_MS = 5 * 60_000;

/** The password was right and the provider asks for a second factor: kept until answered. */
export function awaitSecondStep(req: Request, email: string, step: SecondStep): void {
  const given = step.expires_at ? Date.parse(step.expires_at) : NaN;
  req.session.secondStep = {
    challenge: step.challenge,
    methods: step.methods,
    email,
    expiresAt: Number.isFinite(given) ? given : Date.now() + SECOND_STEP_MS,
  };
}

/**
 * spec §4 login success, however the user proved who they are (a password, a second
 * factor, a passkey): the token stays in the session (never in the browser), the user's
 * client accounts are loaded and the first one selected. A new session id is issued so
 * that a session id known before sign-in is worth nothing after it; what the session held
 * before (a second step waiting) goes with it. A visitor sent here on the way somewhere
 * goes on there (server/http/intended.ts), else to the dashboard.
 */
export async function finishSignIn(
  req: Request,
  res: Response,
  { token, user }: { token: string; user: User },
): Promise<void> {
  const { upstream, side, config } = deps(req);
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
  // Where you're signed in (docs/two-factor.md): this browser, from now on.
  await noteSignIn(req, side, config.sessionTtlMs);
  toast(req, messages.toast.loginSuccess, 'success');
  // An account that requires a second factor (docs/two-factor.md): its set-up comes first.
  if (accounts[0]?.requireTwoFactor && !user.two_factor) {
    toast(req, TWO_FACTOR_REQUIRED, 'info');
    return res.redirect(urlFor('two-factor'));
  }
  res.redirect(sameSitePath(intended?.path) ?? urlFor('dashboard'));
}
