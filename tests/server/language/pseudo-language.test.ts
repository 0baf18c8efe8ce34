import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { allWords, pseudoWords } from '../../../server/i18n/words';
import { PROVIDER_WORDS } from '../../../server/i18n/provider-words';
import { say } from '../../../shared/i18n/wording';
import { startPortal, type Portal } from '../../support/portal';

/**
 * The pseudo language of the pseudo-locale run (docs/i18n.md): no customer's language. Only
 * a portal started with PORTAL_PSEUDO_LOCALE=true accepts it, and only from the `lang`
 * cookie; its pages are English to the browser (`<html lang dir>`, dates, the provider's
 * language) while their words are the pseudo catalogs'.
 */

const htmlTag = (text: string) => /<html[^>]*>/.exec(text)?.[0];
const pageOf = (text: string) =>
  JSON.parse(
    /<script data-page="app" type="application\/json">([^<]*)<\/script>/.exec(text)![1]!,
  ) as {
    props: { language: string };
  };

let enabled: Portal;
let disabled: Portal;
beforeAll(async () => {
  [enabled, disabled] = await Promise.all([
    startPortal({ services: 'unreachable', env: { PORTAL_PSEUDO_LOCALE: 'true' } }),
    startPortal({ services: 'unreachable' }),
  ]);
});
afterAll(() => Promise.all([enabled?.close(), disabled?.close()]));

describe('the pseudo language', () => {
  it('is off unless PORTAL_PSEUDO_LOCALE says true', () => {
    expect(loadConfig({}).pseudoLocale).toBe(false);
    expect(loadConfig({ PORTAL_PSEUDO_LOCALE: 'true' }).pseudoLocale).toBe(true);
    expect(() => loadConfig({ PORTAL_PSEUDO_LOCALE: 'maybe' })).toThrow(/PORTAL_PSEUDO_LOCALE/);
  });

  it('comes from the lang cookie when enabled: the page says pseudo, the document reads English', async () => {
    const res = await request(enabled.app).get('/login').set('Cookie', 'lang=pseudo');
    expect(res.status).toBe(200);
    expect(pageOf(res.text).props.language).toBe('pseudo');
    expect(htmlTag(res.text)).toBe('<html lang="en" dir="ltr">');
  });

  it('is never chosen from Accept-Language, even when enabled', async () => {
    const res = await request(enabled.app).get('/login').set('Accept-Language', 'pseudo');
    expect(pageOf(res.text).props.language).toBe('en');
  });

  it('is refused when not enabled: the cookie counts for nothing, the browser’s language decides', async () => {
    const res = await request(disabled.app)
      .get('/login')
      .set('Cookie', 'lang=pseudo')
      .set('Accept-Language', 'fr');
    expect(pageOf(res.text).props.language).toBe('fr');
    expect(htmlTag(res.text)).toBe('<html lang="fr" dir="ltr">');
  });

  it('transforms every message of the server’s words, and is not among the customers’ languages', async () => {
    const words = await pseudoWords();
    expect(words._('Login Successful')).toBe('Ĺōĝĩń Śũććēśśƒũĺ');
    expect([...(await allWords()).keys()]).toEqual(['en', 'fr', 'ar']);
  });
});

describe("the provider's words the portal has in its catalogs", () => {
  it('are said in French, Arabic and the pseudo language', async () => {
    const all = await allWords();
    const pseudo = await pseudoWords();
    for (const words of [all.get('fr')!, all.get('ar')!, pseudo]) {
      for (const english of PROVIDER_WORDS) expect(say(words, english)).not.toBe(english);
    }
  });
});
