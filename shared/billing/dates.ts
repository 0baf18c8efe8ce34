/** Calendar dates as 'yyyy-MM-dd' strings, compared and moved without time zones. */
import { firstValue } from '../shipments/query';

const DAY_MS = 86_400_000;

/** The longest range the provider reports on (upstream contract, extensions). */
export const MAX_RANGE_DAYS = 366;

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A query string's first value, trimmed ('' for none). */
export const firstText = (value: unknown): string => firstValue(value)?.trim() ?? '';

/**
 * A date range from a query string, read so that no address a user can type fails the
 * page: a date that is not one is dropped, a reversed range is turned round, a range longer
 * than the provider allows keeps its end and starts as early as allowed.
 */
export function parseDateRange(fromValue: unknown, toValue: unknown): { from: string; to: string } {
  const date = (value: unknown) => {
    const text = firstText(value);
    return isCalendarDate(text) ? text : '';
  };
  let from = date(fromValue);
  let to = date(toValue);
  if (from && to && from > to) [from, to] = [to, from];
  if (from && to && daysBetween(from, to) > MAX_RANGE_DAYS) from = shiftDate(to, -MAX_RANGE_DAYS);
  return { from, to };
}
