import type { Request } from 'express';
import { parseFilters, QUERY } from '../../../shared/shipments/query';
import type { Loaded } from '../../../shared/types';
import type { Offered } from '../../../shared/billing/types';
import { scroll, type ScrollPages } from '../../inertia';
import { rescue } from '../../api/meanings';

/**
 * A part of a page the rest can do without: when the provider cannot be reached it comes
 * out as not loaded (the part says so) instead of replacing the whole page with an error,
 * which matters most for partial reloads (paging, the drawer's refresh). Being signed out
 * still ends the session (server/http/failures.ts).
 */
export function loaded<T>(work: () => Promise<T>): Promise<Loaded<T>> {
  return rescue(async (): Promise<Loaded<T>> => ({ ok: true, value: await work() }), {
    outage: (): Loaded<T> => ({ ok: false }),
  });
}

/** A page of a list: which one, of how many. */
interface Paged {
  currentPage: number;
  lastPage: number;
}

/** Where one page of a list stands among its pages (none when the list did not load). */
export function pagesOf(page: Paged | null): ScrollPages {
  if (!page) return { currentPage: null, nextPage: null, previousPage: null };
  const { currentPage, lastPage } = page;
  return {
    currentPage,
    nextPage: currentPage < lastPage ? currentPage + 1 : null,
    previousPage: currentPage > 1 ? currentPage - 1 : null,
  };
}

/**
 * A list prop (loaded or offered: `value.rows` of one page) that phones scroll
 * through as cards: a page visit gives that page's rows; the cards' request for the next or
 * an earlier page has its rows added to those already shown, matched on `key` so none
 * shows twice. A list that did not load has no pages.
 */
export function scrollList<T extends Loaded<Paged> | Offered<Paged>>(
  resolve: () => Promise<T>,
  key: string,
) {
  return scroll(resolve, {
    pageName: QUERY.page,
    items: 'value.rows',
    matchOn: [key],
    pages: (list) => pagesOf('value' in list ? list.value : null),
  });
}

/**
 * A filtered list of the query string's view (shipments, pickups): the provider's status
 * options first, since the filter is clamped to them, then that page of rows.
 */
export async function filteredList<Option extends { value: string }, Page>(
  req: Request,
  loadOptions: () => Promise<Option[]>,
  loadPage: (query: {
    page: number;
    status: string;
    search: string;
    perPage: number | null;
  }) => Promise<Page>,
) {
  const options = await loadOptions();
  const filters = parseFilters(req.query, options);
  const page = await loadPage({
    page: filters.page,
    status: filters.filter,
    search: filters.search,
    perPage: filters.perPage,
  });
  return { filters, statusOptions: options, ...page };
}
