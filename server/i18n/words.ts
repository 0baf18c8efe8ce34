import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  FORMAT_LOCALES,
  LANGUAGES,
  languageOf,
  PSEUDO_LANGUAGE,
  type Language,
  type WordsLanguage,
} from '../../shared/i18n/languages';
import { loadCatalog, PAGE_CATALOGS } from '../../shared/i18n/catalogs';

/**
 * The server's words in each language (docs/i18n.md): every page catalog (a server render
 * draws any page) and the server's own (`server/locales/`), loaded once per process.
 *
 * One instance per language, never switched after it is made: what a per-request instance
 * guarantees (no request ever sees another's language, however their awaits interleave),
 * without building one per request.
 */
const serverCatalog = (language: WordsLanguage): Promise<Messages> =>
  import(`../locales/${language}.ts`).then((module: { messages: Messages }) => module.messages);

async function wordsIn(language: WordsLanguage): Promise<I18n> {
  const catalogs = await Promise.all([
    ...PAGE_CATALOGS.map((name) => loadCatalog(language, name)),
    serverCatalog(language),
  ]);
  return setupI18n({
    locale: language,
    locales: [FORMAT_LOCALES[languageOf(language)]],
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

let pseudo: Promise<I18n> | undefined;
let pseudoLoaded: I18n | undefined;

/**
 * The pseudo language's words (docs/i18n.md, The pseudo-locale run), loaded only once a
 * reader asks for it, which only a portal started with PORTAL_PSEUDO_LOCALE lets them.
 */
export function pseudoWords(): Promise<I18n> {
  pseudo ??= wordsIn(PSEUDO_LANGUAGE).then((words) => (pseudoLoaded = words));
  return pseudo;
}

/** The ids themselves: English, for an answer given before any catalog was loaded. */
const ids = setupI18n({ locale: 'en', messages: { en: {} } });

/** A language's words if they are loaded, else the English ids (see `allWords`). */
export const wordsNow = (language: WordsLanguage): I18n =>
  (language === PSEUDO_LANGUAGE ? pseudoLoaded : loaded?.get(language)) ?? ids;
