/**
 * What the reference services' paged lists share (shipments, pickups, invoices, claims):
 * the query a list is read with, its page in the contract's shape, and LIKE patterns.
 */

export interface ListQuery {
  page: number;
  perPage: number;
  status: string;
  search: string;
  /** Instants bounding created_at (extension `from`/`to`): from inclusive, before exclusive. */
  createdFrom?: string;
  createdBefore?: string;
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function pageOf<T>(data: T[], total: number, query: ListQuery): Page<T> {
  return {
    data,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    per_page: query.perPage,
    total,
  };
}
