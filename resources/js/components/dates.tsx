import { FORMAT_LOCALES, type Language, languageOf } from '@shared/i18n/languages';
import { useWords } from '@/lib/i18n';
import { useTimeZone } from '@/lib/time-zone';
import { dateTime, shortDate } from '@/components/shipments/format';

/** The language the page's words are in: its dates and numbers are written in it. */
export function useLanguage(): Language {
  return languageOf(useWords().locale);
}

/** The locale numbers and amounts are written in, Latin digits (docs/i18n.md). */
export function useFormatLocale(): string {
  return FORMAT_LOCALES[useLanguage()];
}

/** Dates written out in the page's language and the reader's time zone, for text. */
export function useDates() {
  const zone = useTimeZone();
  const language = useLanguage();
  return {
    shortDate: (value: string) => shortDate(value, zone, language),
    dateTime: (value: string) => dateTime(value, zone, language),
  };
}

/** A provider's date in the reader's time zone ('05 Mar 2025'), the same on both sides. */
export function ShortDate({ value }: { value: string }) {
  return useDates().shortDate(value);
}

/** A provider's moment in the reader's time zone ('05 Mar 2025, 14:05'). */
export function DateTime({ value }: { value: string }) {
  return useDates().dateTime(value);
}
