import { describe, expect, it } from 'vitest';
import { always, defer, optional } from '../../server/inertia';
import { handle, protocolApp, tracker, visit } from '../support/apps/protocol-app';

const { calls, track } = tracker();

const app = protocolApp(
  (a) => {
    a.get(
      '/dash',
      handle(async (_req, res) =>
        res.inertia.render('dash', {
          stats: track('stats', { created: 3, delivered: 1 }),
          list: track('list', [1, 2]),
          filters: { status: 'all', nested: track('nested', { page: 1 }) },
          extra: optional(track('extra', 'x')),
          flags: always(track('flags', { beta: true })),
        }),
      ),
    );
  },
  { auth: track('auth', { user: { name: 'Ada', email: 'a@x' }, roles: ['r'] }) },
);

const partial = (component: string, headers: Record<string, string>) =>
  visit(app, '/dash').set({ 'X-Inertia-Partial-Component': component, ...headers });

describe('partial reloads', () => {
  it('computes every prop lazily and only when sent', async () => {
    calls.length = 0;
    await partial('dash', { 'X-Inertia-Partial-Data': 'list' });
    expect(calls.sort()).toEqual(['flags', 'list']);
  });

  it('sends only the named props (plus always props and errors)', async () => {
    const res = await partial('dash', { 'X-Inertia-Partial-Data': 'stats,list' });
    expect(Object.keys(res.body.props).sort()).toEqual(['errors', 'flags', 'list', 'stats']);
  });

  it('sends everything except the named props', async () => {
    const res = await partial('dash', { 'X-Inertia-Partial-Except': 'stats,auth' });
    expect(Object.keys(res.body.props).sort()).toEqual(['errors', 'filters', 'flags', 'list']);
  });

  it('follows dot paths in only', async () => {
    const res = await partial('dash', {
      'X-Inertia-Partial-Data': 'auth.user.name,filters.nested',
    });
    expect(res.body.props.auth).toEqual({ user: { name: 'Ada' } });
    expect(res.body.props.filters).toEqual({ nested: { page: 1 } });
  });

  it('follows dot paths in except', async () => {
    const res = await partial('dash', { 'X-Inertia-Partial-Except': 'auth.roles,filters.status' });
    expect(res.body.props.auth).toEqual({ user: { name: 'Ada', email: 'a@x' } });
    expect(res.body.props.filters).toEqual({ nested: { page: 1 } });
  });

  it('ignores the partial headers when the component differs: a full response', async () => {
    const res = await partial('other', { 'X-Inertia-Partial-Data': 'list' });
    expect(Object.keys(res.body.props).sort()).toEqual(
      ['auth', 'errors', 'filters', 'flags', 'list', 'stats'].sort(),
    );
  });

  it('always carries errors, even when not asked for', async () => {
    const res = await partial('dash', { 'X-Inertia-Partial-Data': 'list' });
    expect(res.body.props.errors).toEqual({});
  });

  it('leaves optional props out of full responses and sends them when named', async () => {
    expect((await visit(app, '/dash')).body.props.extra).toBeUndefined();
    const res = await partial('dash', { 'X-Inertia-Partial-Data': 'extra' });
    expect(res.body.props.extra).toBe('x');
  });

  it('resolves closures nested inside plain object props', async () => {
    const res = await visit(app, '/dash');
    expect(res.body.props.filters).toEqual({ status: 'all', nested: { page: 1 } });
  });
});

describe('deferred props', () => {
  const deferred = protocolApp((a) => {
    a.get(
      '/d',
      handle(async (_req, res) =>
        res.inertia.render('d', {
          now: 1,
          stats: defer(() => ({ n: 1 })),
          chart: defer(() => [1], 'charts'),
          table: defer(() => [2], 'charts'),
        }),
      ),
    );
  });

  it('leaves them out of the first response and announces them by group', async () => {
    const res = await visit(deferred, '/d');
    expect(res.body.props.stats).toBeUndefined();
    expect(res.body.deferredProps).toEqual({ default: ['stats'], charts: ['chart', 'table'] });
  });

  it('sends them when the client asks for the group', async () => {
    const res = await visit(deferred, '/d').set({
      'X-Inertia-Partial-Component': 'd',
      'X-Inertia-Partial-Data': 'chart,table',
    });
    expect(res.body.props).toMatchObject({ chart: [1], table: [2] });
    expect(res.body.deferredProps).toBeUndefined();
  });
});
