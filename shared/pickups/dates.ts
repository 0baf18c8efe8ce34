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
