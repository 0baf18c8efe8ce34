/**
 * "Not before today" for the pickup preference date. The browser knows the user's day;
 * the server does not know the user's time zone, so it accepts any date that is today
 * somewhere on Earth (the earliest zone is UTC-12), and never refuses what the page allowed.
 */
const EARLIEST_ZONE_HOURS = 12;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The user's today as 'yyyy-MM-dd', in the browser's own time zone. */
export function localToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The earliest date some user can still call today (server side). */
export function earliestToday(now = new Date()): string {
  return isoDate(new Date(now.getTime() - EARLIEST_ZONE_HOURS * 3600 * 1000));
}
