/**
 * The browser's words (docs/i18n.md): one Lingui instance, into which each page's catalogs
 * are loaded, in the reader's language, before the page is drawn. A page in a language the
 * browser has not drawn yet (the switcher, or a profile that names another) has its
 * catalogs loaded first, then the instance switches and every component draws again.
 */
import { setupI18n } from '@lingui/core';
import { loadBrowserCatalog } from '@shared/i18n/browser-catalogs';
import { catalogsOf } from '@shared/i18n/catalogs';
import { sayId } from '@shared/i18n/say-id';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  FORMAT_LOCALES,
  isLanguage,
  languageOf,
  type Language,
  type WordsLanguage,
} from '@shared/i18n/languages';

export const i18n = setupI18n({ missing: sayId });

const loaded = new Set<string>();

/** Loads what `component` needs in `language` that is not loaded yet. */
export async function loadWords(language: WordsLanguage, component: string): Promise<void> {
  const missing = catalogsOf(component).filter((name) => !loaded.has(`${language}/${name}`));
  const messages = await Promise.all(missing.map((name) => loadBrowserCatalog(language, name)));
  messages.forEach((each, at) => {
    i18n.load(language, each);
    loaded.add(`${language}/${missing[at]}`);
  });
}

/** The language the document is in: the server's choice for the first page. */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Draws in `language` from now on, the document's language and direction with it (the
 * pseudo language's are English's).
 */
export function speak(language: WordsLanguage): void {
  const root = document.documentElement;
  const reads = languageOf(language);
  root.lang = reads;
  root.dir = directionOf(reads);
  if (i18n.locale !== language) i18n.activate(language, [FORMAT_LOCALES[reads]]);
}

/** The words of the tree being drawn: the kit's hook, for pages and product components too. */
export { useWords } from '@/components/ui/use-words';
