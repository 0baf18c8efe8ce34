// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReloadOptions } from '@inertiajs/core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from '../../../resources/js/components/ui/infinite-list';

interface ScrollProp {
  pageName: string;
  previousPage: number | null;
  nextPage: number | null;
  currentPage: number;
}
/** The address of the page the list is on, and its infinite-scroll prop. */
const at: { url: string; scroll: ScrollProp } = {
  url: '/shipments',
  scroll: { pageName: 'page', previousPage: null, nextPage: null, currentPage: 1 },
};
const pages = new Map<string, object>();
const reload = vi.fn<(options: ReloadOptions) => void>();
const replace = vi.fn();
const remember = vi.fn();

// The list asks Inertia's router for its pages; a stand-in records what it asks.
vi.mock('@inertiajs/react', async (original) => ({
  ...(await original<typeof import('@inertiajs/react')>()),
  router: {
    reload: (options: ReloadOptions) => reload(options),
    replace: (...args: unknown[]) => replace(...args),
    remember: (...args: unknown[]) => remember(...args),
    restore: () => undefined,
    on: () => () => undefined,
  },
  // One page object per address, as Inertia gives the same page until the next one.
  usePage: () => {
    const page = pages.get(at.url) ?? { url: at.url, scrollProps: { table: { ...at.scroll } } };
    pages.set(at.url, page);
    return page;
  },
}));

/** The observers the list makes: the end of the list coming near the screen. */
const observers: {
  callback: IntersectionObserverCallback;
  margin?: string;
  observed: Element[];
}[] = [];
class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, margin: options?.rootMargin, observed: (this.observed = []) });
  }
  observed: Element[];
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
}
vi.stubGlobal('IntersectionObserver', FakeObserver);

/** A new screen: what the last one drew is gone, and its page objects with it. */
function fresh() {
  cleanup();
  pages.clear();
}

/** The end of the list comes into view (or within its margin). */
function endNear() {
  const live = observers.filter((o) => o.observed.length > 0);
  act(() => {
    for (const o of live) {
      o.callback(
        o.observed.map((target) => ({ isIntersecting: true, target })) as never,
        {} as IntersectionObserver,
      );
    }
  });
}

afterEach(() => {
  fresh();
  observers.length = 0;
  at.url = '/shipments';
  at.scroll = { pageName: 'page', previousPage: null, nextPage: null, currentPage: 1 };
  reload.mockReset();
  replace.mockReset();
  remember.mockReset();
  vi.restoreAllMocks();
});

/** A screen whose width the test sets: narrow (below 768 px) or not, with change events. */
function screenWidth(narrow: boolean) {
  const listeners = new Set<() => void>();
  const state = { narrow };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return state.narrow;
        },
        media: query,
        addEventListener: (_: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    state.narrow = next;
    act(() => listeners.forEach((fn) => fn()));
  };
}

const rows = [
  { id: 'a', name: 'First' },
  { id: 'b', name: 'Second' },
];

function listOf(items: typeof rows, extra: { empty?: ReactNode; total?: number } = {}) {
  return (
    <InfiniteList
      data="table"
      items={items}
      itemKey={(row) => row.id}
      label="My shipments"
      noun={{ many: 'shipments', counted: '{count, plural, one {# shipment} other {# shipments}}' }}
      {...extra}
    >
      {(row) => <span>{row.name}</span>}
    </InfiniteList>
  );
}

function list(extra: { empty?: ReactNode; total?: number } = {}, items = rows) {
  return render(listOf(items, extra));
}

