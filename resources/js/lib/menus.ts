import { route } from '@/lib/route';
import type { RouteName } from '@routes/web';
import type { Permission } from '@shared/team/roles';

export interface MenuItem {
  /** English, marked for the catalogs: drawn as `i18n._(item.label)` (docs/i18n.md). */
  label: string;
  /** Active on any of these routes; a click visits the first. */
  routes: readonly [RouteName, ...RouteName[]];
  /** Shown only to a member whose role allows this (docs/team.md), as its route's guard asks. */
  can?: Permission;
  /**
   * Shown only where the provider reports the member's role on the selected account (the
   * team's pages, docs/team.md): a provider without team members offers none of them.
   */
  withRoles?: true;
}

/**
 * spec §2.3 side menu: Address Book is active on address-book and add-address-book. The
 * spec's five items come first, with Claims (docs/claims.md) beside the pickups; Billing &
 * Payments and Reports follow, since their screens now hold real data and a customer must be
 * able to find them; then the admins' Team and Activity (docs/team.md).
 */
export const MAIN_MENU: readonly MenuItem[] = [
  { label: /*i18n*/ 'Dashboard', routes: ['dashboard'] },
  {
    label: /*i18n*/ 'My Accounts',
    routes: ['accounts', 'add-account', 'accounts-verify', 'edit-account', 'add-address-account'],
  },
  { label: /*i18n*/ 'My Shipments', routes: ['shipments', 'create-shipment'] },
  { label: /*i18n*/ 'Address Book', routes: ['address-book', 'add-address-book'] },
  { label: /*i18n*/ 'Pickups', routes: ['pickups', 'schedule-pickup'] },
  { label: /*i18n*/ 'Claims', routes: ['claims', 'claim'] },
  { label: /*i18n*/ 'Billing & Payments', routes: ['billing-and-payments'], can: 'bill' },
  { label: /*i18n*/ 'Reports', routes: ['reports'], can: 'bill' },
  { label: /*i18n*/ 'Team', routes: ['team'], can: 'manage', withRoles: true },
  { label: /*i18n*/ 'Activity', routes: ['activity'], can: 'manage', withRoles: true },
];

/**
 * The items a member sees: those their role on the selected account allows, and the team's
 * only where the provider reports roles (`withRoles`: the selected account's role is known).
 */
export const allowedItems = (
  menu: readonly MenuItem[],
  can: (permission: Permission) => boolean,
  withRoles = false,
): MenuItem[] =>
  menu.filter((item) => (!item.withRoles || withRoles) && (!item.can || can(item.can)));

/** spec §2.3 profile layout menu. */
export const PROFILE_MENU: readonly MenuItem[] = [
  { label: /*i18n*/ 'Edit Profile', routes: ['edit-profile'] },
  { label: /*i18n*/ 'Change Password', routes: ['change-password'] },
  { label: /*i18n*/ 'Shipping Preferences', routes: ['shipping-preferences'] },
  { label: /*i18n*/ 'Pickup Preferences', routes: ['pickup-preferences'] },
  { label: /*i18n*/ 'Notifications', routes: ['notification-preferences'] },
  { label: /*i18n*/ 'Two-factor sign-in', routes: ['two-factor'] },
  { label: /*i18n*/ "Where you're signed in", routes: ['sessions'] },
  { label: /*i18n*/ 'Logout', routes: ['logout'] },
];

/** Heading of the profile dropdown on small screens when no item is current. */
export const PROFILE_MENU_FALLBACK = /*i18n*/ 'My Profile Menu';

export function isActive(item: MenuItem, current: string | undefined): boolean {
  return current !== undefined && (item.routes as readonly string[]).includes(current);
}

export function activeItem(
  menu: readonly MenuItem[],
  current: string | undefined,
): MenuItem | undefined {
  return menu.find((item) => isActive(item, current));
}

/**
 * The profile dropdown's heading: the current item's label, or 'My Profile Menu', in English:
 * drawn as `i18n._(heading)`.
 */
export function profileMenuHeading(current: string | undefined): string {
  return activeItem(PROFILE_MENU, current)?.label ?? PROFILE_MENU_FALLBACK;
}

/**
 * The props of a menu item's link: its page, prefetched on hover (never Logout's, which
 * signs out when its page loads), and marked as the page shown when it is.
 */
export function menuLink(item: MenuItem, current: string | undefined) {
  return {
    href: route(item.routes[0]),
    prefetch: item.routes[0] !== 'logout',
    'aria-current': isActive(item, current) ? ('page' as const) : undefined,
  };
}
