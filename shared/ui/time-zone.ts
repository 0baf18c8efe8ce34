/**
 * A moment's calendar parts in a given time zone, or in the runtime's own when none is
 * given: the server renders in the reader's zone (from their `tz` cookie) and the browser
 * in its own, so both write the same text.
 */
/** The cookie in which the browser tells the server its zone, for the next first load. */
export const TIME_ZONE_COOKIE = 'tz';

export interface ZonedParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The calendar parts a zone's format writes (en-US, 24-hour), for `partsIn` to read. */
export const ZONED_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...ZONED_PARTS, timeZone: zone });
    formats.set(zone, format);
  }
  return format;
}

/** What `formatIn(zone).format()` writes: en-US's numeric date, then the 24-hour time. */
const WRITTEN = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+)$/;

export function partsIn(date: Date, zone?: string): ZonedParts {
  if (!zone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  // The written date read back rather than formatToParts: a list writes a date per row,
  // and formatToParts, which builds an object per part, took 2.4 times as long.
  const format = formatIn(zone);
  const written = WRITTEN.exec(format.format(date));
  if (written) {
    const [, month, day, year, hour, minute] = written.map(Number) as number[];
    return { year: year!, month: month!, day: day!, hour: hour!, minute: minute! };
  }
  return partsOf(format, date);
}

/** The parts one by one, for whatever the written form does not match (no runtime seen). */
function partsOf(format: Intl.DateTimeFormat, date: Date): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** Whether `zone` names a time zone this runtime knows (a cookie may say anything). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

/** Today as 'yyyy-MM-dd' in `zone` (the runtime's own when none is given). */
export function todayIn(zone?: string, now = new Date()): string {
  const { year, month, day } = partsIn(now, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}
