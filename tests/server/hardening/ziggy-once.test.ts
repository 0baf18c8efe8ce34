import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedZiggy } from '../../../server/http/shared-props';
import { Visitor } from '../support/client';
import { barePortal, type BarePortal } from './support';

let portal: BarePortal;
beforeAll(async () => {
  portal = await barePortal();
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
    const visitor = new Visitor(portal.app);
    const first = await visitor.visit('/login');
    expect(first.body.props.ziggy.routes.login.uri).toBe('login');
    expect(first.body.onceProps.ziggy).toEqual({ prop: 'ziggy', expiresAt: null });
    const next = await visitor.visit('/login', { 'X-Inertia-Except-Once-Props': 'ziggy' });
    expect(next.body.props).not.toHaveProperty('ziggy');
  });
});
