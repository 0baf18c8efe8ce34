import { FORMAT_LOCALES, type Language } from '../i18n/languages';
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

/**
 * An 'HH:mm' as the language writes a time of day: the spec's '2:00 PM' in English, '14:00'
 * in French, '2:00 م' in Arabic (Latin digits). Anything else comes back as it is.
 */
export function timeLabel(hhmm: string, language: Language): string {
  const match = /^(\d{2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  if (language === 'en') return twelveHour(`${match[1]}:${match[2]}`);
  return timeFormat(language).format(
    new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))),
  );
}

// One formatter per language: a time select writes 33 times at once, a pickups list two a row.
const timeFormats = new Map<Language, Intl.DateTimeFormat>();
function timeFormat(language: Language): Intl.DateTimeFormat {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    timeFormats.set(language, format);
  }
  return format;
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
