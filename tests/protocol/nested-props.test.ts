import { describe, expect, it } from 'vitest';
import { always, defer, merge, once, optional } from '../../server/inertia';
import { handle, protocolApp, tracker, visit } from '../support/apps/protocol-app';

const { calls, track } = tracker();

const app = protocolApp(
  (a) => {
    a.get(
      '/inbox',
      handle(async (_req, res) =>
        res.inertia.render('inbox', {
          title: 'Inbox',
          panel: {
            summary: { unread: 2 },
            feed: defer(track('feed', ['a', 'b']), { group: 'side' }),
            extra: optional(track('extra', 'x')),
            stamp: always(track('stamp', 42)),
            rates: once(track('rates', [1, 2]), { key: 'rates-v1' }),
            items: merge(track('items', [{ id: 1 }]), { matchOn: ['id'] }),
            later: merge(track('later', [{ id: 9 }]), { deferGroup: 'side' }),
          },
          'meta.page': 3,
          'meta.size': 10,
        }),
      ),
    );
  },
  { auth: { user: { name: 'Ada' }, notifications: defer(track('notes', [1]), 'notes') } },
);

const partial = (headers: Record<string, string>) =>
  visit(app, '/inbox').set({ 'X-Inertia-Partial-Component': 'inbox', ...headers });

describe('wrapped props inside plain objects', () => {
  it('leave deferred and optional ones out of the first response, listed by their dot path', async () => {
    calls.length = 0;
    const res = await visit(app, '/inbox');
    expect(res.body.props.panel).toEqual({
      summary: { unread: 2 },
      stamp: 42,
      rates: [1, 2],
      items: [{ id: 1 }],
    });
    expect(res.body.props.auth).toEqual({ user: { name: 'Ada' } });
    expect(res.body.deferredProps).toEqual({
      side: ['panel.feed', 'panel.later'],
      notes: ['auth.notifications'],
    });
    expect(calls.sort()).toEqual(['items', 'rates', 'stamp']);
  });

  it('name once and merge props by their path, a deferred merge prop on the first answer', async () => {
    const res = await visit(app, '/inbox');
    expect(res.body.onceProps).toEqual({ 'rates-v1': { prop: 'panel.rates', expiresAt: null } });
    expect(res.body.mergeProps).toEqual(['panel.items', 'panel.later']);
    expect(res.body.matchPropsOn).toEqual(['panel.items.id']);
  });

  it('load a nested deferred group by its paths, with nothing else computed', async () => {
    calls.length = 0;
    const res = await partial({ 'X-Inertia-Partial-Data': 'panel.feed,panel.later' });
    expect(res.body.props.panel).toEqual({ feed: ['a', 'b'], later: [{ id: 9 }], stamp: 42 });
    expect(res.body.props).not.toHaveProperty('title');
    expect(calls.sort()).toEqual(['feed', 'later', 'stamp']);
  });

  it('send a nested always prop with any partial reload', async () => {
    const res = await partial({ 'X-Inertia-Partial-Data': 'title' });
    expect(res.body.props).toEqual({ title: 'Inbox', panel: { stamp: 42 }, errors: {} });
  });

  it('send a nested optional prop when named', async () => {
    const res = await partial({ 'X-Inertia-Partial-Data': 'panel.extra' });
    expect(res.body.props.panel.extra).toBe('x');
  });

  it('skip a nested once prop the client holds, by its key', async () => {
    calls.length = 0;
    const res = await visit(app, '/inbox').set('X-Inertia-Except-Once-Props', 'rates-v1');
    expect(res.body.props.panel).not.toHaveProperty('rates');
    expect(res.body.onceProps).toEqual({ 'rates-v1': { prop: 'panel.rates', expiresAt: null } });
    expect(calls).not.toContain('rates');
  });

  it('leave out what except names below the top level, and compute none of it', async () => {
    calls.length = 0;
    const res = await partial({ 'X-Inertia-Partial-Except': 'panel.items,panel.rates' });
    expect(res.body.props.panel).not.toHaveProperty('items');
    expect(res.body.props.panel).not.toHaveProperty('rates');
    expect(calls).not.toContain('items');
    expect(calls).not.toContain('rates');
  });

  it('unpack top-level keys with dots', async () => {
    const res = await visit(app, '/inbox');
    expect(res.body.props.meta).toEqual({ page: 3, size: 10 });
    expect(res.body.props).not.toHaveProperty(['meta.page']);
  });
});

describe('once options', () => {
  const at = new Date('2031-05-01T00:00:00Z');
  let fresh = false;
  const onceApp = protocolApp((a) => {
    a.get(
      '/plans',
      handle(async (_req, res) =>
        res.inertia.render('plans', {
          plans: once(() => ['basic'], { key: 'plans', expiresAt: at, fresh }),
          soon: once(() => 1, { ttlSeconds: 60 }),
          prices: defer(() => [9], { once: { key: 'prices' } }),
        }),
      ),
    );
  });

  it('keep a custom key and an expiry, absolute or in seconds from now', async () => {
    const before = Date.now();
    const res = await visit(onceApp, '/plans');
    expect(res.body.onceProps.plans).toEqual({ prop: 'plans', expiresAt: at.getTime() });
    expect(res.body.onceProps.soon.expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(res.body.onceProps.soon.expiresAt).toBeLessThan(before + 120_000);
  });

  it('send a fresh once prop even though the client holds it', async () => {
    fresh = true;
    try {
      const res = await visit(onceApp, '/plans').set('X-Inertia-Except-Once-Props', 'plans');
      expect(res.body.props.plans).toEqual(['basic']);
    } finally {
      fresh = false;
    }
    const held = await visit(onceApp, '/plans').set('X-Inertia-Except-Once-Props', 'plans');
    expect(held.body.props).not.toHaveProperty('plans');
  });

  it('defer a once prop on the first visit, and neither defer nor send it once held', async () => {
    const first = await visit(onceApp, '/plans');
    expect(first.body.deferredProps).toEqual({ default: ['prices'] });
    const held = await visit(onceApp, '/plans').set('X-Inertia-Except-Once-Props', 'prices');
    expect(held.body.deferredProps).toBeUndefined();
    expect(held.body.onceProps.prices).toEqual({ prop: 'prices', expiresAt: null });
  });
});
