import type { Request } from 'express';
import { fill } from '../../../shared/i18n/wording';
import { messages } from '../../../shared/messages';
import type { InvitationView } from '../../../shared/team/types';
import { acceptInvitation, invitationByToken } from '../../api/team';
import { isJudged, providerWords, rescue } from '../../api/meanings';
import { deps } from '../../deps';
import type { UpstreamError } from '../../failures';
import { render } from '../../http/render';
import { toast } from '../../http/toast';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { reloadAccounts } from '../support/linked-accounts';

const words = messages.team;

/** The provider's words for an invitation that no longer works (410), as its page says them. */
const GONE: Record<string, Exclude<InvitationView['state'], 'waiting'>> = {
  [words.invitationExpired]: 'expired',
  [words.invitationWithdrawn]: 'withdrawn',
  [words.invitationUsed]: 'used',
};
const STATE_WORDS = {
  unknown: words.invitationUnknown,
  expired: words.invitationExpired,
  withdrawn: words.invitationWithdrawn,
  used: words.invitationUsed,
} as const;

/** Why an invitation does not work: 404 unknown, 410 in the provider's words; else thrown on. */
function refusedState(err: UpstreamError): InvitationView | undefined {
  if (err.status === 404) return { state: 'unknown', message: STATE_WORDS.unknown };
  if (err.status !== 410) return undefined;
  const state = GONE[providerWords(err) ?? ''] ?? 'unknown';
  return { state, message: STATE_WORDS[state] };
}

const tokenOf = (req: Request) => String(req.params.token);

/**
 * An invitation's page (docs/team.md, 'In the portal'), open to anyone with its link: the
 * account, the role, who invited and until when; or why it no longer works. A visitor who is
 * signed out is offered to sign in (and comes back here: server/http/intended.ts) or to
 * create an account; a signed-in user with another e-mail is told so.
 */
export const show: Handler = async (req, res) => {
  const token = tokenOf(req);
  // Caught: an unknown or spent invitation is this page's own answer, said in words.
  const invitation = await rescue(
    async (): Promise<InvitationView> => ({
      state: 'waiting',
      ...(await invitationByToken(deps(req).upstream, token)),
    }),
    { failed: (err) => refusedState(err) ?? Promise.reject(err) },
  );
  const user = req.session.accessToken ? (req.session.user ?? null) : null;
  if (!user && invitation.state === 'waiting') {
    req.session.intended = { path: urlFor('invitation', { token }), email: invitation.email };
  }
  await render(res, 'team/invitation', {
    invitation,
    signedInAs: user?.email ?? null,
  });
};

/**
 * 'Join': the account is linked to the signed-in user with the invitation's role, no code
 * asked, added to the session's accounts and selected. A refusal (spent, another e-mail,
 * already a member) is a toast in its words, back on the invitation's page.
 */
export const accept: Handler = async (req, res) => {
  const token = tokenOf(req);
  const { upstream } = deps(req);
  // Caught: each refusal is said in the page's words; an outage or code 100 is thrown on.
  const joined = await rescue(acceptInvitation(upstream, req.session.accessToken!, token), {
    failed: (err) => {
      if (!isJudged(err)) return Promise.reject(err);
      const state = refusedState(err);
      const refusal =
        state && state.state !== 'waiting'
          ? state.message
          : err.status === 403
            ? words.invitationOtherEmail
            : err.status === 422
              ? words.alreadyMember
              : (providerWords(err) ?? words.invitationUnknown);
      toast(req, refusal, 'error');
      return null;
    },
  });
  if (!joined) return res.redirect(303, urlFor('invitation', { token }));
  const account = joined.data;
  await reloadAccounts(req, (known) => [...known.filter((a) => a.id !== account.id), account]);
  req.session.selectedAccountId = account.id;
  toast(req, fill(words.joined, { name: account.name }), 'success');
  res.redirect(303, urlFor('dashboard'));
};
