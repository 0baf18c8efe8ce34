import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutKind } from '../../../resources/js/lib/layout-kind';
import { ziggyConfig } from '../../../server/routing/ziggy';

// The page's routes, as the browser has them once the first page is in.
beforeAll(() => {
  globalThis.Ziggy = ziggyConfig('http://portal.test');
});
afterAll(() => {
  globalThis.Ziggy = undefined;
});

describe('layout chosen from the page component', () => {
  it('shows auth, error and development pages in the default layout alone', () => {
    expect(layoutKind('auth/login')).toBe('default');
    expect(layoutKind('dev/dev-kit')).toBe('default');
    expect(layoutKind('auth/logout')).toBe('default');
    expect(layoutKind('errors/error')).toBe('default');
    // Public tracking is open to everyone: no signed-in shell, even for a signed-in user.
    expect(layoutKind('tracking/track')).toBe('default');
  });

  it('shows Get a quote alone to a visitor, and in the signed-in shell to a user', () => {
    expect(layoutKind('quotes/get-quote', '/quote', false)).toBe('default');
    expect(layoutKind('quotes/get-quote', '/quote', true)).toBe('signed-in');
    // Public tracking stays alone for everyone.
    expect(layoutKind('tracking/track', '/track', true)).toBe('default');
  });

  it('shows profile pages in the signed-in shell with the profile layout', () => {
    expect(layoutKind('profile/edit-profile')).toBe('profile');
    expect(layoutKind('profile/pickup-preferences')).toBe('profile');
  });

  it('shows every other page in the signed-in shell', () => {
    expect(layoutKind('dashboard/dashboard')).toBe('signed-in');
    expect(layoutKind('address-book/add-address-book')).toBe('signed-in');
    expect(layoutKind('accounts/account-required', '/shipments?page=2')).toBe('signed-in');
    // Names only match whole folders.
    expect(layoutKind('authors/list')).toBe('signed-in');
    expect(layoutKind('profiles/list')).toBe('signed-in');
    expect(layoutKind('devices/list')).toBe('signed-in');
  });

  it('keeps the profile menu around the account prompt on a profile route', () => {
    expect(layoutKind('accounts/account-required', '/profile/shipping-preferences')).toBe(
      'profile',
    );
    expect(layoutKind('accounts/account-required', '/profile/pickup-preferences')).toBe('profile');
    expect(layoutKind('accounts/account-required')).toBe('signed-in');
    expect(layoutKind('accounts/account-required', '/profiles')).toBe('signed-in');
    expect(layoutKind('accounts/account-required', '/profile?tab=1')).toBe('profile');
  });
});
