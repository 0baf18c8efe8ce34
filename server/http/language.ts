import type { I18n } from '@lingui/core';
import type { NextFunction, Request, Response } from 'express';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '../../shared/i18n/languages';
import { allWords, wordsNow } from '../i18n/words';
import { readCookie } from './cookies';

/**
 * The reader's language (docs/i18n.md): the one they chose on this device (the cookie),
 * else the one kept with their profile, else the first of their browser's that the portal
 * speaks (`Accept-Language`), else English.
 */
export function languageOf(req: Request): Language {
  const chosen = readCookie(req, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const kept = req.session?.user?.language;
  if (isLanguage(kept)) return kept;
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE;
}

const words = new WeakMap<Request, I18n>();

/**
 * Makes the reader's words ready for the request (`wordsOf`). Before the routes: guards,
 * handlers and failure pages all speak the reader's language.
 */
export function languageWords() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    allWords().then((all) => {
      words.set(req, all.get(languageOf(req))!);
      next();
    }, next);
  };
}

/**
 * The reader's words: `wordsOf(req)._(messages.toast.loginSuccess)`. A request that failed
 * before `languageWords` ran is still answered in its language once the catalogs are loaded.
 */
export const wordsOf = (req: Request): I18n => words.get(req) ?? wordsNow(languageOf(req));
