import { z } from 'zod';
import { ROLES, type Role } from '../../shared/team/roles';
import {
  ACTIVITY_KINDS,
  type ActivityFilters,
  type ActivityRow,
  type PendingInvitation,
  type TeamMember,
  type TeamView,
} from '../../shared/team/types';
import { upstreamPath, type Upstream } from '../upstream';
import { listPage, pageOf, type ListPage } from './lists';
import { accountSchema, apiText } from './schemas';

/**
 * Team members, invitations, the two-factor requirement and the activity record of a
 * business account (a contract extension, docs/team.md, 'The provider's side'). Every call
 * under `/user/clients/{client}` asks the `manage` permission; an invitation is read without
 * a token and accepted with the invitee's.
 */

const text = apiText;
const id = z.coerce.number().int();
const role = z.enum(ROLES);

const memberSchema = z.object({
  user_id: id,
  name: text,
  email: text,
  role,
  role_label: text,
  joined_at: text,
});

const invitationSchema = z.object({
  id,
  email: text,
  role,
  role_label: text,
  invited_by: z.string().nullish().catch(null),
  created_at: text,
  expires_at: text,
});

const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema).catch([]),
  require_two_factor: z.boolean().catch(false),
});

const activitySchema = z.object({
  id,
  at: text,
  user: z.object({ id, name: text, email: text }).nullish().catch(null),
  kind: z.enum(ACTIVITY_KINDS),
  kind_label: text,
  subject: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? null : String(v))),
  details: z.record(z.string(), z.unknown()).nullish().catch(null),
});

const publicInvitationSchema = z.object({
  client_name: text,
  role,
  role_label: text,
  email: text,
  invited_by: z.string().nullish().catch(null),
  expires_at: text,
});

const member = (m: z.output<typeof memberSchema>): TeamMember => ({
  userId: m.user_id,
  name: m.name,
  email: m.email,
  role: m.role,
  roleLabel: m.role_label,
  joinedAt: m.joined_at,
});

const invitation = (i: z.output<typeof invitationSchema>): PendingInvitation => ({
  id: i.id,
  email: i.email,
  role: i.role,
  roleLabel: i.role_label,
  invitedBy: i.invited_by ?? null,
  createdAt: i.created_at,
  expiresAt: i.expires_at,
});

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** The details the record's pages say, each checked: anything else is left out. */
function activityDetails(details: Record<string, unknown> | null): ActivityRow['details'] {
  const d = details ?? {};
  const action = d.action;
  return {
    ...(isRole(d.role) ? { role: d.role } : {}),
    ...(isRole(d.from) ? { from: d.from } : {}),
    ...(isRole(d.to) ? { to: d.to } : {}),
    ...(textOf(d.return_of) ? { returnOf: textOf(d.return_of) } : {}),
    ...(action === 'added' || action === 'removed' || action === 'corrected' ? { action } : {}),
    ...(typeof d.require_two_factor === 'boolean'
      ? { requireTwoFactor: d.require_two_factor }
      : {}),
    ...(d.left === true ? { left: true } : {}),
  };
}

const activityRow = (a: z.output<typeof activitySchema>): ActivityRow => ({
  id: a.id,
  at: a.at,
  user: a.user ?? null,
  kind: a.kind,
  kindLabel: a.kind_label,
  subject: a.subject ?? null,
  details: activityDetails(a.details ?? null),
});

const activityPage = pageOf(activitySchema);
const clientPath = (client: number) => upstreamPath`/user/clients/${client}`;

/** The members, the invitations still waiting and the two-factor requirement. */
export async function teamOf(
  up: Upstream,
  token: string,
  client: number,
): Promise<Omit<TeamView, 'you'>> {
  const { data } = await up.main.get(`${clientPath(client)}/members`, {
    token,
    schema: teamSchema,
  });
  return {
    members: data.members.map(member),
    invitations: data.invitations.map(invitation),
    requireTwoFactor: data.require_two_factor,
  };
}

/** Invites a colleague by e-mail with a role; the provider mails the link. */
export function invite(
  up: Upstream,
  token: string,
  client: number,
  body: { email: string; role: Role },
) {
  return up.main.post(`${clientPath(client)}/invitations`, {
    token,
    body,
    schema: invitationSchema,
  });
}

/** Withdraws an invitation still waiting. */
export function withdrawInvitation(up: Upstream, token: string, client: number, id: string) {
  return up.main.delete(upstreamPath`/user/clients/${client}/invitations/${id}`, { token });
}

/** Gives a member another role. */
export function changeRole(
  up: Upstream,
  token: string,
  client: number,
  user: string,
  newRole: Role,
) {
  return up.main.put(upstreamPath`/user/clients/${client}/members/${user}`, {
    token,
    body: { role: newRole },
    schema: memberSchema,
  });
}

/** Removes a member from the account. */
export function removeMember(up: Upstream, token: string, client: number, user: string) {
  return up.main.delete(upstreamPath`/user/clients/${client}/members/${user}`, { token });
}

/** Asks (or no longer asks) every member to sign in with a second factor. */
export function setRequireTwoFactor(
  up: Upstream,
  token: string,
  client: number,
  required: boolean,
) {
  return up.main.put(`${clientPath(client)}/security`, {
    token,
    body: { require_two_factor: required },
    schema: z.object({ require_two_factor: z.boolean() }),
  });
}

/** One page of the record, newest first, of the filters given. */
export async function listActivity(
  up: Upstream,
  token: string,
  client: number,
  query: ActivityFilters & { perPage?: number },
): Promise<ListPage<ActivityRow>> {
  const { data } = await up.main.get(`${clientPath(client)}/activity`, {
    token,
    query: {
      page: query.page,
      per_page: query.perPage,
      member: query.member || undefined,
      kind: query.kind || undefined,
      from: query.from || undefined,
      to: query.to || undefined,
    },
    schema: activityPage,
  });
  return listPage(data, activityRow);
}

/** An invitation by the token of its link, read by anyone who has the link. */
export async function invitationByToken(up: Upstream, invitationToken: string) {
  const { data } = await up.main.get(upstreamPath`/invitations/${invitationToken}`, {
    schema: publicInvitationSchema,
  });
  return {
    clientName: data.client_name,
    role: data.role,
    roleLabel: data.role_label,
    email: data.email,
    invitedBy: data.invited_by ?? null,
    expiresAt: data.expires_at,
  };
}

/**
 * Accepts an invitation as the signed-in user: the account is linked with its role, and
 * answered as the linked accounts list gives it.
 */
export function acceptInvitation(up: Upstream, token: string, invitationToken: string) {
  return up.main.post(upstreamPath`/invitations/${invitationToken}/accept`, {
    token,
    body: {},
    schema: accountSchema,
  });
}
