import type { Role } from './roles';

/**
 * The team of a business account as its pages show it (docs/team.md, 'In the portal'): the
 * members, the invitations still waiting, the activity record, an invitation's own page.
 */

/** A member of the account, with the role the provider says in the reader's language. */
export interface TeamMember {
  userId: number;
  name: string;
  email: string;
  role: Role;
  roleLabel: string;
  joinedAt: string;
}

/** An invitation still waiting (not used, withdrawn or expired). */
export interface PendingInvitation {
  id: number;
  email: string;
  role: Role;
  roleLabel: string;
  /** The inviter's name; null once they no longer exist. */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface TeamView {
  members: TeamMember[];
  invitations: PendingInvitation[];
  requireTwoFactor: boolean;
  /** The signed-in user's id, so that their own row says so. */
  you: number | null;
}

/** The kinds of the activity record, in the provider's order (docs/team.md). */
export const ACTIVITY_KINDS = [
  'shipment_booked',
  'shipment_returned',
  'shipment_cancelled',
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

/** Each kind's label where the provider's row does not say it (the filter's options). */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  shipment_booked: /*i18n*/ 'Shipment booked',
  shipment_returned: /*i18n*/ 'Return booked',
  shipment_cancelled: /*i18n*/ 'Shipment cancelled',
  address_changed: /*i18n*/ 'Address changed',
  member_invited: /*i18n*/ 'Member invited',
  invitation_revoked: /*i18n*/ 'Invitation withdrawn',
  member_joined: /*i18n*/ 'Member joined',
  role_changed: /*i18n*/ 'Role changed',
  member_removed: /*i18n*/ 'Member removed',
  invoices_downloaded: /*i18n*/ 'Invoice downloaded',
  two_factor_required_changed: /*i18n*/ 'Two-factor requirement changed',
};

/** One line of the record: who did what, on what, when. */
export interface ActivityRow {
  id: number;
  at: string;
  /** Who acted; null once that user no longer exists. */
  user: { id: number; name: string; email: string } | null;
  kind: ActivityKind;
  kindLabel: string;
  /** What it was about (an AWB, an e-mail, an invoice number), if anything. */
  subject: string | null;
  /** What the pages say of the provider's details (shared/team/details.ts). */
  details: ActivityDetails;
}

/** The provider's details that the record's pages say: roles, the return's original … */
export interface ActivityDetails {
  role?: Role;
  from?: Role;
  to?: Role;
  returnOf?: string;
  action?: 'added' | 'removed' | 'corrected';
  requireTwoFactor?: boolean;
  /** The member removed the account themself. */
  left?: boolean;
}

/** The view of the record: filters and page, as the query string says them. */
export interface ActivityFilters {
  member: string;
  kind: string;
  from: string;
  to: string;
  page: number;
  /** Unused by the record (the list's shape has it): always ''. */
  search: string;
}

export interface ActivityTable {
  filters: ActivityFilters;
  /** The account's members, for the filter by member. */
  members: { value: string; label: string }[];
  rows: ActivityRow[];
  currentPage: number;
  lastPage: number;
  total: number;
}

/** An invitation as its page shows it, or why it no longer works. */
export type InvitationView =
  | {
      state: 'waiting';
      clientName: string;
      role: Role;
      roleLabel: string;
      email: string;
      invitedBy: string | null;
      expiresAt: string;
    }
  | { state: 'unknown' | 'expired' | 'withdrawn' | 'used'; message: string };
