import type { Messages } from '@lingui/core';
import type { WordsLanguage } from './languages';

/**
 * The message catalogs of the pages (lingui.config.ts names the folders each one covers).
 * A page loads `common` (the shell and the kit), `forms` (the rules every form runs) and those of
 * its part of the portal; the server's own words are in `server/locales/`.
 */
export const PAGE_CATALOGS = [
  'common',
  'shell',
  'forms',
  'messages',
  'accounts',
  'address',
  'address-book',
  'auth',
  'sign-in',
  'billing',
  'claims',
  'dashboard',
  'errors',
  'exceptions',
  'pickups',
  'profile',
  'quotes',
  'reports',
  'shipments',
  'shipment-wizard',
  'shipment-import',
  'team',
  'tracking',
] as const;
export type PageCatalog = (typeof PAGE_CATALOGS)[number];

/**
 * Beyond their own, the catalogs a part's pages draw from: the portal's messages
 * (`messages`: the sign-in pages' come said by the server), the address form, a shipment's
 * tracking, an invoice's row.
 */
const BORROWED: Partial<Record<string, readonly PageCatalog[]>> = {
  accounts: ['messages'],
  'address-book': ['messages', 'address'],
  billing: ['messages'],
  claims: ['messages'],
  dashboard: ['messages', 'shipments', 'exceptions', 'claims', 'address'],
  pickups: ['messages', 'address'],
  profile: ['messages', 'address'],
  // The quote's packages keep the wizard's rules.
  quotes: ['messages', 'address', 'shipment-wizard'],
  // A report needs an account first, which the accounts' prompt asks for.
  reports: ['messages', 'shipments', 'billing', 'accounts'],
  shipments: ['messages', 'address'],
  team: ['messages'],
  tracking: ['messages', 'shipments', 'billing'],
  dev: ['messages', 'address'],
};

/** Pages whose own words are a catalog apart from their part's (lingui.config.ts). */
const OWN: Partial<Record<string, readonly PageCatalog[]>> = {
  // The list's tracking drawer fixes a package's exceptions (docs/exceptions.md) and files
  // its claim (docs/claims.md).
  'shipments/shipments': ['exceptions', 'claims'],
  'shipments/create-shipment': ['shipment-wizard'],
  // The import checks each row with the wizard's rules, and says their messages.
  'shipments/import-shipments': ['shipment-import', 'shipment-wizard'],
};

const isPageCatalog = (name: string): name is PageCatalog =>
  (PAGE_CATALOGS as readonly string[]).includes(name);

/** What every page loads. */
const SHARED: readonly PageCatalog[] = ['common', 'forms'];

/**
 * Pages whose own words are the only ones of their part they draw, in a catalog loaded in
 * place of the part's: the login page, the most visited first load (LG1, docs/benchmarks.md).
 */
const INSTEAD_OF_PART: Partial<Record<string, PageCatalog>> = { 'auth/login': 'sign-in' };

/** The parts drawn without the signed-in shell and the list screens: no `shell` words. */
const WITHOUT_SHELL = new Set(['auth']);

/** The catalogs a page component ('auth/login') needs, `common` first. */
export function catalogsOf(component: string): PageCatalog[] {
  const part = component.split('/')[0] ?? '';
  const instead = INSTEAD_OF_PART[component];
  const own = instead ? [instead] : isPageCatalog(part) && !SHARED.includes(part) ? [part] : [];
  const shell: PageCatalog[] = WITHOUT_SHELL.has(part) ? [] : ['shell'];
  return [...SHARED, ...shell, ...own, ...(OWN[component] ?? []), ...(BORROWED[part] ?? [])];
}

/**
 * One compiled catalog (`npm run i18n` writes them), for the server (which holds them all)
 * and the tests; the browser loads its own through `resources/js/lib/i18n.ts`, each a chunk.
 */
export const loadCatalog = (language: WordsLanguage, name: PageCatalog): Promise<Messages> =>
  import(`../locales/${language}/${name}.ts`).then(
    (module: { messages: Messages }) => module.messages,
  );
