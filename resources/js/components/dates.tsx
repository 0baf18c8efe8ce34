import { useTimeZone } from '@/lib/time-zone';
import { dateTime, shortDate } from '@/components/shipments/format';

/** A provider's date in the reader's time zone ('05 Mar 2025'), the same on both sides. */
export function ShortDate({ value }: { value: string }) {
  return shortDate(value, useTimeZone());
}

/** A provider's moment in the reader's time zone ('05 Mar 2025, 14:05'). */
export function DateTime({ value }: { value: string }) {
  return dateTime(value, useTimeZone());
}
