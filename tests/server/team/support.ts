import { expect } from 'vitest';
import type { TeamView } from '../../../shared/team/types';
import type { Offered } from '../../../shared/billing/types';
import type { InertiaBrowser } from '../../support/inertia';
import { browser } from '../../support/inertia';
import { latestCode, uniqueEmail } from '../../support/data/outbox';
import type { Portal } from '../../support/portal';

/** The demo account's team members (docs/team.md, 'The reference services'). */
export const TEAM = {
  admin: { email: 'admin@portal.test', password: 'Demo!2345' },
  shipper: { email: 'shipper@portal.test', password: 'Demo!2345' },
  finance: { email: 'finance@portal.test', password: 'Demo!2345' },
  viewer: { email: 'viewer@portal.test', password: 'Demo!2345' },
} as const;

/** The Team page's prop, as the signed-in admin sees it now. */
export async function teamOf(user: InertiaBrowser): Promise<TeamView> {
  const team = (await user.visit('team')).component('team/team').prop<Offered<TeamView>>('team');
  expect(team.state).toBe('ok');
  if (team.state !== 'ok') throw new Error('no team');
  return team.value;
}

export const memberId = (team: TeamView, email: string) => {
  const found = team.members.find((m) => m.email === email);
  if (!found) throw new Error(`${email} is not a member`);
  return found.userId;
};

/** The token of the newest invitation link mailed to `to` (the provider's dev outbox). */
export async function invitationToken(portal: Portal, to: string): Promise<string> {
  const url = new URL('/dev/outbox', portal.services.urls.main);
  url.searchParams.set('to', to);
  const messages = (await (await fetch(url)).json()) as Array<{ channel: string; text: string }>;
  const tokens = messages
    .filter((m) => m.channel === 'mail')
    .map((m) => /\/invitations\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
    .filter((t): t is string => Boolean(t));
  if (tokens.length === 0) throw new Error(`no invitation mailed to ${to}`);
  return tokens[0]!;
}

/** The reference's test-only route that ends an invitation's 7 days now. */
export async function expireInvitation(portal: Portal, id: number): Promise<void> {
  const url = new URL(`/dev/invitations/${id}/expire`, portal.services.urls.main);
  const answer = await fetch(url, { method: 'POST' });
  expect(answer.status).toBe(200);
}

/** A verified new user (no account linked), signed out: their e-mail and password. */
export async function newUser(portal: Portal, tag: string) {
  const email = uniqueEmail(tag);
  const password = 'Colleague!2345';
  const visitor = browser(portal.app);
  await visitor.visit(['register', { type: 'personal' }]);
  await visitor.post(['register.store', { type: 'personal' }], {
    first_name: 'Layla',
    last_name: 'Aoun',
    email,
    phone_number: '+961 71 123 456',
    password,
    password_confirmation: password,
  });
  await visitor.post('register-verification.store', { otp: await latestCode(portal, email) });
  return { email, password };
}
