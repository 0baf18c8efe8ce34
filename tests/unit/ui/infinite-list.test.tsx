// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { InfiniteScrollActionSlotProps } from '@inertiajs/core';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from '../../../resources/js/components/ui/infinite-list';

type Slot = (props: InfiniteScrollActionSlotProps) => ReactNode;
interface Captured {
  data: string;
  buffer: number;
  as: string;
  preserveUrl?: boolean;
  manual?: boolean;
  onlyNext?: boolean;
  previous: Slot;
  next: Slot;
  children: ReactNode;
  'aria-label': string;
}

const seen: { props?: Captured; state: Partial<InfiniteScrollActionSlotProps>; mounts: number } = {
  state: {},
  mounts: 0,
};
/** The address of the page the list is on. */
const at = { url: '/shipments' };
const pages = new Map<string, object>();
const fetchNext = vi.fn();
const reload = vi.fn();
const fetchPrevious = vi.fn();

// Inertia's InfiniteScroll needs the page around it; a stand-in records what the list
// asks of it and draws the slots in the state a test sets.
vi.mock('@inertiajs/react', async (original) => ({
  ...(await original<typeof import('@inertiajs/react')>()),
  router: { reload: (...args: unknown[]) => reload(...args), on: () => () => undefined },
  // One page object per address, as Inertia gives the same page until the next one.
  usePage: () => {
    const page = pages.get(at.url) ?? { url: at.url, scrollProps: { table: { pageName: 'page' } } };
    pages.set(at.url, page);
    return page;
  },
  InfiniteScroll: (props: Captured) => {
    seen.props = props;
    useEffect(() => {
      seen.mounts++;
    }, []);
    const base = {
      loading: false,
      loadingPrevious: false,
      loadingNext: false,
      autoMode: true,
      manualMode: false,
      hasMore: false,
      hasPrevious: false,
      hasNext: false,
      ...seen.state,
    };
    return (
      <>
        <div>
          {props.previous({
            ...base,
            loading: base.loadingPrevious,
            hasMore: base.hasPrevious,
            fetch: fetchPrevious,
          })}
        </div>
        <ul aria-label={props['aria-label']}>{props.children}</ul>
        <div>
          {props.next({
            ...base,
            loading: base.loadingNext,
            hasMore: base.hasNext,
            fetch: fetchNext,
          })}
        </div>
      </>
    );
  },
}));

afterEach(() => {
  cleanup();
  seen.props = undefined;
  seen.state = {};
  seen.mounts = 0;
  at.url = '/shipments';
  fetchNext.mockReset();
  fetchPrevious.mockReset();
  reload.mockReset();
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

function list(extra: { empty?: ReactNode; total?: number } = {}, items = rows) {
  return render(
    <InfiniteList
      data="table"
      items={items}
      itemKey={(row) => row.id}
      label="My shipments"
      noun={{ many: 'shipments', counted: '{count, plural, one {# shipment} other {# shipments}}' }}
      {...extra}
    >
      {(row) => <span>{row.name}</span>}
    </InfiniteList>,
  );
}

describe('InfiniteList', () => {
  it('loads the next page within 50 px of the end (spec §9), automatically, keeping the page in the URL', () => {
    list();
    expect(seen.props).toMatchObject({ data: 'table', buffer: 50, as: 'ul' });
    expect(seen.props?.manual).toBeFalsy();
    expect(seen.props?.preserveUrl).toBeFalsy();
  });

  it("loads earlier pages only from 'Load earlier', never by itself at the top", () => {
    list();
    expect(seen.props?.onlyNext).toBe(true);
  });

  it('starts afresh for a new search or filter, and not for a later page of the same one', () => {
    const view = list();
    const again = () =>
      view.rerender(
        <InfiniteList
          data="table"
          items={rows}
          itemKey={(row) => row.id}
          label="L"
          noun={{ many: 'n', counted: '{count} n' }}
        >
          {(row) => <span>{row.name}</span>}
        </InfiniteList>,
      );
    at.url = '/shipments?page=2';
    again();
    expect(seen.mounts).toBe(1);
    at.url = '/shipments?search=ORD-1';
    again();
    expect(seen.mounts).toBe(2);
    at.url = '/shipments?search=ORD-1&page=3';
    again();
    expect(seen.mounts).toBe(2);
  });

  it('draws each item in a named list, in order', () => {
    list();
    const items = screen.getByRole('list', { name: 'My shipments' }).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(['First', 'Second']);
  });

  it("offers 'Load more' for keyboard users while there is a next page; it fetches it", () => {
    seen.state = { hasNext: true };
    list();
    const more = screen.getByRole('button', { name: 'Load more shipments' });
    fireEvent.click(more);
    expect(fetchNext).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/All \d+ shipments shown|End of the list/)).toBeNull();
  });

  it('shows the loading state on the same button, which stays focusable', () => {
    seen.state = { hasNext: true, loadingNext: true };
    list();
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button.closest('[aria-busy="true"]')).not.toBeNull();
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('says the end of the list is reached, with the total when every page is shown', () => {
    list({ total: 36 });
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(screen.getByText('All 36 shipments shown')).toBeTruthy();
    cleanup();
    seen.state = { hasPrevious: true };
    list({ total: 36 });
    expect(screen.getByText('End of the list')).toBeTruthy();
  });

  it("offers 'Load earlier' when opened on a later page; it fetches the page before", () => {
    seen.state = { hasPrevious: true };
    list();
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier shipments' }));
    expect(fetchPrevious).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state instead of a list when there are no items', () => {
    list({ empty: <p>No shipments yet</p> }, []);
    expect(screen.getByText('No shipments yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(seen.props).toBeUndefined();
  });

  it('tells assistive technology how many items are shown as pages load', () => {
    const { rerender } = list();
    expect(screen.getByText('2 shipments shown').getAttribute('aria-live')).toBe('polite');
    rerender(
      <InfiniteList
        data="table"
        items={[...rows, { id: 'c', name: 'Third' }]}
        itemKey={(row) => row.id}
        label="My shipments"
        noun={{
          many: 'shipments',
          counted: '{count, plural, one {# shipment} other {# shipments}}',
        }}
      >
        {(row) => <span>{row.name}</span>}
      </InfiniteList>,
    );
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
