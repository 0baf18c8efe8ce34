/**
 * When a parcel leaves and arrives (the rating extension). Dates are calendar days,
 * 'yyyy-MM-dd'; clock times are read in the origin's zone, since a cut-off is the depot's.
 */

/** Booked after this on the origin's clock, a parcel leaves the next business day. */
export const CUTOFF = '17:00';

/** Where the working week ends on Thursday (the weekend is Friday and Saturday). */
const FRIDAY_SATURDAY = new Set([
  'SA',
  'KW',
  'QA',
  'BH',
  'OM',
  'JO',
  'EG',
  'IQ',
  'DZ',
  'LY',
  'SD',
  'SY',
]);

/** The origin's clock; a country not listed keeps UTC. */
const TIME_ZONES: Record<string, string> = {
  LB: 'Asia/Beirut',
  US: 'America/New_York',
  CA: 'America/Toronto',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  KW: 'Asia/Kuwait',
  QA: 'Asia/Qatar',
  BH: 'Asia/Bahrain',
  OM: 'Asia/Muscat',
  JO: 'Asia/Amman',
  EG: 'Africa/Cairo',
  GB: 'Europe/London',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
};

/** Days of the week (0 Sunday … 6 Saturday) on which a country does not deliver or collect. */
export function weekendOf(country: string): readonly number[] {
  return FRIDAY_SATURDAY.has(country.toUpperCase()) ? [5, 6] : [6, 0];
}

export function timeZoneOf(country: string): string {
  return TIME_ZONES[country.toUpperCase()] ?? 'UTC';
}

/** The date and 'HH:mm' at `now` in `country`'s zone. */
export function localClock(now: Date, country: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZoneOf(country),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

export function addCalendarDays(date: string, days: number): string {
  const at = dayOf(date);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export const isBusinessDay = (date: string, weekend: readonly number[]) =>
  !weekend.includes(dayOf(date).getUTCDay());

/** `date` itself when it is a business day, else the next one. */
export function businessDayFrom(date: string, weekend: readonly number[]): string {
  let day = date;
  while (!isBusinessDay(day, weekend)) day = addCalendarDays(day, 1);
  return day;
}

/** `days` business days after `date` (its weekend skipped). */
export function addBusinessDays(date: string, days: number, weekend: readonly number[]): string {
  let day = date;
  for (let left = days; left > 0;) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day, weekend)) left -= 1;
  }
  return day;
}

export interface DeliveryInput {
  /** The day the shipper wants it collected. */
  shipDate: string;
  now: Date;
  origin: string;
  destination: string;
  transitDays: number;
}

export interface Delivery {
  shipDate: string;
  estimatedDate: string;
  businessDays: number;
  cutoff: string;
}

/**
 * The day it leaves: the ship date, moved to the next business day when it is today past
 * the cut-off or falls on the origin's weekend. It arrives `transitDays` business days
 * later, counted on the destination's week.
 */
export function deliveryOf(input: DeliveryInput): Delivery {
  const clock = localClock(input.now, input.origin);
  const late = input.shipDate <= clock.date && clock.time >= CUTOFF;
  const wanted = late ? addCalendarDays(clock.date, 1) : input.shipDate;
  const shipDate = businessDayFrom(wanted, weekendOf(input.origin));
  return {
    shipDate,
    estimatedDate: addBusinessDays(shipDate, input.transitDays, weekendOf(input.destination)),
    businessDays: input.transitDays,
    cutoff: CUTOFF,
  };
}
