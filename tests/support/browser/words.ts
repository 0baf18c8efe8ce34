import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Page } from '@playwright/test';
import PO from 'pofile';
import { messages as arAuth } from '../../../shared/locales/ar/auth';
import { messages as arCommon } from '../../../shared/locales/ar/common';
import { messages as arDashboard } from '../../../shared/locales/ar/dashboard';
import { messages as arMessages } from '../../../shared/locales/ar/messages';
import { messages as arTracking } from '../../../shared/locales/ar/tracking';
import { messages as frAuth } from '../../../shared/locales/fr/auth';
import { messages as frCommon } from '../../../shared/locales/fr/common';
import { messages as frDashboard } from '../../../shared/locales/fr/dashboard';
import { messages as frMessages } from '../../../shared/locales/fr/messages';
import { messages as frTracking } from '../../../shared/locales/fr/tracking';

const CATALOGS: Record<'fr' | 'ar', Messages[]> = {
  fr: [frCommon, frMessages, frAuth, frDashboard, frTracking],
  ar: [arCommon, arMessages, arAuth, arDashboard, arTracking],
};

/**
 * The portal's words in French or Arabic, from its own catalogs: a browser flow finds a
 * field or a button by the name a reader of that language sees (`say('Password')`).
 */
export function wordsIn(
  language: 'fr' | 'ar',
): (id: string, values?: Record<string, unknown>) => string {
  const words: I18n = setupI18n({
    locale: language,
    messages: { [language]: Object.assign({}, ...CATALOGS[language]) as Messages },
  });
  return (id, values) => {
    const said = words._(id, values);
    if (said === id) throw new Error(`no ${language} words for ${JSON.stringify(id)}`);
    return said;
  };
}

/** Every portal message whose Arabic differs from its English, by its English. */
function translatedInArabic(): Set<string> {
  const ids = new Set<string>();
  const dir = 'shared/locales/ar';
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    for (const item of PO.parse(readFileSync(join(dir, file), 'utf8')).items) {
      if (item.msgstr[0] && item.msgstr[0] !== item.msgid && !/[{<]/.test(item.msgid))
        ids.add(item.msgid);
    }
  }
  return ids;
}

/**
 * The portal's own words still in English on an Arabic page: text and accessible names
 * (aria-label, placeholder, title, alt) that are exactly a message the catalogs write
 * otherwise in Arabic. The provider's words (statuses, places, names) are not messages of
 * the portal, so they never count.
 */
export async function englishLeftOn(page: Page): Promise<string[]> {
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
  const english = (arabicIds ??= translatedInArabic());
  return [...new Set(shown.filter((text) => english.has(text)))];
}
let arabicIds: Set<string> | undefined;
