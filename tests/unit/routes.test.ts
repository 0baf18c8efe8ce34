import { describe, expect, it } from 'vitest';
import { routes } from '../../routes/web';
import { expressPath, urlFor } from '../../server/routing/url';
import { ziggyConfig } from '../../server/routing/ziggy';

/** spec §2.1, both areas ('billing and payments' is named billing-and-payments). */
const SPEC_ROUTE_NAMES = [
  'login',
  'create-account',
  'register',
  'register-verification',
  'reset-password',
  'verification',
  'change-pass',
  'logout',
  'dashboard',
  'accounts',
  'add-account',
  'accounts-verify',
  'add-address-account',
  'shipments',
  'create-shipment',
  'address-book',
  'add-address-book',
  'edit-address-book',
  'pickups',
  'schedule-pickup',
  'billing-and-payments',
  'reports',
  'edit-account',
  'edit-profile',
  'change-password',
  'shipping-preferences',
  'pickup-preferences',
];

const names = routes.map((r) => r.name as string);

describe('the route table', () => {
  it.each(SPEC_ROUTE_NAMES)('has the spec route %s as a GET page', (name) => {
    const route = routes.find((r) => r.name === name);
    expect(route, `route ${name}`).toBeDefined();
    expect(route?.method).toBe('get');
  });

  it('has no name twice', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('has no method and path twice', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('guards the signed-in area and lets guests reach the auth screens', () => {
    const guardsOf = (name: string) => {
      const route = routes.find((r) => r.name === name);
      return route && 'guards' in route ? [...route.guards] : [];
    };
    expect(guardsOf('login')).toEqual(['guest']);
    expect(guardsOf('register-verification')).toEqual(['otp']);
    expect(guardsOf('verification')).toEqual(['reset']);
    expect(guardsOf('accounts-verify')).toEqual(['auth', 'pendingAccount']);
    expect(guardsOf('shipments')).toEqual(['auth', 'account']);
    // Reports asks its own prompt for an account, and billing of the role once one is chosen.
    expect(guardsOf('reports')).toEqual(['auth', 'bill']);
  });
});

describe('urlFor', () => {
  it('builds paths with parameters and puts the rest in the query', () => {
    expect(urlFor('edit-address-book', { uuid: 'a1-b2' })).toBe('/address-book/a1-b2/edit');
    expect(urlFor('shipments', { page: 2, search: 'x y' })).toBe('/shipments?page=2&search=x+y');
  });

  it('fails on an unknown name or a missing parameter', () => {
    // @ts-expect-error an unknown name does not compile
    expect(() => urlFor('nope')).toThrow(/Unknown route name/);
    expect(() => urlFor('register')).toThrow(/needs parameter type/);
  });

  it('converts to Express paths', () => {
    expect(expressPath('/address-book/{uuid}/edit')).toBe('/address-book/:uuid/edit');
    expect(expressPath('/a/{b?}')).toBe('/a{/:b}');
  });
});

describe('the Ziggy config', () => {
  const config = ziggyConfig('http://localhost:3000');

  it('is derived from the table: every route, its uri, methods and parameters', () => {
    expect(Object.keys(config.routes).sort()).toEqual([...names].sort());
    expect(config.routes['edit-address-book']).toEqual({
      uri: 'address-book/{uuid}/edit',
      methods: ['GET', 'HEAD'],
      parameters: ['uuid'],
      wheres: { uuid: '[A-Za-z0-9-]{1,64}' },
    });
    expect(config.routes['logout.store']?.methods).toEqual(['POST']);
  });

  it('leaves out in production the routes production does not serve (the kit page)', () => {
    const production = ziggyConfig('https://portal.example.com', { production: true });
    expect(config.routes['dev-kit']).toBeDefined();
    expect(production.routes['dev-kit']).toBeUndefined();
    expect(Object.keys(production.routes)).toHaveLength(names.length - 1);
  });

  it('carries the origin and port', () => {
    expect(config.url).toBe('http://localhost:3000');
    expect(config.port).toBe(3000);
  });
});
