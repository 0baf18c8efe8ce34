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

/** The files of the `shell` catalog. */
const SHELL = [
  'layouts/signed-in-layout.tsx',
  'lib/menus.ts',
  'lib/nouns.ts',
  'components/profile-menu.tsx',
  'components/account-selector.tsx',
  'components/account-prompt.tsx',
  'components/side-menu.tsx',
  'components/mobile-drawer.tsx',
  'components/user-block.tsx',
  'components/unreachable.tsx',
  'components/ui/selection-bar.tsx',
  'components/ui/infinite-list.tsx',
  'components/ui/filterable-list.tsx',
  'components/ui/page-failed.tsx',
  'components/ui/pagination.tsx',
  'components/ui/search-input.tsx',
  'components/ui/table.tsx',
  'components/ui/table-cards.tsx',
  'components/ui/table-row-controls.tsx',
  // The select and its announcements: no sign-in page draws one.
  'components/ui/select.tsx',
  'components/ui/async-select.tsx',
  'components/ui/select-announcements.ts',
  'components/ui/time-select.tsx',
  'components/ui/stepper.tsx',
  'components/ui/confirm-dialog.tsx',
  'components/ui/page-header.tsx',
];

/** The forms of one part of the portal, whose rules are in that part's catalog. */
const PART_FORMS = [
  'accounts.ts',
  'address.ts',
  'claim.ts',
  'exception.ts',
  'pickup.ts',
  'profile.ts',
  'quote.ts',
  'reports.ts',
  'shipment.ts',
  'shipment-import.ts',
  'team.ts',
];

const config: LinguiConfig = {
  // `pseudo` is no customer's language: the test-only pseudo language of the pseudo-locale
  // run (docs/i18n.md), compiled from the English with every message visibly transformed,
  // never translated by anyone (scripts/check-catalogs.js leaves its catalogs empty).
  locales: ['en', 'fr', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en' },
  sourceLocale: 'en',
  compileNamespace: 'ts',
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      // The signed-in shell and the list screens' parts of the kit: every page but the
      // sign-in pages, which then load less (LG1, docs/benchmarks.md).
      path: '<rootDir>/shared/locales/{locale}/shell',
      include: SHELL.map((path) => `<rootDir>/resources/js/${path}`),
    },
    {
      // The kit: every page draws it.
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
        '<rootDir>/resources/js/components/claims/**',
        '<rootDir>/resources/js/components/pickups/**',
        '<rootDir>/resources/js/components/reports/**',
        '<rootDir>/resources/js/components/shipments/**',
        '<rootDir>/resources/js/components/shipment-wizard/**',
        '<rootDir>/resources/js/components/team/**',
        ...SHELL.map((path) => `<rootDir>/resources/js/${path}`),
      ],
    },
    {
      // The rules every form runs (the sign-in pages' too); a part's own form's rules are in
      // that part's catalog.
      path: '<rootDir>/shared/locales/{locale}/forms',
      include: [
        '<rootDir>/shared/forms/',
        '<rootDir>/shared/form-messages.ts',
        '<rootDir>/shared/phone/',
      ],
      exclude: PART_FORMS.map((file) => `<rootDir>/shared/forms/${file}`),
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
        '<rootDir>/shared/exceptions/**',
        '<rootDir>/shared/claims/**',
        '<rootDir>/shared/team/types.ts',
        '<rootDir>/shared/team/details.ts',
        '<rootDir>/shared/rates/quote-words.ts',
        '<rootDir>/shared/forms/**',
        '<rootDir>/shared/form-messages.ts',
        '<rootDir>/shared/phone/**',
      ],
    },
    {
      path: '<rootDir>/shared/locales/{locale}/address',
      include: ['<rootDir>/resources/js/components/address/', '<rootDir>/shared/forms/address.ts'],
    },
    pages('accounts', 'shared/forms/accounts.ts'),
    pages('address-book'),
    {
      // The login page, the most visited, loads only its own words (LG1, docs/benchmarks.md);
      // the other sign-in pages theirs and their parts'.
      path: '<rootDir>/shared/locales/{locale}/sign-in',
      include: [
        '<rootDir>/resources/js/pages/auth/login.tsx',
        '<rootDir>/resources/js/pages/auth/parts/auth-card.tsx',
        '<rootDir>/resources/js/pages/auth/parts/passkey-sign-in.tsx',
      ],
    },
    {
      path: '<rootDir>/shared/locales/{locale}/auth',
      include: ['<rootDir>/resources/js/pages/auth/'],
      exclude: ['<rootDir>/resources/js/pages/auth/login.tsx'],
    },
    pages('billing', 'resources/js/components/billing'),
    // Claims: their pages, and 'File a claim' in the tracking drawer (docs/claims.md).
    pages(
      'claims',
      'resources/js/components/claims',
      'shared/forms/claim.ts',
      'shared/messages/claims.ts',
      'shared/claims',
    ),
    pages('dashboard'),
    pages('errors'),
    pages('pickups', 'resources/js/components/pickups', 'shared/forms/pickup.ts'),
    pages('profile', 'shared/forms/profile.ts'),
    pages('quotes', 'shared/rates/quote-words.ts', 'shared/forms/quote.ts'),
    pages('reports', 'resources/js/components/reports', 'shared/forms/reports.ts'),
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
      exclude: ['<rootDir>/resources/js/components/shipments/exceptions/**'],
    },
    {
      // A package's exceptions and proof of delivery, in the tracking drawer
      // (docs/exceptions.md).
      path: '<rootDir>/shared/locales/{locale}/exceptions',
      include: [
        '<rootDir>/resources/js/components/shipments/exceptions/',
        '<rootDir>/shared/messages/exceptions.ts',
        '<rootDir>/shared/forms/exception.ts',
        '<rootDir>/shared/exceptions/',
      ],
    },
    {
      path: '<rootDir>/shared/locales/{locale}/shipment-wizard',
      include: [
        '<rootDir>/resources/js/pages/shipments/create-shipment.tsx',
        '<rootDir>/resources/js/components/shipment-wizard/',
        '<rootDir>/shared/messages/shipment-wizard.ts',
        '<rootDir>/shared/forms/shipment.ts',
      ],
    },
    {
      path: '<rootDir>/shared/locales/{locale}/shipment-import',
      include: [
        '<rootDir>/resources/js/pages/shipments/import-shipments.tsx',
        '<rootDir>/resources/js/pages/shipments/parts/',
        '<rootDir>/shared/messages/shipment-import.ts',
        '<rootDir>/shared/forms/shipment-import.ts',
        '<rootDir>/shared/shipment-import/',
      ],
    },
    // The team's pages: Team, Activity and an invitation's page (docs/team.md).
    pages(
      'team',
      'resources/js/components/team',
      'shared/forms/team.ts',
      'shared/messages/team.ts',
      'shared/team/types.ts',
      'shared/team/details.ts',
    ),
    pages('tracking'),
    {
      path: '<rootDir>/server/locales/{locale}',
      include: ['<rootDir>/server/'],
      exclude: ['<rootDir>/server/reference/**'],
    },
  ],
};

export default config;
