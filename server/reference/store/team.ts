import type { Db } from '../db/connection';
import { hashSecret, newSecret } from '../domain/tokens';
import type { Role } from '../services/roles';
import type { Page } from './list-page';

/**
 * An account's team (docs/team.md): its members with their roles, the invitations sent by
 * its admins, and the activity record of who did what.
 */

export interface MemberRow {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  linked_at: string;
}

export function membersOf(db: Db, clientId: number): MemberRow[] {
  return db
    .prepare<[number], MemberRow>(
      `SELECT u.id AS user_id, u.first_name, u.last_name, u.email, uc.role, uc.linked_at
       FROM user_clients uc JOIN users u ON u.id = uc.user_id
       WHERE uc.client_id = ? ORDER BY uc.linked_at, u.id`,
    )
    .all(clientId);
}

export function memberOf(db: Db, clientId: number, userId: number): MemberRow | undefined {
  return membersOf(db, clientId).find((member) => member.user_id === userId);
}

export function memberCount(db: Db, clientId: number): number {
  return (
    db
      .prepare<[number], { n: number }>(
        'SELECT COUNT(*) AS n FROM user_clients WHERE client_id = ?',
      )
      .get(clientId)?.n ?? 0
  );
}

export function adminCount(db: Db, clientId: number): number {
  return (
    db
      .prepare<[number], { n: number }>(
        "SELECT COUNT(*) AS n FROM user_clients WHERE client_id = ? AND role = 'admin'",
      )
      .get(clientId)?.n ?? 0
  );
}

export function linkMember(db: Db, userId: number, clientId: number, role: Role, now: Date) {
  db.prepare(
    'INSERT OR IGNORE INTO user_clients (user_id, client_id, linked_at, role) VALUES (?, ?, ?, ?)',
  ).run(userId, clientId, now.toISOString(), role);
}

export function setMemberRole(db: Db, clientId: number, userId: number, role: Role): void {
  db.prepare('UPDATE user_clients SET role = ? WHERE client_id = ? AND user_id = ?').run(
    role,
    clientId,
    userId,
  );
}

export function setRequireTwoFactor(db: Db, clientId: number, required: boolean): void {
  db.prepare('UPDATE clients SET require_two_factor = ? WHERE id = ?').run(
    required ? 1 : 0,
    clientId,
  );
}

// ---- invitations ------------------------------------------------------------------------

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

export interface InvitationRow {
  id: number;
  client_id: number;
  token_hash: string;
  email: string;
  role: Role;
  invited_by: number | null;
  inviter_name: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  accepted_at: string | null;
  accepted_by: number | null;
}

export type InvitationState = 'pending' | 'expired' | 'revoked' | 'accepted';

export function invitationState(row: InvitationRow, now: Date): InvitationState {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  if (row.expires_at <= now.toISOString()) return 'expired';
  return 'pending';
}

const INVITATION_SELECT = `SELECT i.*, NULLIF(TRIM(u.first_name || ' ' || u.last_name), '') AS inviter_name
  FROM invitations i LEFT JOIN users u ON u.id = i.invited_by`;

export function invitationById(db: Db, id: number): InvitationRow | undefined {
  return db.prepare<[number], InvitationRow>(`${INVITATION_SELECT} WHERE i.id = ?`).get(id);
}

export function invitationByToken(db: Db, token: string): InvitationRow | undefined {
  return db
    .prepare<[string], InvitationRow>(`${INVITATION_SELECT} WHERE i.token_hash = ?`)
    .get(hashSecret(token.trim()));
}

/** The account's invitations still waiting (neither used, withdrawn nor expired), oldest first. */
export function pendingInvitations(db: Db, clientId: number, now: Date): InvitationRow[] {
  return db
    .prepare<[number, string], InvitationRow>(
      `${INVITATION_SELECT} WHERE i.client_id = ? AND i.accepted_at IS NULL
         AND i.revoked_at IS NULL AND i.expires_at > ? ORDER BY i.created_at, i.id`,
    )
    .all(clientId, now.toISOString());
}

