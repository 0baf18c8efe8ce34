import type { Messages } from '@lingui/core';
import type { Language } from './languages';

/**
 * The message catalogs of the pages (lingui.config.ts names the folders each one covers).
 * A page loads `common` (the shell, the kit, the forms' rules, the portal's toasts) and
 * those of its part of the portal; the server's own words are in `server/locales/`.
 */
export const PAGE_CATALOGS = [
  'common',
  'accounts',
  'address',
  'address-book',
  'auth',
  'billing',
  'dashboard',
  'errors',
  'pickups',
  'profile',
  'quotes',
  'reports',
  'shipments',
  'tracking',
] as const;
export type PageCatalog = (typeof PAGE_CATALOGS)[number];

/**
 * Beyond `common` and its own, the catalogs whose components a part's pages draw (the
 * address form, a shipment's tracking, an invoice's row).
 */
const BORROWED: Partial<Record<string, readonly PageCatalog[]>> = {
  'address-book': ['address'],
  dashboard: ['shipments'],
  pickups: ['address'],
  profile: ['address'],
  quotes: ['address'],
  reports: ['shipments', 'billing'],
  shipments: ['address'],
  tracking: ['shipments', 'billing'],
};

const isPageCatalog = (name: string): name is PageCatalog =>
  (PAGE_CATALOGS as readonly string[]).includes(name);

/** The catalogs a page component ('auth/login') needs, `common` first. */
export function catalogsOf(component: string): PageCatalog[] {
  const part = component.split('/')[0] ?? '';
  const own = isPageCatalog(part) && part !== 'common' ? [part] : [];
  return ['common', ...own, ...(BORROWED[part] ?? [])];
}

/** One compiled catalog (`npm run i18n` writes them): its own chunk in the browser. */
export const loadCatalog = (language: Language, name: PageCatalog): Promise<Messages> =>
  import(`../locales/${language}/${name}.ts`).then(
    (module: { messages: Messages }) => module.messages,
  );
