/**
 * The browser's words (docs/i18n.md): one Lingui instance, into which each page's catalogs
 * are loaded, in the reader's language, before the page is drawn. A page in a language the
 * browser has not drawn yet (the switcher, or a profile that names another) has its
 * catalogs loaded first, then the instance switches and every component draws again.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { catalogsOf, loadCatalog } from '@shared/i18n/catalogs';
import { directionOf, isLanguage, DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';

export const i18n = setupI18n();

const loaded = new Set<string>();

/** Loads what `component` needs in `language` that is not loaded yet. */
export async function loadWords(language: Language, component: string): Promise<void> {
  const missing = catalogsOf(component).filter((name) => !loaded.has(`${language}/${name}`));
  const catalogs = await Promise.all(missing.map((name) => loadCatalog(language, name)));
  catalogs.forEach((messages, at) => {
    i18n.load(language, messages);
    loaded.add(`${language}/${missing[at]}`);
  });
}

/** The language the document is in: the server's choice for the first page. */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Draws in `language` from now on, the document's language and direction with it. */
export function speak(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  if (i18n.locale !== language) i18n.activate(language);
}

/**
 * The words of the tree being drawn: the server's instance for its render, the browser's
 * once live; outside any provider (a component drawn alone), the browser's. Draws again
 * when the language changes. Written `const i18n = useWords(); i18n._('Login')`, the form
 * `npm run i18n` finds.
 */
export function useWords(): I18n {
  return useContext(LinguiContext)?.i18n ?? i18n;
}
