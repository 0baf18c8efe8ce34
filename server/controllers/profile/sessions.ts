import Bowser from 'bowser';
import type { SessionView } from '../../../shared/two-factor/types';
import { signOut } from '../../api/auth';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { toast } from '../../http/toast';
import { endSessionsOfUser, publicIdOf, sessionsOfUser } from '../../http/user-sessions';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';

/**
 * Where you're signed in (docs/two-factor.md, 'In the portal'): the user's sessions in the
 * portal's session store, each with its device (named from its user agent, here on the
 * server), first and last seen, this one marked. Signing one out ends it in the store and
 * revokes its token at the provider.
 */

export const SESSION_WORDS = {
  signedOutOne: /*i18n*/ 'That session has been signed out.',
  signedOutOthers: /*i18n*/ 'Your other sessions have been signed out.',
  noneOther: /*i18n*/ 'That session had already ended.',
};

/** The browser (with its major version) and system a user agent names. */
function deviceOf(agent: string): Pick<SessionView, 'browser' | 'os' | 'kind'> {
  if (!agent) return { browser: null, os: null, kind: null };
  const parsed = Bowser.parse(agent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, major].filter(Boolean).join(' ')
    : null;
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  return { browser, os: os || null, kind: parsed.platform.type ?? null };
}

export const show: Handler = async (req, res) => {
  const { side, config } = deps(req);
  const sessions = await sessionsOfUser(req, side, config.sessionTtlMs);
  await render(res, 'profile/sessions', {
    sessions: sessions.map(({ sid, data }): SessionView => {
      const seen = data.seen;
      return {
        id: publicIdOf(sid),
        ...deviceOf(seen?.agent ?? ''),
        firstSeen: seen?.first ?? data.signedInAt ?? 0,
        lastSeen: seen?.last ?? seen?.first ?? data.signedInAt ?? 0,
        current: sid === req.sessionID,
      };
    }),
  });
};

/** Ends the sessions picked, then revokes their tokens (the provider's sign-out). */
async function endSessions(req: Parameters<Handler>[0], which: (id: string) => boolean) {
  const { side, config, upstream } = deps(req);
  const tokens = await endSessionsOfUser(req, side, config.sessionTtlMs, which);
  await Promise.all(tokens.map((token) => signOut(upstream, token)));
  return tokens.length;
}

export const destroy: Handler = async (req, res) => {
  const id = String(req.params.session);
  const ended = await endSessions(req, (publicId) => publicId === id);
  toast(
    req,
    ended ? SESSION_WORDS.signedOutOne : SESSION_WORDS.noneOther,
    ended ? 'success' : 'info',
  );
  res.redirect(303, urlFor('sessions'));
};

export const destroyOthers: Handler = async (req, res) => {
  await endSessions(req, () => true);
  toast(req, SESSION_WORDS.signedOutOthers, 'success');
  res.redirect(303, urlFor('sessions'));
};
