import { z } from 'zod';
import type { Query } from '../upstream';

/** The account's paged lists (shipments, pickup requests, invoices) as the API pages them. */

/** A page of a list as the API sends it, for the schema of one item; build it once. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.coerce.number().int(),
    last_page: z.coerce.number().int(),
    total: z.coerce.number().int().optional(),
  });

/** One page of a list as the portal shows and exports it. */
export interface ListPage<R> {
  rows: R[];
  currentPage: number;
  lastPage: number;
  total: number;
}

/** A list's page as the portal takes it: its items mapped by `row`, at least one page. */
export function listPage<T, R>(
  data: { data: T[]; current_page: number; last_page: number; total?: number },
  row: (item: T) => R,
): ListPage<R> {
  return {
    rows: data.data.map(row),
    currentPage: data.current_page,
    lastPage: Math.max(1, data.last_page),
    total: data.total ?? data.data.length,
  };
}

/** A list filtered by a status chip and a search, one page of it. */
export interface FilteredListQuery {
  page: number;
  status: string;
  search: string;
  perPage?: number | null;
}

/** The API's query of a filtered list: empty filters left out. */
export const filteredQuery = (query: FilteredListQuery): Query => ({
  page: query.page,
  status: query.status || undefined,
  search: query.search || undefined,
  per_page: query.perPage ?? undefined,
});
