import { daysBetween, isCalendarDate, MAX_RANGE_DAYS, shiftDate } from '../billing/dates';
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

const first = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0].trim()
      : '';

const date = (value: unknown) => {
  const text = first(value);
  return isCalendarDate(text) ? text : '';
};

/**
 * Read so that no address a user can type fails the page: a member that is not an id and a
 * kind the record does not have are dropped, a reversed range is turned round, a range
 * longer than the provider allows keeps its end.
 */
export function parseActivityFilters(query: Record<string, unknown>): ActivityFilters {
  const member = first(query[ACTIVITY_QUERY.member]);
  const kind = first(query[ACTIVITY_QUERY.kind]);
  let from = date(query[ACTIVITY_QUERY.from]);
  let to = date(query[ACTIVITY_QUERY.to]);
  if (from && to && from > to) [from, to] = [to, from];
  if (from && to && daysBetween(from, to) > MAX_RANGE_DAYS) from = shiftDate(to, -MAX_RANGE_DAYS);
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
