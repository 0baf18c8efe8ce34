import { describe, expect, it } from 'vitest';
import { deepMerge, merge, once, prepend } from '../../server/inertia';
import { handle, protocolApp, visit } from '../support/apps/protocol-app';

let onceCalls = 0;
const expiresAt = new Date('2030-01-01T00:00:00Z');
const app = protocolApp((a) => {
  a.get(
    '/feed',
    handle(async (_req, res) =>
      res.inertia.render('feed', {
        items: merge(() => [{ id: 3 }], { matchOn: ['id'] }),
        alerts: prepend(() => ['new']),
        settings: deepMerge(() => ({ a: { b: 1 } })),
        plans: once(() => {
          onceCalls++;
          return ['basic'];
        }),
        rates: once(() => [1], { expiresAt }),
      }),
    ),
  );
});

describe('merge props', () => {
  it('announces append, prepend and deep merge props and what to match items on', async () => {
    const res = await visit(app, '/feed');
    expect(res.body.mergeProps).toEqual(['items']);
    expect(res.body.prependProps).toEqual(['alerts']);
    expect(res.body.deepMergeProps).toEqual(['settings']);
    expect(res.body.matchPropsOn).toEqual(['items.id']);
  });

  it('does not announce a prop the client asked to reset (X-Inertia-Reset)', async () => {
    const res = await visit(app, '/feed').set('X-Inertia-Reset', 'items,settings');
    expect(res.body.mergeProps).toBeUndefined();
    expect(res.body.deepMergeProps).toBeUndefined();
    expect(res.body.props.items).toEqual([{ id: 3 }]);
  });
});

describe('once props', () => {
  it('sends them with their metadata on the first visit', async () => {
    const res = await visit(app, '/feed');
    expect(res.body.props.plans).toEqual(['basic']);
    expect(res.body.onceProps).toEqual({
      plans: { prop: 'plans', expiresAt: null },
      rates: { prop: 'rates', expiresAt: expiresAt.getTime() },
    });
  });

  it('skips (and never computes) the ones the client holds, keeping the metadata', async () => {
    onceCalls = 0;
    const res = await visit(app, '/feed').set('X-Inertia-Except-Once-Props', 'plans');
    expect(res.body.props.plans).toBeUndefined();
    expect(onceCalls).toBe(0);
    expect(res.body.onceProps.plans).toEqual({ prop: 'plans', expiresAt: null });
    expect(res.body.props.rates).toEqual([1]);
  });

  it('sends a held once prop again when a partial reload names it', async () => {
    const res = await visit(app, '/feed').set({
      'X-Inertia-Except-Once-Props': 'plans',
      'X-Inertia-Partial-Component': 'feed',
      'X-Inertia-Partial-Data': 'plans',
    });
    expect(res.body.props.plans).toEqual(['basic']);
  });
});
