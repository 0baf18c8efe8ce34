// Extension: an account's activity record (docs/team.md, 'The provider's side'). The provider
// keeps who did what and when on the account: `GET /user/clients/{client}/activity` (admins
// only: 403 for another role) pages it newest first as the shipments list, rows `{id, at,
// user {id, name, email}, kind, kind_label, subject, details}`, filtered by `member` (a user
// id), `kind` (422 on another value) and `from`/`to`. The test's members join through
// invitations read from the outbox, so this file runs on the reference services (or a backend
// with an outbox) only. A backend without the extension fails this file only.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forbidden, invalid, ok, signedOut } from '../support/contract/api';
import type { Id, Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { signedIn } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const contract = useContract();
const { api, flow, target: service } = contract;
const me = signedIn(contract);

const KINDS = [
  'shipment_booked',
  'shipment_cancelled',
  'shipment_returned',
  'address_changed',
  'member_invited',
  'invitation_revoked',
  'member_joined',
  'role_changed',
  'member_removed',
  'invoices_downloaded',
  'two_factor_required_changed',
] as const;

const row = z
  .object({
    id: s.id,
    at: z.iso.datetime({ offset: true }),
    user: z.object({ id: s.id, name: z.string(), email: z.string() }).strict().nullable(),
    kind: z.enum(KINDS),
    kind_label: z.string().min(1),
    subject: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .strict();
type Row = z.infer<typeof row>;
const page = s.paginated(row);

const base = () => `/user/clients/${me.client.id}`;

const activity = async (query: Record<string, string | number> = {}, session = me.session) =>
  ok(
    await api.get('main', `${base()}/activity`, {
      token: session.token,
      query: { per_page: 100, ...query },
    }),
    page,
  );

const put = (path: string, token: string, body: unknown) =>
  api.call('main', 'PUT', path, { token, body });

/** A new user who joined the test account with `role` through an invitation. */
async function joined(role: string): Promise<Session & { email: string }> {
  const user = await flow.newUser();
  ok(
    await api.post('main', `${base()}/invitations`, {
      token: me.session.token,
      body: { email: user.email, role },
    }),
    z.object({ id: s.id }),
  );
  const text = (await service().outbox!(user.email))[0]?.text ?? '';
  const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token, text).toBeTruthy();
  ok(
    await api.post('main', `/invitations/${token}/accept`, {
      token: user.session.token,
      body: {},
    }),
    z.unknown(),
  );
  return { ...user.session, email: user.email };
}

const find = (rows: Row[], kind: string, subject: string) =>
  rows.find((r) => r.kind === kind && r.subject === subject);

const same = (a: Id | undefined, b: Id) => String(a) === String(b);

/** The line of `kind` about a shipment: its subject is the shipment's MAWB. */
const aboutShipment = (rows: Row[], kind: string, shipment: Id) =>
  rows.find((r) => r.kind === kind && same(r.details.shipment_id as Id, shipment));

describe.skipIf(!otpReadable)('the activity record (extension)', () => {
  it('records a booking and its cancellation by the member who made them', async () => {
    const shipper = await joined('shipper');
    const created = await flow.createShipment(shipper, me.client.id);
    ok(
      await api.post('main', `/clients/${me.client.id}/shipments/${created.shipment_id}/cancel`, {
        token: shipper.token,
        body: {},
      }),
      z.unknown(),
    );
    const rows = (await activity()).data;
    const booked = aboutShipment(rows, 'shipment_booked', created.shipment_id);
    expect(booked, 'the booking is recorded').toBeDefined();
    expect(booked!.user).toMatchObject({ email: shipper.email, name: 'Contract Tester' });
    expect(same(booked!.user?.id, shipper.user.id)).toBe(true);
    expect(booked!.kind_label).toBe('Shipment booked');
    expect(booked!.subject, 'the MAWB').toMatch(/\S/);
    const cancelled = aboutShipment(rows, 'shipment_cancelled', created.shipment_id);
    expect(cancelled?.subject).toBe(booked!.subject);
    expect(cancelled?.user?.email).toBe(shipper.email);
    expect(rows.indexOf(cancelled!), 'newest first').toBeLessThan(rows.indexOf(booked!));
    const addresses = rows.filter(
      (r) => r.kind === 'address_changed' && r.user?.email === shipper.email,
    );
    expect(addresses.length, 'the addresses the booking added to the book').toBeGreaterThan(0);
    expect(addresses[0]!.details).toMatchObject({ action: 'added' });
  });

  it('records an invitation, the member joining, a role change and a removal', async () => {
    const member = await joined('viewer');
    const userId = member.user.id;
    ok(
      await put(`${base()}/members/${userId}`, me.session.token, { role: 'finance' }),
      z.unknown(),
    );
    ok(
      await api.delete('main', `${base()}/members/${userId}`, { token: me.session.token }),
      z.null(),
    );
    const rows = (await activity()).data;
    expect(find(rows, 'member_invited', member.email)).toMatchObject({
      user: { email: me.session.user.email },
      details: { role: 'viewer' },
    });
    expect(find(rows, 'member_joined', member.email)?.user?.email).toBe(member.email);
    expect(find(rows, 'role_changed', member.email)).toMatchObject({
      user: { email: me.session.user.email },
      details: { from: 'viewer', to: 'finance' },
    });
    expect(find(rows, 'member_removed', member.email)?.user?.email).toBe(me.session.user.email);
  });

  it('records a withdrawn invitation, the two-factor requirement and an invoice downloaded', async () => {
    const email = `contract-withdrawn-${Date.now()}@example.com`;
    const sent = ok(
      await api.post('main', `${base()}/invitations`, {
        token: me.session.token,
        body: { email, role: 'viewer' },
      }),
      z.object({ id: s.id }),
    );
    ok(
      await api.delete('main', `${base()}/invitations/${sent.id}`, { token: me.session.token }),
      z.null(),
    );
    for (const required of [true, false]) {
      ok(
        await put(`${base()}/security`, me.session.token, { require_two_factor: required }),
        z.unknown(),
      );
    }
    const finance = await joined('finance');
    const invoices = ok(
      await api.get('main', `${base()}/invoices`, { token: finance.token }),
      z.object({ data: z.array(z.object({ invoice_id: s.id })) }),
    );
    const invoice = String(invoices.data[0]!.invoice_id);
    const pdf = await api.get('main', `${base()}/invoices/${invoice}.pdf`, {
      token: finance.token,
    });
    expect(pdf.status).toBe(200);
    const rows = (await activity()).data;
    expect(find(rows, 'invitation_revoked', email)?.user?.email).toBe(me.session.user.email);
    const twoFactor = rows.filter((r) => r.kind === 'two_factor_required_changed');
    expect(twoFactor.slice(0, 2).map((r) => r.details.require_two_factor)).toEqual([false, true]);
    expect(find(rows, 'invoices_downloaded', invoice)?.user?.email).toBe(finance.email);
  });

  it('filters by member and by kind, and pages newest first', async () => {
    const shipper = await joined('shipper');
    await flow.createShipment(shipper, me.client.id);
    const second = await flow.createShipment(shipper, me.client.id);
    const theirs = await activity({ member: shipper.user.id });
    expect(theirs.total).toBeGreaterThanOrEqual(3);
    expect(theirs.data.every((r) => same(r.user?.id, shipper.user.id))).toBe(true);
    const bookings = await activity({ member: shipper.user.id, kind: 'shipment_booked' });
    expect(bookings.total).toBe(2);
    expect(
      same(bookings.data[0]!.details.shipment_id as Id, second.shipment_id),
      'newest first',
    ).toBe(true);
    const allBookings = await activity({ kind: 'shipment_booked' });
    expect(allBookings.data.every((r) => r.kind === 'shipment_booked')).toBe(true);
    expect(allBookings.total).toBeGreaterThanOrEqual(2);
    const first = await activity({ per_page: 1, page: 1 });
    const next = await activity({ per_page: 1, page: 2 });
    expect(first).toMatchObject({ current_page: 1, per_page: 1, last_page: first.total });
    expect(next.data[0]!.id).not.toEqual(first.data[0]!.id);
    expect(first.data[0]!.at >= next.data[0]!.at).toBe(true);
    const past = await activity({ from: '2020-01-01', to: '2020-01-31' });
    expect(past.total).toBe(0);
    // Two days either side of now, whatever the provider's time zone.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const recent = await activity({ member: shipper.user.id, from: day(-2), to: day(2) });
    expect(recent.total).toBe(theirs.total);
    invalid(
      await api.get('main', `${base()}/activity`, {
        token: me.session.token,
        query: { kind: 'shipment_lost' },
      }),
      ['kind'],
    );
  });

  it('records nothing a role refused', async () => {
    const viewer = await joined('viewer');
    const { body } = await flow.shipmentBody(me.session, me.client.id);
    forbidden(
      await api.post('main', `/clients/${me.client.id}/shipments`, { token: viewer.token, body }),
    );
    const theirs = await activity({ member: viewer.user.id });
    expect(theirs.data.map((r) => r.kind)).toEqual(['member_joined']);
  });

  it('says the kinds in the caller’s language', async () => {
    const fr = ok(
      await api.get('main', `${base()}/activity`, {
        token: me.session.token,
        query: { kind: 'member_invited', per_page: 1 },
        headers: { 'Accept-Language': 'fr' },
      }),
      page,
    );
    expect(fr.data[0]?.kind_label).toBe('Membre invité');
  });

  it('is for admins only', async () => {
    for (const role of ['shipper', 'finance', 'viewer']) {
      const member = await joined(role);
      expect(
        forbidden(await api.get('main', `${base()}/activity`, { token: member.token })).notification
          .message,
      ).toBe('Your role on this account does not allow this.');
    }
    const stranger = await flow.newUser();
    forbidden(await api.get('main', `${base()}/activity`, { token: stranger.session.token }));
    signedOut(await api.get('main', `${base()}/activity`));
  });
});
