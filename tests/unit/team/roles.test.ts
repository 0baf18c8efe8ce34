import { describe, expect, it } from 'vitest';
import { allowedItems, MAIN_MENU } from '../../../resources/js/lib/menus';
import { PERMISSIONS, ROLES, roleAllows } from '../../../shared/team/roles';

// What each role may do on a business account (docs/team.md's table), and the side menu a
// member of each role sees.
describe('roles', () => {
  it('let each role do what docs/team.md says, and nothing more', () => {
    const table = Object.fromEntries(
      ROLES.map((role) => [role, PERMISSIONS.filter((p) => roleAllows(role, p))]),
    );
    expect(table).toEqual({
      admin: ['view', 'ship', 'bill', 'manage'],
      shipper: ['view', 'ship'],
      finance: ['view', 'bill'],
      viewer: ['view'],
    });
  });

  it('let the users of a provider without roles do everything, as before', () => {
    expect(PERMISSIONS.every((p) => roleAllows(null, p))).toBe(true);
  });

  it('show a member the menu items their role allows', () => {
    const labels = (role: (typeof ROLES)[number]) =>
      allowedItems(MAIN_MENU, (p) => roleAllows(role, p)).map((item) => item.label);
    expect(labels('viewer')).not.toContain('Billing & Payments');
    expect(labels('viewer')).not.toContain('Reports');
    expect(labels('finance')).toEqual(expect.arrayContaining(['Billing & Payments', 'Reports']));
    expect(labels('viewer')).toEqual(expect.arrayContaining(['My Shipments', 'Claims']));
  });
});
