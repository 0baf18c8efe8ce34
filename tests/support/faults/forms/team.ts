import type { RouteName } from '../../../../routes/web';
import type { PageObject } from '../../../../server/inertia';
import { urlFor } from '../../../../server/routing/url';
import type { Offered } from '../../../../shared/billing/types';
import type { TeamView } from '../../../../shared/team/types';
import { uniqueEmail } from '../../data/outbox';
import { Browser, type FaultsPortal } from '../../portal/faults';
import type { FormSample } from '../form-sample';

/** A link no invitation has: the page and its 'Join' ask the provider, which knows none. */
export const UNKNOWN_INVITATION = 'NoSuchInvitation0123456789abcdefghijklmnopq';

const teamOf = (page: PageObject): TeamView | null => {
  const team = page.props.team as Offered<TeamView> | undefined;
  return team?.state === 'ok' ? team.value : null;
};

/** The seeded viewer's id: a role set to what it is already changes nothing. */
const viewerId = (page: PageObject) =>
  String(teamOf(page)?.members.find((m) => m.role === 'viewer')?.userId ?? 1);

/** The portal a tab talks to (kept private by the tab, which these samples alone need). */
const portalOf = (browser: Browser) => (browser as unknown as { portal: FaultsPortal }).portal;

/** The invitation 'Join' is sent for: made afresh for the tab's own user before each send. */
let invitation = UNKNOWN_INVITATION;

/**
 * The demo admin invites the tab's own user (a new user with no account), after removing them
 * should an earlier send have joined them; the link's token is read from the dev outbox (an
 * invitation still waiting stays the newest mail).
 */
async function invited(browser: Browser): Promise<void> {
  const portal = portalOf(browser);
  const user = (await browser.session())?.user;
  if (!user) throw new Error(`${browser.name}: not signed in`);
  const admin = await new Browser(portal, `${browser.name}-admin`).signIn();
  await admin.send('delete', urlFor('team.remove', { member: String(user.id) }), {});
  await admin.send('post', urlFor('team.invite'), { email: user.email, role: 'viewer' });
  const url = new URL('/dev/outbox', portal.services.urls.main);
  url.searchParams.set('to', user.email);
  const mails = (await (await fetch(url)).json()) as Array<{ channel: string; text: string }>;
  const token = mails
    .filter((m) => m.channel === 'mail')
    .map((m) => /\/invitations\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`${browser.name}: no invitation mailed to ${user.email}`);
  invitation = token;
}

/** The forms of the team's pages (docs/team.md): Team's actions and an invitation's 'Join'. */
export const TEAM_FORMS: Partial<Record<RouteName, FormSample>> = {
  'team.invite': {
    from: () => urlFor('team'),
    body: () => ({ email: uniqueEmail('fault'), role: 'viewer' }),
    errorBag: 'invite',
  },
  'team.withdraw': {
    from: () => urlFor('team'),
    target: (_d, page) =>
      urlFor('team.withdraw', { invitation: String(teamOf(page)?.invitations[0]?.id ?? 1) }),
    body: () => ({}),
  },
  'team.role': {
    from: () => urlFor('team'),
    target: (_d, page) => urlFor('team.role', { member: viewerId(page) }),
    body: () => ({ role: 'viewer' }),
  },
  'team.remove': {
    from: () => urlFor('team'),
    // A member who is not the demo user, whose sessions go on using the account.
    target: (_d, page) => urlFor('team.remove', { member: viewerId(page) }),
    body: () => ({}),
  },
  // Off, as it is: switched on, every page of an admin without a second factor asks for one.
  'team.security': {
    from: () => urlFor('team'),
    body: () => ({ require_two_factor: false }),
  },
  // 'Join', by a user of its own invited afresh before each send; a failure leads back to
  // the page it was sent from, an invitation's page.
  'invitation.accept': {
    ownUser: true,
    from: () => urlFor('invitation', { token: UNKNOWN_INVITATION }),
    prepare: invited,
    target: () => urlFor('invitation.accept', { token: invitation }),
    body: () => ({}),
  },
};
