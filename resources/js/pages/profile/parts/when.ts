import { FORMAT_LOCALES, languageOf } from '@shared/i18n/languages';
import { useWords } from '@/lib/i18n';
import { useTimeZone } from '@/lib/time-zone';

/** A moment (ISO text or epoch ms) as the page's language writes it, with Latin digits. */
export function useWhen(): (moment: string | number) => string {
  const i18n = useWords();
  const timeZone = useTimeZone();
  const format = new Intl.DateTimeFormat(FORMAT_LOCALES[languageOf(i18n.locale)], {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  return (moment) => format.format(new Date(moment));
}
