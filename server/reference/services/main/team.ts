import type { Request, Router } from 'express';
import { z } from 'zod';
import { say, wordLanguageOf, type WordLanguage } from '../../domain/words/language';
import { ACTIVITY_KIND_WORDS, invitationText, ROLE_WORDS } from '../../domain/words/team';
import { ok } from '../../http/envelope';
import { ApiError, fieldError, forbidden, notFound } from '../../http/errors';
import { emailField, pageQuery } from '../../http/fields';
import { parse } from '../../http/validate';
import { addressById } from '../../store/addresses';
import { clientById } from '../../store/clients';
import { deliver } from '../../store/outbox';
import {
  ACTIVITY_KINDS,
  ACTIVITY_LABELS,
  adminCount,
  createInvitation,
  invitationById,
  invitationByToken,
  invitationState,
  linkMember,
  listActivity,
  markAccepted,
  memberOf,
  membersOf,
  pendingInvitations,
  recordActivity,
  revokeInvitation,
  setMemberRole,
  setRequireTwoFactor,
  type ActivityKind,
  type ActivityRow,
  type InvitationRow,
} from '../../store/team';
import { findUserByEmail, getUser, setDefaultAddress, type UserRow } from '../../store/users';
import { requireClient, requireUser } from '../access';
import type { ServiceContext } from '../context';
import { isRole, ROLE_LABELS, type Role } from '../roles';
import { instantBounds, optionalRange } from './date-range';

/** The refusals of docs/team.md, word for word. */
export const TEAM_MESSAGES = {
  notValid: 'This invitation is not valid.',
  expired: 'This invitation has expired.',
  revoked: 'This invitation was withdrawn.',
  used: 'This invitation has already been used.',
  otherEmail: 'This invitation was sent to another e-mail address.',
  alreadyMember: 'This person is already a member of this account.',
  youAreMember: 'You are already a member of this account.',
  waiting: 'An invitation to this e-mail is already waiting.',
  lastAdmin: 'An account needs at least one admin.',
  badRole: 'The selected role is invalid',
  noMember: 'This person is not a member of this account.',
} as const;

const roleField = z.unknown().refine(isRole, TEAM_MESSAGES.badRole);

const inviteBody = z.object({ email: emailField('Email'), role: roleField });
const roleBody = z.object({ role: roleField });
const securityBody = z.object({
  require_two_factor: z.boolean({ error: 'Require two-factor must be true or false' }),
});

const activityQuery = pageQuery.and(optionalRange).and(
  z.object({
    member: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce
        .number({ error: 'The selected member is invalid' })
        .int('The selected member is invalid')
        .positive('The selected member is invalid')
        .optional(),
    ),
    kind: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.enum(ACTIVITY_KINDS, { error: 'The selected kind is invalid' }).optional(),
    ),
  }),
);

const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

const roleLabel = (language: WordLanguage, role: Role) =>
  say(ROLE_WORDS, language, ROLE_LABELS[role]);

/** 410: an invitation that was valid and is no longer; its state said plainly. */
function gone(row: InvitationRow, now: Date): ApiError | undefined {
  const state = invitationState(row, now);
  if (state === 'accepted') return new ApiError(410, TEAM_MESSAGES.used);
  if (state === 'revoked') return new ApiError(410, TEAM_MESSAGES.revoked);
  if (state === 'expired') return new ApiError(410, TEAM_MESSAGES.expired);
  return undefined;
}

/**
 * Team members, roles, invitations and the activity record of a client account
 * (docs/team.md, 'The provider's side'). Everything under `/user/clients/{client}` needs the
 * `manage` permission (an admin); the invitation's own page and its acceptance do not.
 */
