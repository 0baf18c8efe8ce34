/**
 * Dates as the provider sends them (ISO), shown in the reader's time zone. Written out by
 * hand rather than with date-fns, which the public tracking page (issue 23 §4) could not
 * carry within its first-load budget; the output is date-fns's 'dd MMM yyyy' exactly.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date, or a date and time with an optional zone, as date-fns's parseISO reads them. */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** `+02`, `+0200` and `+02:00` alike, as ECMAScript's date format writes them. */
const zoneOf = (zone: string) =>
  zone.toUpperCase() === 'Z'
    ? 'Z'
    : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;

/**
 * The moment `value` names: without a zone in the reader's time zone (a date alone at its
 * midnight), with one exactly; null when it is not an ISO date or not a real one.
 */
function parse(value: string): Date | null {
  const match = ISO.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '0', zone] = match;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const date = zone
    ? new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${String(ms).padStart(3, '0')}${zoneOf(zone)}`)
    : new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  if (Number.isNaN(date.getTime())) return null;
  // 2025-02-30 is no day (a local date would roll over into March); nor is 25:00.
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const real = day.getUTCMonth() === Number(mo) - 1 && day.getUTCDate() === Number(d);
  return real && Number(h) <= 24 && Number(mi) <= 59 && Number(s) <= 59 ? date : null;
}

const two = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) =>
  `${two(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** A date as the provider sent it, in the reader's time zone ('05 Mar 2025'). */
export function shortDate(value: string): string {
  const date = parse(value);
  return date ? dayOf(date) : value;
}

/** A moment as the provider sent it, in the reader's time zone ('05 Mar 2025, 14:05'). */
export function dateTime(value: string): string {
  const date = parse(value);
  return date ? `${dayOf(date)}, ${two(date.getHours())}:${two(date.getMinutes())}` : value;
}
