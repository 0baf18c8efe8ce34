import { describe, expect, it } from 'vitest';
import {
  firstPages,
  movedOn,
  pageInView,
  withItemsOf,
  withPage,
  type ScrollProp,
} from '../../../resources/js/components/ui/infinite-pages';

/** A list's pages (resources/js/components/ui/infinite-pages.ts). */

const prop = (current: number, previous: number | null, next: number | null): ScrollProp => ({
  pageName: 'page',
  currentPage: current,
  previousPage: previous,
  nextPage: next,
});

describe("a list's pages", () => {
  it('start as the server drew them: one page, its items all from it', () => {
    expect(firstPages(prop(2, 1, 3), 10)).toEqual({
      previous: '1',
      next: '3',
      runs: [{ page: '2', count: 10 }],
    });
    expect(firstPages(prop(1, null, null), 0)).toEqual({ previous: null, next: null, runs: [] });
  });

  it('move on at the end a page came in, and tag its items, after or before the others', () => {
    let pages = firstPages(prop(2, 1, 3), 10);
    pages = withItemsOf(movedOn(pages, 'next', prop(3, 2, 4)), 'next', '3', 18);
    pages = withItemsOf(movedOn(pages, 'previous', prop(1, null, 2)), 'previous', '1', 28);
    expect(pages).toEqual({
      previous: null,
      next: '4',
      runs: [
        { page: '1', count: 10 },
        { page: '2', count: 10 },
        { page: '3', count: 8 },
      ],
    });
  });

  it('tag nothing for a page that brought no items', () => {
    const pages = firstPages(prop(1, null, 2), 10);
    expect(withItemsOf(pages, 'next', '2', 10)).toBe(pages);
  });

  it('name the page most of the items in view came from', () => {
    const runs = [
      { page: '1', count: 10 },
      { page: '2', count: 10 },
    ];
    expect(pageInView(runs, [7, 8, 9, 10])).toBe('1');
    expect(pageInView(runs, [8, 9, 10, 11, 12])).toBe('2');
    expect(pageInView(runs, [])).toBeUndefined();
    expect(pageInView(runs, [25])).toBeUndefined();
  });

  it('write the page in view into the address, the first page as none, the rest kept', () => {
    expect(withPage('/shipments?apply-filter=all', 'page', '3')).toBe(
      '/shipments?apply-filter=all&page=3',
    );
    expect(withPage('/shipments?page=3&search=a%20b', 'page', '1')).toBe('/shipments?search=a+b');
    expect(withPage('http://portal.test/billing?p=2', 'p', '4')).toBe(
      'http://portal.test/billing?p=4',
    );
  });
});
