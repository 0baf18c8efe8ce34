/**
 * The languages the portal speaks (docs/i18n.md): English, the spec's own words, then French
 * and Arabic, read in Lebanon beside it. Both sides import this: the server to choose a
 * reader's language, the browser to draw the switcher and set the page's direction.
 */
export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie an anonymous visitor's choice is kept in (a signed-in one's is in the profile too). */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The pseudo language of the pseudo-locale run (docs/i18n.md): every message of the catalogs
 * visibly transformed ('Login' is 'Ĺōĝĩń'), so text left plain is text that skipped them. No
 * customer's language: not in LANGUAGES, never listed by the switcher nor chosen from
 * Accept-Language; the server accepts it only from the `lang` cookie, and only when
 * PORTAL_PSEUDO_LOCALE is on (server/http/language.ts). It reads and formats as English.
 */
export const PSEUDO_LANGUAGE = 'pseudo';

/** The language a page's words are in: a customer's, or the pseudo language of a test run. */
export type WordsLanguage = Language | typeof PSEUDO_LANGUAGE;

export const isWordsLanguage = (value: unknown): value is WordsLanguage =>
  isLanguage(value) || value === PSEUDO_LANGUAGE;

/** Each language named in itself, as a switcher lists them. */
/** The language of a locale the words were set up in ('fr'); English for any other (the
 * pseudo language's dates, numbers, plurals and direction are English). */
export const languageOf = (locale: string): Language =>
  isLanguage(locale) ? locale : DEFAULT_LANGUAGE;

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

export type Direction = 'ltr' | 'rtl';

export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The locale dates, numbers and amounts are written in, and plurals chosen by. Arabic keeps
 * Latin digits and the comma between thousands, as Lebanese business documents write them
 * (`nu-latn`: the browsers' Arabic would write Arabic-Indic digits); French is Lebanon's
 * French; English the United States', as before.
 */
export const FORMAT_LOCALES: Record<Language, string> = {
  en: 'en-US',
  fr: 'fr-LB',
  ar: 'ar-u-nu-latn',
};