describe('InfiniteList', () => {
  it('loads the next page within 50 px of the end (spec §9), by itself, the address kept', () => {
    at.scroll = { ...at.scroll, nextPage: 2 };
    list();
    expect(observers.at(-1)?.margin).toBe('0px 0px 50px 0px');
    endNear();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload.mock.calls[0]![0]).toMatchObject({
      data: { page: '2' },
      only: ['table'],
      preserveUrl: true,
      headers: { 'X-Inertia-Infinite-Scroll-Merge-Intent': 'append' },
    });
  });

  it('asks for nothing more at the end of the list, nor while a page is on its way', () => {
    list();
    endNear();
    expect(reload).not.toHaveBeenCalled();
    fresh();
    at.scroll = { ...at.scroll, nextPage: 2 };
    list();
    endNear();
    endNear();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("loads earlier pages only from 'Load earlier', never by itself at the top", () => {
    at.scroll = { ...at.scroll, previousPage: 1, currentPage: 2 };
    list();
    endNear();
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier shipments' }));
    expect(reload.mock.calls[0]![0]).toMatchObject({
      data: { page: '1' },
      headers: { 'X-Inertia-Infinite-Scroll-Merge-Intent': 'prepend' },
    });
  });

  it('moves on to the page after the one that came in, and says when the end is reached', () => {
    at.scroll = { ...at.scroll, nextPage: 2 };
    const view = list();
    fireEvent.click(screen.getByRole('button', { name: 'Load more shipments' }));
    const answer = { scrollProps: { table: { ...at.scroll, currentPage: 2, nextPage: null } } };
    act(() => {
      reload.mock.calls[0]![0].onSuccess?.(answer as never);
      reload.mock.calls[0]![0].onFinish?.({} as never);
    });
    view.rerender(listOf([...rows, { id: 'c', name: 'Third' }]));
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(screen.getByText('End of the list')).toBeTruthy();
    // The pages the list holds are remembered in the history entry.
    expect(remember).toHaveBeenLastCalledWith(
      {
        previous: null,
        next: null,
        runs: [
          { page: '1', count: 2 },
          { page: '2', count: 1 },
        ],
      },
      'infinite-list:table',
    );
  });

  it('follows the page in view in the address once the scrolling settles', () => {
    vi.useFakeTimers();
    at.scroll = { ...at.scroll, nextPage: 2 };
    const view = list();
    fireEvent.click(screen.getByRole('button', { name: 'Load more shipments' }));
    act(() => reload.mock.calls[0]![0].onSuccess?.({ scrollProps: {} } as never));
    const more = [...rows, { id: 'c', name: 'Third' }, { id: 'd', name: 'Fourth' }];
    view.rerender(listOf(more));
    // The first page's items scrolled above the screen, the second's on it.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const onScreen = ['Third', 'Fourth'].includes(this.textContent ?? '');
      return { top: onScreen ? 100 : -300, bottom: onScreen ? 200 : -200 } as DOMRect;
    });
    fireEvent.scroll(window);
    expect(replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(250));
    expect(replace).toHaveBeenCalledWith({
      url: '/shipments?page=2',
      preserveScroll: true,
      preserveState: true,
    });
    vi.useRealTimers();
  });

  it('starts afresh for a new search or filter, and not for a later page of the same one', () => {
    at.scroll = { ...at.scroll, nextPage: 2 };
    const view = list();
    at.scroll = { ...at.scroll, nextPage: null };
    at.url = '/shipments?page=2';
    view.rerender(listOf(rows));
    expect(screen.getByRole('button', { name: 'Load more shipments' })).toBeTruthy();
    at.url = '/shipments?search=ORD-1';
    view.rerender(listOf(rows));
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('draws each item in a named list, in order', () => {
    list();
    const items = screen.getByRole('list', { name: 'My shipments' }).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(['First', 'Second']);
  });

  it("offers 'Load more' for keyboard users while there is a next page; it fetches it", () => {
    at.scroll = { ...at.scroll, nextPage: 2 };
    list();
    expect(screen.queryByText(/All \d+ shipments shown|End of the list/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more shipments' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state on the same button, which stays focusable', () => {
    at.scroll = { ...at.scroll, nextPage: 2 };
    list();
    fireEvent.click(screen.getByRole('button', { name: 'Load more shipments' }));
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button.closest('[aria-busy="true"]')).not.toBeNull();
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('says the end of the list is reached, with the total when every page is shown', () => {
    list({ total: 36 });
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(screen.getByText('All 36 shipments shown')).toBeTruthy();
    fresh();
    at.scroll = { ...at.scroll, previousPage: 1, currentPage: 2 };
    list({ total: 36 });
    expect(screen.getByText('End of the list')).toBeTruthy();
  });

  it('shows the empty state instead of a list when there are no items', () => {
    list({ empty: <p>No shipments yet</p> }, []);
    expect(screen.getByText('No shipments yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('tells assistive technology how many items are shown as pages load', () => {
    const { rerender } = list();
    expect(screen.getByText('2 shipments shown').getAttribute('aria-live')).toBe('polite');
    rerender(listOf([...rows, { id: 'c', name: 'Third' }]));
    expect(screen.getByText('3 shipments shown')).toBeTruthy();
  });

  it('reloads the list afresh when the screen widens, so the table shows one page', () => {
    const resize = screenWidth(true);
    list();
    expect(reload).not.toHaveBeenCalled();
    resize(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith({ only: ['table'], reset: ['table'] });
    resize(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of the server on a wide screen that stays wide', () => {
    screenWidth(false);
    list();
    expect(reload).not.toHaveBeenCalled();
  });
});
