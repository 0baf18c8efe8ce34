import { firstText as first, parseDateRange } from '../billing/dates';
import { parsePage } from '../shipments/query';
import { ACTIVITY_KINDS, type ActivityFilters } from './types';

/** The Activity page's query string: member, kind, the date range, the page. */
export const ACTIVITY_QUERY = {
  member: 'member',
  kind: 'kind',
  from: 'from',
  to: 'to',
  page: 'page',
} as const;

/**
 * Read so that no address a user can type fails the page: a member that is not an id and a
 * kind the record does not have are dropped, a reversed range is turned round, a range
 * longer than the provider allows keeps its end.
 */
export function parseActivityFilters(query: Record<string, unknown>): ActivityFilters {
  const member = first(query[ACTIVITY_QUERY.member]);
  const kind = first(query[ACTIVITY_QUERY.kind]);
  const { from, to } = parseDateRange(query[ACTIVITY_QUERY.from], query[ACTIVITY_QUERY.to]);
  return {
    member: /^[1-9]\d{0,15}$/.test(member) ? member : '',
    kind: (ACTIVITY_KINDS as readonly string[]).includes(kind) ? kind : '',
    from,
    to,
    page: parsePage(query[ACTIVITY_QUERY.page]),
    search: '',
  };
}

/** The query of a view, defaults left out. */
export function activityQuery(filters: ActivityFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filters.member) query[ACTIVITY_QUERY.member] = filters.member;
  if (filters.kind) query[ACTIVITY_QUERY.kind] = filters.kind;
  if (filters.from) query[ACTIVITY_QUERY.from] = filters.from;
  if (filters.to) query[ACTIVITY_QUERY.to] = filters.to;
  if (filters.page > 1) query[ACTIVITY_QUERY.page] = filters.page;
  return query;
}
