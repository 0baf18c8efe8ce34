import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Page } from '@playwright/test';
import PO from 'pofile';

/**
 * Every compiled catalog of `language` merged (shared/locales/<language>/*.ts): each is
 * `export const messages=JSON.parse("…")`, read here as the data it holds.
 */
function catalogsOf(language: 'fr' | 'ar'): Messages {
  const dir = join('shared/locales', language);
  const merged: Messages = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(
      readFileSync(join(dir, file), 'utf8'),
    )?.[1];
    if (!literal) throw new Error(`${dir}/${file} is not a compiled catalog`);
    Object.assign(merged, JSON.parse(JSON.parse(literal) as string) as Messages);
  }
  return merged;
}

/**
 * The portal's words in French or Arabic, from its own catalogs: a browser flow finds a
 * field or a button by the name a reader of that language sees (`say('Password')`).
 */
export function wordsIn(
  language: 'fr' | 'ar',
): (id: string, values?: Record<string, unknown>) => string {
  const messages = catalogsOf(language);
  const words: I18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return (id, values) => {
    // Some words are the same in French ('Description'): only a message the catalogs lack fails.
    if (!(id in messages)) throw new Error(`no ${language} words for ${JSON.stringify(id)}`);
    return words._(id, values);
  };
}

/** Every portal message whose `language` differs from its English, by its English. */
function translatedIn(language: 'fr' | 'ar'): Set<string> {
  const ids = new Set<string>();
  const dir = join('shared/locales', language);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    for (const item of PO.parse(readFileSync(join(dir, file), 'utf8')).items) {
      if (item.msgstr[0] && item.msgstr[0] !== item.msgid && !/[{<]/.test(item.msgid))
        ids.add(item.msgid);
    }
  }
  return ids;
}

/**
 * The portal's own words still in English on a page in `language` (Arabic by default): text
 * and accessible names (aria-label, placeholder, title, alt) that are exactly a message the
 * catalogs write otherwise in that language ('Dimensions' is French too, so it counts only
 * on an Arabic page). The provider's words (statuses, places, names) are not messages of
 * the portal, so they never count.
 */
export async function englishLeftOn(page: Page, language: 'fr' | 'ar' = 'ar'): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  const english = (translated[language] ??= translatedIn(language));
  return [...new Set(shown.filter((text) => english.has(text)))];
}
const translated: Partial<Record<'fr' | 'ar', Set<string>>> = {};
