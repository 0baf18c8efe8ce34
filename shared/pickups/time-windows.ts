import { timeSlots, twelveHour } from '../ui/time-slots';

/**
 * spec §5 and §9 pickup times: 30-minute slots from 06:00 to 22:00 (shared/ui/time-slots.ts
 * builds them) and the three named windows, which fill both times at once.
 */
export interface PickupWindow {
  id: 'morning' | 'afternoon' | 'evening';
  label: string;
  from: string;
  to: string;
}

export const PICKUP_WINDOWS: readonly PickupWindow[] = [
  { id: 'morning', label: /*i18n*/ 'Morning 8 AM - 12 PM', from: '08:00', to: '12:00' },
  { id: 'afternoon', label: /*i18n*/ 'Afternoon 12 PM - 5 PM', from: '12:00', to: '17:00' },
  { id: 'evening', label: /*i18n*/ 'Evening 5 PM - 9 PM', from: '17:00', to: '21:00' },
];

const SLOT_VALUES = new Set(timeSlots().map((slot) => slot.value));

/** True for one of the grid's 'HH:mm' values. */
export const isPickupSlot = (value: string): boolean => SLOT_VALUES.has(value);

/** The named window both times match exactly, if any (its quick pick shows as chosen). */
export function windowOf(from: string, to: string): PickupWindow | null {
  return PICKUP_WINDOWS.find((w) => w.from === from && w.to === to) ?? null;
}

/** spec §5: 'Start time cannot be after end time' (an equal end leaves no window either). */
export const startAfterEnd = (from: string, to: string): boolean => from >= to;

/** A time the provider sent ('09:00' or '09:00:00'), kept only when it is on the grid. */
export function gridTime(value: string | null | undefined): string {
  const hhmm = (value ?? '').slice(0, 5);
  return isPickupSlot(hhmm) ? hhmm : '';
}

/** '09:00', '12:00' → '9:00 AM – 12:00 PM'; either missing or unreadable: what there is. */
export function timeRangeLabel(from: string, to: string): string {
  const label = (t: string) => (/^\d{2}:\d{2}/.test(t) ? twelveHour(t.slice(0, 5)) : t);
  return [from, to].filter(Boolean).map(label).join(' – ');
}

/** The API's one field: 'HH:mm - HH:mm' (spec §7). */
export const pickupTimeField = (from: string, to: string) => `${from} - ${to}`;
