import { TIME_SLOT_FIRST, TIME_SLOT_LAST, TIME_SLOT_STEP_MINUTES } from './widgets';

export interface TimeSlot {
  /** 'HH:mm', 24-hour: what forms send. */
  value: string;
  /** 12-hour, as people read it: '6:00 AM', '12:30 PM'. */
  label: string;
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** '13:30' → '1:30 PM'; '00:00' → '12:00 AM'. */
export function twelveHour(hhmm: string): string {
  const minutes = toMinutes(hhmm);
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** spec §9 pickup time slots: every 30 minutes from 06:00 to 22:00, both included. */
export function timeSlots(
  first: string = TIME_SLOT_FIRST,
  last: string = TIME_SLOT_LAST,
  stepMinutes: number = TIME_SLOT_STEP_MINUTES,
): TimeSlot[] {
  const slots: TimeSlot[] = [];
  for (let t = toMinutes(first); t <= toMinutes(last); t += stepMinutes) {
    const value = `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
    slots.push({ value, label: twelveHour(value) });
  }
  return slots;
}
