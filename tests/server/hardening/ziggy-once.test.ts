import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedZiggy } from '../../../server/http/shared-props';
import { browser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ services: 'unreachable' });
});
afterAll(() => portal?.close());

describe('the Ziggy config', () => {
  it('is built once per origin and frozen, so the adapter sends it without walking it', () => {
    const first = sharedZiggy('https://portal.example.com');
    expect(sharedZiggy('https://portal.example.com')).toBe(first);
    expect(Object.isFrozen(first.routes)).toBe(true);
    expect(sharedZiggy('https://other.example.com')).not.toBe(first);
  });

  it('is sent on the first visit and left out once the client holds it', async () => {
    const visitor = browser(portal.app);
    const first = await visitor.open('login');
    first.component('auth/login').where('ziggy.routes.login.uri', 'login');
    expect(first.object.onceProps?.ziggy).toEqual({ prop: 'ziggy', expiresAt: null });
    // The next visit says the client holds it (X-Inertia-Except-Once-Props: ziggy).
    const next = await visitor.visit('login');
    next.component('auth/login').missing('ziggy');
    expect(next.object.onceProps?.ziggy).toEqual({ prop: 'ziggy', expiresAt: null });
    // The page shown keeps the config it holds.
    visitor.page.where('ziggy.routes.login.uri', 'login');
  });
});
