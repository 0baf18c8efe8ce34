import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationView } from '../../../shared/team/types';
import type { Account } from '../../../shared/types';
import { browser, signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { uniqueEmail } from '../../support/data/outbox';
import { expireInvitation, invitationToken, newUser, TEAM, teamOf } from './support';

/**
 * An invitation's page and its acceptance (docs/team.md, 'In the portal'): open to anyone
 * with the link; signing in from it comes back to it; the invitee joins with the role, no
 * code asked, the account added to the session and selected. A link unknown, expired,
 * withdrawn or already used says which; another e-mail's user is refused.
 */

let portal: Portal;
let admin: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 10000 });
  admin = await signedIn(portal.app);
});
afterAll(() => portal?.close());

/** Invites `email` as `role` and answers the token of the link mailed. */
async function invited(email: string, role = 'shipper') {
  await admin.post('team.invite', { email, role }, { errorBag: 'invite' });
  const id = (await teamOf(admin)).invitations.find((i) => i.email === email)!.id;
  return { token: await invitationToken(portal, email), id };
}

const pageOf = async (user: InertiaBrowser, token: string) =>
  (await user.visit(['invitation', { token }])).component('team/invitation');

const viewOf = async (user: InertiaBrowser, token: string) =>
  (await pageOf(user, token)).prop<InvitationView>('invitation');

const accept = (user: InertiaBrowser, token: string) => user.post(['invitation.accept', { token }]);

describe('an invitation’s page', () => {
  it('shows a visitor the account, the role, who invited and until when', async () => {
    const email = uniqueEmail('page');
    const { token } = await invited(email, 'finance');
    const page = await pageOf(browser(portal.app), token);
    page.where('signedInAs', null);
    expect(page.prop<InvitationView>('invitation')).toMatchObject({
      state: 'waiting',
      clientName: 'Cedar Line Trading',
      role: 'finance',
      roleLabel: 'Finance',
      email,
      invitedBy: expect.any(String),
      expiresAt: expect.any(String),
    });
  });

  it('says a link the provider does not know is not valid', async () => {
    expect(
      await viewOf(browser(portal.app), 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    ).toEqual({
      state: 'unknown',
      message: 'This invitation is not valid.',
    });
  });

  it('says an invitation has expired', async () => {
    const email = uniqueEmail('expired');
    const { token, id } = await invited(email);
    await expireInvitation(portal, id);
    expect(await viewOf(browser(portal.app), token)).toEqual({
      state: 'expired',
      message: 'This invitation has expired.',
    });
    const user = await newUser(portal, 'expired-invitee');
    const invitee = await signedIn(portal.app, user);
    (await accept(invitee, token))
      .redirectedTo(`/invitations/${token}`)
      .hasToast({ message: 'This invitation has expired.', status: 'error' });
  });

  it('says an invitation was withdrawn', async () => {
    const email = uniqueEmail('withdrawn');
    const { token, id } = await invited(email);
    await admin.delete(['team.withdraw', { invitation: String(id) }]);
    expect(await viewOf(browser(portal.app), token)).toEqual({
      state: 'withdrawn',
      message: 'This invitation was withdrawn.',
    });
  });
});

describe('accepting an invitation', () => {
  it('brings a visitor who signs in from the link back to it, then joins the account', async () => {
    const user = await newUser(portal, 'joiner');
    const { token } = await invited(user.email, 'shipper');
    const visitor = browser(portal.app);
    await pageOf(visitor, token);
    await visitor.visit('login');
    const landed = await visitor.post('login.store', user, { errorBag: 'login' });
    landed.redirectedTo(`/invitations/${token}`).component('team/invitation');
    landed.where('signedInAs', user.email);

    const joined = await accept(visitor, token);
    joined.redirectedTo('/dashboard').hasToast('You have joined Cedar Line Trading.');
    const accounts = joined.prop<Account[]>('accounts');
    const account = accounts.find((a) => a.name === 'Cedar Line Trading');
    expect(account).toMatchObject({ role: 'shipper' });
    expect(joined.prop<number>('selectedAccountId')).toBe(account!.id);

    const team = await teamOf(admin);
    expect(team.members.find((m) => m.email === user.email)?.role).toBe('shipper');
    expect(team.invitations.map((i) => i.email)).not.toContain(user.email);
  });

  it('refuses a link used already, and says so on its page', async () => {
    const user = await newUser(portal, 'twice');
    const { token } = await invited(user.email, 'viewer');
    const invitee = await signedIn(portal.app, user);
    await accept(invitee, token);
    (await accept(invitee, token))
      .redirectedTo(`/invitations/${token}`)
      .hasToast({ message: 'This invitation has already been used.', status: 'error' });
    expect(await viewOf(invitee, token)).toMatchObject({ state: 'used' });
  });

  it('refuses a user signed in with another e-mail, and links nothing', async () => {
    const email = uniqueEmail('someone-else');
    const { token } = await invited(email, 'viewer');
    const other = await signedIn(portal.app, TEAM.viewer);
    (await pageOf(other, token)).where('signedInAs', TEAM.viewer.email);
    (await accept(other, token)).redirectedTo(`/invitations/${token}`).hasToast({
      message: 'This invitation was sent to another e-mail address.',
      status: 'error',
    });
    expect((await teamOf(admin)).invitations.map((i) => i.email)).toContain(email);
  });

  it('starts the sign-in and sign-up forms of a visitor from the link with its e-mail', async () => {
    const email = uniqueEmail('prefilled');
    const { token } = await invited(email);
    const visitor = browser(portal.app);
    (await visitor.visit('login')).missing('invitedEmail');
    await pageOf(visitor, token);
    (await visitor.visit('login')).component('auth/login').where('invitedEmail', email);
    (await visitor.visit(['register', { type: 'personal' }]))
      .component('auth/register')
      .where('invitedEmail', email);
  });

  it('asks a visitor to sign in first', async () => {
    const { token } = await invited(uniqueEmail('signed-out'));
    const visitor = browser(portal.app);
    await pageOf(visitor, token);
    (await visitor.post(['invitation.accept', { token }])).redirectedTo('/login');
  });
});
