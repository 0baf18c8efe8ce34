import type { Request } from 'express';

/**
 * The languages the reference services answer their own lists in (the list-languages
 * extension, tests/contract/README.md): English, as the contract writes them, unless the
 * caller's Accept-Language asks for French or Arabic first.
 */
export const WORD_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type WordLanguage = (typeof WORD_LANGUAGES)[number];

/** An English label's French and Arabic. */
export type Dictionary = Readonly<Record<string, { fr: string; ar: string }>>;

/** The language a request asks for: the first of its Accept-Language we speak, else English. */
export function wordLanguageOf(req: Request): WordLanguage {
  if (!req.get('accept-language')) return 'en';
  const accepted = req.acceptsLanguages(...WORD_LANGUAGES);
  return accepted === 'fr' || accepted === 'ar' ? accepted : 'en';
}

/** `english` in `language`; English, and any label the dictionary lacks, as it is. */
export function say(dictionary: Dictionary, language: WordLanguage, english: string): string {
  if (language === 'en') return english;
  return dictionary[english]?.[language] ?? english;
}

/** The same options with their labels in `language`; the values never change. */
export function sayOptions<O extends { label: string }>(
  dictionary: Dictionary,
  language: WordLanguage,
  options: readonly O[],
): O[] {
  return options.map((option) => ({ ...option, label: say(dictionary, language, option.label) }));
}
