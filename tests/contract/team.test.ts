// Extension: an account's team (docs/team.md, 'The provider's side'). The linked accounts
// carry the caller's `role` and `require_two_factor`; an admin lists the members and the
// invitations waiting (`GET /user/clients/{client}/members`), invites by e-mail with a role
// (`POST …/invitations`, 201, the link `<portal>/invitations/{token}` mailed), withdraws an
// invitation (`DELETE …/invitations/{id}`), changes a role (`PUT …/members/{user}`), removes
// a member (`DELETE …/members/{user}`) and requires two-factor sign-in (`PUT …/security`).
// The invitation's page (`GET /invitations/{token}`, no token) and its acceptance
// (`POST /invitations/{token}/accept`) answer 404 for an unknown one and 410 for one expired,
// withdrawn or used. The provider enforces each role's permissions: 403 'Your role on this
// account does not allow this.'; a member removed is refused on their next call. Invitations
// are read from the outbox and aged with the reference services' `POST
// /dev/invitations/{id}/expire`, so this file runs on them (or a backend with an outbox) only.
// A backend without the extension fails this file only.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, invalid, ok, signedOut, type Answer } from '../support/contract/api';
import type { Id, Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { signedIn } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';
import { embeddedTarget, linkableKnown, otpReadable } from '../support/contract/target';

const contract = useContract();
const { api, flow, target: service } = contract;
const me = signedIn(contract);

const ROLES = ['admin', 'shipper', 'finance', 'viewer'] as const;
type Role = (typeof ROLES)[number];
const ROLE_REFUSED = 'Your role on this account does not allow this.';
const NOT_LINKED = 'This account is not linked to your profile.';

const instant = z.iso.datetime({ offset: true });
const member = z
  .object({
    user_id: s.id,
    name: z.string(),
    email: z.string().min(1),
    role: z.enum(ROLES),
    role_label: z.string().min(1),
    joined_at: instant,
  })
  .strict();
const invitation = z
  .object({
    id: s.id,
    email: z.string().min(1),
    role: z.enum(ROLES),
    role_label: z.string().min(1),
    invited_by: z.string().nullable(),
    created_at: instant,
    expires_at: instant,
  })
  .strict();
const team = z
  .object({
    members: z.array(member).min(1),
    invitations: z.array(invitation),
    require_two_factor: z.boolean(),
  })
  .strict();
const preview = z
  .object({
    client_name: z.string().min(1),
    role: z.enum(ROLES),
    role_label: z.string().min(1),
    email: z.string().min(1),
    invited_by: z.string().nullable(),
    expires_at: instant,
  })
  .strict();
const linked = s.client.extend({ role: z.enum(ROLES), require_two_factor: z.boolean() });

const base = (client: Id = me.client.id) => `/user/clients/${client}`;
const as = (session: Session, headers: Record<string, string> = {}) => ({
  token: session.token,
  headers,
});

const put = (path: string, token: string, body: unknown) =>
  api.call('main', 'PUT', path, { token, body });

const readTeam = async (session: Session = me.session, language?: string) =>
  ok(
    await api.get(
      'main',
      `${base()}/members`,
      as(session, language ? { 'Accept-Language': language } : {}),
    ),
    team,
  );

const invite = (
  email: string,
  role: string,
  session: Session = me.session,
  language?: string,
  client: Id = me.client.id,
) =>
  api.post('main', `${base(client)}/invitations`, {
    ...as(session, language ? { 'Accept-Language': language } : {}),
    body: { email, role },
  });

/** The token of the newest invitation mailed to `email`, from its link. */
async function mailedToken(email: string): Promise<{ token: string; text: string }> {
  const messages = await service().outbox!(email);
  const text = messages[0]?.text ?? '';
  const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token, `an invitation link in the mail to ${email}: ${text}`).toBeTruthy();
  return { token: token!, text };
}

async function invited(email: string, role: Role, admin = me.session, client: Id = me.client.id) {
  const row = ok(await invite(email, role, admin, undefined, client), invitation);
  return { ...row, ...(await mailedToken(email)) };
}

const accept = (token: string, session: Session) =>
  api.post('main', `/invitations/${token}/accept`, { token: session.token, body: {} });

/** A new user who joined the account (the test account) with `role` through an invitation. */
async function joined(role: Role, admin = me.session, client: Id = me.client.id) {
  const user = await flow.newUser();
  const { token } = await invited(user.email, role, admin, client);
  ok(await accept(token, user.session), linked.extend({ role_label: z.string() }));
  return user;
}

