/**
 * A member's role on a business account and what it permits (docs/team.md). The provider
 * enforces the same rules; the portal asks them of every route (a guard in the route table,
 * routes/guards.ts) and shows only the actions the role may take.
 */

export const ROLES = ['admin', 'shipper', 'finance', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: /*i18n*/ 'Admin',
  shipper: /*i18n*/ 'Shipper',
  finance: /*i18n*/ 'Finance',
  viewer: /*i18n*/ 'Viewer',
};

/**
 * `view`: read the account's shipments, pickups, address book, claims (every role);
 * `ship`: book, cancel, return, schedule, change addresses, fix, claim (admin, shipper);
 * `bill`: invoices, billing, reports (admin, finance); `manage`: the team and the record
 * of who did what (admin).
 */
export const PERMISSIONS = ['view', 'ship', 'bill', 'manage'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ALLOWED: Record<Permission, readonly Role[]> = {
  view: ROLES,
  ship: ['admin', 'shipper'],
  bill: ['admin', 'finance'],
  manage: ['admin'],
};

/**
 * Whether `role` may do what `permission` names. A provider without team members reports no
 * role (`null`): its users keep doing everything, as before roles existed.
 */
export const roleAllows = (role: Role | null, permission: Permission): boolean =>
  role === null || ALLOWED[permission].includes(role);
