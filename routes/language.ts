import { area } from './types';

/**
 * The language switcher's choice (docs/i18n.md), open to everyone: the sign-in pages and
 * the profile menu post it, and it applies to the page they are on.
 */
export const language = area('language', [
  { name: 'language.update', method: 'post', path: '/language' },
]);
