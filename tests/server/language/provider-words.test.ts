import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, InertiaBrowser, signedIn } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/**
 * The provider's words in the reader's language (docs/i18n.md): every call made for a
 * reader asks the services for the reader's language, and the lists the portal keeps for a
 * while (the enums, the status options) are kept per language, so a reader never gets a
 * list kept for a reader of another language.
 */

const asked = (req: Request) => req.get('accept-language') ?? '-';

/** A provider with its words in several languages: the package types' label says which. */
const PACKAGE_TYPE: Record<string, string> = { en: 'Box', fr: 'Boîte', ar: 'صندوق' };
const enumsIn = (req: Request) => ({
  status: 200,
  body: {
    success: true,
    data: { package_types: [{ value: 'box', label: PACKAGE_TYPE[asked(req)] ?? 'Box' }] },
  },
});

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({
    fake: 'all',
    record: (req) => `${req.method} ${req.path} ${asked(req)}`,
  });
  portal.overrides.add((req) => (req.path === '/enums' ? enumsIn(req) : undefined));
});
afterAll(() => portal?.close());

/**
 * A customer signed in on a device where they chose `language` (the cookie: the lists are
 * fetched by the page's script, which sends no Accept-Language here).
 */
async function reader(language: string): Promise<InertiaBrowser> {
  const visitor = new InertiaBrowser(portal.app, { languages: language });
  await visitor.open('login');
  await visitor.post('language.update', { language });
  await visitor.post('login.store', DEMO_CREDENTIALS, { errorBag: 'login' });
  return visitor;
}
const packageTypes = async (visitor: InertiaBrowser) =>
  (await visitor.getJson<{ package_types: unknown[] }>('options.enums')).package_types;

describe("the provider's words in the reader's language", () => {
  it('asks every service the calls of a reader go to for their language', async () => {
    const from = portal.calls.length;
    const french = await signedIn(portal.app, DEMO_CREDENTIALS, { languages: 'fr-FR,fr;q=0.9' });
    await french.open('shipments');
    const calls = portal.calls.slice(from);
    expect(calls.some((c) => c.startsWith('POST /user/login '))).toBe(true);
    expect(calls.some((c) => c.startsWith('GET /client-portal/shipments/statuses/options '))).toBe(
      true,
    );
    expect(calls.filter((c) => !c.endsWith(' fr'))).toEqual([]);
  });

  it('keeps a list per language: readers of French and Arabic each get their own', async () => {
    const french = await reader('fr');
    const arabic = await reader('ar');
    expect(await packageTypes(french)).toEqual([{ value: 'box', label: 'Boîte' }]);
    expect(await packageTypes(arabic)).toEqual([{ value: 'box', label: 'صندوق' }]);
    // Kept: asked again, each reader gets their own from the cache, not the other's.
    const from = portal.calls.length;
    expect(await packageTypes(french)).toEqual([{ value: 'box', label: 'Boîte' }]);
    expect(await packageTypes(arabic)).toEqual([{ value: 'box', label: 'صندوق' }]);
    expect(portal.calls.slice(from).filter((c) => c.startsWith('GET /enums '))).toEqual([]);
  });

  it('asks in English for a reader of English', async () => {
    const english = await reader('en');
    expect(await packageTypes(english)).toEqual([{ value: 'box', label: 'Box' }]);
    expect(portal.calls.filter((c) => c.startsWith('GET /enums '))).toEqual([
      'GET /enums fr',
      'GET /enums ar',
      'GET /enums en',
    ]);
  });
});