/** Creates an invitation; the token is returned once and kept only as its SHA-256. */
export function createInvitation(
  db: Db,
  invitation: { clientId: number; email: string; role: Role; invitedBy: number },
  now: Date,
): { id: number; token: string } {
  const token = newSecret();
  const expires = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const result = db
    .prepare(
      `INSERT INTO invitations (client_id, token_hash, email, role, invited_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      invitation.clientId,
      hashSecret(token),
      invitation.email.trim().toLowerCase(),
      invitation.role,
      invitation.invitedBy,
      now.toISOString(),
      expires.toISOString(),
    );
  return { id: Number(result.lastInsertRowid), token };
}

export function revokeInvitation(db: Db, id: number, now: Date): void {
  db.prepare('UPDATE invitations SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(
    now.toISOString(),
    id,
  );
}

/**
 * Marks the invitation used by `userId` if it still waits; false when another accept (or a
 * withdrawal) came first. Called inside the transaction that links the member.
 */
export function markAccepted(db: Db, id: number, userId: number, now: Date): boolean {
  const at = now.toISOString();
  const result = db
    .prepare(
      `UPDATE invitations SET accepted_at = ?, accepted_by = ?
       WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?`,
    )
    .run(at, userId, id, at);
  return result.changes === 1;
}

// ---- the activity record ----------------------------------------------------------------

export const ACTIVITY_KINDS = [
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
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_LABELS: Readonly<Record<ActivityKind, string>> = {
  shipment_booked: 'Shipment booked',
  shipment_cancelled: 'Shipment cancelled',
  shipment_returned: 'Return booked',
  address_changed: 'Address changed',
  member_invited: 'Member invited',
  invitation_revoked: 'Invitation withdrawn',
  member_joined: 'Member joined',
  role_changed: 'Role changed',
  member_removed: 'Member removed',
  invoices_downloaded: 'Invoice downloaded',
  two_factor_required_changed: 'Two-factor requirement changed',
};

export interface ActivityEntry {
  clientId: number;
  userId: number | null;
  kind: ActivityKind;
  subject: string | null;
  details?: Record<string, unknown>;
  at: string;
}

/** One line of the account's record; call it in the transaction of the action it tells. */
export function recordActivity(db: Db, entry: ActivityEntry): void {
  db.prepare(
    'INSERT INTO activity (client_id, user_id, kind, subject, details, at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    entry.clientId,
    entry.userId,
    entry.kind,
    entry.subject,
    JSON.stringify(entry.details ?? {}),
    entry.at,
  );
}

export interface ActivityRow {
  id: number;
  at: string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  kind: ActivityKind;
  subject: string | null;
  details: string;
}

export interface ActivityQuery {
  page: number;
  perPage: number;
  userId?: number;
  kind?: ActivityKind;
  /** Instants: from inclusive, before exclusive. */
  from?: string;
  before?: string;
}

/** The account's record, newest first, paged as the shipments list. */
export function listActivity(db: Db, clientId: number, query: ActivityQuery): Page<ActivityRow> {
  const where = ['a.client_id = @clientId'];
  if (query.userId !== undefined) where.push('a.user_id = @userId');
  if (query.kind) where.push('a.kind = @kind');
  if (query.from) where.push('a.at >= @from');
  if (query.before) where.push('a.at < @before');
  const params = {
    clientId,
    userId: query.userId ?? null,
    kind: query.kind ?? null,
    from: query.from ?? null,
    before: query.before ?? null,
  };
  const filter = where.join(' AND ');
  const total =
    db
      .prepare<[typeof params], { n: number }>(
        `SELECT COUNT(*) AS n FROM activity a WHERE ${filter}`,
      )
      .get(params)?.n ?? 0;
  const data = db
    .prepare<[typeof params & { limit: number; offset: number }], ActivityRow>(
      `SELECT a.id, a.at, a.user_id, u.first_name, u.last_name, u.email, a.kind, a.subject, a.details
       FROM activity a LEFT JOIN users u ON u.id = a.user_id
       WHERE ${filter} ORDER BY a.at DESC, a.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: query.perPage, offset: (query.page - 1) * query.perPage });
  return {
    data,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    per_page: query.perPage,
    total,
  };
}
