import type { Db } from '../db/connection';
import { DEMO_TEAM, DEMO_USER } from '../demo-accounts';
import { hashSecret } from '../domain/tokens';
import { linkMember, recordActivity, type ActivityEntry } from '../store/team';
import { markVerified, upsertPendingUser } from '../store/users';

const DAY = 86_400_000;

/**
 * The demo account's team (docs/team.md): the demo user is an admin (the link seed.ts made),
 * and a second admin, a shipper, a finance and a viewer member sign in with the demo
 * password; an invitation
 * waits for a new colleague, and the activity record tells how the team came together, the
 * account's three latest bookings and an invoice downloaded. Runs after shipments and
 * invoices are seeded.
 */
export function seedTeam(db: Db, clientId: number, now: Date, passwordHash: string): void {
  const demo = db
    .prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?')
    .get(DEMO_USER.email);
  if (!demo) return;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const lines: ActivityEntry[] = [];
  DEMO_TEAM.members.forEach((member, index) => {
    const joined = new Date(now.getTime() - (40 - index * 8) * DAY);
    const id = upsertPendingUser(
      db,
      {
        first_name: member.first_name,
        last_name: member.last_name,
        email: member.email,
        phone_number: member.phone_number,
        password_hash: passwordHash,
        customer_type: 'business',
        country: 'LB',
        province: null,
        city: null,
      },
      joined,
    );
    markVerified(db, id, joined);
    linkMember(db, id, clientId, member.role, joined);
    const invited = new Date(joined.getTime() - DAY / 2).toISOString();
    lines.push(
      {
        clientId,
        userId: demo.id,
        kind: 'member_invited',
        subject: member.email,
        details: { role: member.role },
        at: invited,
      },
      {
        clientId,
        userId: id,
        kind: 'member_joined',
        subject: member.email,
        details: { user_id: id, role: member.role, via: 'invitation' },
        at: joined.toISOString(),
      },
    );
  });

  const pending = DEMO_TEAM.invitation;
  const sent = at(2);
  const invitation = db
    .prepare(
      `INSERT INTO invitations (client_id, token_hash, email, role, invited_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      clientId,
      // A token nobody was sent: the demo's invitation is there to be seen and withdrawn.
      hashSecret(`demo-invitation-${clientId}`),
      pending.email,
      pending.role,
      demo.id,
      sent,
      new Date(Date.parse(sent) + 7 * DAY).toISOString(),
    );
  lines.push({
    clientId,
    userId: demo.id,
    kind: 'member_invited',
    subject: pending.email,
    details: { invitation_id: Number(invitation.lastInsertRowid), role: pending.role },
    at: sent,
  });

  const latest = db
    .prepare<[number], { id: number; mawb: string; created_by: number; created_at: string }>(
      `SELECT id, mawb, created_by, created_at FROM shipments WHERE client_id = ?
       ORDER BY created_at DESC, id DESC LIMIT 3`,
    )
    .all(clientId);
  for (const shipment of latest) {
    lines.push({
      clientId,
      userId: shipment.created_by,
      kind: 'shipment_booked',
      subject: shipment.mawb,
      details: { shipment_id: shipment.id },
      at: shipment.created_at,
    });
  }
  const invoice = db
    .prepare<[number], { invoice_id: string }>(
      'SELECT invoice_id FROM invoices WHERE client_id = ? ORDER BY issued_at DESC, id DESC LIMIT 1',
    )
    .get(clientId);
  const finance = db
    .prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?')
    .get(DEMO_TEAM.members.find((m) => m.role === 'finance')?.email ?? '');
  if (invoice && finance) {
    lines.push({
      clientId,
      userId: finance.id,
      kind: 'invoices_downloaded',
      subject: invoice.invoice_id,
      details: { invoice_id: invoice.invoice_id },
      at: at(1),
    });
  }
  lines.sort((a, b) => a.at.localeCompare(b.at));
  for (const line of lines) recordActivity(db, line);
}
