import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogs (docs/i18n.md): the shell's (`common`), the forms' rules (`forms`),
 * the portal's other messages (`messages`) and one per part of the portal, so a page loads
 * the words it draws, never all of them. A message's id is its
 * English text, exactly the spec's; `npm run i18n` extracts new ones and compiles every
 * catalog, and `npm test` fails on a message without its French or Arabic. A folder left
 * out of a catalog ends in `/**`: the extractor's glob leaves out a folder's files only so.
 */
const pages = (name: string, ...more: string[]) => ({
  path: `<rootDir>/shared/locales/{locale}/${name}`,
  include: [
    `<rootDir>/resources/js/pages/${name}/`,
    ...more.map((path) => (path.endsWith('.ts') ? `<rootDir>/${path}` : `<rootDir>/${path}/`)),
  ],
});

const config: LinguiConfig = {
  locales: ['en', 'fr', 'ar'],
  sourceLocale: 'en',
  compileNamespace: 'ts',
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      // The kit and the shell: every page draws them.
      path: '<rootDir>/shared/locales/{locale}/common',
      include: [
        '<rootDir>/resources/js/components/',
        '<rootDir>/resources/js/layouts/',
        '<rootDir>/resources/js/hooks/',
        '<rootDir>/resources/js/lib/',
      ],
      exclude: [
        '<rootDir>/resources/js/components/address/**',
        '<rootDir>/resources/js/components/billing/**',
        '<rootDir>/resources/js/components/pickups/**',
        '<rootDir>/resources/js/components/reports/**',
        '<rootDir>/resources/js/components/shipments/**',
        '<rootDir>/resources/js/components/shipment-wizard/**',
      ],
    },
    {
      // The forms' rules, which every form page runs (the sign-in pages too).
      path: '<rootDir>/shared/locales/{locale}/forms',
      include: [
        '<rootDir>/shared/forms/',
        '<rootDir>/shared/form-messages.ts',
        '<rootDir>/shared/phone/',
      ],
    },
    {
      // The portal's other messages (shared/messages.ts and the lists beside it), which the
      // server says itself on the sign-in pages and the signed-in pages draw too.
      path: '<rootDir>/shared/locales/{locale}/messages',
      include: ['<rootDir>/shared/'],
      exclude: [
        '<rootDir>/shared/locales/**',
        '<rootDir>/shared/messages/**',
        '<rootDir>/shared/shipment-import/**',
        '<rootDir>/shared/shipments/**',
        '<rootDir>/shared/customs/**',
        '<rootDir>/shared/tracking/**',
        '<rootDir>/shared/rates/quote-words.ts',
        '<rootDir>/shared/forms/**',
        '<rootDir>/shared/form-messages.ts',
        '<rootDir>/shared/phone/**',
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
    pages('quotes', 'shared/rates/quote-words.ts'),
    pages('reports', 'resources/js/components/reports'),
    // The shipments' part in three: the list and a shipment's tracking, which other parts
    // draw too; the wizard; the import.
    {
      path: '<rootDir>/shared/locales/{locale}/shipments',
      include: [
        '<rootDir>/resources/js/pages/shipments/shipments.tsx',
        '<rootDir>/resources/js/components/shipments/',
        '<rootDir>/shared/messages/shipments.ts',
        '<rootDir>/shared/shipments/',
        '<rootDir>/shared/customs/',
        '<rootDir>/shared/tracking/',
      ],
    },
    {
      path: '<rootDir>/shared/locales/{locale}/shipment-wizard',
      include: [
        '<rootDir>/resources/js/pages/shipments/create-shipment.tsx',
        '<rootDir>/resources/js/components/shipment-wizard/',
        '<rootDir>/shared/messages/shipment-wizard.ts',
      ],
    },
    {
      path: '<rootDir>/shared/locales/{locale}/shipment-import',
      include: [
        '<rootDir>/resources/js/pages/shipments/import-shipments.tsx',
        '<rootDir>/resources/js/pages/shipments/parts/',
        '<rootDir>/shared/messages/shipment-import.ts',
        '<rootDir>/shared/shipment-import/',
      ],
    },
    pages('tracking'),
    {
      path: '<rootDir>/server/locales/{locale}',
      include: ['<rootDir>/server/'],
      exclude: ['<rootDir>/server/reference/**'],
    },
  ],
};

export default config;
