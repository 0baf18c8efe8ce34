import { setupI18n, type I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';

/**
 * The English ids themselves, for a part drawn outside the app's provider (a unit test's):
 * the app always draws inside one (`root.tsx`).
 */
export const idWords = setupI18n({ locale: 'en', messages: { en: {} } });

/**
 * The words of the tree being drawn (docs/i18n.md): the server's instance for its render,
 * the browser's once live. Draws again when the language changes. Written
 * `const i18n = useWords(); i18n._('Login')`, the form `npm run i18n` finds.
 */
export function useWords(): I18n {
  return useContext(LinguiContext)?.i18n ?? idWords;
}
