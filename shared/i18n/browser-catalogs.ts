/**
 * The browser's compiled catalogs (docs/i18n.md), each a chunk of its own: the customers'
 * languages here; the pseudo language's (The pseudo-locale run) in a module of their own
 * (`pseudo-catalogs.ts`), which only a page in the pseudo language loads, so no customer's
 * page carries a word about them. Vite's only: the server loads them with `loadCatalog`.
 */
import type { Messages } from '@lingui/core';
import type { PageCatalog } from './catalogs';
import { PSEUDO_LANGUAGE, type WordsLanguage } from './languages';

type Catalog = () => Promise<{ messages: Messages }>;

const catalogs: Record<string, Catalog> = import.meta.glob<{ messages: Messages }>([
  '../locales/*/*.ts',
  '!../locales/pseudo/*.ts',
]);

export const loadBrowserCatalog = (language: WordsLanguage, name: PageCatalog): Promise<Messages> =>
  (language === PSEUDO_LANGUAGE
    ? import('./pseudo-catalogs').then((pseudo) => pseudo.catalog(name)())
    : catalogs[`../locales/${language}/${name}.ts`]!()
  ).then((module) => module.messages);
