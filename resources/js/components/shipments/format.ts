import { FORMAT_LOCALES, type Language } from '@shared/i18n/languages';
import { partsIn, type ZonedParts } from '@shared/ui/time-zone';

/**
 * Dates as the provider sends them (ISO), shown in the reader's time zone (`zone`: the one
 * the page renders in, `useTimeZone()`; unset: the runtime's own). Written out by
 * hand rather than with date-fns, which the public tracking page (route `track`) could not
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
 * The calendar parts `value` names in `zone`: a moment with a zone is moved into it; a date
 * or a time without one is the reader's own as written. Null when it is not an ISO date or
 * not a real one.
 */
function parse(value: string, zone: string | undefined): ZonedParts | null {
  const match = ISO.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '0', offset] = match;
  // 2025-02-30 is no day (a local date would roll over into March); nor is 25:00.
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const real = day.getUTCMonth() === Number(mo) - 1 && day.getUTCDate() === Number(d);
  if (!real || Number(h) > 24 || Number(mi) > 59 || Number(s) > 59) return null;
  if (!offset) {
    if (Number(h) === 24) {
      const next = new Date(day.getTime() + 86_400_000);
      return {
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
        day: next.getUTCDate(),
        hour: 0,
        minute: Number(mi),
      };
    }
    return {
      year: Number(y),
      month: Number(mo),
      day: Number(d),
      hour: Number(h),
      minute: Number(mi),
    };
  }
  const ms = String(Number(fraction.slice(0, 3).padEnd(3, '0'))).padStart(3, '0');
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${zoneOf(offset)}`);
  return Number.isNaN(date.getTime()) ? null : partsIn(date, zone);
}

const two = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: ZonedParts) => `${two(date.day)} ${MONTHS[date.month - 1]} ${date.year}`;

/**
 * French and Arabic: the same day and time written by Intl in the language's locale, Latin
 * digits (docs/i18n.md). The parts are already the reader's: Intl writes them as UTC.
 */
const DAY = { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' } as const;
const asUtc = (date: ZonedParts) =>
  new Date(Date.UTC(date.year, date.month - 1, date.day, date.hour, date.minute));
const write = (date: ZonedParts, language: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(FORMAT_LOCALES[language], options).format(asUtc(date));

/** A date as the provider sent it, in the reader's time zone ('05 Mar 2025'). */
export function shortDate(value: string, zone?: string, language: Language = 'en'): string {
  const date = parse(value, zone);
  if (!date) return value;
  return language === 'en' ? dayOf(date) : write(date, language, DAY);
}

/** A moment as the provider sent it, in the reader's time zone ('05 Mar 2025, 14:05'). */
export function dateTime(value: string, zone?: string, language: Language = 'en'): string {
  const date = parse(value, zone);
  if (!date) return value;
  return language === 'en'
    ? `${dayOf(date)}, ${two(date.hour)}:${two(date.minute)}`
    : write(date, language, { ...DAY, ...TIME });
}
