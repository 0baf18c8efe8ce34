import { describe, expect, it } from 'vitest';
import { routes } from '../../../routes/web';
import { roleAllows, type Role } from '../../../shared/team/roles';
import {
  activeItem,
  allowedItems,
  isActive,
  MAIN_MENU,
  PROFILE_MENU,
  profileMenuHeading,
} from '../../../resources/js/lib/menus';

const pageRoutes = new Set(routes.filter((r) => r.method === 'get').map((r) => r.name));

describe('side menu', () => {
  it('has the spec items in order, Claims beside Pickups, then billing, reports and the team', () => {
    expect(MAIN_MENU.map((i) => i.label)).toEqual([
      'Dashboard',
      'My Accounts',
      'My Shipments',
      'Address Book',
      'Pickups',
      'Claims',
      'Billing & Payments',
      'Reports',
      'Team',
      'Activity',
    ]);
  });

  it('marks an item active on any of its routes', () => {
    expect(activeItem(MAIN_MENU, 'dashboard')?.label).toBe('Dashboard');
    expect(activeItem(MAIN_MENU, 'accounts-verify')?.label).toBe('My Accounts');
    expect(activeItem(MAIN_MENU, 'add-address-account')?.label).toBe('My Accounts');
    expect(activeItem(MAIN_MENU, 'create-shipment')?.label).toBe('My Shipments');
    expect(activeItem(MAIN_MENU, 'address-book')?.label).toBe('Address Book');
    expect(activeItem(MAIN_MENU, 'add-address-book')?.label).toBe('Address Book');
    expect(activeItem(MAIN_MENU, 'schedule-pickup')?.label).toBe('Pickups');
    expect(activeItem(MAIN_MENU, 'claim')?.label).toBe('Claims');
    expect(activeItem(MAIN_MENU, 'team')?.label).toBe('Team');
    expect(activeItem(MAIN_MENU, 'activity')?.label).toBe('Activity');
  });

  it('marks the right item, or nothing on other routes or an unknown page', () => {
    expect(activeItem(MAIN_MENU, 'reports')?.label).toBe('Reports');
    expect(activeItem(MAIN_MENU, 'change-password')).toBeUndefined();
    // spec §2.3 names only address-book and add-address-book for Address Book.
    expect(activeItem(MAIN_MENU, 'edit-address-book')).toBeUndefined();
    expect(activeItem(MAIN_MENU, 'edit-profile')).toBeUndefined();
    expect(activeItem(MAIN_MENU, undefined)).toBeUndefined();
    expect(isActive(MAIN_MENU[0]!, 'dashboard.extra')).toBe(false);
  });

  it('leads every item to a page route (the first of its list)', () => {
    for (const item of [...MAIN_MENU, ...PROFILE_MENU]) {
      for (const name of item.routes) expect(pageRoutes, name).toContain(name);
    }
    expect(MAIN_MENU.map((i) => i.routes[0])).toEqual([
      'dashboard',
      'accounts',
      'shipments',
      'address-book',
      'pickups',
      'claims',
      'billing-and-payments',
      'reports',
      'team',
      'activity',
    ]);
  });
});

describe('the team’s items (docs/team.md)', () => {
  const labels = (role: Role | null, withRoles = role !== null) =>
    allowedItems(MAIN_MENU, (p) => roleAllows(role, p), withRoles).map((item) => item.label);

  it('are shown to an admin where the provider reports roles', () => {
    expect(labels('admin')).toEqual(expect.arrayContaining(['Team', 'Activity']));
  });

  it('are hidden from every other role', () => {
    for (const role of ['shipper', 'finance', 'viewer'] as const) {
      expect(labels(role)).not.toContain('Team');
      expect(labels(role)).not.toContain('Activity');
    }
  });

  it('are hidden where the provider reports no role, though its users may do everything', () => {
    expect(labels(null)).not.toContain('Team');
    expect(labels(null)).not.toContain('Activity');
    expect(labels(null)).toContain('Billing & Payments');
  });

  it('leave a viewer the reading pages and a finance member billing and reports', () => {
    expect(labels('viewer')).toEqual([
      'Dashboard',
      'My Accounts',
      'My Shipments',
      'Address Book',
      'Pickups',
      'Claims',
    ]);
    expect(labels('finance')).toEqual([
      'Dashboard',
      'My Accounts',
      'My Shipments',
      'Address Book',
      'Pickups',
      'Claims',
      'Billing & Payments',
      'Reports',
    ]);
  });
});

describe('profile menu', () => {
  it('has the spec items in order, then Notifications (docs/notices.md), two-factor sign-in and the sessions (docs/two-factor.md), then Logout', () => {
    expect(PROFILE_MENU.map((i) => i.label)).toEqual([
      'Edit Profile',
      'Change Password',
      'Shipping Preferences',
      'Pickup Preferences',
      'Notifications',
      'Two-factor sign-in',
      "Where you're signed in",
      'Logout',
    ]);
  });

  it("is headed by the current item's label on small screens, else 'My Profile Menu'", () => {
    expect(profileMenuHeading('change-password')).toBe('Change Password');
    expect(profileMenuHeading('pickup-preferences')).toBe('Pickup Preferences');
    expect(profileMenuHeading('dashboard')).toBe('My Profile Menu');
    expect(profileMenuHeading(undefined)).toBe('My Profile Menu');
  });
});
