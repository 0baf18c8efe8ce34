// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { router } from '@inertiajs/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxIcon } from '../../../resources/js/components/icons';
import { FilterableList, type ListPage } from '../../../resources/js/components/ui/filterable-list';

interface Row {
  id: string;
}
interface View {
  page: number;
  search: string;
  filter: string;
}

const TEXTS = { none: 'Nothing yet', noMatches: 'No matches', emptyPage: 'Past the end' };

function list(rows: Row[], filters: Partial<View> = {}, lastPage = 3): ListPage<Row, View> {
  return {
    rows,
    total: rows.length,
    lastPage,
    filters: { page: 1, search: '', filter: 'all', ...filters },
    statusOptions: [
      { value: 'all', label: 'All' },
      { value: 'due', label: 'Due' },
    ],
  };
}

function show(page: ListPage<Row, View>) {
  return render(
    <FilterableList
      prop="table"
      list={page}
      viewUrl={(view, defaultFilter) =>
        `/things?page=${view.page}&search=${view.search}&filter=${view.filter === defaultFilter ? '' : view.filter}`
      }
      rowKey={(row) => row.id}
      caption="My things"
      noun={{ many: 'things', counted: '{count, plural, one {# thing} other {# things}}' }}
      columns={[{ key: 'id', header: 'ID', cell: (row) => row.id }]}
      search={{ label: 'Search things', placeholder: 'Search by ID' }}
      empty={{ icon: InboxIcon, texts: TEXTS }}
    />,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('FilterableList', () => {
  it('shows the search, the chips, the rows and the pager', () => {
    show(list([{ id: 'A-1' }, { id: 'A-2' }]));
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Filter by status' })).toBeTruthy();
    expect(screen.getAllByText(/^A-\d$/).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('navigation', { name: 'My things pages' })).toBeTruthy();
  });

  it('visits the new view with the list prop alone, from page 1, for a search and a chip', () => {
    vi.useFakeTimers();
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    show(list([{ id: 'A-1' }], { page: 2 }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'A-9' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(get).toHaveBeenLastCalledWith(
      '/things?page=1&search=A-9&filter=',
      {},
      expect.objectContaining({ only: ['table'], reset: ['table'] }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Due' }));
    expect(get).toHaveBeenLastCalledWith(
      '/things?page=1&search=&filter=due',
      {},
      expect.objectContaining({ only: ['table'], reset: ['table'] }),
    );
  });

  it.each([
    [{}, 1, TEXTS.none],
    [{ search: 'zz' }, 1, TEXTS.noMatches],
    [{ filter: 'due' }, 1, TEXTS.noMatches],
    [{ page: 5 }, 3, TEXTS.emptyPage],
  ] as const)('with no rows and %o says the right thing', (filters, lastPage, text) => {
    show(list([], filters, lastPage));
    expect(screen.getByRole('heading', { name: text })).toBeTruthy();
  });
});
