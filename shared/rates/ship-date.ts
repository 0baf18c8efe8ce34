/**
 * A quote's ship date: by default today, or the next business day when today is a
 * Saturday or Sunday; never in the past, at most 30 days ahead. Dates are 'yyyy-MM-dd'
 * calendar dates, counted in UTC so that no time zone moves them a day.
 */

export const SHIP_DATE_MAX_DAYS = 30;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isCalendarDate = (value: string): boolean =>
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** `date` itself on a weekday, else the Monday after it. */
export function nextBusinessDay(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 6) return addDays(date, 2);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

/** The first and last ship date allowed: `earliest` is today, `latest` today + 30 days. */
export interface ShipDateBounds {
  earliest: string;
  latest: string;
}

/** In the browser: the user's own today. */
export const boundsFrom = (today: string): ShipDateBounds => ({
  earliest: today,
  latest: addDays(today, SHIP_DATE_MAX_DAYS),
});

/**
 * On the server, which does not know for sure where the user is: any date that is today
 * somewhere on Earth (UTC-12 to UTC+14), so it never refuses what the page allowed.
 */
export function lenientBounds(now = new Date()): ShipDateBounds {
  const hour = 3600 * 1000;
  const day = (offset: number) =>
    new Date(now.getTime() + offset * hour).toISOString().slice(0, 10);
  return { earliest: day(-12), latest: addDays(day(14), SHIP_DATE_MAX_DAYS) };
}
