import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogs (docs/i18n.md): one per part of the portal, so a page loads the words
 * of its own part and of the shell (`common`), never all of them. A message's id is its
 * English text, exactly the spec's; `npm run i18n` extracts new ones and compiles every
 * catalog, and `npm test` fails on a message without its French or Arabic.
 */
const pages = (name: string, ...more: string[]) => ({
  path: `<rootDir>/shared/locales/{locale}/${name}`,
  include: [`<rootDir>/resources/js/pages/${name}/`, ...more.map((dir) => `<rootDir>/${dir}/`)],
});

const config: LinguiConfig = {
  locales: ['en', 'fr', 'ar'],
  sourceLocale: 'en',
  compileNamespace: 'ts',
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/shared/locales/{locale}/common',
      include: [
        '<rootDir>/shared/',
        '<rootDir>/resources/js/components/',
        '<rootDir>/resources/js/layouts/',
        '<rootDir>/resources/js/hooks/',
        '<rootDir>/resources/js/lib/',
      ],
      exclude: [
        '<rootDir>/shared/locales/',
        '<rootDir>/resources/js/components/address/',
        '<rootDir>/resources/js/components/billing/',
        '<rootDir>/resources/js/components/pickups/',
        '<rootDir>/resources/js/components/reports/',
        '<rootDir>/resources/js/components/shipments/',
        '<rootDir>/resources/js/components/shipment-wizard/',
      ],
    },
    {
      path: '<rootDir>/shared/locales/{locale}/address',
      include: ['<rootDir>/resources/js/components/address/'],
    },
    pages('accounts'),
    pages('address-book'),
    pages('auth'),
    pages('billing', 'resources/js/components/billing'),
    pages('dashboard'),
    pages('errors'),
    pages('pickups', 'resources/js/components/pickups'),
    pages('profile'),
    pages('quotes'),
    pages('reports', 'resources/js/components/reports'),
    pages(
      'shipments',
      'resources/js/components/shipments',
      'resources/js/components/shipment-wizard',
    ),
    pages('tracking'),
    {
      path: '<rootDir>/server/locales/{locale}',
      include: ['<rootDir>/server/'],
      exclude: ['<rootDir>/server/reference/'],
    },
  ],
};

export default config;
