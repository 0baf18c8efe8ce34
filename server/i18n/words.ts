import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { FORMAT_LOCALES, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { loadCatalog, PAGE_CATALOGS } from '../../shared/i18n/catalogs';

/**
 * The server's words in each language (docs/i18n.md): every page catalog (a server render
 * draws any page) and the server's own (`server/locales/`), loaded once per process.
 *
 * One instance per language, never switched after it is made: what a per-request instance
 * guarantees (no request ever sees another's language, however their awaits interleave),
 * without building one per request.
 */
const serverCatalog = (language: Language): Promise<Messages> =>
  import(`../locales/${language}.ts`).then((module: { messages: Messages }) => module.messages);

async function wordsIn(language: Language): Promise<I18n> {
  const catalogs = await Promise.all([
    ...PAGE_CATALOGS.map((name) => loadCatalog(language, name)),
    serverCatalog(language),
  ]);
  return setupI18n({
    locale: language,
    locales: [FORMAT_LOCALES[language]],
    messages: { [language]: Object.assign({}, ...catalogs) },
  });
}

let loading: Promise<ReadonlyMap<Language, I18n>> | undefined;
let loaded: ReadonlyMap<Language, I18n> | undefined;

/** Every language's words, loaded on first use and kept. */
export function allWords(): Promise<ReadonlyMap<Language, I18n>> {
  loading ??= Promise.all(LANGUAGES.map(async (l) => [l, await wordsIn(l)] as const)).then(
    (entries) => (loaded = new Map(entries)),
  );
  return loading;
}

/** The ids themselves: English, for an answer given before any catalog was loaded. */
const ids = setupI18n({ locale: 'en', messages: { en: {} } });

/** A language's words if they are loaded, else the English ids (see `allWords`). */
export const wordsNow = (language: Language): I18n => loaded?.get(language) ?? ids;
