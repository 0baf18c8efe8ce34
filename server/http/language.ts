import type { I18n } from '@lingui/core';
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  PSEUDO_LANGUAGE,
  type Language,
  type WordsLanguage,
} from '../../shared/i18n/languages';
import { allWords, pseudoWords, wordsNow } from '../i18n/words';
import { readCookie } from './cookies';

/**
 * Whether the reader asked for the pseudo language (docs/i18n.md, The pseudo-locale run):
 * only with PORTAL_PSEUDO_LOCALE on, and only from the `lang` cookie.
 */
function pseudo(req: Request): boolean {
  const config = (req.app?.locals.deps as { config?: Config } | undefined)?.config;
  return config?.pseudoLocale === true && readCookie(req, LANGUAGE_COOKIE) === PSEUDO_LANGUAGE;
}

/**
 * The reader's language (docs/i18n.md): the one they chose on this device (the cookie),
 * else the one kept with their profile, else the first of their browser's that the portal
 * speaks (`Accept-Language`), else English. A reader of the pseudo language reads English
 * from the provider, and the page's dates and direction are English.
 */
export function languageOf(req: Request): Language {
  if (pseudo(req)) return DEFAULT_LANGUAGE;
  const chosen = readCookie(req, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const kept = req.session?.user?.language;
  if (isLanguage(kept)) return kept;
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE;
}

/** The language of the page's words: the reader's, or the pseudo language of a test run. */
export const wordsLanguageOf = (req: Request): WordsLanguage =>
  pseudo(req) ? PSEUDO_LANGUAGE : languageOf(req);

const words = new WeakMap<Request, I18n>();

/**
 * Makes the reader's words ready for the request (`wordsOf`). Before the routes: guards,
 * handlers and failure pages all speak the reader's language.
 */
export function languageWords() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const ready = pseudo(req) ? pseudoWords() : allWords().then((all) => all.get(languageOf(req))!);
    ready.then((said) => {
      words.set(req, said);
      next();
    }, next);
  };
}

/**
 * The reader's words: `wordsOf(req)._(messages.toast.loginSuccess)`. A request that failed
 * before `languageWords` ran is still answered in its language once the catalogs are loaded.
 */
export const wordsOf = (req: Request): I18n => words.get(req) ?? wordsNow(wordsLanguageOf(req));