/** The caller's role on the account as the linked accounts list says it (none: not linked). */
const roleIn = async (session: Session, client: Id = me.client.id) =>
  ok(await api.get('main', '/user/clients', as(session)), z.array(linked)).find(
    (c) => String(c.id) === String(client),
  )?.role;

const refusedByRole = (answer: Answer) => {
  expect(forbidden(answer).notification.message).toBe(ROLE_REFUSED);
};

const expire = async (id: Id) =>
  expect(
    (await fetch(`${service().urls.main}/dev/invitations/${id}/expire`, { method: 'POST' })).status,
  ).toBe(200);

const shipmentTotal = async () =>
  ok(
    await api.get('main', `${base()}/shipments`, {
      token: me.session.token,
      query: { per_page: 1 },
    }),
    s.paginated(z.unknown()),
  ).total;

describe.skipIf(!otpReadable)('team members, roles and invitations (extension)', () => {
  describe('the linked accounts', () => {
    it('carry the caller’s role and whether two-factor sign-in is required', async () => {
      const list = ok(await api.get('main', '/user/clients', as(me.session)), z.array(linked));
      expect(list.find((c) => String(c.id) === String(me.client.id))).toMatchObject({
        role: 'admin',
        require_two_factor: false,
      });
      const mine = ok(
        await api.get('main', '/my/clients', as(me.session)),
        z.object({ clients: z.array(linked) }),
      );
      expect(mine.clients.every((c) => ROLES.includes(c.role))).toBe(true);
    });
  });

  describe('inviting', () => {
    it('invites by e-mail with a role, mails the link and lists the invitation waiting', async () => {
      const email = `contract-invitee-${Date.now()}@example.com`;
      const row = ok(await invite(email, 'shipper'), invitation);
      expect(row).toMatchObject({ email, role: 'shipper', role_label: 'Shipper' });
      const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
      expect(days).toBeCloseTo(7, 3);
      const { token, text } = await mailedToken(email);
      expect(text).toContain(me.client.name);
      const listed = (await readTeam()).invitations.find((i) => String(i.id) === String(row.id));
      expect(listed).toEqual(row);
      const page = ok(await api.get('main', `/invitations/${token}`), preview);
      expect(page).toMatchObject({
        client_name: me.client.name,
        role: 'shipper',
        role_label: 'Shipper',
        email,
        expires_at: row.expires_at,
      });
      expect(page.invited_by).toBe(row.invited_by);
    });

    it('refuses a member’s e-mail, a second invitation waiting, an unknown role or a bad e-mail', async () => {
      const email = `contract-twice-${Date.now()}@example.com`;
      ok(await invite(email, 'viewer'), invitation);
      const before = (await readTeam()).invitations.length;
      expect(invalid(await invite(email.toUpperCase(), 'finance'), ['email']).email).toBe(
        'An invitation to this e-mail is already waiting.',
      );
      expect(invalid(await invite(me.session.user.email, 'viewer'), ['email']).email).toBe(
        'This person is already a member of this account.',
      );
      invalid(await invite(`contract-role-${Date.now()}@example.com`, 'owner'), ['role']);
      invalid(await invite('not-an-email', 'viewer'), ['email']);
      expect((await readTeam()).invitations.length, 'nothing kept').toBe(before);
    });

    it('writes the mail in the invitee’s language when they use the portal, else the inviter’s', async () => {
      const user = await flow.newUser();
      ok(
        await api.post('main', '/user/language', {
          token: user.session.token,
          body: { language: 'fr' },
        }),
        z.unknown(),
      );
      ok(await invite(user.email, 'viewer', me.session, 'ar'), invitation);
      expect((await mailedToken(user.email)).text).toMatch(/vous invite/);
      const stranger = `contract-ar-${Date.now()}@example.com`;
      const row = ok(await invite(stranger, 'finance', me.session, 'ar'), invitation);
      expect(row.role_label).toBe('المالية');
      expect((await mailedToken(stranger)).text).toMatch(/[\u0600-\u06FF]/);
    });
  });

  describe('the invitation’s life', () => {
    it('links the invitee with the role on accepting, without a code, and only once', async () => {
      const user = await flow.newUser();
      const row = await invited(user.email, 'finance');
      const joinedAs = ok(await accept(row.token, user.session), linked);
      expect(joinedAs).toMatchObject({ role: 'finance', require_two_factor: false });
      expect(String(joinedAs.id)).toBe(String(me.client.id));
      expect(await roleIn(user.session)).toBe('finance');
      const members = (await readTeam()).members;
      expect(members.find((m) => m.email === user.email)).toMatchObject({
        role: 'finance',
        role_label: 'Finance',
      });
      expect((await readTeam()).invitations.some((i) => String(i.id) === String(row.id))).toBe(
        false,
      );
      const again = failure(await accept(row.token, user.session), 410);
      expect(again.notification.message).toBe('This invitation has already been used.');
      expect(
        failure(await api.get('main', `/invitations/${row.token}`), 410).notification.message,
      ).toBe('This invitation has already been used.');
    });

    it('refuses an unknown, expired or withdrawn invitation, each with its message', async () => {
      const user = await flow.newUser();
      expect(
        failure(await api.get('main', '/invitations/no-such-token'), 404).notification.message,
      ).toBe('This invitation is not valid.');
      failure(await accept('no-such-token', user.session), 404);

      const late = await invited(user.email, 'viewer');
      await expire(late.id);
      const expired = 'This invitation has expired.';
      expect(
        failure(await api.get('main', `/invitations/${late.token}`), 410).notification.message,
      ).toBe(expired);
      expect(failure(await accept(late.token, user.session), 410).notification.message).toBe(
        expired,
      );
      expect((await readTeam()).invitations.some((i) => String(i.id) === String(late.id))).toBe(
        false,
      );

      const withdrawn = await invited(user.email, 'viewer');
      ok(
        await api.delete('main', `${base()}/invitations/${withdrawn.id}`, as(me.session)),
        z.null(),
      );
      const message = 'This invitation was withdrawn.';
      expect(
        failure(await api.get('main', `/invitations/${withdrawn.token}`), 410).notification.message,
      ).toBe(message);
      expect(failure(await accept(withdrawn.token, user.session), 410).notification.message).toBe(
        message,
      );
      expect(await roleIn(user.session), 'not linked').toBeUndefined();
      failure(await api.delete('main', `${base()}/invitations/999999999`, as(me.session)), 404);
    });

    it('refuses a user whose e-mail is not the invitation’s, and the invitee may still accept', async () => {
      const invitee = await flow.newUser();
      const other = await flow.newUser();
      const row = await invited(invitee.email, 'viewer');
      expect(forbidden(await accept(row.token, other.session)).notification.message).toBe(
        'This invitation was sent to another e-mail address.',
      );
      expect(await roleIn(other.session)).toBeUndefined();
      ok(await accept(row.token, invitee.session), linked);
      signedOut(await api.post('main', `/invitations/${row.token}/accept`, { body: {} }));
    });

    it('takes one of two accepts sent at once', async () => {
      const user = await flow.newUser();
      const row = await invited(user.email, 'shipper');
      const answers = await Promise.all([
        accept(row.token, user.session),
        accept(row.token, user.session),
      ]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status >= 400 && status < 500)).toHaveLength(1);
      const mine = (await readTeam()).members.filter((m) => m.email === user.email);
      expect(mine).toHaveLength(1);
    });
  });

  describe('roles, enforced by the provider', () => {
    it('lets a viewer read and nothing more: a booking by a viewer is refused and nothing made', async () => {
      const viewer = await joined('viewer');
      ok(
        await api.get('main', `${base()}/shipments`, as(viewer.session)),
        s.paginated(z.unknown()),
      );
      ok(
        await api.get('main', `/clients/${me.client.id}/addresses`, as(viewer.session)),
        z.array(s.address),
      );
      ok(await api.get('main', `${base()}/pickup-requests`, as(viewer.session)), z.unknown());
      const { body } = await flow.shipmentBody(me.session, me.client.id);
      const total = await shipmentTotal();
      refusedByRole(
        await api.post('main', `/clients/${me.client.id}/shipments`, {
          token: viewer.session.token,
          body,
        }),
      );
      expect(await shipmentTotal(), 'nothing booked').toBe(total);
      refusedByRole(
        await api.post('main', `/clients/${me.client.id}/addresses`, {
          token: viewer.session.token,
          body: await flow.addressBody(),
        }),
      );
      const home = await flow.createAddress(me.session, me.client.id);
      refusedByRole(
        await api.post('pickup', '/pickup-requests', {
          token: viewer.session.token,
          body: flow.pickupBody(home.id),
        }),
      );
      const pickup = ok(
        await api.post('pickup', '/pickup-requests', {
          token: me.session.token,
          body: flow.pickupBody(home.id),
        }),
        s.withId,
      );
      refusedByRole(
        await api.post('pickup', `/pickup-requests/${pickup.id}/cancel`, {
          token: viewer.session.token,
          body: {},
        }),
      );
      refusedByRole(await api.get('main', `${base()}/invoices`, as(viewer.session)));
      refusedByRole(await api.get('main', `${base()}/members`, as(viewer.session)));
      refusedByRole(await invite(`contract-v-${Date.now()}@example.com`, 'viewer', viewer.session));
    });

    it('lets finance read invoices and reports, and not book', async () => {
      const finance = await joined('finance');
      ok(await api.get('main', `${base()}/invoices`, as(finance.session)), z.unknown());
      ok(
        await api.get('main', `${base()}/shipments`, as(finance.session)),
        s.paginated(z.unknown()),
      );
      const { body } = await flow.shipmentBody(me.session, me.client.id);
      refusedByRole(
        await api.post('main', `/clients/${me.client.id}/shipments`, {
          token: finance.session.token,
          body,
        }),
      );
      refusedByRole(await api.get('main', `${base()}/activity`, as(finance.session)));
    });

    it('lets a shipper book and cancel, and not read invoices, reports or the team', async () => {
      const shipper = await joined('shipper');
      const created = await flow.createShipment(shipper.session, me.client.id);
      ok(
        await api.post('main', `/clients/${me.client.id}/shipments/${created.shipment_id}/cancel`, {
          token: shipper.session.token,
          body: {},
        }),
        z.unknown(),
      );
      refusedByRole(await api.get('main', `${base()}/invoices`, as(shipper.session)));
      refusedByRole(
        await api.get('main', `${base()}/reports/shipments`, {
          token: shipper.session.token,
          query: { from: '2026-01-01', to: '2026-01-31' },
        }),
      );
      refusedByRole(await api.get('main', `${base()}/members`, as(shipper.session)));
      refusedByRole(
        await put(`${base()}/security`, shipper.session.token, { require_two_factor: true }),
      );
    });

    it('applies a role changed at once, and says the role in the caller’s language', async () => {
      const user = await joined('viewer');
      const { body } = await flow.shipmentBody(me.session, me.client.id);
      const path = `/clients/${me.client.id}/shipments`;
      refusedByRole(await api.post('main', path, { token: user.session.token, body }));
      const changed = ok(
        await put(`${base()}/members/${user.session.user.id}`, me.session.token, {
          role: 'shipper',
        }),
        member,
      );
      expect(changed).toMatchObject({ role: 'shipper', role_label: 'Shipper' });
      expect(await roleIn(user.session)).toBe('shipper');
      ok(await api.post('main', path, { token: user.session.token, body }), s.created);
      invalid(
        await put(`${base()}/members/${user.session.user.id}`, me.session.token, { role: 'owner' }),
        ['role'],
      );
      failure(await put(`${base()}/members/999999999`, me.session.token, { role: 'viewer' }), 404);
      const fr = (await readTeam(me.session, 'fr')).members.find((m) => m.email === user.email);
      expect(fr?.role_label).toBe('Expéditeur');
      const ar = (await readTeam(me.session, 'ar')).members.find((m) => m.role === 'admin');
      expect(ar?.role_label).toBe('مسؤول');
    });
  });

  describe('removing a member and the last admin', () => {
    it('refuses a removed member on their next call', async () => {
      const user = await joined('shipper');
      ok(await api.get('main', `${base()}/shipments`, as(user.session)), s.paginated(z.unknown()));
      ok(
        await api.delete('main', `${base()}/members/${user.session.user.id}`, as(me.session)),
        z.null(),
      );
      expect(
        forbidden(await api.get('main', `${base()}/shipments`, as(user.session))).notification
          .message,
      ).toBe(NOT_LINKED);
      expect(await roleIn(user.session)).toBeUndefined();
      expect((await readTeam()).members.some((m) => m.email === user.email)).toBe(false);
      failure(
        await api.delete('main', `${base()}/members/${user.session.user.id}`, as(me.session)),
        404,
      );
    });

    // On an account a new user links by its code, so that they are its only admin.
    it.skipIf(!linkableKnown)('never leaves an account without an admin', async () => {
      const owner = (await flow.newUser()).session;
      const account = (await flow.linkAccount(owner, service().linkable[0]!)).id;
      const self = `${base(account)}/members/${owner.user.id}`;
      const lastAdmin = 'An account needs at least one admin.';
      const leave = () =>
        api.post('main', '/client/delete', { token: owner.token, body: { client_id: account } });
      const colleague = await joined('viewer', owner, account);
      expect(invalid(await put(self, owner.token, { role: 'viewer' }), ['role']).role).toBe(
        lastAdmin,
      );
      expect(failure(await api.delete('main', self, as(owner)), 422).notification.message).toBe(
        lastAdmin,
      );
      expect(failure(await leave(), 422).notification.message).toBe(
        'Make another member an admin before you remove this account.',
      );
      expect(await roleIn(owner, account)).toBe('admin');

      // With a second admin, the first may step down; the second puts things back.
      const other = `${base(account)}/members/${colleague.session.user.id}`;
      ok(await put(other, owner.token, { role: 'admin' }), member);
      ok(await put(self, owner.token, { role: 'shipper' }), member);
      refusedByRole(await api.get('main', `${base(account)}/members`, as(owner)));
      expect(
        invalid(await put(other, colleague.session.token, { role: 'viewer' }), ['role']).role,
      ).toBe(lastAdmin);
      ok(await put(self, colleague.session.token, { role: 'admin' }), member);
      ok(await api.delete('main', other, as(owner)), z.null());
      expect(await roleIn(colleague.session, account)).toBeUndefined();
      ok(await leave(), z.unknown());
    });
  });

  describe('two-factor sign-in for every member', () => {
    it('is required by the admin and said on the team and the linked accounts', async () => {
      const path = `${base()}/security`;
      invalid(await put(path, me.session.token, { require_two_factor: 'yes' }), [
        'require_two_factor',
      ]);
      ok(
        await put(path, me.session.token, { require_two_factor: true }),
        z.object({ require_two_factor: z.literal(true) }),
      );
      expect((await readTeam()).require_two_factor).toBe(true);
      const list = ok(await api.get('main', '/user/clients', as(me.session)), z.array(linked));
      expect(list.find((c) => String(c.id) === String(me.client.id))?.require_two_factor).toBe(
        true,
      );
      ok(await put(path, me.session.token, { require_two_factor: false }), z.unknown());
      expect((await readTeam()).require_two_factor).toBe(false);
    });
  });

  describe.skipIf(!linkableKnown)('linking by the code sent to the account’s phone', () => {
    it('makes the first linker an admin, and a later one too', async () => {
      const account = service().linkable[0]!;
      const first = await flow.newUser();
      const second = await flow.newUser();
      const a = await flow.linkAccount(first.session, account);
      expect(await roleIn(first.session, a.id)).toBe('admin');
      await flow.linkAccount(second.session, account);
      expect(await roleIn(second.session, a.id)).toBe('admin');
      const members = ok(
        await api.get('main', `${base(a.id)}/members`, as(first.session)),
        team,
      ).members;
      expect(members.map((m) => m.role)).toEqual(['admin', 'admin']);
      for (const user of [second, first]) {
        ok(
          await api.post('main', '/client/delete', {
            token: user.session.token,
            body: { client_id: a.id },
          }),
          z.unknown(),
        );
      }
    });
  });

  describe('access', () => {
    it('answers 403 for an account not linked, and code 100 without a token', async () => {
      const stranger = await flow.newUser();
      expect(
        forbidden(await api.get('main', `${base()}/members`, as(stranger.session))).notification
          .message,
      ).toBe(NOT_LINKED);
      forbidden(await invite(`contract-s-${Date.now()}@example.com`, 'viewer', stranger.session));
      signedOut(await api.get('main', `${base()}/members`));
      signedOut(
        await api.post('main', `${base()}/invitations`, {
          body: { email: 'a@example.com', role: 'viewer' },
        }),
      );
      signedOut(
        await api.call('main', 'PUT', `${base()}/security`, { body: { require_two_factor: true } }),
      );
    });
  });
});

// The demo account's team is the reference services' own seed (docs/team.md).
describe.skipIf(!embeddedTarget)('the demo account’s team', () => {
  it('has two admins, a shipper, a finance and a viewer member, and an invitation waiting', async () => {
    const seeded = await readTeam();
    const byRole = Object.fromEntries(seeded.members.map((m) => [m.email, m.role]));
    expect(byRole).toMatchObject({
      'demo@portal.test': 'admin',
      'admin@portal.test': 'admin',
      'shipper@portal.test': 'shipper',
      'finance@portal.test': 'finance',
      'viewer@portal.test': 'viewer',
    });
    expect(seeded.invitations.map((i) => i.email)).toContain('new.colleague@portal.test');
    const viewer = await flow.login({ email: 'viewer@portal.test', password: 'Demo!2345' });
    expect(await roleIn(viewer)).toBe('viewer');
  });
});
