import { afterEach, describe, expect, it } from 'vitest';
import { route } from '../../../resources/js/lib/route';
import { routeNameAt, syncZiggy } from '../../../resources/js/lib/ziggy';
import type { RouteConfig } from '../../../shared/routing/config';

/** The shape the server shares as the `ziggy` prop (server/routing/ziggy.ts), a few routes. */
function config(url: string): RouteConfig {
  return {
    url,
    port: null,
    defaults: {},
    routes: {
      dashboard: { uri: 'dashboard', methods: ['GET', 'HEAD'] },
      shipments: { uri: 'shipments', methods: ['GET', 'HEAD'] },
      'edit-address-book': {
        uri: 'address-book/{uuid}/edit',
        methods: ['GET', 'HEAD'],
        parameters: ['uuid'],
        wheres: { uuid: '[A-Za-z0-9-]{1,64}' },
      },
      'change-password': { uri: 'profile/password', methods: ['GET', 'HEAD'] },
    },
  };
}

afterEach(() => {
  globalThis.Ziggy = undefined;
});

describe('the Ziggy config from the ziggy page prop', () => {
  it('becomes the config of route() called without one', () => {
    syncZiggy({ ziggy: config('http://portal.test') });
    expect(route('edit-address-book', { uuid: 'a1' })).toBe(
      'http://portal.test/address-book/a1/edit',
    );
  });

  it('is replaced when a page brings a different one, and kept when a page has none', () => {
    const first = config('http://one.test');
    syncZiggy({ ziggy: first });
    syncZiggy({});
    syncZiggy({ ziggy: 'not a config' });
    expect(globalThis.Ziggy).toBe(first);
    const second = config('http://two.test');
    syncZiggy({ ziggy: second });
    expect(globalThis.Ziggy).toBe(second);
  });
});

describe('routeNameAt', () => {
  it('names the route of a page url, parameters and query included', () => {
    syncZiggy({ ziggy: config('http://portal.test') });
    expect(routeNameAt('/dashboard')).toBe('dashboard');
    expect(routeNameAt('/address-book/3f2a-9/edit')).toBe('edit-address-book');
    expect(routeNameAt('/shipments?page=2&apply-filter=all')).toBe('shipments');
    expect(routeNameAt('http://portal.test/profile/password')).toBe('change-password');
  });

  it('is undefined for an unknown url or before any config arrived', () => {
    expect(routeNameAt('/dashboard')).toBeUndefined();
    syncZiggy({ ziggy: config('http://portal.test') });
    expect(routeNameAt('/no-such-page')).toBeUndefined();
    expect(routeNameAt('/address-book/bad uuid!/edit')).toBeUndefined();
  });
});
