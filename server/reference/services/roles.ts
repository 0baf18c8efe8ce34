/**
 * What each role on a client account may do (docs/team.md, 'Roles'). Every client-scoped
 * route asks `requireClient` for one permission; a role without it is refused with 403.
 */
export const ROLES = ['admin', 'shipper', 'finance', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * - `view`: read the account's shipments (list, detail, tracking, labels), pickups, address
 *   book, presets, claims, consignee notices and the dashboard;
 * - `ship`: book, cancel and return shipments, import, schedule and cancel pickups, change
 *   the address book and presets, ask for rates, fix exceptions, file claims, consignee notices;
 * - `bill`: invoices, billing and reports;
 * - `manage`: members, invitations, the activity record and the two-factor requirement.
 */
export const PERMISSIONS = ['view', 'ship', 'bill', 'manage'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: ['view', 'ship', 'bill', 'manage'],
  shipper: ['view', 'ship'],
  finance: ['view', 'bill'],
  viewer: ['view'],
};

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  shipper: 'Shipper',
  finance: 'Finance',
  viewer: 'Viewer',
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export function can(role: Role, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

/** Said with the 403 when the user's role lacks the permission a call needs. */
export const ROLE_REFUSED = 'Your role on this account does not allow this.';
