import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../routes/web';
import type { Guard, RouteDef } from '../../../routes/types';
import { ROLES, roleAllows, type Permission, type Role } from '../../../shared/team/roles';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/**
 * Every role against every route of the route table that asks a role (docs/team.md), generated
 * from the table: a route a role does not allow answers the 403 page inside the protocol, said
 * in the role's terms, before its handler runs (nothing is asked of the provider); one it
 * allows reaches its handler. The demo account's team has a member of each role.
 */

const MEMBERS: Record<Role, string> = {
  admin: 'admin@portal.test',
  shipper: 'shipper@portal.test',
  finance: 'finance@portal.test',
  viewer: 'viewer@portal.test',
};
const PASSWORD = 'Demo!2345';
const NOT_ALLOWED = 'Your role on this account does not allow this.';
const PERMISSION_GUARDS: Partial<Record<Guard, Permission>> = {
  ship: 'ship',
  bill: 'bill',
  manage: 'manage',
};

/** What a route asks of the role: the permission of its guard, or viewing for an account's. */
function permissionOf(guards: readonly Guard[]): Permission | null {
  for (const guard of guards) if (PERMISSION_GUARDS[guard]) return PERMISSION_GUARDS[guard];
  return guards.includes('account') ? 'view' : null;
}

/** A path for the route with parameters no account has: an allowed handler finds nothing. */
function pathOf(path: string, where: Readonly<Record<string, string>> = {}): `/${string}` {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const pattern = where[name] ?? '';
    return /^[a-z_]+(\|[a-z_]+)+$/.test(pattern) ? pattern.split('|')[0]! : '987654321';
  });
  return `/${filled.replace(/^\//, '')}`;
}

const guarded = (routes as readonly RouteDef[]).flatMap((route) => {
  const permission = permissionOf(route.guards ?? []);
  return permission ? [{ ...route, permission }] : [];
});

let portal: Portal;
const members = new Map<Role, InertiaBrowser>();
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 10000 });
  for (const role of ROLES) {
    members.set(role, await signedIn(portal.app, { email: MEMBERS[role], password: PASSWORD }));
  }
});
afterAll(() => portal?.close());

/** The routes that ask more than viewing, by what they do (docs/team.md's table of roles). */
const SHIPPING = [
  /^shipments\.(cancel|ship-again|create-return|resolve-exception|exception-document|file-claim|consignee-notices)$/,
  /^(create-shipment|import-shipments|add-address-book|edit-address-book|import-addresses|schedule-pickup|add-address-account)(\.|$)/,
  /^(address-book\.store|pickups\.cancel|claim\.(answer|photos)|shipping-preferences\.(rename|destroy)-preset)$/,
];
const BILLING = /^(billing-and-payments|reports)(\.|$)/;
const MANAGING = /^(team|activity)(\.|$)/;

describe('what the route table asks of each route', () => {
  it('asks shipping of what books, changes or claims, billing of money, managing of the team', () => {
    for (const route of guarded) {
      const expected = SHIPPING.some((rule) => rule.test(route.name))
        ? 'ship'
        : BILLING.test(route.name)
          ? 'bill'
          : MANAGING.test(route.name)
            ? 'manage'
            : 'view';
      expect(route.permission, route.name).toBe(expected);
    }
  });
});

describe('each role against each route that asks one', () => {
  it('has routes of every permission in the table', () => {
    expect([...new Set(guarded.map((r) => r.permission))]).toEqual(
      expect.arrayContaining(['view', 'ship', 'bill']),
    );
  });

  describe.each(ROLES.map((role) => [role]))('%s', (role) => {
    it.each(guarded.map((route) => [route.name, route]))('%s', async (_name, route) => {
      const member = members.get(role)!;
      const path = pathOf(route.path, route.where);
      const before = portal.calls.length;
      const answer =
        route.method === 'get'
          ? await member.visit(path)
          : await member.submit(route.method, path, {});
      const refused = answer.status === 403 && answer.page?.props.message === NOT_ALLOWED;
      expect(refused, `${role} ${route.method.toUpperCase()} ${path}: ${answer.status}`).toBe(
        !roleAllows(role, route.permission),
      );
      // Refused before its handler: nothing was asked of the provider.
      if (refused) expect(portal.calls.slice(before)).toEqual([]);
    });
  });
});
