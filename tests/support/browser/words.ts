import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as arAuth } from '../../../shared/locales/ar/auth';
import { messages as arCommon } from '../../../shared/locales/ar/common';
import { messages as arDashboard } from '../../../shared/locales/ar/dashboard';
import { messages as arTracking } from '../../../shared/locales/ar/tracking';
import { messages as frAuth } from '../../../shared/locales/fr/auth';
import { messages as frCommon } from '../../../shared/locales/fr/common';
import { messages as frDashboard } from '../../../shared/locales/fr/dashboard';
import { messages as frTracking } from '../../../shared/locales/fr/tracking';

const CATALOGS: Record<'fr' | 'ar', Messages[]> = {
  fr: [frCommon, frAuth, frDashboard, frTracking],
  ar: [arCommon, arAuth, arDashboard, arTracking],
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
