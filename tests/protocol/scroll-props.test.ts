import { describe, expect, it } from 'vitest';
import { scroll } from '../../server/inertia';
import { handle, protocolApp, visit } from '../support/apps/protocol-app';

interface Page {
  rows: { id: number }[];
  page: number;
  last: number;
}

const app = protocolApp((a) => {
  a.get(
    '/feed',
    handle(async (req, res) => {
      const page = Number(req.query.page ?? 1);
      await res.inertia.render('feed', {
        feed: scroll(
          (): Page => ({ rows: [{ id: page * 10 }, { id: page * 10 + 1 }], page, last: 3 }),
          {
            items: 'rows',
            matchOn: ['id'],
            pages: (v) => ({
              currentPage: v.page,
              nextPage: v.page < v.last ? v.page + 1 : null,
              previousPage: v.page > 1 ? v.page - 1 : null,
            }),
          },
        ),
      });
    }),
  );
});

const more = (url: string, intent?: 'append' | 'prepend') =>
  visit(app, url).set({
    'X-Inertia-Partial-Component': 'feed',
    'X-Inertia-Partial-Data': 'feed',
    ...(intent ? { 'X-Inertia-Infinite-Scroll-Merge-Intent': intent } : {}),
  });

describe('infinite-scroll props', () => {
  it('list where the page stands and append its items by path', async () => {
    const res = await visit(app, '/feed?page=2');
    expect(res.body.props.feed.rows).toEqual([{ id: 20 }, { id: 21 }]);
    expect(res.body.scrollProps).toEqual({
      feed: { pageName: 'page', currentPage: 2, nextPage: 3, previousPage: 1, reset: false },
    });
    expect(res.body.mergeProps).toEqual(['feed.rows']);
    expect(res.body.matchPropsOn).toEqual(['feed.rows.id']);
  });

  it('prepend the items of an earlier page, as the client’s merge intent says', async () => {
    const res = await more('/feed?page=1', 'prepend');
    expect(res.body.prependProps).toEqual(['feed.rows']);
    expect(res.body.mergeProps).toBeUndefined();
    expect(res.body.scrollProps.feed).toMatchObject({ currentPage: 1, previousPage: null });
  });

  it('append the items of a later page', async () => {
    const res = await more('/feed?page=3', 'append');
    expect(res.body.mergeProps).toEqual(['feed.rows']);
    expect(res.body.scrollProps.feed.nextPage).toBeNull();
  });

  it('start over when the client resets the prop (a new filter)', async () => {
    const res = await more('/feed?page=1').set('X-Inertia-Reset', 'feed');
    expect(res.body.scrollProps.feed.reset).toBe(true);
    expect(res.body.mergeProps).toBeUndefined();
  });
});
