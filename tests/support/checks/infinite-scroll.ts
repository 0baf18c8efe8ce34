import { expect, it } from 'vitest';
import type { PageObject } from '../../../server/inertia';
import type { InertiaBrowser } from '../inertia';

/** What the phone's card list asks for: the next page (append) or an earlier one (prepend). */
export const MERGE_INTENT = 'X-Inertia-Infinite-Scroll-Merge-Intent';
export const RESET = 'X-Inertia-Reset';

export interface ScrollListCase {
  visitor: () => InertiaBrowser;
  component: string;
  /** The screen's address with a query (`?page=2`, `?search=…`). */
  url: (query: string) => `/${string}`;
  /** The field rows are matched on when pages are merged. */
  key: string;
  /** A query that narrows the list to fewer pages than the whole (a filter or a search). */
  narrowed: (firstRow: Row) => string;
}

type Row = Record<string, unknown>;
type List = { value: { rows: Row[]; currentPage: number; lastPage: number } };

const PROP = 'table';
const ITEMS = 'table.value.rows';

export const rowsOf = (page: PageObject) => (page.props[PROP] as List).value.rows;
export const listOf = (page: PageObject) => (page.props[PROP] as List).value;

/**
 * The checks every screen whose list phones scroll through as cards shares (spec §9): the
 * list is a scroll prop whose pages the client's infinite list reads, the card list's
 * requests add rows before or after those shown, matched on the row's key, and a change of
 * filter resets it so new rows never join old ones.
 */
export function scrollListChecks(c: ScrollListCase): void {
  const visit = async (query: string, options: { reset?: string[] } = {}) =>
    (await c.visitor().visit(c.url(query), options)).component(c.component).object;
  /** The cards of the page at `from` ask for the page on `side`, as the client's infinite list does. */
  const cards = async (from: string, side: 'next' | 'previous') => {
    await visit(from);
    return (await c.visitor().scroll(PROP, side)).component(c.component);
  };

  it('gives the first page with scrollProps: no previous page, the next one', async () => {
    const page = await visit('');
    const { lastPage } = listOf(page);
    expect(lastPage).toBeGreaterThan(1);
    expect(page.scrollProps?.[PROP]).toEqual({
      pageName: 'page',
      currentPage: 1,
      previousPage: null,
      nextPage: 2,
      reset: false,
    });
  });

  it('gives page 2 alone to a plain visit of ?page=2 (reload), with both neighbours', async () => {
    const first = await visit('');
    const second = await visit('?page=2');
    expect(second.scrollProps?.[PROP]).toMatchObject({
      currentPage: 2,
      previousPage: 1,
      nextPage: listOf(first).lastPage > 2 ? 3 : null,
    });
    const firstKeys = new Set(rowsOf(first).map((r) => r[c.key]));
    expect(rowsOf(second).length).toBeGreaterThan(0);
    expect(rowsOf(second).some((r) => firstKeys.has(r[c.key]))).toBe(false);
  });

  it('has no next page on the last page', async () => {
    const { lastPage } = listOf(await visit(''));
    const last = await visit(`?page=${lastPage}`);
    expect(last.scrollProps?.[PROP]).toMatchObject({
      currentPage: lastPage,
      previousPage: lastPage - 1,
      nextPage: null,
    });
  });

  it('appends the next page to the cards shown, matched on the row key', async () => {
    const answer = await cards('', 'next');
    answer
      .keys('', ['errors', PROP])
      .pageField('mergeProps', [ITEMS])
      .pageField('matchPropsOn', [`${ITEMS}.${c.key}`]);
    const page = answer.object;
    expect(page.prependProps ?? []).toEqual([]);
    expect(page.scrollProps?.[PROP]).toMatchObject({ currentPage: 2, reset: false });
    // The cards shown hold both pages now.
    expect(rowsOf(c.visitor().current!).length).toBeGreaterThan(rowsOf(page).length);
  });

  it('prepends an earlier page when the cards scroll up from a later one', async () => {
    const answer = await cards('?page=2', 'previous');
    answer.pageField('prependProps', [ITEMS]).pageField('matchPropsOn', [`${ITEMS}.${c.key}`]);
    const page = answer.object;
    expect(page.mergeProps ?? []).toEqual([]);
    expect(page.scrollProps?.[PROP]).toMatchObject({ currentPage: 1, nextPage: 2 });
  });

  it('resets the list on a filter or page change (X-Inertia-Reset): rows replace, never join', async () => {
    const whole = listOf(await visit(''));
    const page = await visit(c.narrowed(whole.rows[0]!), { reset: [PROP] });
    expect(page.mergeProps ?? []).toEqual([]);
    expect(page.prependProps ?? []).toEqual([]);
    expect(page.scrollProps?.[PROP]).toMatchObject({ currentPage: 1, reset: true });
    const narrowed = listOf(page);
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.lastPage).toBeLessThan(whole.lastPage);

    const paged = await visit('?page=2', { reset: [PROP] });
    expect(paged.mergeProps ?? []).toEqual([]);
    expect(paged.scrollProps?.[PROP]).toMatchObject({ currentPage: 2, reset: true });
  });
}
