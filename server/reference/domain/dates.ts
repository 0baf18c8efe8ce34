/**
 * Calendar dates and clock times shown to users are in the services' local time zone
 * (the embedded services run next to the portal); stored instants are ISO 8601 UTC.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function localDate(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export function localTime(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function addDays(at: Date, days: number): Date {
  const next = new Date(at.getTime());
  next.setDate(next.getDate() + days);
  return next;
}

/** Adds business days (Saturday and Sunday skipped), as delivery promises count them. */
export function addBusinessDays(at: Date, days: number): Date {
  let next = new Date(at.getTime());
  let left = days;
  while (left > 0) {
    next = addDays(next, 1);
    if (next.getDay() !== 0 && next.getDay() !== 6) left -= 1;
  }
  return next;
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00`);
  return !Number.isNaN(at.getTime()) && localDate(at) === value;
}

/** First instant of the local month holding `at`, and of the next month. */
export function monthBounds(at: Date): { start: string; end: string } {
  const start = new Date(at.getFullYear(), at.getMonth(), 1);
  const end = new Date(at.getFullYear(), at.getMonth() + 1, 1);
  return { start: start.toISOString(), end: end.toISOString() };
}