export function teamRoutes(router: Router, ctx: ServiceContext): void {
  const base = '/user/clients/:client';

  const invitationDto = (row: InvitationRow, language: WordLanguage) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    role_label: roleLabel(language, row.role),
    invited_by: row.inviter_name,
    created_at: row.created_at,
    expires_at: row.expires_at,
  });

  const activityDto = (row: ActivityRow, language: WordLanguage) => ({
    id: row.id,
    at: row.at,
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, name: fullName(row.first_name, row.last_name), email: row.email },
    kind: row.kind,
    kind_label: say(ACTIVITY_KIND_WORDS, language, ACTIVITY_LABELS[row.kind]),
    subject: row.subject,
    details: JSON.parse(row.details) as Record<string, unknown>,
  });

  const record = (
    clientId: number,
    user: UserRow,
    kind: ActivityKind,
    subject: string | null,
    details: Record<string, unknown>,
    at: Date,
  ) =>
    recordActivity(ctx.db, {
      clientId,
      userId: user.id,
      kind,
      subject,
      details,
      at: at.toISOString(),
    });

  const memberParam = (req: Request) => {
    const id = Number(req.params.user);
    return Number.isInteger(id) && id > 0 ? id : 0;
  };

  router.get(`${base}/members`, (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'manage');
    const language = wordLanguageOf(req);
    ok(res, {
      members: membersOf(ctx.db, client.id).map((member) => ({
        user_id: member.user_id,
        name: fullName(member.first_name, member.last_name),
        email: member.email,
        role: member.role,
        role_label: roleLabel(language, member.role),
        joined_at: member.linked_at,
      })),
      invitations: pendingInvitations(ctx.db, client.id, ctx.now()).map((row) =>
        invitationDto(row, language),
      ),
      require_two_factor: client.require_two_factor === 1,
    });
  });

  router.post(`${base}/invitations`, (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'manage');
    const body = parse(inviteBody, req.body);
    const email = body.email.toLowerCase();
    const role = body.role as Role;
    const now = ctx.now();
    const invitee = findUserByEmail(ctx.db, email);
    const id = ctx.db.transaction(() => {
      if (invitee && memberOf(ctx.db, client.id, invitee.id)) {
        throw fieldError('email', TEAM_MESSAGES.alreadyMember);
      }
      const waiting = pendingInvitations(ctx.db, client.id, now).some((i) => i.email === email);
      if (waiting) throw fieldError('email', TEAM_MESSAGES.waiting);
      const made = createInvitation(
        ctx.db,
        { clientId: client.id, email, role, invitedBy: user.id },
        now,
      );
      // The e-mail in the invitee's language when they use the portal, else the inviter's.
      const language: WordLanguage = invitee?.language ?? wordLanguageOf(req);
      const row = invitationById(ctx.db, made.id)!;
      deliver(ctx.db, () => {}, {
        to: email,
        channel: 'mail',
        code: null,
        text: invitationText(language, {
          account: client.name,
          inviter: fullName(user.first_name, user.last_name) || user.email,
          role: roleLabel(language, role),
          url: `${ctx.portalUrl}/invitations/${made.token}`,
          until: row.expires_at.slice(0, 10),
        }),
        sent_at: now.toISOString(),
      });
      record(client.id, user, 'member_invited', email, { invitation_id: made.id, role }, now);
      return made.id;
    })();
    ok(
      res,
      invitationDto(invitationById(ctx.db, id)!, wordLanguageOf(req)),
      'The invitation has been sent.',
      201,
    );
  });

  router.delete(`${base}/invitations/:id`, (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'manage');
    const id = Number(req.params.id);
    const row = Number.isInteger(id) && id > 0 ? invitationById(ctx.db, id) : undefined;
    if (!row || row.client_id !== client.id) throw notFound('Invitation not found.');
    if (row.accepted_at) throw new ApiError(422, TEAM_MESSAGES.used);
    const now = ctx.now();
    if (!row.revoked_at) {
      ctx.db.transaction(() => {
        revokeInvitation(ctx.db, row.id, now);
        record(
          client.id,
          user,
          'invitation_revoked',
          row.email,
          { invitation_id: row.id, role: row.role },
          now,
        );
      })();
    }
    ok(res, null, 'The invitation has been withdrawn.');
  });

  /** The invitation's page, before signing in: what it offers, or why it no longer does. */
  router.get('/invitations/:token', (req, res) => {
    const row = invitationByToken(ctx.db, String(req.params.token));
    if (!row) throw notFound(TEAM_MESSAGES.notValid);
    const refused = gone(row, ctx.now());
    if (refused) throw refused;
    const client = clientById(ctx.db, row.client_id);
    if (!client) throw notFound(TEAM_MESSAGES.notValid);
    const language = wordLanguageOf(req);
    ok(res, {
      client_name: client.name,
      role: row.role,
      role_label: roleLabel(language, row.role),
      email: row.email,
      invited_by: row.inviter_name,
      expires_at: row.expires_at,
    });
  });

  /**
   * Accepts an invitation as the signed-in user, whose e-mail must be the invitation's: links
   * the account with its role, no code needed. Single use: the invitation is marked used in
   * the transaction that links, on the condition that it still waits.
   */
  router.post('/invitations/:token/accept', (req, res) => {
    const user = requireUser(ctx, req);
    const row = invitationByToken(ctx.db, String(req.params.token));
    if (!row) throw notFound(TEAM_MESSAGES.notValid);
    const now = ctx.now();
    const linked = ctx.db.transaction(() => {
      const current = invitationById(ctx.db, row.id)!;
      const refused = gone(current, now);
      if (refused) throw refused;
      if (user.email.trim().toLowerCase() !== current.email.toLowerCase()) {
        throw forbidden(TEAM_MESSAGES.otherEmail);
      }
      if (memberOf(ctx.db, current.client_id, user.id)) {
        throw new ApiError(422, TEAM_MESSAGES.youAreMember);
      }
      if (!markAccepted(ctx.db, current.id, user.id, now)) {
        throw new ApiError(410, TEAM_MESSAGES.used);
      }
      linkMember(ctx.db, user.id, current.client_id, current.role, now);
      record(
        current.client_id,
        user,
        'member_joined',
        user.email,
        { user_id: user.id, role: current.role, via: 'invitation', invitation_id: current.id },
        now,
      );
      return requireClient(ctx, user, current.client_id, 'view');
    })();
    const language = wordLanguageOf(req);
    ok(
      res,
      {
        id: linked.id,
        name: linked.name,
        details: linked.details,
        account_number: linked.account_number,
        role: linked.role,
        role_label: roleLabel(language, linked.role),
        require_two_factor: linked.require_two_factor === 1,
      },
      'You have joined the account.',
    );
  });

  router.put(`${base}/members/:user`, (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'manage');
    const body = parse(roleBody, req.body);
    const role = body.role as Role;
    const now = ctx.now();
    const member = ctx.db.transaction(() => {
      const found = memberOf(ctx.db, client.id, memberParam(req));
      if (!found) throw notFound(TEAM_MESSAGES.noMember);
      if (found.role === role) return found;
      if (found.role === 'admin' && adminCount(ctx.db, client.id) === 1) {
        throw fieldError('role', TEAM_MESSAGES.lastAdmin);
      }
      setMemberRole(ctx.db, client.id, found.user_id, role);
      record(
        client.id,
        user,
        'role_changed',
        found.email,
        { user_id: found.user_id, from: found.role, to: role },
        now,
      );
      return { ...found, role };
    })();
    const language = wordLanguageOf(req);
    ok(
      res,
      {
        user_id: member.user_id,
        name: fullName(member.first_name, member.last_name),
        email: member.email,
        role: member.role,
        role_label: roleLabel(language, member.role),
        joined_at: member.linked_at,
      },
      'The role has been changed.',
    );
  });

  /** Removes a member: their link goes, so their next call on the account is refused. */
  router.delete(`${base}/members/:user`, (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'manage');
    const now = ctx.now();
    ctx.db.transaction(() => {
      const found = memberOf(ctx.db, client.id, memberParam(req));
      if (!found) throw notFound(TEAM_MESSAGES.noMember);
      if (found.role === 'admin' && adminCount(ctx.db, client.id) === 1) {
        throw new ApiError(422, TEAM_MESSAGES.lastAdmin);
      }
      ctx.db
        .prepare('DELETE FROM user_clients WHERE user_id = ? AND client_id = ?')
        .run(found.user_id, client.id);
      // Their default addresses stop pointing into an account they left (as on unlinking).
      const removed = getUser(ctx.db, found.user_id);
      for (const which of ['pickup_address_id', 'shipping_address_id'] as const) {
        const id = removed?.[which];
        if (id && addressById(ctx.db, id)?.client_id === client.id) {
          setDefaultAddress(ctx.db, found.user_id, which, null);
        }
      }
      record(
        client.id,
        user,
        'member_removed',
        found.email,
        { user_id: found.user_id, role: found.role },
        now,
      );
    })();
    ok(res, null, 'The member has been removed.');
  });

  router.put(`${base}/security`, (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'manage');
    const body = parse(securityBody, req.body);
    const now = ctx.now();
    ctx.db.transaction(() => {
      if ((client.require_two_factor === 1) === body.require_two_factor) return;
      setRequireTwoFactor(ctx.db, client.id, body.require_two_factor);
      record(
        client.id,
        user,
        'two_factor_required_changed',
        null,
        { require_two_factor: body.require_two_factor },
        now,
      );
    })();
    ok(
      res,
      { require_two_factor: body.require_two_factor },
      body.require_two_factor
        ? 'Every member now signs in with two-factor authentication.'
        : 'Two-factor sign-in is no longer required.',
    );
  });

  router.get(`${base}/activity`, (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'manage');
    const query = parse(activityQuery, req.query);
    const bounds = instantBounds(query);
    const page = listActivity(ctx.db, client.id, {
      page: query.page,
      perPage: query.per_page,
      userId: query.member,
      kind: query.kind,
      from: bounds.start,
      before: bounds.end,
    });
    const language = wordLanguageOf(req);
    ok(res, { ...page, data: page.data.map((row) => activityDto(row, language)) });
  });
}

/**
 * Moves an invitation's expiry to now, so that a test reaches an expired invitation without
 * waiting 7 days: answers `{id}`. Plain JSON; never mounted in production.
 */
export function devTeamRoutes(router: Router, ctx: ServiceContext): void {
  router.post('/dev/invitations/:id/expire', (req, res) => {
    const id = Number(req.params.id);
    const row = Number.isInteger(id) ? invitationById(ctx.db, id) : undefined;
    if (!row) {
      res.status(404).json({ id: null });
      return;
    }
    ctx.db
      .prepare('UPDATE invitations SET expires_at = ? WHERE id = ?')
      .run(ctx.now().toISOString(), row.id);
    res.json({ id: row.id });
  });
}
