import { todayIn } from '../ui/time-zone';

/** Every date rule of pickups: today for the user and the server, labels, the preferred date. */

/**
 * "Not before today" for the pickup preference date. The browser knows the user's day;
 * the server does not know the user's time zone, so it accepts any date that is today
 * somewhere on Earth (the earliest zone is UTC-12), and never refuses what the page allowed.
 */
const EARLIEST_ZONE_HOURS = 12;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The user's today as 'yyyy-MM-dd', in their time zone (the runtime's own when none is given). */
export function localToday(now = new Date(), zone?: string): string {
  return todayIn(zone, now);
}

/** The earliest date some user can still call today (server side). */
export function earliestToday(now = new Date()): string {
  return isoDate(new Date(now.getTime() - EARLIEST_ZONE_HOURS * 3600 * 1000));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date as the provider sends it ('2026-11-25', maybe with a time after it) →
 * '25 Nov 2026'. Read as a calendar date, never through a time zone, so it cannot move a
 * day. Anything else is shown as sent.
 */
export function pickupDateLabel(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** The preferred date is used only when it is not in the past (spec: 'when set and not past'). */
export const preferredDate = (date: string | null | undefined, today: string): string =>
  date && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today ? date : '';
