import { format, isValid, parseISO } from 'date-fns';

/** A date as the provider sent it, in the reader's time zone ('05 Mar 2025'). */
export function shortDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd MMM yyyy') : value;
}

/** A moment as the provider sent it, in the reader's time zone ('05 Mar 2025, 14:05'). */
export function dateTime(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd MMM yyyy, HH:mm') : value;
}
