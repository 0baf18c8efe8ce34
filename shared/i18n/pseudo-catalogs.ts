/**
 * The pseudo language's compiled catalogs (docs/i18n.md, The pseudo-locale run), each a chunk
 * of its own, loaded only by a browser whose page is in the pseudo language: a test run's,
 * never a customer's.
 */
import type { Messages } from '@lingui/core';
import type { PageCatalog } from './catalogs';

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/pseudo/*.ts');

export const catalog = (name: PageCatalog) => catalogs[`../locales/pseudo/${name}.ts`]!;
